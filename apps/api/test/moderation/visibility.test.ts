import { MESSAGES } from '@daengnyang/contract/messages';
import { and, desc, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { foodReviews, foods } from '../../src/db/schema/food.ts';
import { noticeComments, notices } from '../../src/db/schema/notice.ts';
import { searchGrams } from '../../src/db/search-grams.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { createMember, reportOk } from './moderation.ts';

type Member = { id: number; token: string };
type Page = { content: Array<{ communityId: number }>; totalElements: number };

const HOUR_MS = 3_600_000;
/** Enough posts that page 27 (offset 520) starts from the kept per-day counts. */
const POSTS = 560;

describe('what a hidden item changes on the reads', () => {
  let t: TestApp;
  let author: Member;
  let admin: Member;
  let reporters: Member[];

  beforeAll(async () => {
    t = await createTestApp();
    author = await createMember(t.app, 200, '보호자');
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영' });
    reporters = [];
    for (let index = 0; index < 3; index += 1) reporters.push(await createMember(t.app, 40));
    // Many posts over a few weeks in category 4, one statement (as the bench loads them).
    const start = Date.UTC(2025, 5, 1);
    await t.app.database.db.insert(communityPosts).values(
      Array.from({ length: POSTS }, (_, index) => ({
        categoryId: 4,
        userId: author.id,
        title: `일상 ${index}`,
        content: '평범한 하루',
        searchGrams: searchGrams(`일상 ${index}`, '평범한 하루'),
        createdAt: new Date(start + index * HOUR_MS),
      })),
    );
  }, 180_000);
  afterAll(() => t.close());

  const hide = async (targetType: 'post' | 'review' | 'noticeComment', targetId: number) => {
    for (const reporter of reporters) {
      await reportOk(t.app, reporter.token, { targetType, targetId, reason: 'spam' });
    }
  };
  const listPage = async (page: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/communities/4?page=${page}&size=20`,
    });
    expect(response.statusCode).toBe(200);
    return envelope<Page>(response).body;
  };
  const shownIdsNewestFirst = async () =>
    (
      await t.app.database.db
        .select({ id: communityPosts.id })
        .from(communityPosts)
        .where(and(eq(communityPosts.categoryId, 4), not(communityPosts.hidden)))
        .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    ).map((row) => row.id);

  it('keeps totals and deep pages exact with hidden posts above and inside the page', async () => {
    const newestFirst = await shownIdsNewestFirst();
    // One near the top, two inside page 27, one below it.
    const hiddenIds = [newestFirst[3], newestFirst[525], newestFirst[531], newestFirst[550]].map(
      (id) => id ?? 0,
    );
    for (const id of hiddenIds) await hide('post', id);
    const expected = await shownIdsNewestFirst();
    expect(expected).toHaveLength(POSTS - hiddenIds.length);

    const first = await listPage(1);
    expect(first.totalElements).toBe(POSTS - hiddenIds.length);
    expect(first.content.map((post) => post.communityId)).toEqual(expected.slice(0, 20));
    const deep = await listPage(27);
    expect(deep.content.map((post) => post.communityId)).toEqual(expected.slice(520, 540));
    const last = await listPage(28);
    expect(last.content.map((post) => post.communityId)).toEqual(expected.slice(540));
    const all = await t.app.inject({ method: 'GET', url: '/api/communities/1?page=27&size=20' });
    expect(envelope<Page>(all).body.totalElements).toBe(POSTS - hiddenIds.length);
  });

  it('leaves hidden posts out of the home picks and the sitemap; their detail answers 404', async () => {
    const [top] = await t.app.database.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.categoryId, 4))
      .orderBy(desc(communityPosts.id))
      .limit(1);
    const postId = top?.id ?? 0;
    await t.app.database.db
      .update(communityPosts)
      .set({ likeCount: 999, views: 9999 })
      .where(eq(communityPosts.id, postId));
    const home = async () =>
      envelope<Record<string, { communityId: number } | null>>(
        await t.app.inject({ method: 'GET', url: '/api/bestcommunity' }),
      ).body;
    expect((await home()).mostLiked?.communityId).toBe(postId);
    await hide('post', postId);
    const picks = await home();
    expect(Object.values(picks).map((pick) => pick?.communityId)).not.toContain(postId);
    // Sitemaps are kept for minutes: this is the first read since the post was hidden.
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap-posts-1.xml' })).body;
    expect(sitemap).toContain(`/community/4/${postId - 1}<`);
    expect(sitemap).not.toContain(`/community/4/${postId}<`);
    const detail = await t.app.inject({ method: 'GET', url: `/api/communities/4/${postId}` });
    expect(detail.statusCode).toBe(404);
    expect(envelope(detail).message).toBe(MESSAGES.hiddenPost);
  });

  it('shows a hidden review and event comment as the placeholder, uncounted', async () => {
    const [food] = await t.app.database.db
      .insert(foods)
      .values({
        categoryId: 1,
        userId: admin.id,
        title: '사료',
        content: '설명',
        price: 1000,
        foodAddress: 'https://shop.example/food',
        commentCount: 1,
      })
      .returning({ id: foods.id });
    const foodId = food?.id ?? 0;
    const [review] = await t.app.database.db
      .insert(foodReviews)
      .values({ foodId, userId: author.id, content: '광고 리뷰' })
      .returning({ id: foodReviews.id });
    await hide('review', review?.id ?? 0);
    type FoodBody = {
      commentCount: number;
      foodComment: Array<{ content: string; hidden?: true; foodCommentImgs: unknown[] }>;
    };
    const read = async (token?: string) =>
      envelope<FoodBody>(
        await t.app.inject({
          method: 'GET',
          url: `/api/foods/${foodId}`,
          headers: token ? bearer(token) : {},
        }),
      ).body;
    const visitor = await read();
    expect(visitor, JSON.stringify(visitor)).toHaveProperty('commentCount', 0);
    expect(visitor.foodComment).toEqual([
      expect.objectContaining({
        content: MESSAGES.hiddenComment,
        hidden: true,
        foodCommentImgs: [],
      }),
    ]);
    expect((await read(author.token)).foodComment[0]).toMatchObject({
      content: '광고 리뷰',
      hidden: true,
    });

    const [notice] = await t.app.database.db
      .insert(notices)
      .values({
        categoryId: 3,
        userId: admin.id,
        title: '이벤트',
        content: '참여',
        commentCount: 1,
      })
      .returning({ id: notices.id });
    const noticeId = notice?.id ?? 0;
    const [comment] = await t.app.database.db
      .insert(noticeComments)
      .values({ noticeId, userId: author.id, content: '욕설 댓글' })
      .returning({ id: noticeComments.id });
    await hide('noticeComment', comment?.id ?? 0);
    const event = envelope<{ noticeComment: Array<{ content: string; hidden?: true }> }>(
      await t.app.inject({ method: 'GET', url: `/api/notice/3/${noticeId}` }),
    ).body;
    const [kept] = await t.app.database.db
      .select({ count: notices.commentCount })
      .from(notices)
      .where(eq(notices.id, noticeId));
    expect(kept?.count).toBe(0);
    expect(event.noticeComment).toEqual([
      expect.objectContaining({ content: MESSAGES.hiddenComment, hidden: true }),
    ]);
  });
});
