import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  CONTENT_KINDS,
  type ContentKind,
  type Counted,
  type ImageTable,
} from '../../db/content-kinds.ts';
import { deleteRevisionImagesOfAuthors } from '../../db/revisions.ts';
import { communityComments, communityPosts } from '../../db/schema/community.ts';
import type { ImageFile } from '../../images/urls.ts';

const identifier = (column: { name: string }) => sql.identifier(column.name);

/**
 * Deletes the rows `deleted` selects and lowers the kept comment counter of each item they
 * hung under by exactly the shown rows deleted for it (hidden ones already left it), in one
 * statement.
 */
async function deleteCounted(
  db: Executor,
  deleted: { table: PgTable; where: SQL; itemColumn: AnyPgColumn },
  counted: Pick<Counted, 'table' | 'id' | 'counter'>,
): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${deleted.table} where ${deleted.where}
      returning ${identifier(deleted.itemColumn)} as item_id, hidden
    )
    update ${counted.table} set ${identifier(counted.counter)} = ${counted.counter} - gone.n
    from (select item_id, count(*)::int as n from gone where not hidden group by item_id) as gone
    where ${counted.id} = gone.item_id`);
}

/** A kind of writing that carries images and is counted on the item it hangs under. */
type WritingWithImages = ContentKind & { images: ImageTable; parent: Counted };

/**
 * Deletes the users' writing of one kind with its images and its kept versions' images;
 * answers the image files.
 */
async function deleteWithImages(
  db: Executor,
  kindName: 'review' | 'noticeComment',
  userIds: number[],
): Promise<ImageFile[]> {
  const kind: WritingWithImages = CONTENT_KINDS[kindName];
  const { images, parent } = kind;
  const theirs = db.select({ id: kind.id }).from(kind.table).where(inArray(kind.author, userIds));
  const files = await db
    .delete(images.table)
    .where(inArray(images.owner, theirs))
    .returning({ path: images.path, thumbPath: images.thumbPath });
  const versionFiles = await deleteRevisionImagesOfAuthors(db, kindName, userIds);
  await deleteCounted(
    db,
    { table: kind.table, where: inArray(kind.author, userIds), itemColumn: parent.column },
    parent,
  );
  return [...files, ...versionFiles];
}

/**
 * Everything the members wrote, for a withdrawal that takes it along: their posts with the
 * posts' comments and images, their comments and the replies under them, their food reviews
 * and notice comments with their images, and every kept version of them (with the images only
 * an older version still showed). Kept counters follow (comment counts by statement,
 * category totals by trigger). Answers the image files to remove once the transaction commits.
 */
export async function deleteWrittenContent(db: Executor, userIds: number[]): Promise<ImageFile[]> {
  const theirPosts = db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(inArray(communityPosts.userId, userIds));
  const { images } = CONTENT_KINDS.post;
  const postImages = await db
    .delete(images.table)
    .where(inArray(images.owner, theirPosts))
    .returning({ path: images.path, thumbPath: images.thumbPath });
  const postVersionImages = await deleteRevisionImagesOfAuthors(db, 'post', userIds);
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
    CONTENT_KINDS.comment.parent,
  );

  const reviewImages = await deleteWithImages(db, 'review', userIds);
  const commentImages = await deleteWithImages(db, 'noticeComment', userIds);
  return [...postImages, ...postVersionImages, ...reviewImages, ...commentImages];
}
