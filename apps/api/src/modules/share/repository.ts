import type { ShareCardKind } from '@daengnyang/contract/share-cards';
import { and, asc, eq, gt, lte, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import {
  communityCategories,
  communityPostImages,
  communityPosts,
} from '../../db/schema/community.ts';
import { foodCategories, foodImages, foods } from '../../db/schema/food.ts';
import { noticeCategories, noticeImages, notices } from '../../db/schema/notice.ts';

/** The columns of a kind of content that its card and its sitemap read. */
type ContentColumns = {
  id: AnyPgColumn;
  categoryId: AnyPgColumn;
  title: AnyPgColumn;
  updatedAt: typeof communityPosts.updatedAt | typeof notices.updatedAt | typeof foods.updatedAt;
  categoryKey: AnyPgColumn;
  categoryName: AnyPgColumn;
  imageOwner: AnyPgColumn;
  imagePath: AnyPgColumn;
  imagePosition: AnyPgColumn;
  imageId: AnyPgColumn;
  /** Rows a card or a sitemap may show (moderation withholds posts); undefined: every row. */
  shown: SQL | undefined;
};

const CONTENT: Record<ShareCardKind, ContentColumns> = {
  community: {
    id: communityPosts.id,
    categoryId: communityPosts.categoryId,
    title: communityPosts.title,
    updatedAt: communityPosts.updatedAt,
    categoryKey: communityCategories.id,
    categoryName: communityCategories.name,
    imageOwner: communityPostImages.postId,
    imagePath: communityPostImages.path,
    imagePosition: communityPostImages.position,
    imageId: communityPostImages.id,
    shown: sql`not ${communityPosts.hidden}`,
  },
  notice: {
    id: notices.id,
    categoryId: notices.categoryId,
    title: notices.title,
    updatedAt: notices.updatedAt,
    categoryKey: noticeCategories.id,
    categoryName: noticeCategories.name,
    imageOwner: noticeImages.noticeId,
    imagePath: noticeImages.path,
    imagePosition: noticeImages.position,
    imageId: noticeImages.id,
    shown: undefined,
  },
  food: {
    id: foods.id,
    categoryId: foods.categoryId,
    title: foods.title,
    updatedAt: foods.updatedAt,
    categoryKey: foodCategories.id,
    categoryName: foodCategories.name,
    imageOwner: foodImages.foodId,
    imagePath: foodImages.path,
    imagePosition: foodImages.position,
    imageId: foodImages.id,
    shown: undefined,
  },
};

/** What an item's card shows: `imagePath` is its first picture's storage key, or null. */
export type CardSubjectRow = { title: string; categoryName: string; imagePath: string | null };

/**
 * An item's title, category name and first picture, in the order its detail lists pictures
 * (position, then id: db/image-list.ts); null when there is no such item.
 */
export async function findCardSubject(
  db: Database,
  kind: ShareCardKind,
  id: number,
): Promise<CardSubjectRow | null> {
  const content = CONTENT[kind];
  const statement = prepared(db, `share_card_subject_${kind}`, (name) =>
    db
      .select({
        title: sql<string>`${content.title}`,
        categoryName: sql<string>`${content.categoryName}`,
        imagePath: sql<string | null>`(select ${content.imagePath} from ${content.imageOwner.table}
          where ${content.imageOwner} = ${content.id}
          order by ${content.imagePosition}, ${content.imageId} limit 1)`,
      })
      .from(content.id.table)
      .innerJoin(content.categoryKey.table, eq(content.categoryKey, content.categoryId))
      .where(and(eq(content.id, sql.placeholder('id')), content.shown))
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row ?? null;
}

/** The highest id of a kind (a backward step on its primary key); 0 when there is none. */
export async function findLastId(db: Database, kind: ShareCardKind): Promise<number> {
  const content = CONTENT[kind];
  const [row] = await db.select({ lastId: max(sql<number>`${content.id}`) }).from(content.id.table);
  return Number(row?.lastId ?? 0);
}

export type SitemapRow = { id: number; categoryId: number; changedAt: Date };

/**
 * The items whose id lies in (afterId, throughId], by id: one range of the primary key, so a
 * sitemap page reads its own rows whatever the table's size. `changedAt` is `updated_at`,
 * which an edit sets and a view, like or comment leaves alone.
 */
export async function findSitemapRows(
  db: Database,
  kind: ShareCardKind,
  range: { afterId: number; throughId: number },
): Promise<SitemapRow[]> {
  const content = CONTENT[kind];
  return db
    .select({
      id: sql<number>`${content.id}`.mapWith(Number),
      categoryId: sql<number>`${content.categoryId}`.mapWith(Number),
      changedAt: sql<Date>`${content.updatedAt}`.mapWith(content.updatedAt),
    })
    .from(content.id.table)
    .where(and(gt(content.id, range.afterId), lte(content.id, range.throughId), content.shown))
    .orderBy(asc(content.id));
}
