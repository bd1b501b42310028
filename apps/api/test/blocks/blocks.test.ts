import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityComments } from '../../src/db/schema/community.ts';
import { foodReviews } from '../../src/db/schema/food.ts';
import { noticeComments } from '../../src/db/schema/notice.ts';
import { insertPost } from '../community/posts.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';

type Marked = { blockedAuthor?: true; user: { userId: number } };
type Post = Marked & {
  communityId: number;
  communityComments: (Marked & { communityCommentId: number })[];
};

describe('blocking', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let blocker: { id: number; token: string };
  let blocked: { id: number; token: string };
  let bystander: { id: number; token: string };
  let blockedPostId: number;
  let blockerPostId: number;
  let adminPostId: number;
  let blockerCommentId: number;
  let foodId: number;
  let eventId: number;

  beforeAll(async () => {
    // The anonymous response cache on, to prove a member's marks never enter it.
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    blocker = await createUser(t.app);
    blocked = await createUser(t.app);
    bystander = await createUser(t.app);
    adminPostId = await insertPost(t.app, { userId: admin.id, categoryId: 2 });
    blockerPostId = await insertPost(t.app, { userId: blocker.id, categoryId: 2 });
    blockedPostId = await insertPost(t.app, {
      userId: blocked.id,
      categoryId: 2,
      title: '차단될 사람의 글',
      likeCount: 10_000,
    });
    const { db } = t.app.database;
    const [comment] = await db
      .insert(communityComments)
      .values([
        { postId: adminPostId, userId: blocker.id, content: '차단한 사람의 댓글', level: 0 },
        { postId: adminPostId, userId: blocked.id, content: '차단된 사람의 댓글', level: 0 },
      ])
      .returning({ id: communityComments.id });
    blockerCommentId = comment?.id ?? 0;
    foodId = await insertFood(t.app, { userId: admin.id });
    await db.insert(foodReviews).values({ foodId, userId: blocked.id, content: '맛있어요' });
    eventId = await insertNotice(t.app, { userId: admin.id, categoryId: 3 });
    await db
      .insert(noticeComments)
      .values({ noticeId: eventId, userId: blocked.id, content: '참여' });
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'DELETE', url: string, token: string) =>
    t.app.inject({ method, url, headers: bearer(token) });
  const read = async <T>(url: string, token?: string) => {
    const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
    expect(response.statusCode).toBe(200);
    return envelope<T>(response).body;
  };
  const comment = (token: string, postId: number, parentCommentId?: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(token),
      payload: { communityId: postId, content: '댓글입니다', parentCommentId },
    });

  /** Every read that shows the blocked member's items, as one viewer sees them. */
  async function markedReads(token?: string) {
    const list = await read<{ content: Post[] }>('/api/communities/1', token);
    const search = await read<{ content: Post[] }>(
      `/api/search/communities/1?searchText=${encodeURIComponent('차단될')}`,
      token,
    );
    const best = await read<{ mostLiked: Post | null }>('/api/bestcommunity', token);
    const post = await read<Post>(`/api/communities/2/${blockedPostId}`, token);
    const thread = await read<Post>(`/api/communities/2/${adminPostId}`, token);
    const food = await read<{ foodComment: Marked[] }>(`/api/foods/${foodId}`, token);
    const event = await read<{ noticeComment: Marked[] }>(`/api/notice/3/${eventId}`, token);
    const byBlocked = (items: Marked[]) => items.filter((item) => item.user.userId === blocked.id);
    return {
      list: byBlocked(list.content),
      search: byBlocked(search.content),
      best: byBlocked(best.mostLiked ? [best.mostLiked] : []),
      post: [post],
      comments: byBlocked(thread.communityComments),
      reviews: byBlocked(food.foodComment),
      eventComments: byBlocked(event.noticeComment),
      others: [
        ...list.content.filter((item) => item.user.userId !== blocked.id),
        ...thread.communityComments.filter((item) => item.user.userId !== blocked.id),
      ],
    };
  }

  it('refuses to block oneself or an administrator, and an unknown member is not found', async () => {
    const self = await call('POST', `/api/blocks/${blocker.id}`, blocker.token);
    expect(self.statusCode).toBe(400);
    expect(envelope(self).message).toBe(SERVER_MESSAGES.blockSelf);
    const ofAdmin = await call('POST', `/api/blocks/${admin.id}`, blocker.token);
    expect(ofAdmin.statusCode).toBe(400);
    expect(envelope(ofAdmin).message).toBe(SERVER_MESSAGES.blockAdmin);
    expect((await call('POST', '/api/blocks/999999', blocker.token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/blocks/${blocked.id}` })).statusCode,
    ).toBe(401);
  });

  it("marks administrators as authors of posts and comments, and nobody else's summary", async () => {
    const [adminComment] = await t.app.database.db
      .insert(communityComments)
      .values({ postId: blockerPostId, userId: admin.id, content: '운영자 댓글', level: 0 })
      .returning({ id: communityComments.id });
    type Summary = { userId: number; admin?: true };
    type Item = { user: Summary };
    for (const token of [undefined, blocker.token]) {
      const adminThread = await read<Item & { communityComments: Item[] }>(
        `/api/communities/2/${adminPostId}`,
        token,
      );
      const memberThread = await read<
        Item & { communityComments: (Item & { communityCommentId: number })[] }
      >(`/api/communities/2/${blockerPostId}`, token);
      const food = await read<Item & { foodComment: Item[] }>(`/api/foods/${foodId}`, token);
      const event = await read<{ noticeComment: Item[] }>(`/api/notice/3/${eventId}`, token);
      expect(adminThread.user).toMatchObject({ userId: admin.id, admin: true });
      const ofAdmin = memberThread.communityComments.find(
        (one) => one.communityCommentId === adminComment?.id,
      );
      expect(ofAdmin?.user).toMatchObject({ userId: admin.id, admin: true });
      // Members' summaries, and a food's (always an administrator's, never blockable), keep
      // exactly the base contract's keys.
      expect(food.user.userId).toBe(admin.id);
      const members = [
        food.user,
        memberThread.user,
        ...adminThread.communityComments.map((one) => one.user),
        ...food.foodComment.map((one) => one.user),
        ...event.noticeComment.map((one) => one.user),
      ];
      expect(members.length).toBeGreaterThanOrEqual(5);
      for (const user of members) {
        expect(Object.keys(user).sort()).toEqual(['name', 'profileImgUrl', 'userId']);
      }
    }
  });

  it('marks the blocked member’s items in every read of the blocker, and only theirs', async () => {
    // Warm the anonymous cache before the block, and again after a member's read.
    await markedReads();
    const answer = await call('POST', `/api/blocks/${blocked.id}`, blocker.token);
    expect(envelope(answer)).toMatchObject({ code: 200, body: SERVER_MESSAGES.blocked });
    expect((await call('POST', `/api/blocks/${blocked.id}`, blocker.token)).statusCode).toBe(200);

    const seen = await markedReads(blocker.token);
    for (const key of [
      'list',
      'search',
      'best',
      'post',
      'comments',
      'reviews',
      'eventComments',
    ] as const) {
      expect({ key, marks: seen[key].map((item) => item.blockedAuthor) }).toEqual({
        key,
        marks: seen[key].map(() => true),
      });
      expect(seen[key].length).toBeGreaterThan(0);
    }
    expect(seen.others.every((item) => item.blockedAuthor === undefined)).toBe(true);

    for (const token of [bystander.token, blocked.token, undefined]) {
      const other = await markedReads(token);
      const all = Object.values(other).flat();
      expect(all.length).toBeGreaterThan(7);
      expect(all.filter((item) => 'blockedAuthor' in item)).toEqual([]);
    }
    const cached = await t.app.inject({ url: '/api/communities/1' });
    expect(cached.headers['x-cache']).toBe('hit');
    expect(cached.body).not.toContain('blockedAuthor');

    const page = await read<{ content: { user: { userId: number } }[]; totalElements: number }>(
      '/api/mypage/blocks',
      blocker.token,
    );
    expect(page.totalElements).toBe(1);
    expect(page.content.map((row) => row.user.userId)).toEqual([blocked.id]);
  });

  it('refuses the blocked member’s comments on the blocker’s posts and replies to the blocker', async () => {
    const onPost = await comment(blocked.token, blockerPostId);
    expect(onPost.statusCode).toBe(403);
    expect(envelope(onPost).message).toBe(SERVER_MESSAGES.replyNotAllowed);
    const reply = await comment(blocked.token, adminPostId, blockerCommentId);
    expect(reply.statusCode).toBe(403);
    expect(envelope(reply).message).toBe(SERVER_MESSAGES.replyNotAllowed);

    expect((await comment(blocked.token, adminPostId)).statusCode).toBe(200);
    expect((await comment(bystander.token, blockerPostId)).statusCode).toBe(200);
    expect((await comment(blocker.token, blockedPostId)).statusCode).toBe(200);
  });

  it('restores everything on unblock', async () => {
    const answer = await call('DELETE', `/api/blocks/${blocked.id}`, blocker.token);
    expect(envelope(answer)).toMatchObject({ code: 200, body: SERVER_MESSAGES.unblocked });
    expect((await call('DELETE', `/api/blocks/${blocked.id}`, blocker.token)).statusCode).toBe(200);
    const seen = Object.values(await markedReads(blocker.token)).flat();
    expect(seen.filter((item) => 'blockedAuthor' in item)).toEqual([]);
    expect((await comment(blocked.token, blockerPostId)).statusCode).toBe(200);
    expect((await comment(blocked.token, adminPostId, blockerCommentId)).statusCode).toBe(200);
    const page = await read<{ totalElements: number }>('/api/mypage/blocks', blocker.token);
    expect(page.totalElements).toBe(0);
  });
});
