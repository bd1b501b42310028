import { NOTICE_CATEGORIES, NOTICE_EVENT_CATEGORY_ID } from '@daengnyang/contract/constants';
import type { NoticeCommentEditFields } from '@daengnyang/contract/editing';
import { MESSAGES } from '@daengnyang/contract/messages';
import type { Notice, NoticeCommentFields, NoticeListQuery } from '@daengnyang/contract/notice';
import type { Paged } from '@daengnyang/contract/paging';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import type { Caller, SignedInCaller } from '../../auth/caller.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';
import { setLike } from '../../db/likes.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { offsetOf, toPage } from '../../http/paging.ts';
import { withStoredImages } from '../../images/pipeline.ts';
import { releaseImageFiles } from '../../images/release.ts';
import type { ModuleDeps } from '../deps.ts';
import { createWritingEditor } from '../editing/writing-editor.ts';
import { removeNoticeComment } from './comment-removal.ts';
import {
  countNoticeView,
  findNotice,
  findNoticeCategory,
  findNoticeCommentOwner,
  findNoticeComments,
  findNoticePage,
  insertNoticeComment,
} from './repository.ts';
import { toNotice, toNoticeComment } from './wire.ts';

const COMMENT_IMAGE_FOLDER = CONTENT_KINDS.noticeComment.imageFolder;

function assertCategory(categoryId: number): void {
  if (!NOTICE_CATEGORIES.some((category) => category.id === categoryId)) {
    throw notFound(MESSAGES.noticeCategoryNotFound);
  }
}

export function createNoticeService(deps: ModuleDeps) {
  const { db, imageUrls, storage, images, events } = deps;
  const editWriting = createWritingEditor(deps);

  async function noticeExists(noticeId: number): Promise<number> {
    const categoryId = await findNoticeCategory(db, noticeId);
    if (categoryId === null) throw notFound(MESSAGES.noticeNotFound);
    return categoryId;
  }

  return {
    /** A page of one category, newest first; images of the whole page in one query. */
    async list(caller: Caller, categoryId: number, query: NoticeListQuery): Promise<Paged<Notice>> {
      assertCategory(categoryId);
      const { rows, total } = await findNoticePage(db, caller, {
        categoryId,
        offset: offsetOf(query),
        size: query.size,
      });
      return toPage(
        rows.map((row) => toNotice(row, [], imageUrls)),
        total,
        query,
      );
    },

    /** The notice with its images and its comments (newest first) with theirs. */
    async detail(caller: Caller, categoryId: number, noticeId: number): Promise<Notice> {
      assertCategory(categoryId);
      const [row, comments] = await Promise.all([
        findNotice(db, caller, noticeId),
        findNoticeComments(db, caller, noticeId),
      ]);
      if (!row || row.categoryId !== categoryId) throw notFound(MESSAGES.noticeNotFound);
      return toNotice(
        row,
        comments.map((comment) => toNoticeComment(comment, imageUrls, caller)),
        imageUrls,
      );
    },

    /** Counted once per viewer and day (http/limits/view-marks.ts says who a viewer is). */
    async countView(viewerKey: string, categoryId: number, noticeId: number): Promise<void> {
      assertCategory(categoryId);
      if (!(await countNoticeView(db, noticeId, categoryId, viewerKey))) {
        throw notFound(MESSAGES.noticeNotFound);
      }
    },

    /** The author's edit of their event comment: words and images, every version kept. */
    async editComment(
      caller: SignedInCaller,
      commentId: number,
      fields: NoticeCommentEditFields,
      files: UploadedFile[],
    ): Promise<number> {
      return editWriting(caller, {
        kind: 'noticeComment',
        itemId: commentId,
        content: fields.content,
        slots: fields.images,
        files,
        notFoundMessage: SERVER_MESSAGES.noticeCommentNotFound,
        event: (noticeId, revision) => ({
          kind: 'notice-comment.edited',
          subjectId: commentId,
          actorId: caller.userId,
          payload: { noticeId, revision },
        }),
      });
    },

    /**
     * A comment with up to 10 images, on events only. Every image is decoded before anything is
     * stored, and the files go again if the write fails.
     */
    async comment(
      caller: SignedInCaller,
      noticeId: number,
      fields: NoticeCommentFields,
      files: UploadedFile[],
    ): Promise<number> {
      const categoryId = await noticeExists(noticeId);
      if (categoryId !== NOTICE_EVENT_CATEGORY_ID)
        throw badRequest(SERVER_MESSAGES.noticeCommentEventsOnly);
      const processed = await images.processAll(files);
      return withStoredImages(storage, COMMENT_IMAGE_FOLDER, processed, (stored) =>
        events.transaction(async (tx, record) => {
          const id = await insertNoticeComment(
            tx,
            { noticeId, userId: caller.userId, content: fields.content },
            stored,
          );
          if (id === null) throw notFound(MESSAGES.noticeNotFound);
          record({
            kind: 'notice-comment.created',
            subjectId: id,
            actorId: caller.userId,
            payload: { noticeId },
          });
          return id;
        }),
      );
    },

    /** Like or unlike (idempotent). */
    async setLiked(caller: SignedInCaller, noticeId: number, liked: boolean): Promise<string> {
      await noticeExists(noticeId);
      await events.transaction(async (tx, record) => {
        if (!(await setLike(tx, CONTENT_KINDS.notice.like, caller.userId, noticeId, liked))) return;
        record({
          kind: liked ? 'notice.liked' : 'notice.unliked',
          subjectId: noticeId,
          actorId: caller.userId,
          payload: {},
        });
      });
      return liked ? SERVER_MESSAGES.noticeLiked : SERVER_MESSAGES.noticeUnliked;
    },

    /**
     * The path's user id must be the caller's own; the author or an administrator deletes (an
     * administrator's delete of someone else's comment is audited). Files go after the commit.
     */
    async deleteComment(
      caller: SignedInCaller,
      commentId: number,
      pathUserId: number,
    ): Promise<string> {
      if (pathUserId !== caller.userId) throw forbidden(SERVER_MESSAGES.noticeCommentOwnOnly);
      const comment = await findNoticeCommentOwner(db, commentId);
      if (!comment) throw notFound(SERVER_MESSAGES.noticeCommentNotFound);
      const isOwner = comment.userId === caller.userId;
      if (!isOwner && caller.role !== 'ROLE_ADMIN')
        throw forbidden(SERVER_MESSAGES.noticeCommentOwnOnly);
      const files = await events.transaction(async (tx, record) => {
        const removed = await removeNoticeComment(tx, record, {
          commentId,
          actorId: caller.userId,
          moderated: !isOwner,
        });
        if (!removed) throw notFound(SERVER_MESSAGES.noticeCommentNotFound);
        return removed;
      });
      await releaseImageFiles(db, storage, files);
      return SERVER_MESSAGES.noticeCommentDeleted;
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
