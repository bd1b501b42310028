import type {
  AdminFoodCreateFields,
  AdminFoodQuery,
  AdminFoodRow,
  AdminFoodUpdateFields,
} from '@daengnyang/contract/admin-food';
import { categoryName, FOOD_CATEGORIES } from '@daengnyang/contract/constants';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { toUserSummary } from '../../../db/authors.ts';
import { CONTENT_KINDS } from '../../../db/content-kinds.ts';
import { searchGrams } from '../../../db/search-grams.ts';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { offsetOf, toPage } from '../../../http/paging.ts';
import { releaseImageFiles } from '../../../images/release.ts';
import { imagesByOwner } from '../../../images/urls.ts';
import type { ModuleDeps } from '../../deps.ts';
import { findFoodImages } from '../../food/repository.ts';
import { removeReview } from '../../food/review-removal.ts';
import { contentWithImages } from '../content-with-images.ts';
import {
  countAdminFoods,
  deleteFoodRows,
  findAdminFoodRows,
  insertFood,
  lockFood,
  updateFood,
} from './repository.ts';

/** The search index holds title, content and category name (see db/schema/food.ts). */
const foodSearchGrams = (values: { categoryId: number; title: string; content: string }) =>
  searchGrams(values.title, values.content, categoryName(FOOD_CATEGORIES, values.categoryId) ?? '');

export function createAdminFoodService(deps: ModuleDeps) {
  const { db, imageUrls, storage, events } = deps;
  const foodContent = contentWithImages(deps, {
    imageFolder: CONTENT_KINDS.food.imageFolder,
    events: {
      created: ({ id }, actorId) => ({ kind: 'food.created', subjectId: id, actorId, payload: {} }),
      updated: (id, _categoryIds, fields, actorId) => ({
        kind: 'food.updated',
        subjectId: id,
        actorId,
        payload: { fields },
      }),
      deleted: ({ id }, actorId) => ({ kind: 'food.deleted', subjectId: id, actorId, payload: {} }),
    },
    targetType: CONTENT_KINDS.food.audit.targetType,
    notFoundMessage: SERVER_MESSAGES.foodNotFound,
    deletedMessage: SERVER_MESSAGES.adminFoodDeleted,
    lock: lockFood,
    deleteRows: deleteFoodRows,
  });

  return {
    /** Flat rows, newest first; `searchText` matches title, content or category name. */
    async list(query: AdminFoodQuery): Promise<Paged<AdminFoodRow>> {
      const filter = { searchText: query.searchText };
      const [rows, total] = await Promise.all([
        findAdminFoodRows(db, filter, { limit: query.size, offset: offsetOf(query) }),
        countAdminFoods(db, filter),
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
      if (files.length === 0) throw badRequest(SERVER_MESSAGES.imageRequired);
      const { foodCategoryId: categoryId, ...rest } = fields;
      const values = { categoryId, ...rest };
      return foodContent.create(caller, {
        title: fields.title,
        categoryId,
        files,
        insert: (tx, stored) =>
          insertFood(
            tx,
            { ...values, userId: caller.userId, searchGrams: foodSearchGrams(values) },
            stored,
          ),
      });
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
      await foodContent.update(caller, {
        id: foodId,
        changes,
        files,
        update: async (tx, current, storedImages) => {
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
            storedImages,
          );
          return { ...result, categoryId: next.categoryId };
        },
      });
      return foodId;
    },

    deleteMany: foodContent.deleteMany,
    deleteOne: foodContent.deleteOne,

    /** A review, the food's comment (`/api/admin/foods/comments/:id`). */
    async deleteComment(caller: SignedInCaller, reviewId: number): Promise<string> {
      const files = await events.transaction(async (tx, record) => {
        const removed = await removeReview(tx, record, {
          reviewId,
          actorId: caller.userId,
          moderated: true,
        });
        if (!removed) throw notFound(SERVER_MESSAGES.foodReviewNotFound);
        return removed;
      });
      await releaseImageFiles(db, storage, files);
      return SERVER_MESSAGES.foodReviewDeleted;
    },
  };
}
export type AdminFoodService = ReturnType<typeof createAdminFoodService>;
