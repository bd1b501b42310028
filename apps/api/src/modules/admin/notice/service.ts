import type {
  AdminNoticeCreateFields,
  AdminNoticeQuery,
  AdminNoticeRow,
  AdminNoticeUpdateFields,
} from '@daengnyang/contract/admin-notice';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { recordAudit } from '../../../db/audit.ts';
import { toUserSummary } from '../../../db/authors.ts';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { notFound } from '../../../http/errors.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { offsetOf, toPage } from '../../../http/paging.ts';
import { UPLOAD_FOLDERS } from '../../../images/folders.ts';
import { removeImageFiles, withStoredImages } from '../../../images/pipeline.ts';
import { imagesByOwner } from '../../../images/urls.ts';
import type { ModuleDeps } from '../../deps.ts';
import { auditNoticeCommentDelete } from '../../notice/audit.ts';
import { deleteNoticeCommentRow, findNoticeImages } from '../../notice/repository.ts';
import {
  adminNoticeFilter,
  countNotices,
  deleteNoticeRows,
  findAdminNoticeRows,
  insertNotice,
  lockNotice,
  updateNotice,
} from './repository.ts';

export type AdminNoticeDeps = ModuleDeps;

const IMAGE_FOLDER = UPLOAD_FOLDERS.notices;
const TARGET_TYPE = 'notice';

/** The names of the fields an edit form actually sent. */
const changedFields = (changes: Record<string, unknown>) =>
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);

export function createAdminNoticeService(deps: AdminNoticeDeps) {
  const { db, imageUrls, storage, images } = deps;

  /** Deletes notices with their comments, audits the ids actually deleted, then their files. */
  async function deleteNotices(caller: SignedInCaller, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const { deletedIds, images } = await db.transaction(async (tx) => {
      const deleted = await deleteNoticeRows(tx, unique);
      if (deleted.deletedIds.length > 0) {
        await recordAudit(tx, {
          adminUserId: caller.userId,
          action: 'notice.delete',
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
    /** Flat rows, newest first, optionally of one category and with the text in the title. */
    async list(query: AdminNoticeQuery): Promise<Paged<AdminNoticeRow>> {
      const where = adminNoticeFilter({
        categoryId: query.noticeCategoryId,
        searchText: query.searchText,
      });
      const [rows, total] = await Promise.all([
        findAdminNoticeRows(db, { where, limit: query.size, offset: offsetOf(query) }),
        countNotices(db, where),
      ]);
      const images = imagesByOwner(
        await findNoticeImages(
          db,
          rows.map((row) => row.noticeId),
        ),
        imageUrls,
      );
      const content = rows.map(
        (row): AdminNoticeRow => ({
          noticeId: row.noticeId,
          noticeCategoryName: row.categoryName,
          name: toUserSummary(row, imageUrls).name,
          title: row.title,
          content: row.content,
          imgUrls: (images.get(row.noticeId) ?? []).map((image) => image.imgUrl),
          createdAt: formatSeoulDateTime(row.createdAt),
        }),
      );
      return toPage(content, total, query);
    },

    /** A notice by the calling administrator with 0–5 images, audited in its transaction. */
    async create(
      caller: SignedInCaller,
      fields: AdminNoticeCreateFields,
      files: UploadedFile[],
    ): Promise<number> {
      const processed = await images.processAll(files);
      return withStoredImages(storage, IMAGE_FOLDER, processed, (stored) =>
        db.transaction(async (tx) => {
          const id = await insertNotice(
            tx,
            {
              categoryId: fields.noticeCategoryId,
              title: fields.title,
              content: fields.content,
              userId: caller.userId,
            },
            stored,
          );
          await recordAudit(tx, {
            adminUserId: caller.userId,
            action: 'notice.create',
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
      fields: AdminNoticeUpdateFields,
      files: UploadedFile[],
    ): Promise<number> {
      const { noticeId, ...changes } = fields;
      const processed = await images.processAll(files);
      const { replacedImages } = await withStoredImages(
        storage,
        IMAGE_FOLDER,
        processed,
        (stored) =>
          db.transaction(async (tx) => {
            const current = await lockNotice(tx, noticeId);
            if (!current) throw notFound(MESSAGES.noticeNotFound);
            const result = await updateNotice(
              tx,
              noticeId,
              {
                categoryId: changes.noticeCategoryId ?? current.categoryId,
                title: changes.title ?? current.title,
                content: changes.content ?? current.content,
              },
              stored.length > 0 ? stored : null,
            );
            await recordAudit(tx, {
              adminUserId: caller.userId,
              action: 'notice.update',
              targetType: TARGET_TYPE,
              targetIds: [noticeId],
              detail: { fields: changedFields(changes), imagesReplaced: stored.length > 0 },
            });
            return result;
          }),
      );
      await removeImageFiles(storage, replacedImages);
      return noticeId;
    },

    /** Bulk delete; ids that do not exist are skipped, an empty list changes nothing. */
    async deleteMany(caller: SignedInCaller, ids: number[]): Promise<string> {
      const deleted = await deleteNotices(caller, ids);
      return MESSAGES.adminNoticeDeleted(deleted.length);
    },

    async deleteOne(caller: SignedInCaller, id: number): Promise<string> {
      const deleted = await deleteNotices(caller, [id]);
      if (deleted.length === 0) throw notFound(MESSAGES.noticeNotFound);
      return MESSAGES.adminNoticeDeleted(1);
    },

    async deleteComment(caller: SignedInCaller, commentId: number): Promise<string> {
      const { images } = await db.transaction(async (tx) => {
        const deleted = await deleteNoticeCommentRow(tx, commentId);
        if (!deleted) throw notFound(MESSAGES.noticeCommentNotFound);
        await auditNoticeCommentDelete(tx, caller.userId, [commentId]);
        return deleted;
      });
      await removeImageFiles(storage, images);
      return MESSAGES.noticeCommentDeleted;
    },
  };
}
export type AdminNoticeService = ReturnType<typeof createAdminNoticeService>;
