import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  communityComments,
  communityLikes,
  communityPostImages,
  communityPosts,
} from '../../src/db/schema/community.ts';
import {
  foodImages,
  foodLikes,
  foodReviewImages,
  foodReviewLikes,
  foodReviews,
  foods,
} from '../../src/db/schema/food.ts';
import { places } from '../../src/db/schema/map.ts';
import {
  noticeCommentImages,
  noticeComments,
  noticeImages,
  noticeLikes,
  notices,
} from '../../src/db/schema/notice.ts';
import { petReports } from '../../src/db/schema/pet-reports.ts';
import { users } from '../../src/db/schema/users.ts';
import { seedSampleData } from '../../src/db/seed/sample-data.ts';
import { createLocalFileStore } from '../../src/files/local-store.ts';
import { scoredReports, scoredShelterAnimals } from '../../src/modules/pet-reports/matcher.ts';
import { findReport } from '../../src/modules/pet-reports/repository.ts';
import { openTestDatabase } from '../helpers/database.ts';

const CENTRE = sql`ll_to_earth(35.1595454, 129.0616078)`;

describe('seedSampleData', () => {
  let handle: DatabaseHandle;
  let uploadsDir: string;
  let adminUserId: number;
  const log: string[] = [];

  const seed = () =>
    seedSampleData({
      db: handle.db,
      storage: createLocalFileStore({ directory: uploadsDir, publicUrl: 'http://localhost:8080' }),
      adminUserId,
      log: (message) => log.push(message),
    });

  /** How many rows each table holds. */
  const tableSizes = async () => {
    const tables: Record<string, PgTable> = {
      users,
      communityPosts,
      communityComments,
      communityLikes,
      communityPostImages,
      notices,
      noticeComments,
      noticeLikes,
      foods,
      foodImages,
      foodLikes,
      foodReviews,
      foodReviewLikes,
      places,
    };
    const sizes: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await handle.db.select({ n: count() }).from(table);
      sizes[name] = row?.n ?? -1;
    }
    return sizes;
  };

  /** Rows of `table` matching `condition`. */
  const countWhere = async (table: PgTable, condition: SQL) => {
    const [row] = await handle.db.select({ n: count() }).from(table).where(condition);
    return row?.n ?? -1;
  };

  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.migrate();
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'daengnyang-seed-'));
    const [admin] = await handle.db
      .insert(users)
      .values({ name: '댕냥관리자', role: 'ROLE_ADMIN', username: 'admin' })
      .returning({ id: users.id });
    if (!admin) throw new Error('admin not created');
    adminUserId = admin.id;
  });

  afterAll(async () => {
    await handle.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('fills an empty database once, even when two instances start together', async () => {
    const results = await Promise.all([seed(), seed()]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/^Seeded sample data in \d+ ms: \d+ users, \d+ posts/);
  });

  it('makes sample users who signed in through the three providers', async () => {
    const rows = await handle.db
      .select({ provider: users.provider, providerId: users.providerId, image: users.profileImage })
      .from(users)
      .where(eq(users.role, 'ROLE_USER'));
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.provider))).toEqual(new Set(['google', 'naver', 'kakao']));
    expect(rows.every((row) => row.providerId?.startsWith(`sample-${row.provider}-`))).toBe(true);
    expect(rows.filter((row) => row.image !== null).length).toBeGreaterThanOrEqual(3);
  });

  it('writes posts in every writable community category', async () => {
    const perCategory = await handle.db
      .select({ categoryId: communityPosts.categoryId, n: count() })
      .from(communityPosts)
      .groupBy(communityPosts.categoryId)
      .orderBy(communityPosts.categoryId);
    expect(perCategory.map((row) => row.categoryId)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(perCategory.every((row) => row.n >= 8)).toBe(true);
    expect(perCategory.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(60);

    const [withImages] = await handle.db
      .select({ n: countDistinct(communityPostImages.postId) })
      .from(communityPostImages);
    expect(withImages?.n).toBeGreaterThan(30);
    expect(await countWhere(communityPosts, sql`views not between 0 and 500`)).toBe(0);
    expect(await countWhere(communityPosts, sql`cardinality(search_grams) = 0`)).toBe(0);
  });

  it('keeps every post counter equal to its rows', async () => {
    expect(
      await countWhere(
        communityPosts,
        sql`like_count <> (select count(*) from community_likes l where l.post_id = community_posts.id)
         or comment_count <> (select count(*) from community_comments c where c.post_id = community_posts.id)`,
      ),
    ).toBe(0);
    expect(await countWhere(communityPosts, sql`like_count > 0`)).toBeGreaterThan(20);
  });

  it('threads replies under a top-level comment of the same post', async () => {
    const replies = await countWhere(communityComments, sql`level = 1`);
    expect(replies).toBeGreaterThan(10);
    expect(
      await countWhere(
        communityComments,
        sql`level = 1 and (parent_user_id is null or not exists (
              select 1 from community_comments parent
               where parent.id = community_comments.parent_comment_id
                 and parent.post_id = community_comments.post_id and parent.level = 0
                 and parent.created_at < community_comments.created_at))`,
      ),
    ).toBe(0);
  });

  it('writes notices, magazine articles with images and events with illustrated entries', async () => {
    const perCategory = await handle.db
      .select({ categoryId: notices.categoryId, n: count() })
      .from(notices)
      .groupBy(notices.categoryId)
      .orderBy(notices.categoryId);
    expect(perCategory[0]?.n).toBeGreaterThanOrEqual(5);
    expect(perCategory[1]?.n).toBeGreaterThanOrEqual(6);
    expect(perCategory[2]?.n).toBeGreaterThanOrEqual(5);
    expect(
      await countWhere(
        notices,
        sql`category_id in (2, 3) and not exists (select 1 from notice_images i where i.notice_id = notices.id)`,
      ),
    ).toBe(0);
    expect(
      await countWhere(
        notices,
        sql`user_id <> ${adminUserId}
         or like_count <> (select count(*) from notice_likes l where l.notice_id = notices.id)
         or comment_count <> (select count(*) from notice_comments c where c.notice_id = notices.id)
         or (category_id <> 3 and comment_count > 0)`,
      ),
    ).toBe(0);
    const [illustrated] = await handle.db
      .select({ n: countDistinct(noticeCommentImages.commentId) })
      .from(noticeCommentImages);
    expect(illustrated?.n).toBeGreaterThan(0);
  });

  it('lists foods of both categories, each with an image and consistent counters', async () => {
    const perCategory = await handle.db
      .select({ categoryId: foods.categoryId, n: count() })
      .from(foods)
      .groupBy(foods.categoryId)
      .orderBy(foods.categoryId);
    expect(perCategory.map((row) => row.categoryId)).toEqual([1, 2]);
    expect(perCategory.every((row) => row.n >= 15)).toBe(true);
    expect(perCategory.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(40);
    expect(
      await countWhere(
        foods,
        sql`not exists (select 1 from food_images i where i.food_id = foods.id)`,
      ),
    ).toBe(0);
    expect(
      await countWhere(
        foods,
        sql`user_id <> ${adminUserId} or price <= 0 or food_address !~ '^https://[a-z.]+/[a-z]+/[0-9]+$'
         or like_count <> (select count(*) from food_likes l where l.food_id = foods.id)
         or comment_count <> (select count(*) from food_reviews r where r.food_id = foods.id)`,
      ),
    ).toBe(0);
    expect(
      await countWhere(
        foodReviews,
        sql`like_count <> (select count(*) from food_review_likes l where l.review_id = food_reviews.id)`,
      ),
    ).toBe(0);
    // The category name is searchable too.
    expect(await countWhere(foods, sql`search_grams @> array['사료']`)).toBeGreaterThanOrEqual(
      perCategory[0]?.n ?? 0,
    );
    const [reviewPhotos] = await handle.db.select({ n: count() }).from(foodReviewImages);
    expect(reviewPhotos?.n).toBeGreaterThan(0);
  });

  it('puts at least ten places of each kind within 3 km of the default map centre', async () => {
    const near = await handle.db
      .select({ categoryId: places.categoryId, n: count() })
      .from(places)
      .where(sql`earth_distance(${CENTRE}, ll_to_earth(lat, lng)) <= 3000`)
      .groupBy(places.categoryId)
      .orderBy(places.categoryId);
    expect(near.map((row) => row.categoryId)).toEqual([1, 2, 3]);
    expect(near.every((row) => row.n >= 10)).toBe(true);
    expect(await countWhere(places, sql`true`)).toBeGreaterThanOrEqual(60);
    expect(
      await countWhere(places, sql`earth_distance(${CENTRE}, ll_to_earth(lat, lng)) > 15000`),
    ).toBe(0);
    expect(await countWhere(places, sql`full_time and category_id = 1`)).toBeGreaterThan(0);
    expect(
      await countWhere(
        places,
        sql`address not like '부산광역시 %' or phone_number !~ '^051-\\d{3}-\\d{4}$'`,
      ),
    ).toBe(0);
  });

  it('writes structured reports around Busan with matching pairs and a shelter match', async () => {
    const reports = await handle.db
      .select({ postId: petReports.postId, kind: petReports.kind, authorId: communityPosts.userId })
      .from(petReports)
      .innerJoin(communityPosts, eq(communityPosts.id, petReports.postId));
    expect(new Set(reports.map((report) => report.kind))).toEqual(
      new Set(['lost', 'sighting', 'sheltering', 'fosterRequest', 'adoption']),
    );
    const pairs: string[] = [];
    let shelterMatches = 0;
    for (const { postId, kind, authorId } of reports.filter((report) => report.kind === 'lost')) {
      const report = await findReport(handle.db, postId);
      if (!report) throw new Error(`report ${postId} missing`);
      const posts = await scoredReports(handle.db, { postId, authorId, report }, { open: true });
      pairs.push(...posts.map((match) => `${kind}:${postId}-${match.row.report.postId}`));
      shelterMatches += (await scoredShelterAnimals(handle.db, report)).length;
    }
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    expect(shelterMatches).toBeGreaterThanOrEqual(1);
    const summaries = await countWhere(
      communityPosts,
      sql`category_id in (6, 7) and content like '[%] %'`,
    );
    expect(summaries).toBe(reports.length);
  });

  it('stores every image it points to, with the size its row gives', async () => {
    const imageTables = [
      communityPostImages,
      noticeImages,
      noticeCommentImages,
      foodImages,
      foodReviewImages,
    ];
    const images = (
      await Promise.all(
        imageTables.map((table) =>
          handle.db
            .select({
              path: table.path,
              thumbPath: table.thumbPath,
              width: table.width,
              height: table.height,
            })
            .from(table),
        ),
      )
    ).flat();
    const avatars = await handle.db
      .select({ path: users.profileImage })
      .from(users)
      .where(isNotNull(users.profileImage));
    const keys = [
      ...images.flatMap((image) => [image.path, image.thumbPath]),
      ...avatars.map((avatar) => avatar.path ?? ''),
    ];
    await Promise.all(keys.map((key) => access(path.join(uploadsDir, key))));

    const [first] = images;
    if (!first) throw new Error('no images');
    const full = await sharp(path.join(uploadsDir, first.path)).metadata();
    const thumb = await sharp(path.join(uploadsDir, first.thumbPath)).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', first.width, first.height]);
    expect(Math.max(thumb.width, thumb.height)).toBe(320);
  });

  it('does nothing once there are posts', async () => {
    const before = await tableSizes();
    expect(await seed()).toEqual({ seeded: false });
    expect(await tableSizes()).toEqual(before);
    expect(log).toHaveLength(1);
  });
});
