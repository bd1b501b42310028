import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ImageFile } from '../images/urls.ts';
import type { Executor } from './client.ts';
import { MEMBER_CONTENT_KINDS } from './content-kinds.ts';
import { contentRevisionImages, contentRevisions, type RevisedKind } from './schema/revisions.ts';

export type { RevisedKind };

/** An image of a version: the item's own storage keys, never copies. */
export type VersionImage = ImageFile & {
  description: string | null;
  width: number;
  height: number;
};

/** What a version of an item holds; `categoryId` and `title` are a post's only. */
export type Version = {
  categoryId: number | null;
  title: string | null;
  content: string;
  images: VersionImage[];
};

/** The newest revision of an item: its number and whether its last save is recent. */
export type RevisionHead = { number: number; savedAt: Date; savedWithinGrace: boolean };

/**
 * The newest revision of an item, `savedWithinGrace` judged by the database's clock (every
 * instance agrees on it); null when the item was never edited.
 */
export async function findRevisionHead(
  db: Executor,
  kind: RevisedKind,
  itemId: number,
  graceSeconds: number,
): Promise<RevisionHead | null> {
  const [row] = await db
    .select({
      number: contentRevisions.number,
      savedAt: contentRevisions.savedAt,
      savedWithinGrace: sql<boolean>`${contentRevisions.savedAt} > now() - make_interval(secs => ${graceSeconds})`,
    })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  return row ?? null;
}

async function insertImages(
  db: Executor,
  revision: { kind: RevisedKind; itemId: number; number: number },
  images: VersionImage[],
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insert(contentRevisionImages)
    .values(images.map((image, position) => ({ ...revision, ...image, position })));
}

/** Adds revision `number` of an item; `at` is when that version was saved (default now). */
export async function insertRevision(
  db: Executor,
  revision: { kind: RevisedKind; itemId: number; number: number; at?: Date },
  version: Version,
): Promise<void> {
  const { kind, itemId, number, at } = revision;
  const { images, ...fields } = version;
  await db
    .insert(contentRevisions)
    .values({ kind, itemId, number, ...fields, ...(at ? { createdAt: at, savedAt: at } : {}) });
  await insertImages(db, { kind, itemId, number }, images);
}

/** A quick fix: the newest revision takes the new version; its number and creation stay. */
export async function replaceRevision(
  db: Executor,
  revision: { kind: RevisedKind; itemId: number; number: number },
  version: Version,
): Promise<void> {
  const { kind, itemId, number } = revision;
  const { images, ...fields } = version;
  await db
    .update(contentRevisions)
    .set({ ...fields, savedAt: sql`now()` })
    .where(
      and(
        eq(contentRevisions.kind, kind),
        eq(contentRevisions.itemId, itemId),
        eq(contentRevisions.number, number),
      ),
    );
  await db
    .delete(contentRevisionImages)
    .where(
      and(
        eq(contentRevisionImages.kind, kind),
        eq(contentRevisionImages.itemId, itemId),
        eq(contentRevisionImages.number, number),
      ),
    );
  await insertImages(db, revision, images);
}

/** The revisions as the list reads them, aliased so the image subquery can name them. */
const listed = alias(contentRevisions, 'listed');

/** Every revision of an item with its images, newest first. */
export async function findRevisions(db: Executor, kind: RevisedKind, itemId: number) {
  const images = sql<VersionImage[]>`coalesce((
    select json_agg(json_build_object('path', i.path, 'thumbPath', i.thumb_path,
      'description', i.description, 'width', i.width, 'height', i.height)
      order by i.position, i.id)
    from ${contentRevisionImages} as i
    where i.kind = "listed"."kind" and i.item_id = "listed"."item_id"
      and i.number = "listed"."number"), '[]'::json)`;
  return db
    .select({
      number: listed.number,
      createdAt: listed.createdAt,
      categoryId: listed.categoryId,
      title: listed.title,
      content: listed.content,
      hidden: listed.hidden,
      images,
    })
    .from(listed)
    .where(and(eq(listed.kind, kind), eq(listed.itemId, itemId)))
    .orderBy(desc(listed.number));
}
export type RevisionRow = Awaited<ReturnType<typeof findRevisions>>[number];

/** Hides or shows a revision; answers whether it exists. */
export async function setRevisionHidden(
  db: Executor,
  revision: { kind: RevisedKind; itemId: number; number: number },
  hidden: boolean,
): Promise<boolean> {
  const rows = await db
    .update(contentRevisions)
    .set({ hidden })
    .where(
      and(
        eq(contentRevisions.kind, revision.kind),
        eq(contentRevisions.itemId, revision.itemId),
        eq(contentRevisions.number, revision.number),
      ),
    )
    .returning({ number: contentRevisions.number });
  return rows.length > 0;
}

/**
 * Deletes the image rows of the items' revisions and answers their files, for a write that
 * deletes the items (the revisions themselves go with the items: migration 0013's triggers).
 * Call it before the items' own image rows are released, in the deleting transaction.
 */
export async function deleteRevisionImages(
  db: Executor,
  kind: RevisedKind,
  itemIds: number[],
): Promise<ImageFile[]> {
  if (itemIds.length === 0) return [];
  return db
    .delete(contentRevisionImages)
    .where(
      and(eq(contentRevisionImages.kind, kind), inArray(contentRevisionImages.itemId, itemIds)),
    )
    .returning({ path: contentRevisionImages.path, thumbPath: contentRevisionImages.thumbPath });
}

/**
 * `deleteRevisionImages` for every item of a kind the members wrote (a withdrawal that takes
 * their writing along), found through the content-kind registry.
 */
export async function deleteRevisionImagesOfAuthors(
  db: Executor,
  kind: RevisedKind,
  authorIds: number[],
): Promise<ImageFile[]> {
  if (authorIds.length === 0) return [];
  const items = MEMBER_CONTENT_KINDS[kind];
  const theirs = db
    .select({ id: items.id })
    .from(items.table)
    .where(inArray(items.author, authorIds));
  return db
    .delete(contentRevisionImages)
    .where(and(eq(contentRevisionImages.kind, kind), inArray(contentRevisionImages.itemId, theirs)))
    .returning({ path: contentRevisionImages.path, thumbPath: contentRevisionImages.thumbPath });
}
