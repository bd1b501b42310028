import type {
  AdminFoodCreateFields,
  AdminFoodQuery,
  AdminFoodRow,
  AdminFoodUpdateFields,
} from '@daengnyang/contract/admin-food';
import { categoryName, FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { recordAudit } from '../../../db/audit.ts';
import { toUserSummary } from '../../../db/authors.ts';
import { searchGrams } from '../../../db/search-grams.ts';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { offsetOf, toPage } from '../../../http/paging.ts';
import { UPLOAD_FOLDERS } from '../../../images/folders.ts';
import { removeImageFiles, withStoredImages } from '../../../images/pipeline.ts';
import { imagesByOwner } from '../../../images/urls.ts';
import type { ModuleDeps } from '../../deps.ts';
import { auditReviewDelete } from '../../food/audit.ts';
import {
  countFoods,
  deleteReviewRow,
  findFoodImages,
  foodSearchMatch,
} from '../../food/repository.ts';
import {
  deleteFoodRows,
  findAdminFoodRows,
  insertFood,
  lockFood,
  updateFood,
} from './repository.ts';

export type AdminFoodDeps = ModuleDeps;

const IMAGE_FOLDER = UPLOAD_FOLDERS.foods;
const TARGET_TYPE = 'food';

/** The search index holds title, content and category name (see db/schema/food.ts). */
const foodSearchGrams = (values: { categoryId: number; title: string; content: string }) =>
  searchGrams(values.title, values.content, categoryName(FOOD_CATEGORIES, values.categoryId) ?? '');

/** The names of the fields an edit form actually sent. */
const changedFields = (changes: Record<string, unknown>) =>
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);

export function createAdminFoodService(deps: AdminFoodDeps) {
  const { db, imageUrls, storage, images } = deps;

  /** Deletes foods with their reviews, audits the ids actually deleted, then their files. */
  async function deleteFoods(caller: SignedInCaller, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const { deletedIds, images } = await db.transaction(async (tx) => {
      const deleted = await deleteFoodRows(tx, unique);
      if (deleted.deletedIds.length > 0) {
        await recordAudit(tx, {
          adminUserId: caller.userId,
          action: 'food.delete',
          targetType: TARGET_TYPE,
          targetIds: deleted.deletedIds,
        });
      }
      return deleted;
    });
    await removeImageFiles(storage, images);
    return deletedIds;
  }

  return {
    /** Flat rows, newest first; `searchText` matches title, content or category name. */
    async list(query: AdminFoodQuery): Promise<Paged<AdminFoodRow>> {
      const where = query.searchText ? (foodSearchMatch(query.searchText) ?? undefined) : undefined;
      const [rows, total] = await Promise.all([
        findAdminFoodRows(db, { where, limit: query.size, offset: offsetOf(query) }),
        countFoods(db, where),
      ]);
      const images = imagesByOwner(
        await findFoodImages(
          db,
          rows.map((row) => row.foodId),
        ),
        imageUrls,
      );
      const content = rows.map(
        (row): AdminFoodRow => ({
          foodId: row.foodId,
          foodCategoryName: row.categoryName,
          name: toUserSummary(row, imageUrls).name,
          title: row.title,
          content: row.content,
          foodAddress: row.foodAddress,
          price: row.price,
          createdAt: formatSeoulDateTime(row.createdAt),
          imgUrls: (images.get(row.foodId) ?? []).map((image) => image.imgUrl),
        }),
      );
      return toPage(content, total, query);
    },

    /** A food by the calling administrator with 1–5 images, audited in its transaction. */
    async create(
      caller: SignedInCaller,
      fields: AdminFoodCreateFields,
      files: UploadedFile[],
    ): Promise<number> {
      if (files.length === 0) throw badRequest(MESSAGES.imageRequired);
      const processed = await images.processAll(files);
      const { foodCategoryId: categoryId, ...rest } = fields;
      const values = { categoryId, ...rest };
      return withStoredImages(storage, IMAGE_FOLDER, processed, (stored) =>
        db.transaction(async (tx) => {
          const id = await insertFood(
            tx,
            { ...values, userId: caller.userId, searchGrams: foodSearchGrams(values) },
            stored,
          );
          await recordAudit(tx, {
            adminUserId: caller.userId,
            action: 'food.create',
            targetType: TARGET_TYPE,
            targetIds: [id],
            detail: { title: fields.title },
          });
          return id;
        }),
      );
    },

    /**
     * Changes the given fields (absent ones are kept) and, when files are sent, replaces the
     * images; the replaced files are removed after the commit.
     */
    async update(
      caller: SignedInCaller,
      fields: AdminFoodUpdateFields,
      files: UploadedFile[],
    ): Promise<number> {
      const { foodId, ...changes } = fields;
      const processed = await images.processAll(files);
      const { replacedImages } = await withStoredImages(
        storage,
        IMAGE_FOLDER,
        processed,
        (stored) =>
          db.transaction(async (tx) => {
            const current = await lockFood(tx, foodId);
            if (!current) throw notFound(MESSAGES.foodNotFound);
            const next = {
              categoryId: changes.foodCategoryId ?? current.categoryId,
              title: changes.title ?? current.title,
              content: changes.content ?? current.content,
              price: changes.price,
              foodAddress: changes.foodAddress ?? current.foodAddress,
            };
            const result = await updateFood(
              tx,
              foodId,
              { ...next, searchGrams: foodSearchGrams(next) },
              stored.length > 0 ? stored : null,
            );
            await recordAudit(tx, {
              adminUserId: caller.userId,
              action: 'food.update',
              targetType: TARGET_TYPE,
              targetIds: [foodId],
              detail: { fields: changedFields(changes), imagesReplaced: stored.length > 0 },
            });
            return result;
          }),
      );
      await removeImageFiles(storage, replacedImages);
      return foodId;
    },

    /** Bulk delete; ids that do not exist are skipped, an empty list changes nothing. */
    async deleteMany(caller: SignedInCaller, ids: number[]): Promise<string> {
      const deleted = await deleteFoods(caller, ids);
      return MESSAGES.adminFoodDeleted(deleted.length);
    },

    async deleteOne(caller: SignedInCaller, id: number): Promise<string> {
      const deleted = await deleteFoods(caller, [id]);
      if (deleted.length === 0) throw notFound(MESSAGES.foodNotFound);
      return MESSAGES.adminFoodDeleted(1);
    },

    async deleteReview(caller: SignedInCaller, reviewId: number): Promise<string> {
      const { images } = await db.transaction(async (tx) => {
        const deleted = await deleteReviewRow(tx, reviewId);
        if (!deleted) throw notFound(MESSAGES.foodReviewNotFound);
        await auditReviewDelete(tx, caller.userId, [reviewId]);
        return deleted;
      });
      await removeImageFiles(storage, images);
      return MESSAGES.foodReviewDeleted;
    },
  };
}
export type AdminFoodService = ReturnType<typeof createAdminFoodService>;
