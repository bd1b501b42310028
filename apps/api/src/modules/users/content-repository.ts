import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  communityComments,
  communityPostImages,
  communityPosts,
} from '../../db/schema/community.ts';
import { foodReviewImages, foodReviews, foods } from '../../db/schema/food.ts';
import { noticeCommentImages, noticeComments, notices } from '../../db/schema/notice.ts';
import type { ImageFile } from '../../images/urls.ts';

const identifier = (column: { name: string }) => sql.identifier(column.name);

/**
 * Deletes the rows `deleted` selects and lowers the kept comment counter of each item they
 * hung under by exactly the rows deleted for it, in one statement.
 */
async function deleteCounted(
  db: Executor,
  deleted: { table: PgTable; where: SQL; itemColumn: AnyPgColumn },
  counted: { table: PgTable; id: AnyPgColumn; counter: AnyPgColumn },
): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${deleted.table} where ${deleted.where}
      returning ${identifier(deleted.itemColumn)} as item_id
    )
    update ${counted.table} set ${identifier(counted.counter)} = ${counted.counter} - gone.n
    from (select item_id, count(*)::int as n from gone group by item_id) as gone
    where ${counted.id} = gone.item_id`);
}

/** A kind of writing that may carry images and is counted on the item it hangs under. */
type WritingWithImages = {
  rows: { table: PgTable; id: AnyPgColumn; author: AnyPgColumn; item: AnyPgColumn };
  images: {
    table: PgTable;
    owner: AnyPgColumn;
    path: AnyPgColumn<{ data: string; notNull: true }>;
    thumbPath: AnyPgColumn<{ data: string; notNull: true }>;
  };
  counted: { table: PgTable; id: AnyPgColumn; counter: AnyPgColumn };
};

const FOOD_REVIEWS: WritingWithImages = {
  rows: {
    table: foodReviews,
    id: foodReviews.id,
    author: foodReviews.userId,
    item: foodReviews.foodId,
  },
  images: {
    table: foodReviewImages,
    owner: foodReviewImages.reviewId,
    path: foodReviewImages.path,
    thumbPath: foodReviewImages.thumbPath,
  },
  counted: { table: foods, id: foods.id, counter: foods.commentCount },
};

const NOTICE_COMMENTS: WritingWithImages = {
  rows: {
    table: noticeComments,
    id: noticeComments.id,
    author: noticeComments.userId,
    item: noticeComments.noticeId,
  },
  images: {
    table: noticeCommentImages,
    owner: noticeCommentImages.commentId,
    path: noticeCommentImages.path,
    thumbPath: noticeCommentImages.thumbPath,
  },
  counted: { table: notices, id: notices.id, counter: notices.commentCount },
};

/** Deletes the users' writing of one kind with its images; answers the image files. */
async function deleteWithImages(
  db: Executor,
  kind: WritingWithImages,
  userIds: number[],
): Promise<ImageFile[]> {
  const { rows, images } = kind;
  const theirs = db.select({ id: rows.id }).from(rows.table).where(inArray(rows.author, userIds));
  const files = await db
    .delete(images.table)
    .where(inArray(images.owner, theirs))
    .returning({ path: images.path, thumbPath: images.thumbPath });
  await deleteCounted(
    db,
    { table: rows.table, where: inArray(rows.author, userIds), itemColumn: rows.item },
    kind.counted,
  );
  return files;
}

/**
 * Everything the members wrote, for a withdrawal that takes it along: their posts with the
 * posts' comments and images, their comments and the replies under them, their food reviews
 * and notice comments with their images. Kept counters follow (comment counts by statement,
 * category totals by trigger). Answers the image files to remove once the transaction commits.
 */
export async function deleteWrittenContent(db: Executor, userIds: number[]): Promise<ImageFile[]> {
  const theirPosts = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(inArray(communityPosts.userId, userIds));
  const postImages = await db
    .delete(communityPostImages)
    .where(inArray(communityPostImages.postId, theirPosts))
    .returning({ path: communityPostImages.path, thumbPath: communityPostImages.thumbPath });
  await db.delete(communityPosts).where(inArray(communityPosts.userId, userIds));

  const theirComments = db
    .select({ id: communityComments.id })
    .from(communityComments)
    .where(inArray(communityComments.userId, userIds));
  await deleteCounted(
    db,
    {
      table: communityComments,
      where: sql`${inArray(communityComments.userId, userIds)}
        or ${inArray(communityComments.parentCommentId, theirComments)}`,
      itemColumn: communityComments.postId,
    },
    { table: communityPosts, id: communityPosts.id, counter: communityPosts.commentCount },
  );

  const reviewImages = await deleteWithImages(db, FOOD_REVIEWS, userIds);
  const commentImages = await deleteWithImages(db, NOTICE_COMMENTS, userIds);
  return [...postImages, ...reviewImages, ...commentImages];
}
