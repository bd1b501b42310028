import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { authorColumns } from '../../../db/authors.ts';
import type { Executor } from '../../../db/client.ts';
import {
  noticeCategories,
  noticeCommentImages,
  noticeComments,
  noticeImages,
  notices,
} from '../../../db/schema/notice.ts';
import { users } from '../../../db/schema/users.ts';
import type { StoredImage } from '../../../images/pipeline.ts';
import type { ImageFile } from '../../../images/urls.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** What the admin notice table can be narrowed by. */
export type AdminNoticeFilter = { categoryId: number | undefined; searchText: string | undefined };

/**
 * A category, and a title containing the search text (the title has a trigram index; notices
 * are few and written by administrators only).
 */
function adminNoticeWhere(filter: AdminNoticeFilter) {
  return and(
    filter.categoryId === undefined ? undefined : eq(notices.categoryId, filter.categoryId),
    filter.searchText ? ilike(notices.title, `%${escapeLike(filter.searchText)}%`) : undefined,
  );
}

/** One page of notice rows for the admin table, newest first (index notices_new_idx). */
export async function findAdminNoticeRows(
  db: Executor,
  filter: AdminNoticeFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      noticeId: notices.id,
      categoryName: noticeCategories.name,
      title: notices.title,
      content: notices.content,
      createdAt: notices.createdAt,
      ...authorColumns,
    })
    .from(notices)
    .innerJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .innerJoin(users, eq(users.id, notices.userId))
    .where(adminNoticeWhere(filter))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminNotices(db: Executor, filter: AdminNoticeFilter): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(notices)
    .where(adminNoticeWhere(filter));
  return counted?.total ?? 0;
}

export type NoticeValues = {
  categoryId: number;
  title: string;
  content: string;
  /** An event's first and last day (YYYY-MM-DD), both or neither. */
  eventStartsOn: string | null;
  eventEndsOn: string | null;
};

async function insertImages(db: Executor, noticeId: number, images: StoredImage[]) {
  if (images.length === 0) return;
  await db.insert(noticeImages).values(images.map((image) => ({ noticeId, ...image })));
}

export async function insertNotice(
  db: Executor,
  values: NoticeValues & { userId: number },
  images: StoredImage[],
): Promise<number> {
  const [row] = await db.insert(notices).values(values).returning({ id: notices.id });
  if (!row) throw new Error('notice insert returned no row');
  await insertImages(db, row.id, images);
  return row.id;
}

/** The editable fields of a notice, locked for the rest of the transaction; null when none. */
export async function lockNotice(db: Executor, id: number): Promise<NoticeValues | null> {
  const [row] = await db
    .select({
      categoryId: notices.categoryId,
      title: notices.title,
      content: notices.content,
      eventStartsOn: notices.eventStartsOn,
      eventEndsOn: notices.eventEndsOn,
    })
    .from(notices)
    .where(eq(notices.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Updates a notice; when `images` is given they replace the current ones, whose files the
 * caller removes once the transaction has committed (answered here).
 */
export async function updateNotice(
  db: Executor,
  id: number,
  values: NoticeValues,
  images: StoredImage[] | null,
): Promise<{ replacedImages: ImageFile[] }> {
  await db.update(notices).set(values).where(eq(notices.id, id));
  if (images === null) return { replacedImages: [] };
  const replacedImages = await db
    .delete(noticeImages)
    .where(eq(noticeImages.noticeId, id))
    .returning({ path: noticeImages.path, thumbPath: noticeImages.thumbPath });
  await insertImages(db, id, images);
  return { replacedImages };
}

/**
 * Deletes notices (their comments, likes and image rows go with them) and answers the deleted
 * ids and the image files — the notices' and their comments' — to remove after the commit.
 */
export async function deleteNoticeRows(
  db: Executor,
  ids: number[],
): Promise<{ deleted: Array<{ id: number; categoryId: number }>; images: ImageFile[] }> {
  const commentIds = db
    .select({ id: noticeComments.id })
    .from(noticeComments)
    .where(inArray(noticeComments.noticeId, ids));
  const commentImages = await db
    .delete(noticeCommentImages)
    .where(inArray(noticeCommentImages.commentId, commentIds))
    .returning({ path: noticeCommentImages.path, thumbPath: noticeCommentImages.thumbPath });
  const images = await db
    .delete(noticeImages)
    .where(inArray(noticeImages.noticeId, ids))
    .returning({ path: noticeImages.path, thumbPath: noticeImages.thumbPath });
  const deleted = await db
    .delete(notices)
    .where(inArray(notices.id, ids))
    .returning({ id: notices.id, categoryId: notices.categoryId });
  // RETURNING has no order: sorted, the audit entry reads the same on every database.
  deleted.sort((a, b) => a.id - b.id);
  return { deleted, images: [...images, ...commentImages] };
}
