import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.ts';
import { authorColumns } from '../../db/authors.ts';
import type { Executor } from '../../db/client.ts';
import { type LikeTarget, likedByCaller } from '../../db/likes.ts';
import {
  noticeCategories,
  noticeCommentImages,
  noticeComments,
  noticeImages,
  noticeLikes,
  notices,
} from '../../db/schema/notice.ts';
import { users } from '../../db/schema/users.ts';
import type { StoredImage } from '../../images/pipeline.ts';
import type { ImageFile } from '../../images/urls.ts';

export const NOTICE_LIKES: LikeTarget = {
  likes: noticeLikes,
  userColumn: noticeLikes.userId,
  targetColumn: noticeLikes.noticeId,
  counted: notices,
  countedId: notices.id,
  counter: notices.likeCount,
};

const noticeColumns = (caller: Caller) => ({
  noticeId: notices.id,
  categoryId: notices.categoryId,
  categoryName: noticeCategories.name,
  title: notices.title,
  content: notices.content,
  createdAt: notices.createdAt,
  views: notices.views,
  likeCount: notices.likeCount,
  isLike: likedByCaller(caller, noticeLikes, noticeLikes.userId, noticeLikes.noticeId, notices.id),
  ...authorColumns,
});

/** Notices with their category name, author and the caller's like. */
function selectNotices(db: Executor, caller: Caller) {
  return db
    .select(noticeColumns(caller))
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .innerJoin(users, eq(users.id, notices.userId));
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

/** One page of a category, newest first (index notices_category_new_idx), and its total. */
export async function findNoticePage(
  db: Executor,
  caller: Caller,
  categoryId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const rows = await selectNotices(db, caller)
    .where(eq(notices.categoryId, categoryId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(notices)
    .where(eq(notices.categoryId, categoryId));
  return { rows, total: counted?.total ?? 0 };
}

export async function findNotice(db: Executor, caller: Caller, id: number) {
  const [row] = await selectNotices(db, caller).where(eq(notices.id, id));
  return row ?? null;
}

/** The category of a notice, what the comment rule needs; null when there is none. */
export async function findNoticeCategory(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: notices.categoryId })
    .from(notices)
    .where(eq(notices.id, id));
  return row?.categoryId ?? null;
}

/** The images of several notices in one query, in upload order. */
export async function findNoticeImages(db: Executor, noticeIds: number[]) {
  if (noticeIds.length === 0) return [];
  return db
    .select({
      ownerId: noticeImages.noticeId,
      path: noticeImages.path,
      thumbPath: noticeImages.thumbPath,
    })
    .from(noticeImages)
    .where(inArray(noticeImages.noticeId, noticeIds))
    .orderBy(asc(noticeImages.noticeId), asc(noticeImages.position));
}

/** The comments of a notice, newest first (index notice_comments_notice_idx). */
export async function findNoticeComments(db: Executor, noticeId: number) {
  return db
    .select({
      id: noticeComments.id,
      noticeId: noticeComments.noticeId,
      content: noticeComments.content,
      createdAt: noticeComments.createdAt,
      ...authorColumns,
    })
    .from(noticeComments)
    .innerJoin(users, eq(users.id, noticeComments.userId))
    .where(eq(noticeComments.noticeId, noticeId))
    .orderBy(desc(noticeComments.createdAt), desc(noticeComments.id));
}
export type NoticeCommentRow = Awaited<ReturnType<typeof findNoticeComments>>[number];

/** The images of several comments in one query, in upload order. */
export async function findNoticeCommentImages(db: Executor, commentIds: number[]) {
  if (commentIds.length === 0) return [];
  return db
    .select({
      ownerId: noticeCommentImages.commentId,
      path: noticeCommentImages.path,
      thumbPath: noticeCommentImages.thumbPath,
    })
    .from(noticeCommentImages)
    .where(inArray(noticeCommentImages.commentId, commentIds))
    .orderBy(asc(noticeCommentImages.commentId), asc(noticeCommentImages.position));
}

/** Counts one view of a notice of that category; false when there is none. */
export async function incrementNoticeViews(
  db: Executor,
  id: number,
  categoryId: number,
): Promise<boolean> {
  const updated = await db
    .update(notices)
    // A view is not an edit: updated_at keeps its value.
    .set({ views: sql`${notices.views} + 1`, updatedAt: sql`${notices.updatedAt}` })
    .where(and(eq(notices.id, id), eq(notices.categoryId, categoryId)))
    .returning({ id: notices.id });
  return updated.length > 0;
}

/**
 * Adds a comment with its images and counts it on the notice. The counter update comes first:
 * it locks the notice, so a notice deleted meanwhile answers null instead of a foreign-key error.
 */
export async function insertNoticeComment(
  db: Executor,
  values: { noticeId: number; userId: number; content: string },
  images: StoredImage[],
): Promise<number | null> {
  const counted = await db
    .update(notices)
    .set({ commentCount: sql`${notices.commentCount} + 1`, updatedAt: sql`${notices.updatedAt}` })
    .where(eq(notices.id, values.noticeId))
    .returning({ id: notices.id });
  if (counted.length === 0) return null;
  const [row] = await db.insert(noticeComments).values(values).returning({ id: noticeComments.id });
  if (!row) throw new Error('notice comment insert returned no row');
  if (images.length > 0) {
    await db
      .insert(noticeCommentImages)
      .values(images.map((image) => ({ commentId: row.id, ...image })));
  }
  return row.id;
}

/** Who wrote a comment, what the delete permission needs; null when there is none. */
export async function findNoticeCommentOwner(
  db: Executor,
  id: number,
): Promise<{ id: number; userId: number } | null> {
  const [row] = await db
    .select({ id: noticeComments.id, userId: noticeComments.userId })
    .from(noticeComments)
    .where(eq(noticeComments.id, id));
  return row ?? null;
}

/**
 * Deletes a comment and its image rows, uncounts it on its notice, and answers the image files
 * to remove once the transaction has committed; null when the comment is already gone.
 */
export async function deleteNoticeCommentRow(
  db: Executor,
  id: number,
): Promise<{ images: ImageFile[] } | null> {
  const images = await db
    .delete(noticeCommentImages)
    .where(eq(noticeCommentImages.commentId, id))
    .returning({ path: noticeCommentImages.path, thumbPath: noticeCommentImages.thumbPath });
  const [deleted] = await db
    .delete(noticeComments)
    .where(eq(noticeComments.id, id))
    .returning({ noticeId: noticeComments.noticeId });
  if (!deleted) return null;
  await db
    .update(notices)
    .set({ commentCount: sql`${notices.commentCount} - 1`, updatedAt: sql`${notices.updatedAt}` })
    .where(eq(notices.id, deleted.noticeId));
  return { images };
}
