import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  communityCategories,
  communityLikes,
  communityPosts,
} from '../../src/db/schema/community.ts';
import { users } from '../../src/db/schema/users.ts';
import { openTestDatabase } from '../helpers/database.ts';

describe('the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('treats Hangul as letters, so trigram search works for Korean', async () => {
    const [row] = await handle.db
      .select({ grams: sql<string[]>`show_trgm('강아지')` })
      .from(sql`(select 1) as one`);
    expect(row?.grams.length).toBeGreaterThan(0);
  });

  it('holds the categories of the spec with their Korean names', async () => {
    const rows = await handle.db
      .select({ id: communityCategories.id, name: communityCategories.name })
      .from(communityCategories)
      .orderBy(communityCategories.id);
    expect(rows).toEqual([
      { id: 1, name: '전체' },
      { id: 2, name: '자유게시판' },
      { id: 3, name: '강아지' },
      { id: 4, name: '고양이' },
      { id: 5, name: '특수동물' },
      { id: 6, name: '실종 / 목격' },
      { id: 7, name: '임보 / 입양' },
    ]);
  });

  it('keeps one like per user and post', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ name: '좋아요왕' })
      .returning({ id: users.id });
    const [post] = await handle.db
      .insert(communityPosts)
      .values({ categoryId: 2, userId: user?.id ?? 0, title: '제목', content: '내용' })
      .returning({ id: communityPosts.id });
    const like = { userId: user?.id ?? 0, postId: post?.id ?? 0 };
    await handle.db.insert(communityLikes).values(like);
    await expect(handle.db.insert(communityLikes).values(like)).rejects.toThrow();
  });

  it('refuses a post in the "all" category, which exists only for lists', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ name: '분류실수' })
      .returning({ id: users.id });
    await expect(
      handle.db
        .insert(communityPosts)
        .values({ categoryId: 1, userId: user?.id ?? 0, title: 't', content: 'c' }),
    ).rejects.toThrow();
  });

  it('can answer a radius query from the category-and-place GiST index', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`
        explain select id from places
         where category_id = 1
           and earth_box(ll_to_earth(35.1595454, 129.0616078), 3000) @> ll_to_earth(lat, lng)`);
    });
    expect(JSON.stringify(plan)).toContain('places_category_earth_idx');
  });
});
