import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/authors.ts';
import { blockedBy } from '../../db/blocks.ts';
import type { Database, Executor } from '../../db/client.ts';
import { CONTENT_KINDS } from '../../db/content-kinds.ts';
import { imageListColumn } from '../../db/image-list.ts';
import { likedBy } from '../../db/likes.ts';
import { prepared } from '../../db/prepared.ts';
import { deleteRevisionImages } from '../../db/revisions.ts';
import {
  noticeCategories,
  noticeCommentImages,
  noticeComments,
  noticeImages,
  noticeLikes,
  notices,
} from '../../db/schema/notice.ts';
import { users } from '../../db/schema/users.ts';
import { countViewOnce } from '../../db/view-marks.ts';
import { type Reader, type Viewer, viewerId, viewerOf, viewerValues } from '../../db/viewer.ts';
import type { StoredImage } from '../../images/pipeline.ts';
import type { ImageFile } from '../../images/urls.ts';

const noticeColumns = (viewer: Viewer) => ({
  noticeId: notices.id,
  categoryId: notices.categoryId,
  categoryName: noticeCategories.name,
  title: notices.title,
  content: notices.content,
  createdAt: notices.createdAt,
  views: notices.views,
  likeCount: notices.likeCount,
  eventStartsOn: notices.eventStartsOn,
  eventEndsOn: notices.eventEndsOn,
  isLike: likedBy(
    viewerId(viewer),
    noticeLikes,
    noticeLikes.userId,
    noticeLikes.noticeId,
    notices.id,
  ),
  images: imageListColumn(noticeImages, noticeImages.noticeId, notices.id),
  ...authorColumns,
});

/** Notices with their category name, author, the reader's like and their images. */
function selectNotices(db: Executor, viewer: Viewer) {
  return db
    .select(noticeColumns(viewer))
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .innerJoin(users, eq(users.id, notices.userId));
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

/** How many notices a category holds, from the counter its writes keep. */
const keptNoticeCount = sql<number>`(select ${noticeCategories.noticeCount} from ${noticeCategories}
  where ${noticeCategories.id} = ${sql.placeholder('categoryId')})`;

/**
 * One page of a category, newest first (index notices_category_new_idx), and its total from
 * the kept counter, in one round trip. The page size is part of the statement (see
 * community's pageIds).
 */
export async function findNoticePage(
  db: Database,
  reader: Reader,
  request: { categoryId: number; offset: number; size: number },
): Promise<{ rows: NoticeRow[]; total: number }> {
  const viewer = viewerOf(reader);
  const order = [desc(notices.createdAt), desc(notices.id)];
  const statement = prepared(db, `notice_page_${request.size}_${viewer}`, (name) =>
    db
      .select({ ...noticeColumns(viewer), total: keptNoticeCount })
      .from(notices)
      .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
      .innerJoin(users, eq(users.id, notices.userId))
      .where(
        sql`${notices.id} in (select ${notices.id} from ${notices}
          where ${notices.categoryId} = ${sql.placeholder('categoryId')}
          order by ${sql.join(order, sql`, `)}
          limit ${sql.raw(String(request.size))} offset ${sql.placeholder('offset')})`,
      )
      .orderBy(...order)
      .prepare(name),
  );
  const values = {
    categoryId: request.categoryId,
    offset: request.offset,
    ...viewerValues(reader),
  };
  const rows = await statement.execute(values);
  const first = rows[0];
  if (first) return { rows, total: first.total };
  const [counted] = await db
    .select({ total: noticeCategories.noticeCount })
    .from(noticeCategories)
    .where(eq(noticeCategories.id, request.categoryId));
  return { rows, total: counted?.total ?? 0 };
}

export async function findNotice(db: Database, reader: Reader, id: number) {
  const viewer = viewerOf(reader);
  const statement = prepared(db, `notice_by_id_${viewer}`, (name) =>
    selectNotices(db, viewer)
      .where(eq(notices.id, sql.placeholder('noticeId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ noticeId: id, ...viewerValues(reader) });
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

/** The images of several notices in one query, in upload order (the admin table). */
export async function findNoticeImages(db: Executor, noticeIds: number[]) {
  if (noticeIds.length === 0) return [];
  return db
    .select({
      ownerId: noticeImages.noticeId,
      path: noticeImages.path,
      thumbPath: noticeImages.thumbPath,
      description: noticeImages.description,
    })
    .from(noticeImages)
    .where(inArray(noticeImages.noticeId, noticeIds))
    .orderBy(asc(noticeImages.noticeId), asc(noticeImages.position));
}

/**
 * The comments of a notice with their images and whether the reader blocked their author,
 * newest first (notice_comments_notice_idx).
 */
export async function findNoticeComments(db: Database, reader: Reader, noticeId: number) {
  const viewer = viewerOf(reader);
  const statement = prepared(db, `notice_comments_of_notice_${viewer}`, (name) =>
    db
      .select({
        id: noticeComments.id,
        noticeId: noticeComments.noticeId,
        content: noticeComments.content,
        hidden: noticeComments.hidden,
        createdAt: noticeComments.createdAt,
        editedAt: noticeComments.editedAt,
        images: imageListColumn(
          noticeCommentImages,
          noticeCommentImages.commentId,
          noticeComments.id,
        ),
        blockedAuthor: blockedBy(viewerId(viewer), noticeComments.userId),
        ...authorColumns,
      })
      .from(noticeComments)
      .innerJoin(users, eq(users.id, noticeComments.userId))
      .where(eq(noticeComments.noticeId, sql.placeholder('noticeId')))
      .orderBy(desc(noticeComments.createdAt), desc(noticeComments.id))
      .prepare(name),
  );
  return statement.execute({ noticeId, ...viewerValues(reader) });
}
export type NoticeCommentRow = Awaited<ReturnType<typeof findNoticeComments>>[number];

/**
 * Counts a view of a notice of that category, once per viewer and day; false when there is
 * none. A view is not an edit: updated_at keeps its value.
 */
export async function countNoticeView(
  db: Executor,
  id: number,
  categoryId: number,
  viewerKey: string,
): Promise<boolean> {
  return countViewOnce(db, CONTENT_KINDS.notice, id, eq(notices.categoryId, categoryId), viewerKey);
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
): Promise<{ images: ImageFile[]; noticeId: number } | null> {
  const images = await db
    .delete(noticeCommentImages)
    .where(eq(noticeCommentImages.commentId, id))
    .returning({ path: noticeCommentImages.path, thumbPath: noticeCommentImages.thumbPath });
  const versionImages = await deleteRevisionImages(db, 'noticeComment', [id]);
  const [deleted] = await db
    .delete(noticeComments)
    .where(eq(noticeComments.id, id))
    .returning({ noticeId: noticeComments.noticeId, hidden: noticeComments.hidden });
  if (!deleted) return null;
  // A hidden comment already left the count (migration 0011).
  if (!deleted.hidden) {
    await db
      .update(notices)
      .set({ commentCount: sql`${notices.commentCount} - 1`, updatedAt: sql`${notices.updatedAt}` })
      .where(eq(notices.id, deleted.noticeId));
  }
  return { images: [...images, ...versionImages], noticeId: deleted.noticeId };
}
