import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityLikes, communityPosts } from '../../src/db/schema/community.ts';
import { foodLikes, foods } from '../../src/db/schema/food.ts';
import { noticeLikes, notices } from '../../src/db/schema/notice.ts';
import { insertPost } from '../community/posts.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';

const MEMBERS = 100;
const CALLS_PER_MEMBER = 5;

/**
 * 500 like and unlike calls at once on one item, five per member in a random order: whatever
 * interleaving the database sees, the kept counter equals the rows that say who liked it.
 */
// On embedded PGlite (one connection) the 500 calls queue one behind another: tens of seconds
// on a loaded machine.
describe('500 parallel like/unlike calls on one item', { timeout: 120_000 }, () => {
  let t: TestApp;
  let tokens: string[];

  beforeAll(async () => {
    t = await createTestApp();
    tokens = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      tokens.push((await createUser(t.app)).token);
    }
  });
  afterAll(() => t.close());

  /** Five calls per member, like or unlike drawn from a fixed seed so a failure repeats. */
  async function storm(likeUrl: string, unlikeUrl: string) {
    let seed = 20_261_124;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const calls = tokens.flatMap((token) =>
      Array.from({ length: CALLS_PER_MEMBER }, () =>
        random() < 0.6
          ? { method: 'POST' as const, url: likeUrl, headers: bearer(token) }
          : { method: 'DELETE' as const, url: unlikeUrl, headers: bearer(token) },
      ),
    );
    const answers = await Promise.all(calls.map((call) => t.app.inject(call)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    return statuses.filter((status) => status === 200).length;
  }

  it('community post: like_count equals its like rows', async () => {
    const author = await createUser(t.app);
    const postId = await insertPost(t.app, { userId: author.id });
    const succeeded = await storm(
      `/api/communities/${postId}/like`,
      `/api/communities/${postId}/dislike`,
    );
    expect(succeeded).toBeGreaterThan(0);
    const db = t.app.database.db;
    const [post] = await db
      .select({ likeCount: communityPosts.likeCount })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    const [rows] = await db
      .select({ n: count() })
      .from(communityLikes)
      .where(eq(communityLikes.postId, postId));
    expect(rows?.n).toBeGreaterThan(0);
    expect(post?.likeCount).toBe(rows?.n);
  });

  it('food: like_count equals its like rows', async () => {
    const db = t.app.database.db;
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const food = { id: await insertFood(t.app, { userId: admin.id }) };
    await storm(`/api/foods/${food.id}/like`, `/api/foods/${food.id}/dislike`);
    const [row] = await db
      .select({ likeCount: foods.likeCount })
      .from(foods)
      .where(eq(foods.id, food.id));
    const [rows] = await db
      .select({ n: count() })
      .from(foodLikes)
      .where(eq(foodLikes.foodId, food.id));
    expect(row?.likeCount).toBe(rows?.n);
  });

  it('notice: like_count equals its like rows', async () => {
    const db = t.app.database.db;
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const notice = { id: await insertNotice(t.app, { userId: admin.id, categoryId: 1 }) };
    await storm(`/api/notice/${notice.id}/like`, `/api/notice/${notice.id}/dislike`);
    const [row] = await db
      .select({ likeCount: notices.likeCount })
      .from(notices)
      .where(eq(notices.id, notice.id));
    const [rows] = await db
      .select({ n: count() })
      .from(noticeLikes)
      .where(eq(noticeLikes.noticeId, notice.id));
    expect(row?.likeCount).toBe(rows?.n);
  });
});
