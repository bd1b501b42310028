import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { IMAGE_TABLES } from '../db/content-kinds.ts';
import { moderationSnapshotImages } from '../db/schema/moderation.ts';
import { petPosters, shelterAnimals, shelterImageKeys } from '../db/schema/pet-reports.ts';
import { contentRevisionImages } from '../db/schema/revisions.ts';
import { users } from '../db/schema/users.ts';
import { SHELTER_FOLDER } from './folders.ts';

/**
 * Every column that holds a storage key: the image tables of the content-kind registry, the
 * reports' snapshots (evidence outlives an edit or delete), the kept versions of edited items
 * (as long as the item exists), the profile pictures (a profile image may hold a
 * provider's URL instead) and the posters of pet reports (a post removed with its author's
 * account takes its poster rows with it; the files go here). Shelter animals' photos are
 * looked up apart, in their JSON list.
 */
const IMAGE_KEY_COLUMNS: AnyPgColumn[] = [
  ...IMAGE_TABLES.flatMap((images) => [images.path, images.thumbPath]),
  moderationSnapshotImages.path,
  moderationSnapshotImages.thumbPath,
  contentRevisionImages.path,
  contentRevisionImages.thumbPath,
  users.profileImage,
  petPosters.path,
];

/** Which of `keys` some row points to. */
export async function findReferencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (keys.length === 0) return referenced;
  for (const column of IMAGE_KEY_COLUMNS) {
    const rows = await db
      .selectDistinct({ key: sql<string>`${column}` })
      .from(column.table)
      .where(sql`${column} = any(${sql.param(keys)}::text[])`);
    for (const row of rows) referenced.add(row.key);
  }
  // Shelter animals keep their re-hosted photos in a JSON list (modules/shelter), all under
  // their own folder: other keys never cost this query.
  const shelterKeys = keys.filter((key) => key.startsWith(`${SHELTER_FOLDER}/`));
  if (shelterKeys.length === 0) return referenced;
  const keysOfShelterImages = shelterImageKeys(shelterAnimals.images);
  const shelterRows = await db
    .selectDistinct({ key: sql<string>`shelter_image_key` })
    .from(
      sql`${shelterAnimals}, jsonb_array_elements_text(${keysOfShelterImages}) as shelter_image_key`,
    )
    .where(
      sql`${keysOfShelterImages} ?| ${sql.param(shelterKeys)}::text[] and shelter_image_key = any(${sql.param(shelterKeys)}::text[])`,
    );
  for (const row of shelterRows) referenced.add(row.key);
  return referenced;
}
