import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { caseOf, createMember, decide, reportOk } from './moderation.ts';

type Member = { id: number; token: string };

/** Where moderation meets member safety: a decision that sanctions, and the sidebar's count. */
describe('a case decision with a sanction', () => {
  let t: TestApp;
  let author: Member;
  let admin: Member;
  let reporter: Member;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createMember(t.app, 100, '제재될작성자');
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
    reporter = await createMember(t.app, 30);
  });
  afterAll(() => t.close());

  const openCount = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/moderation/open-count',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return envelope<{ cases: number; appeals: number }>(response).body;
  };

  it('hides the item and bans its author in one step, shown in the author history', async () => {
    const before = await openCount();
    const postId = await insertPost(t.app, { userId: author.id, title: '분양비 받아요' });
    await reportOk(t.app, reporter.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'animalSale',
    });
    expect((await openCount()).cases).toBe(before.cases + 1);
    const seen = await caseOf(t.app, admin.token, 'post', postId);

    const decided = await decide(t.app, admin.token, seen.caseId, {
      action: 'hide',
      version: seen.version,
      note: '불법 분양',
      sanction: { type: 'writeBan', days: 7, reason: '불법 분양 글' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const [row] = await t.app.database.db
      .select({ hidden: communityPosts.hidden })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    expect(row?.hidden).toBe(true);
    expect((await openCount()).cases).toBe(before.cases);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/sanctions/me',
      headers: bearer(author.token),
    });
    const active = envelope<{ active: { type: string; reason: string; caseId: number } | null }>(
      mine,
    ).body.active;
    expect(active).toMatchObject({ type: 'writeBan', reason: '불법 분양 글', caseId: seen.caseId });

    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(author.token),
      payload: { content: '다시 올릴게요' },
    });
    expect(comment.statusCode).toBe(403);
    expect(envelope(comment).message).toMatch(
      /^활동이 제한된 계정입니다\. \(\d{4}-\d{2}-\d{2}까지\)$/,
    );

    const closed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?status=closed&sort=newest',
      headers: bearer(admin.token),
    });
    const cases = envelope<{
      content: Array<{ caseId: number; authorHistory: { sanctions: Array<{ type: string }> } }>;
    }>(closed).body.content;
    const decidedCase = cases.find((found) => found.caseId === seen.caseId);
    expect(decidedCase?.authorHistory.sanctions.map((sanction) => sanction.type)).toEqual([
      'writeBan',
    ]);
  });

  it('refuses a sanction of an administrator’s item and changes nothing', async () => {
    const postId = await insertPost(t.app, { userId: admin.id, title: '운영진 공지' });
    await reportOk(t.app, reporter.token, { targetType: 'post', targetId: postId, reason: 'spam' });
    const seen = await caseOf(t.app, admin.token, 'post', postId);

    const refused = await decide(t.app, admin.token, seen.caseId, {
      action: 'hide',
      version: seen.version,
      sanction: { type: 'warning', reason: '경고' },
    });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).message).toBe(SERVER_MESSAGES.sanctionAdminNotAllowed);
    const still = await caseOf(t.app, admin.token, 'post', postId);
    expect(still).toMatchObject({ status: 'open', version: seen.version });
  });
});
