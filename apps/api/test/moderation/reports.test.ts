import { MESSAGES } from '@daengnyang/contract/messages';
import { SERVER_MESSAGES } from '@daengnyang/contract/server-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communityCategories,
  communityComments,
  communityPosts,
} from '../../src/db/schema/community.ts';
import { moderationCases, moderationReports } from '../../src/db/schema/moderation.ts';
import { insertPost, postComment } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { caseOf, createMember, queue, report, reportOk } from './moderation.ts';

type Member = { id: number; token: string };

describe('POST /api/reports', () => {
  let t: TestApp;
  let author: Member;
  let admin: Member;
  let reporters: Member[];
  let newcomers: Member[];
  /** The first reporters by name, for the tests that need one in particular. */
  let r0: Member;
  let r1: Member;
  let r2: Member;
  let r3: Member;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createMember(t.app, 100, '글쓴이');
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '관리자' });
    reporters = [];
    for (let index = 0; index < 4; index += 1) reporters.push(await createMember(t.app, 30));
    [r0, r1, r2, r3] = reporters as [Member, Member, Member, Member];
    newcomers = [];
    for (let index = 0; index < 3; index += 1) newcomers.push(await createMember(t.app, 0));
  }, 180_000);
  afterAll(() => t.close());

  const isHidden = async (postId: number) => {
    const [row] = await t.app.database.db
      .select({ hidden: communityPosts.hidden })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    return row?.hidden;
  };
  const reportPost = (member: Member, postId: number, reason = 'abuse') =>
    reportOk(t.app, member.token, { targetType: 'post', targetId: postId, reason });

  it('receives a report with its message and keeps a snapshot of the post', async () => {
    const postId = await insertPost(t.app, {
      userId: author.id,
      title: '처음 제목',
      content: '처음 내용',
    });
    const response = await report(t.app, r0.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
    });
    expect(response.statusCode).toBe(200);
    const answer = envelope<{ reportId: number }>(response);
    expect(answer.message).toBe(MESSAGES.reportReceived);
    expect(answer.body.reportId).toBeGreaterThan(0);
    // The author edits afterwards: the evidence stays as it was.
    await t.app.database.db
      .update(communityPosts)
      .set({ title: '고친 제목', content: '고친 내용' })
      .where(eq(communityPosts.id, postId));
    const found = await caseOf(t.app, admin.token, 'post', postId);
    expect(found.snapshot).toMatchObject({ title: '처음 제목', content: '처음 내용' });
    expect(found.item).toMatchObject({ content: '고친 내용', state: 'visible' });
    expect(found.item.link).toBe(`/community/2/${postId}`);
    expect(found.reports).toHaveLength(1);
  });

  it('refuses a second open report by the same member on the same item (409)', async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    await reportPost(r0, postId);
    const again = await report(t.app, r0.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'obscene',
    });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(SERVER_MESSAGES.reportDuplicate);
    const rows = await t.app.database.db
      .select({ id: moderationReports.id })
      .from(moderationReports)
      .innerJoin(moderationCases, eq(moderationCases.id, moderationReports.caseId))
      .where(eq(moderationCases.targetId, postId));
    expect(rows).toHaveLength(1);
  });

  it("refuses one's own item (400), a missing item (404) and `other` without detail (400)", async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    const own = await report(t.app, author.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'spam',
    });
    expect(own.statusCode).toBe(400);
    expect(envelope(own).message).toBe(SERVER_MESSAGES.reportOwnItem);
    const missing = await report(t.app, r0.token, {
      targetType: 'comment',
      targetId: 987_654,
      reason: 'spam',
    });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe(SERVER_MESSAGES.reportTargetNotFound);
    const vague = await report(t.app, r0.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'other',
    });
    expect(vague.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'post', targetId: postId, reason: 'spam' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('hides a post once three members past the minimum age reported it, not before', async () => {
    const postId = await insertPost(t.app, { userId: author.id, title: '숨겨질 글' });
    await reportPost(r0, postId);
    await reportPost(r1, postId);
    expect(await isHidden(postId)).toBe(false);
    await reportPost(r2, postId);
    expect(await isHidden(postId)).toBe(true);
    const found = await caseOf(t.app, admin.token, 'post', postId);
    expect(found.item.state).toBe('hidden');
    expect(found.weight).toBeGreaterThanOrEqual(3);
  });

  it('gives accounts younger than the minimum age no weight', async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    for (const newcomer of newcomers) await reportPost(newcomer, postId);
    expect(await isHidden(postId)).toBe(false);
    const found = await caseOf(t.app, admin.token, 'post', postId);
    expect(found.reports.map((one) => one.weight)).toEqual([0, 0, 0]);
    expect(found.weight).toBe(0);
  });

  it("never hides an administrator's post", async () => {
    const postId = await insertPost(t.app, { userId: admin.id });
    for (const reporter of reporters) await reportPost(reporter, postId);
    expect(await isHidden(postId)).toBe(false);
    expect((await caseOf(t.app, admin.token, 'post', postId)).reports).toHaveLength(4);
  });

  it('in 실종·목격 hides only for scam or animal-sale reports, and lists the case first', async () => {
    const postId = await insertPost(t.app, { userId: author.id, categoryId: 6 });
    for (const reporter of reporters.slice(0, 3)) await reportPost(reporter, postId, 'abuse');
    expect(await isHidden(postId)).toBe(false);
    const first = (await queue(t.app, admin.token)).content[0];
    expect(first).toMatchObject({ targetType: 'post', targetId: postId, urgent: true });
    await reportPost(r3, postId, 'scam');
    expect(await isHidden(postId)).toBe(false);

    const fosterId = await insertPost(t.app, { userId: author.id, categoryId: 7 });
    for (const reporter of reporters.slice(0, 3)) await reportPost(reporter, fosterId, 'scam');
    expect(await isHidden(fosterId)).toBe(true);
  });

  it('in 실종·목격 and 임보·입양 hides a comment only for scam or animal-sale reports, its case first', async () => {
    const commenter = await createMember(t.app, 60);
    const commentOn = async (categoryId: number) =>
      postComment(
        t.app,
        commenter.token,
        await insertPost(t.app, { userId: author.id, categoryId }),
        {
          content: '연락 주세요',
        },
      );
    const reportComment = (member: Member, commentId: number, reason: string) =>
      reportOk(t.app, member.token, { targetType: 'comment', targetId: commentId, reason });
    const commentHidden = async (commentId: number) => {
      const [row] = await t.app.database.db
        .select({ hidden: communityComments.hidden })
        .from(communityComments)
        .where(eq(communityComments.id, commentId));
      return row?.hidden;
    };

    // Elsewhere four abuse reports hide a comment, and make the heaviest case of the two.
    const ordinary = await commentOn(2);
    for (const reporter of reporters) await reportComment(reporter, ordinary, 'abuse');
    expect(await commentHidden(ordinary)).toBe(true);

    const onMissing = await commentOn(6);
    for (const reporter of reporters.slice(0, 3)) await reportComment(reporter, onMissing, 'abuse');
    expect(await commentHidden(onMissing)).toBe(false);
    const cases = (await queue(t.app, admin.token, 'status=open&sort=weight&size=100')).content;
    const position = (commentId: number) =>
      cases.findIndex((one) => one.targetType === 'comment' && one.targetId === commentId);
    expect(cases[position(onMissing)]).toMatchObject({ urgent: true });
    expect(cases[position(ordinary)]).toMatchObject({ urgent: false });
    expect(cases[position(ordinary)]?.weight).toBeGreaterThan(
      cases[position(onMissing)]?.weight ?? 0,
    );
    expect(position(onMissing)).toBeLessThan(position(ordinary));
    await reportComment(r3, onMissing, 'scam');
    expect(await commentHidden(onMissing)).toBe(false);

    const onFoster = await commentOn(7);
    await reportComment(r0, onFoster, 'scam');
    await reportComment(r1, onFoster, 'animalSale');
    expect(await commentHidden(onFoster)).toBe(false);
    await reportComment(r2, onFoster, 'animalSale');
    expect(await commentHidden(onFoster)).toBe(true);
  });

  it('needs two distinct reporters even when one weighs the whole threshold', async () => {
    const low = await createTestApp({ REPORT_HIDE_THRESHOLD: '1' });
    try {
      const writer = await createMember(low.app, 100);
      const [one, two] = [await createMember(low.app, 30), await createMember(low.app, 30)];
      const postId = await insertPost(low.app, { userId: writer.id });
      await reportOk(low.app, one.token, { targetType: 'post', targetId: postId, reason: 'spam' });
      const hiddenAfter = async () => {
        const [row] = await low.app.database.db
          .select({ hidden: communityPosts.hidden })
          .from(communityPosts)
          .where(eq(communityPosts.id, postId));
        return row?.hidden;
      };
      expect(await hiddenAfter()).toBe(false);
      await reportOk(low.app, two.token, { targetType: 'post', targetId: postId, reason: 'spam' });
      expect(await hiddenAfter()).toBe(true);
    } finally {
      await low.close();
    }
  });

  it('hides a comment in its thread: a placeholder for others, its text for its author', async () => {
    const postId = await insertPost(t.app, { userId: author.id });
    const commenter = await createMember(t.app, 50);
    const commentId = await postComment(t.app, commenter.token, postId, { content: '나쁜 댓글' });
    await postComment(t.app, author.token, postId, { content: '좋은 댓글' });
    const before = await t.app.inject({ method: 'GET', url: `/api/communities/1/${postId}` });
    expect(envelope<{ commentCount: number }>(before).body.commentCount).toBe(2);
    for (const reporter of reporters.slice(0, 3)) {
      await reportOk(t.app, reporter.token, {
        targetType: 'comment',
        targetId: commentId,
        reason: 'abuse',
      });
    }
    type Thread = {
      commentCount: number;
      communityComments: Array<{ communityCommentId: number; content: string; hidden?: true }>;
    };
    const read = async (token?: string) =>
      envelope<Thread>(
        await t.app.inject({
          method: 'GET',
          url: `/api/communities/1/${postId}`,
          headers: token ? bearer(token) : {},
        }),
      ).body;
    const visitor = await read();
    expect(visitor.commentCount).toBe(1);
    const placeholder = visitor.communityComments.find((c) => c.communityCommentId === commentId);
    expect(placeholder).toMatchObject({ content: MESSAGES.hiddenComment, hidden: true });
    const own = (await read(commenter.token)).communityComments.find(
      (c) => c.communityCommentId === commentId,
    );
    expect(own).toMatchObject({ content: '나쁜 댓글', hidden: true });
    const other = visitor.communityComments.find((c) => c.communityCommentId !== commentId);
    expect(other).not.toHaveProperty('hidden');
  });

  it('keeps the kept totals exact when a post is hidden', async () => {
    const [before] = await t.app.database.db
      .select({ count: communityCategories.postCount })
      .from(communityCategories)
      .where(eq(communityCategories.id, 3));
    const postId = await insertPost(t.app, { userId: author.id, categoryId: 3 });
    for (const reporter of reporters.slice(0, 3)) await reportPost(reporter, postId);
    const [after] = await t.app.database.db
      .select({ count: communityCategories.postCount })
      .from(communityCategories)
      .where(eq(communityCategories.id, 3));
    expect(after?.count).toBe(before?.count);
  });
});
