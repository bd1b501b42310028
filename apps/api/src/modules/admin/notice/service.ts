import {
  type AdminNoticeCreateFields,
  type AdminNoticeQuery,
  type AdminNoticeRow,
  type AdminNoticeUpdateFields,
  eventDateOf,
} from '@daengnyang/contract/admin-notice';
import { NOTICE_EVENT_CATEGORY_ID } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { SignedInCaller } from '../../../auth/caller.ts';
import { toUserSummary } from '../../../db/authors.ts';
import { CONTENT_KINDS } from '../../../db/content-kinds.ts';
import { formatSeoulDateTime } from '../../../http/dates.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import type { UploadedFile } from '../../../http/multipart.ts';
import { offsetOf, toPage } from '../../../http/paging.ts';
import { releaseImageFiles } from '../../../images/release.ts';
import { imagesByOwner } from '../../../images/urls.ts';
import type { ModuleDeps } from '../../deps.ts';
import { removeNoticeComment } from '../../notice/comment-removal.ts';
import { findNoticeImages } from '../../notice/repository.ts';
import { contentWithImages } from '../content-with-images.ts';
import {
  countAdminNotices,
  deleteNoticeRows,
  findAdminNoticeRows,
  insertNotice,
  lockNotice,
  type NoticeValues,
  updateNotice,
} from './repository.ts';

type EventPeriodValues = Pick<NoticeValues, 'eventStartsOn' | 'eventEndsOn'>;
const NO_PERIOD: EventPeriodValues = { eventStartsOn: null, eventEndsOn: null };

/** The period a form sends, or null when it sends none (the schema saw to both-or-neither). */
function sentPeriod(fields: {
  eventStartsOn?: string | undefined;
  eventEndsOn?: string | undefined;
}): EventPeriodValues | null {
  const eventStartsOn = eventDateOf(fields.eventStartsOn);
  const eventEndsOn = eventDateOf(fields.eventEndsOn);
  return eventStartsOn === null || eventEndsOn === null ? null : { eventStartsOn, eventEndsOn };
}

/**
 * An event keeps the period it is given (or had); anything else has none. A period sent for a
 * notice or an article is refused rather than dropped, so the administrator sees why.
 */
function periodFor(
  categoryId: number,
  sent: EventPeriodValues | null,
  current: EventPeriodValues,
): EventPeriodValues {
  if (categoryId === NOTICE_EVENT_CATEGORY_ID) {
    return sent ?? { eventStartsOn: current.eventStartsOn, eventEndsOn: current.eventEndsOn };
  }
  if (sent !== null) throw badRequest(SERVER_MESSAGES.adminEventPeriodOnlyForEvents);
  return NO_PERIOD;
}

export function createAdminNoticeService(deps: ModuleDeps) {
  const { db, imageUrls, storage, events } = deps;
  const noticeContent = contentWithImages(deps, {
    imageFolder: CONTENT_KINDS.notice.imageFolder,
    events: {
      created: ({ id, categoryId }, actorId) => ({
        kind: 'notice.created',
        subjectId: id,
        actorId,
        payload: { categoryId },
      }),
      updated: (id, categoryIds, fields, actorId) => ({
        kind: 'notice.updated',
        subjectId: id,
        actorId,
        payload: { categoryIds, fields },
      }),
      deleted: ({ id, categoryId }, actorId) => ({
        kind: 'notice.deleted',
        subjectId: id,
        actorId,
        payload: { categoryId },
      }),
    },
    targetType: CONTENT_KINDS.notice.audit.targetType,
    notFoundMessage: MESSAGES.noticeNotFound,
    deletedMessage: SERVER_MESSAGES.adminNoticeDeleted,
    lock: lockNotice,
    deleteRows: deleteNoticeRows,
  });

  return {
    /** Flat rows, newest first, optionally of one category and with the text in the title. */
    async list(query: AdminNoticeQuery): Promise<Paged<AdminNoticeRow>> {
      const filter = { categoryId: query.noticeCategoryId, searchText: query.searchText };
      const [rows, total] = await Promise.all([
        findAdminNoticeRows(db, filter, { limit: query.size, offset: offsetOf(query) }),
        countAdminNotices(db, filter),
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
      const period = periodFor(fields.noticeCategoryId, sentPeriod(fields), NO_PERIOD);
      return noticeContent.create(caller, {
        title: fields.title,
        categoryId: fields.noticeCategoryId,
        files,
        insert: (tx, stored) =>
          insertNotice(
            tx,
            {
              categoryId: fields.noticeCategoryId,
              title: fields.title,
              content: fields.content,
              ...period,
              userId: caller.userId,
            },
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
      fields: AdminNoticeUpdateFields,
      files: UploadedFile[],
    ): Promise<number> {
      const { noticeId, ...changes } = fields;
      await noticeContent.update(caller, {
        id: noticeId,
        changes,
        files,
        update: async (tx, current, storedImages) => {
          const categoryId = changes.noticeCategoryId ?? current.categoryId;
          const result = await updateNotice(
            tx,
            noticeId,
            {
              categoryId,
              title: changes.title ?? current.title,
              content: changes.content ?? current.content,
              ...periodFor(categoryId, sentPeriod(changes), current),
            },
            storedImages,
          );
          return { ...result, categoryId };
        },
      });
      return noticeId;
    },

    deleteMany: noticeContent.deleteMany,
    deleteOne: noticeContent.deleteOne,

    async deleteComment(caller: SignedInCaller, commentId: number): Promise<string> {
      const files = await events.transaction(async (tx, record) => {
        const removed = await removeNoticeComment(tx, record, {
          commentId,
          actorId: caller.userId,
          moderated: true,
        });
        if (!removed) throw notFound(SERVER_MESSAGES.noticeCommentNotFound);
        return removed;
      });
      await releaseImageFiles(db, storage, files);
      return SERVER_MESSAGES.noticeCommentDeleted;
    },
  };
}
export type AdminNoticeService = ReturnType<typeof createAdminNoticeService>;
