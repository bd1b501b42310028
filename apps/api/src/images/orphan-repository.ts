import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { communityPostImages } from '../db/schema/community.ts';
import { foodImages, foodReviewImages } from '../db/schema/food.ts';
import { noticeCommentImages, noticeImages } from '../db/schema/notice.ts';
import { users } from '../db/schema/users.ts';

/** Every column that holds a storage key (a profile image may hold a provider's URL instead). */
const IMAGE_KEY_COLUMNS: AnyPgColumn[] = [
  communityPostImages.path,
  communityPostImages.thumbPath,
  foodImages.path,
  foodImages.thumbPath,
  foodReviewImages.path,
  foodReviewImages.thumbPath,
  noticeImages.path,
  noticeImages.thumbPath,
  noticeCommentImages.path,
  noticeCommentImages.thumbPath,
  users.profileImage,
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
  return referenced;
}
