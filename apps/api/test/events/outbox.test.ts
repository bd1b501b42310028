import { and, asc, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEventId } from '../../src/db/domain-events.ts';
import { domainEvents } from '../../src/db/schema/domain-events.ts';
import type { DomainEvent } from '../../src/events/kinds.ts';
import { insertPost } from '../community/posts.ts';
import { jpegWithGps } from '../fixtures/images.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';

type User = { id: number; token: string };
type Recorded = Pick<DomainEvent, 'kind' | 'subjectType' | 'subjectId' | 'actorId' | 'payload'>;

/** Every kind of write records its event in its own transaction (the outbox). */
describe('domain events recorded with each write', () => {
  let t: TestApp;
  let member: User;
  let other: User;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    other = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '이벤트관리자' });
  });
  afterAll(() => t.close());

  /**
   * Runs the write and answers the events it recorded, in order — not the notifications'
   * `notification.changed`, which their subscriber records after the write, in its own
   * transaction (test/notifications).
   */
  async function recordedBy(
    write: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  ) {
    const before = await latestEventId(t.app.database.db);
    const response = await write();
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.app.database.db
      .select()
      .from(domainEvents)
      .where(and(gt(domainEvents.id, before), ne(domainEvents.kind, 'notification.changed')))
      .orderBy(asc(domainEvents.id));
    return rows.map(
      ({ kind, subjectType, subjectId, actorId, payload }): Recorded =>
        ({ kind, subjectType, subjectId, actorId, payload }) as Recorded,
    );
  }
  const as = (user: User, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => () =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
  const multipart =
    (user: User, method: 'POST' | 'PUT', url: string, fields: object, withImage = false) =>
    async () => {
      const files = withImage ? [{ bytes: await jpegWithGps(), filename: 'a.jpg' }] : [];
      const { payload, headers } = await multipartBody(
        fields as Record<string, string>,
        files,
        url.endsWith('/image') ? 'file' : 'files',
      );
      return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(user.token) } });
    };
  const idOf = (response: { json: () => unknown }) => envelope<number>(response).body;

  it('posts: created, liked, unliked, deleted by their author and by an administrator', async () => {
    let postId = 0;
    const created = await recordedBy(async () => {
      const response = await as(member, 'POST', '/api/communities', {
        communityCategoryId: 3,
        title: '이벤트 글',
        content: '내용',
      })();
      postId = idOf(response);
      return response;
    });
    expect(created).toEqual([
      {
        kind: 'post.created',
        subjectType: 'post',
        subjectId: postId,
        actorId: member.id,
        payload: { categoryId: 3 },
      },
    ]);
    expect(await recordedBy(as(other, 'POST', `/api/communities/${postId}/like`))).toEqual([
      {
        kind: 'post.liked',
        subjectType: 'post',
        subjectId: postId,
        actorId: other.id,
        payload: {},
      },
    ]);
    // A like twice changes nothing, and records nothing.
    expect(await recordedBy(as(other, 'POST', `/api/communities/${postId}/like`))).toEqual([]);
    expect(await recordedBy(as(other, 'DELETE', `/api/communities/${postId}/dislike`))).toEqual([
      {
        kind: 'post.unliked',
        subjectType: 'post',
        subjectId: postId,
        actorId: other.id,
        payload: {},
      },
    ]);
    expect(
      await recordedBy(as(member, 'DELETE', `/api/communities/${postId}/${member.id}`)),
    ).toEqual([
      {
        kind: 'post.deleted',
        subjectType: 'post',
        subjectId: postId,
        actorId: member.id,
        payload: { categoryId: 3, authorId: member.id, moderated: false },
      },
    ]);
    const second = await insertPost(t.app, { userId: member.id, categoryId: 4 });
    expect(await recordedBy(as(admin, 'DELETE', `/api/admin/communities/${second}`))).toEqual([
      {
        kind: 'post.deleted',
        subjectType: 'post',
        subjectId: second,
        actorId: admin.id,
        payload: { categoryId: 4, authorId: member.id, moderated: true },
      },
    ]);
  });

  it('comments and replies: created and deleted with their thread', async () => {
    const postId = await insertPost(t.app, { userId: member.id });
    let commentId = 0;
    const comment = await recordedBy(async () => {
      const response = await as(other, 'POST', `/api/communities/${postId}/comments`, {
        content: '댓글',
      })();
      commentId = idOf(response);
      return response;
    });
    expect(comment).toEqual([
      {
        kind: 'comment.created',
        subjectType: 'comment',
        subjectId: commentId,
        actorId: other.id,
        payload: { postId, parentCommentId: null, repliedToUserId: null },
      },
    ]);
    let replyId = 0;
    const reply = await recordedBy(async () => {
      const response = await as(member, 'POST', `/api/communities/${postId}/comments`, {
        content: '답글',
        parentCommentId: commentId,
      })();
      replyId = idOf(response);
      return response;
    });
    expect(reply[0]).toMatchObject({
      kind: 'comment.created',
      subjectId: replyId,
      payload: { postId, parentCommentId: commentId, repliedToUserId: other.id },
    });
    expect(
      await recordedBy(as(other, 'DELETE', `/api/communities/comments/${commentId}/${other.id}`)),
    ).toEqual([
      {
        kind: 'comment.deleted',
        subjectType: 'comment',
        subjectId: commentId,
        actorId: other.id,
        payload: {
          postId,
          deletedIds: expect.arrayContaining([commentId, replyId]),
          moderated: false,
        },
      },
    ]);
  });

  it("foods: reviews, helpful marks, likes, and the administrator's create, edit and delete", async () => {
    let foodId = 0;
    const created = await recordedBy(async () => {
      const response = await multipart(
        admin,
        'POST',
        '/api/admin/foods',
        {
          foodCategoryId: '2',
          title: '이벤트 사료',
          content: '설명',
          price: '1000',
          foodAddress: 'https://shop.example.com/1',
        },
        true,
      )();
      foodId = idOf(response);
      return response;
    });
    expect(created).toEqual([
      {
        kind: 'food.created',
        subjectType: 'food',
        subjectId: foodId,
        actorId: admin.id,
        payload: {},
      },
    ]);
    expect(
      await recordedBy(
        multipart(admin, 'PUT', '/api/admin/foods', {
          foodId: String(foodId),
          title: '새 이름',
          price: '2000',
        }),
      ),
    ).toEqual([
      {
        kind: 'food.updated',
        subjectType: 'food',
        subjectId: foodId,
        actorId: admin.id,
        payload: { fields: ['title', 'price'] },
      },
    ]);
    expect(await recordedBy(as(member, 'POST', `/api/foods/${foodId}/like`))).toEqual([
      {
        kind: 'food.liked',
        subjectType: 'food',
        subjectId: foodId,
        actorId: member.id,
        payload: {},
      },
    ]);
    expect((await recordedBy(as(member, 'DELETE', `/api/foods/${foodId}/dislike`)))[0]?.kind).toBe(
      'food.unliked',
    );

    let reviewId = 0;
    const review = await recordedBy(async () => {
      const response = await multipart(member, 'POST', `/api/foods/${foodId}/comments`, {
        content: '좋아요',
      })();
      reviewId = envelope<{ foodCommentId?: number } | number>(response).body as number;
      return response;
    });
    reviewId = review[0]?.subjectId ?? 0;
    expect(review).toEqual([
      {
        kind: 'review.created',
        subjectType: 'review',
        subjectId: reviewId,
        actorId: member.id,
        payload: { foodId },
      },
    ]);
    expect(await recordedBy(as(other, 'POST', `/api/foods/${foodId}/${reviewId}/like`))).toEqual([
      {
        kind: 'review.marked-helpful',
        subjectType: 'review',
        subjectId: reviewId,
        actorId: other.id,
        payload: { foodId },
      },
    ]);
    expect(
      (await recordedBy(as(other, 'DELETE', `/api/foods/${foodId}/${reviewId}/dislike`)))[0]?.kind,
    ).toBe('review.unmarked-helpful');
    expect(
      await recordedBy(as(member, 'DELETE', `/api/foods/comments/${reviewId}/${member.id}`)),
    ).toEqual([
      {
        kind: 'review.deleted',
        subjectType: 'review',
        subjectId: reviewId,
        actorId: member.id,
        payload: { foodId, moderated: false },
      },
    ]);
    const seeded = await insertFood(t.app, { userId: admin.id });
    expect(await recordedBy(as(admin, 'DELETE', '/api/admin/foods', [foodId, seeded]))).toEqual([
      {
        kind: 'food.deleted',
        subjectType: 'food',
        subjectId: Math.min(foodId, seeded),
        actorId: admin.id,
        payload: {},
      },
      {
        kind: 'food.deleted',
        subjectType: 'food',
        subjectId: Math.max(foodId, seeded),
        actorId: admin.id,
        payload: {},
      },
    ]);
  });

  it("notices: comments, likes, and the administrator's create, edit (moving it) and delete", async () => {
    let noticeId = 0;
    const created = await recordedBy(async () => {
      const response = await multipart(admin, 'POST', '/api/admin/notice', {
        noticeCategoryId: '1',
        title: '공지',
        content: '내용',
      })();
      noticeId = idOf(response);
      return response;
    });
    expect(created).toEqual([
      {
        kind: 'notice.created',
        subjectType: 'notice',
        subjectId: noticeId,
        actorId: admin.id,
        payload: { categoryId: 1 },
      },
    ]);
    expect(
      await recordedBy(
        multipart(admin, 'PUT', '/api/admin/notice', {
          noticeId: String(noticeId),
          noticeCategoryId: '2',
        }),
      ),
    ).toEqual([
      {
        kind: 'notice.updated',
        subjectType: 'notice',
        subjectId: noticeId,
        actorId: admin.id,
        payload: { categoryIds: [1, 2], fields: ['noticeCategoryId'] },
      },
    ]);
    expect((await recordedBy(as(member, 'POST', `/api/notice/${noticeId}/like`)))[0]?.kind).toBe(
      'notice.liked',
    );
    expect(
      (await recordedBy(as(member, 'DELETE', `/api/notice/${noticeId}/dislike`)))[0]?.kind,
    ).toBe('notice.unliked');

    const eventId = await insertNotice(t.app, { userId: admin.id, categoryId: 3 });
    const comment = await recordedBy(
      multipart(member, 'POST', `/api/notice/${eventId}/comments`, { content: '참여' }),
    );
    const commentId = comment[0]?.subjectId ?? 0;
    expect(comment).toEqual([
      {
        kind: 'notice-comment.created',
        subjectType: 'notice-comment',
        subjectId: commentId,
        actorId: member.id,
        payload: { noticeId: eventId },
      },
    ]);
    expect(
      await recordedBy(as(admin, 'DELETE', `/api/admin/notice/comments/${commentId}`)),
    ).toEqual([
      {
        kind: 'notice-comment.deleted',
        subjectType: 'notice-comment',
        subjectId: commentId,
        actorId: admin.id,
        payload: { noticeId: eventId, moderated: true },
      },
    ]);
    expect(await recordedBy(as(admin, 'DELETE', `/api/admin/notice/${noticeId}`))).toEqual([
      {
        kind: 'notice.deleted',
        subjectType: 'notice',
        subjectId: noticeId,
        actorId: admin.id,
        payload: { categoryId: 2 },
      },
    ]);
  });

  it('members: joining, renaming, a new picture, leaving, and being deleted', async () => {
    const { findOrCreateSocialUser } = await import('../../src/auth/oauth/social-users.ts');
    const accounts = { db: t.app.database.db, events: t.app.events };
    const before = await latestEventId(t.app.database.db);
    const identity = await findOrCreateSocialUser(accounts, 'naver', {
      providerId: 'event-member',
      name: '새회원',
      email: null,
      image: null,
    });
    await findOrCreateSocialUser(accounts, 'naver', {
      providerId: 'event-member',
      name: null,
      email: null,
      image: null,
    });
    const joins = await t.app.database.db
      .select()
      .from(domainEvents)
      .where(and(gt(domainEvents.id, before), ne(domainEvents.kind, 'notification.changed')));
    expect(joins.map((row) => [row.kind, row.subjectId])).toEqual([
      ['member.joined', identity.userId],
    ]);

    const renamed = await recordedBy(
      as(member, 'PUT', `/api/mypage/user/name?name=${encodeURIComponent('새이름')}`),
    );
    expect(renamed).toEqual([
      {
        kind: 'member.renamed',
        subjectType: 'member',
        subjectId: member.id,
        actorId: member.id,
        payload: {},
      },
    ]);
    const pictured = await recordedBy(multipart(member, 'PUT', '/api/mypage/user/image', {}, true));
    expect(pictured[0]?.kind).toBe('member.profile-image-changed');
    expect(await recordedBy(as(member, 'DELETE', '/api/mypage/user?deleteContent=true'))).toEqual([
      {
        kind: 'member.withdrawn',
        subjectType: 'member',
        subjectId: member.id,
        actorId: member.id,
        payload: { contentDeleted: true, byAdmin: false },
      },
    ]);
    expect(await recordedBy(as(admin, 'DELETE', `/api/admin/users/${other.id}`))).toEqual([
      {
        kind: 'member.withdrawn',
        subjectType: 'member',
        subjectId: other.id,
        actorId: admin.id,
        payload: { contentDeleted: false, byAdmin: true },
      },
    ]);
  });

  it('members: blocking and unblocking (only when the pair changes), signing out', async () => {
    const blocker = await createUser(t.app);
    const blocked = await createUser(t.app);
    const change = (blockedFlag: boolean): Recorded => ({
      kind: 'member.blocks-changed',
      subjectType: 'member',
      subjectId: blocker.id,
      actorId: blocker.id,
      payload: { blockedId: blocked.id, blocked: blockedFlag },
    });
    const blocks = `/api/blocks/${blocked.id}`;
    expect(await recordedBy(as(blocker, 'POST', blocks))).toEqual([change(true)]);
    expect(await recordedBy(as(blocker, 'POST', blocks))).toEqual([]);
    expect(await recordedBy(as(blocker, 'DELETE', blocks))).toEqual([change(false)]);
    expect(await recordedBy(as(blocker, 'DELETE', blocks))).toEqual([]);

    expect(await recordedBy(as(blocker, 'POST', '/api/auth/logout'))).toEqual([
      {
        kind: 'member.signed-out',
        subjectType: 'member',
        subjectId: blocker.id,
        actorId: blocker.id,
        payload: {},
      },
    ]);
    // A token that no longer works has no session left to end.
    expect(await recordedBy(as(blocker, 'POST', '/api/auth/logout'))).toEqual([]);
  });
});

describe('delivery to subscribers', () => {
  let t: TestApp;
  let member: User;
  const delivered: Array<{ kind: string; visibleToOthers: boolean }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    t.app.events.subscribe({
      name: 'test-observer',
      async handle(event) {
        // Read on the pool, outside the write's transaction: only a committed event is there.
        const rows = await t.app.database.db
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .where(gt(domainEvents.id, event.id - 1));
        delivered.push({
          kind: event.kind,
          visibleToOthers: rows.some((row) => row.id === event.id),
        });
      },
    });
  });
  afterAll(() => t.close());

  it('delivers after the commit, before the write is answered', async () => {
    delivered.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: bearer(member.token),
      payload: { communityCategoryId: 2, title: '전달', content: '내용' },
    });
    expect(response.statusCode).toBe(200);
    expect(delivered).toEqual([{ kind: 'post.created', visibleToOthers: true }]);
  });

  it('records and delivers nothing of a write that rolls back', async () => {
    delivered.length = 0;
    const before = await latestEventId(t.app.database.db);
    const failed = t.app.events.transaction(async (_tx, record) => {
      record({ kind: 'member.renamed', subjectId: member.id, actorId: member.id, payload: {} });
      throw new Error('the write fails after recording');
    });
    await expect(failed).rejects.toThrow('the write fails after recording');
    expect(await latestEventId(t.app.database.db)).toBe(before);
    expect(delivered).toEqual([]);
  });

  it('keeps serving when a subscriber throws: the write stands, others still run', async () => {
    delivered.length = 0;
    t.app.events.subscribe({
      name: 'test-broken',
      handle() {
        throw new Error('broken subscriber');
      },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      headers: bearer(member.token),
      payload: { communityCategoryId: 2, title: '계속', content: '내용' },
    });
    expect(response.statusCode).toBe(200);
    expect(delivered).toHaveLength(1);
    expect(t.logLines().some((line) => line.includes('event subscriber failed'))).toBe(true);
  });
});
