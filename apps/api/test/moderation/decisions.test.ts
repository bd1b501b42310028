import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import { communityPosts } from '../../src/db/schema/community.ts';
import { moderationCases } from '../../src/db/schema/moderation.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import {
  type CaseView,
  caseOf,
  createMember,
  decide,
  decideOnItem,
  report,
  reportOk,
} from './moderation.ts';

type Member = { id: number; token: string };

describe('the review queue and its decisions', () => {
  let t: TestApp;
  let author: Member;
  let admin: Member;
  let first: Member;
  let second: Member;
  let third: Member;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createMember(t.app, 100, '작성자');
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
    first = await createMember(t.app, 30);
    second = await createMember(t.app, 30);
    third = await createMember(t.app, 30);
  }, 180_000);
  afterAll(() => t.close());

  /** A post three members reported: hidden pending review. */
  async function hiddenPost(title: string) {
    const postId = await insertPost(t.app, { userId: author.id, title, content: `${title} 본문` });
    for (const member of [first, second, third]) {
      await reportOk(t.app, member.token, { targetType: 'post', targetId: postId, reason: 'spam' });
    }
    return postId;
  }
  const listIds = async (categoryId = 2) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/communities/${categoryId}` });
    const body = envelope<{ content: Array<{ communityId: number }>; totalElements: number }>(
      response,
    ).body;
    return { ids: body.content.map((post) => post.communityId), total: body.totalElements };
  };
  const searchIds = async (word: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/communities/1?searchText=${encodeURIComponent(word)}`,
    });
    return envelope<{ content: Array<{ communityId: number }> }>(response).body.content.map(
      (post) => post.communityId,
    );
  };
  const detail = (postId: number, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/communities/1/${postId}`,
      headers: token ? bearer(token) : {},
    });

  it('keeps a hidden post out of lists and search, 404 to others, marked for its author', async () => {
    const shown = await insertPost(t.app, { userId: author.id, title: '보이는 산책글' });
    const before = await listIds();
    const postId = await hiddenPost('숨김산책글');
    const after = await listIds();
    expect(after.ids).not.toContain(postId);
    expect(after.ids).toContain(shown);
    expect(after.total).toBe(before.total);
    expect(await searchIds('숨김산책글')).toEqual([]);

    const visitor = await detail(postId);
    expect(visitor.statusCode).toBe(404);
    expect(envelope(visitor).message).toBe(MESSAGES.hiddenPost);
    const stranger = await detail(postId, first.token);
    expect(stranger.statusCode).toBe(404);
    const own = await detail(postId, author.token);
    expect(own.statusCode).toBe(200);
    expect(envelope<{ hidden?: boolean }>(own).body.hidden).toBe(true);
    expect((await detail(postId, admin.token)).statusCode).toBe(200);
    const comment = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/communities/${postId}/comments`,
        headers: bearer(token),
        payload: { communityId: postId, content: '댓글' },
      });
    expect((await comment(first.token)).statusCode).toBe(404);
    expect((await comment(author.token)).statusCode).toBe(200);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/mypage/moderation',
      headers: bearer(author.token),
    });
    const items = envelope<Array<{ targetId: number; state: string; canObject: boolean }>>(mine);
    expect(items.body).toContainEqual(
      expect.objectContaining({ targetId: postId, state: 'hidden', canObject: false }),
    );
  });

  it('dismiss restores the post to lists and search, and closes its reports', async () => {
    const postId = await hiddenPost('복구될글');
    await decideOnItem(
      t.app,
      admin.token,
      { targetType: 'post', targetId: postId },
      { action: 'dismiss', note: '문제 없음' },
    );
    expect((await listIds()).ids).toContain(postId);
    expect(await searchIds('복구될글')).toEqual([postId]);
    expect((await detail(postId)).statusCode).toBe(200);
    const closed = await caseOf(t.app, admin.token, 'post', postId);
    expect(closed.status).toBe('closed');
    expect(closed.decision?.action).toBe('dismiss');
    expect(closed.reports.map((one) => one.status)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);
    const [entry] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'moderation.dismiss'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ adminUserId: admin.id, targetIds: [postId] });
    expect(entry?.detail).toMatchObject({
      caseId: closed.caseId,
      reportIds: closed.reports.map((one) => one.reportId),
    });
  });

  it('a dismissed report lowers the reporter’s weight next time', async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    await reportOk(t.app, first.token, { targetType: 'post', targetId: postId, reason: 'spam' });
    const found = await caseOf(t.app, admin.token, 'post', postId);
    const weightOf = (view: CaseView) => view.reports[0]?.weight ?? 0;
    // `first` had three reports dismissed above: 1.08 - 1.5, held at the floor.
    expect(weightOf(found)).toBe(0.5);
  });

  it('refuses a decision on a stale version (409) and on a closed case (409)', async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    await reportOk(t.app, second.token, { targetType: 'post', targetId: postId, reason: 'abuse' });
    const seen = await caseOf(t.app, admin.token, 'post', postId);
    await reportOk(t.app, third.token, { targetType: 'post', targetId: postId, reason: 'abuse' });
    const stale = await decide(t.app, admin.token, seen.caseId, {
      action: 'hide',
      version: seen.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(envelope(stale).message).toBe(MESSAGES.caseStale);
    const fresh = await caseOf(t.app, admin.token, 'post', postId);
    const hid = await decide(t.app, admin.token, fresh.caseId, {
      action: 'hide',
      version: fresh.version,
    });
    expect(hid.statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select({ hidden: communityPosts.hidden })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    expect(row?.hidden).toBe(true);
    const again = await decide(t.app, admin.token, fresh.caseId, {
      action: 'dismiss',
      version: fresh.version + 1,
    });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(SERVER_MESSAGES.caseClosed);
    const byMember = await decide(t.app, first.token, fresh.caseId, {
      action: 'hide',
      version: 1,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('a new report on a closed case opens it again with a higher version', async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    await reportOk(t.app, second.token, { targetType: 'post', targetId: postId, reason: 'abuse' });
    const seen = await caseOf(t.app, admin.token, 'post', postId);
    await decide(t.app, admin.token, seen.caseId, { action: 'dismiss', version: seen.version });
    await reportOk(t.app, second.token, { targetType: 'post', targetId: postId, reason: 'spam' });
    const reopened = await caseOf(t.app, admin.token, 'post', postId);
    expect(reopened).toMatchObject({ caseId: seen.caseId, status: 'open' });
    expect(reopened.version).toBeGreaterThan(seen.version + 1);
  });

  it('deletes the item on a delete decision and upholds the reports', async () => {
    const postId = await hiddenPost('지울글');
    const found = await caseOf(t.app, admin.token, 'post', postId);
    const response = await decide(t.app, admin.token, found.caseId, {
      action: 'delete',
      version: found.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await t.app.database.db.select().from(communityPosts).where(eq(communityPosts.id, postId)),
    ).toEqual([]);
    const closed = await caseOf(t.app, admin.token, 'post', postId);
    expect(closed.item.state).toBe('deleted');
    expect(closed.item.link).toBeNull();
    expect(closed.snapshot.title).toBe('지울글');
    expect(closed.reports.every((one) => one.status === 'upheld')).toBe(true);
    const actions = await t.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, '%delete'));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['community.delete', 'moderation.delete']),
    );
  });

  it('decides several cases at once, each at its version', async () => {
    const a = await insertPost(t.app, { userId: author.id });
    const b = await insertPost(t.app, { userId: author.id });
    for (const postId of [a, b]) {
      await reportOk(t.app, third.token, { targetType: 'post', targetId: postId, reason: 'spam' });
    }
    const caseA = await caseOf(t.app, admin.token, 'post', a);
    const caseB = await caseOf(t.app, admin.token, 'post', b);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/decisions',
      headers: bearer(admin.token),
      payload: {
        action: 'hide',
        cases: [
          { caseId: caseA.caseId, version: caseA.version },
          { caseId: caseB.caseId, version: caseB.version - 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toEqual([
      { caseId: caseA.caseId, decided: true, message: null },
      { caseId: caseB.caseId, decided: false, message: MESSAGES.caseStale },
    ]);
    expect((await caseOf(t.app, admin.token, 'post', a)).status).toBe('closed');
    expect((await caseOf(t.app, admin.token, 'post', b)).status).toBe('open');
  });

  it('임시조치: only with a rights report, objection once, and the post returns by itself', async () => {
    const postId = await insertPost(t.app, { userId: author.id, title: '명예훼손글' });
    await reportOk(t.app, first.token, { targetType: 'post', targetId: postId, reason: 'abuse' });
    let found = await caseOf(t.app, admin.token, 'post', postId);
    const refused = await decide(t.app, admin.token, found.caseId, {
      action: 'temporaryMeasure',
      version: found.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).message).toBe(SERVER_MESSAGES.temporaryMeasureNeedsRightsReport);
    await reportOk(t.app, second.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'rightsInfringement',
      detail: '제 이름을 적고 거짓말을 했어요',
    });
    found = await caseOf(t.app, admin.token, 'post', postId);
    const measured = await decide(t.app, admin.token, found.caseId, {
      action: 'temporaryMeasure',
      version: found.version,
      days: 7,
    });
    expect(measured.statusCode, measured.body).toBe(200);
    expect((await detail(postId)).statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/mypage/moderation',
      headers: bearer(author.token),
    });
    expect(envelope<unknown[]>(mine).body).toContainEqual(
      expect.objectContaining({ targetId: postId, state: 'temporaryMeasure', canObject: true }),
    );

    const object = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/moderation/cases/${found.caseId}/objection`,
        headers: bearer(token),
        payload: { text: '사실을 적었습니다' },
      });
    expect((await object(first.token)).statusCode).toBe(403);
    expect((await object(author.token)).statusCode).toBe(200);
    const twice = await object(author.token);
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).message).toBe(SERVER_MESSAGES.objectionOnce);
    const reopened = await caseOf(t.app, admin.token, 'post', postId);
    expect(reopened.status).toBe('open');
    expect(reopened.temporaryMeasure?.objection?.text).toBe('사실을 적었습니다');

    // The measure's end passes: the next read shows the post again, no job needed.
    await t.app.database.db
      .update(moderationCases)
      .set({ measureUntil: new Date(Date.now() - 1000) })
      .where(eq(moderationCases.id, found.caseId));
    expect((await detail(postId)).statusCode).toBe(200);
    expect((await listIds()).ids).toContain(postId);
  });

  it('signals: an adoption post asking for money, and the third offer in a day, open cases', async () => {
    const fosterer = await createMember(t.app, 60);
    const write = (title: string, content: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/communities',
        headers: bearer(fosterer.token),
        payload: { communityCategoryId: '7', title, content },
      });
    const money = await write('아기 고양이 입양', '책 임 비 5만원, ㄱㅈ로 보내주세요');
    expect(money.statusCode, money.body).toBe(200);
    const moneyId = envelope<number>(money).body;
    const moneyCase = await caseOf(t.app, admin.token, 'post', moneyId);
    expect(moneyCase.signals).toEqual(['moneyWords']);
    expect(moneyCase.reports).toEqual([]);
    expect((await detail(moneyId)).statusCode).toBe(200);

    const plain = envelope<number>(
      await write('강아지 임보처 구해요', '사랑으로 키워주실 분'),
    ).body;
    await expect(caseOf(t.app, admin.token, 'post', plain)).rejects.toThrow();
    const third = envelope<number>(await write('강아지 입양 보내요', '좋은 가족 찾아요')).body;
    expect((await caseOf(t.app, admin.token, 'post', third)).signals).toEqual([
      'manyAdoptionOffers',
    ]);
  });

  it('documents every moderation call in the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/reports',
        '/api/admin/reports',
        '/api/admin/reports/{caseId}/decision',
        '/api/admin/reports/decisions',
        '/api/moderation/cases/{caseId}/objection',
        '/api/mypage/moderation',
      ]),
    );
  });

  it('refuses the queue to members', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: bearer(first.token),
    });
    expect(response.statusCode).toBe(403);
    const anonymous = await report(t.app, '', { targetType: 'post', targetId: 1, reason: 'spam' });
    expect(anonymous.statusCode).toBe(401);
  });
});
