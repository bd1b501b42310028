import { MESSAGES } from '@daengnyang/contract/messages';
import { NOTIFICATION_TEXTS } from '@daengnyang/contract/notification-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodReviews } from '../../src/db/schema/food.ts';
import { postComment } from '../community/posts.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { caseOf, decide, reportOk } from '../moderation/moderation.ts';
import {
  createNamedMember,
  likePost,
  notificationsOf,
  unreadCountOf,
  writePost,
} from './support.ts';

type Member = { id: number; token: string };

describe('notifications', () => {
  let t: TestApp;
  let author: Member;
  let boree: Member;
  let kong: Member;
  let dubu: Member;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createNamedMember(t.app, '글쓴이');
    boree = await createNamedMember(t.app, '보리');
    kong = await createNamedMember(t.app, '콩이');
    dubu = await createNamedMember(t.app, '두부');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  it('tells the post author of a comment, with a link to it, and nobody of their own', async () => {
    const postId = await writePost(t.app, author.token, {
      title: '산책 코스 추천',
      content: '어디가 좋나요',
    });
    const own = await postComment(t.app, author.token, postId, { content: '제 글에 제가 답니다' });
    const commentId = await postComment(t.app, boree.token, postId, { content: '한강 공원이요!' });

    const [entry, ...rest] = await notificationsOf(t.app, author.token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'comment',
      actors: [{ userId: boree.id, name: '보리' }],
      actorCount: 1,
      text: NOTIFICATION_TEXTS.comment('보리'),
      target: { type: 'post', id: postId, title: '산책 코스 추천' },
      link: `/community/2/${postId}#comment-${commentId}`,
      excerpt: '한강 공원이요!',
      urgent: false,
      read: false,
    });
    expect(own).toBeGreaterThan(0);
    expect(await notificationsOf(t.app, boree.token)).toEqual([]);
  });

  it('tells the member replied to and the thread author of a reply; the post author of a comment', async () => {
    const postId = await writePost(t.app, author.token, { title: '답글 시험', content: '내용' });
    const top = await postComment(t.app, boree.token, postId, { content: '첫 댓글' });
    const reply = await postComment(t.app, kong.token, postId, {
      content: '보리님 말씀에 동의해요',
      parentCommentId: top,
    });
    const toBoree = await notificationsOf(t.app, boree.token);
    expect(toBoree.map((entry) => [entry.kind, entry.link])).toEqual([
      ['reply', `/community/2/${postId}#comment-${reply}`],
    ]);
    expect(toBoree[0]?.text).toBe(NOTIFICATION_TEXTS.reply('콩이'));
    const toAuthor = (await notificationsOf(t.app, author.token)).filter(
      (entry) => entry.target.id === postId,
    );
    expect(toAuthor.map((entry) => [entry.kind, entry.actors[0]?.name])).toEqual([
      ['comment', '콩이'],
      ['comment', '보리'],
    ]);
  });

  it('groups the likes of a post in one entry per day, counting each member once', async () => {
    const postId = await writePost(t.app, author.token, {
      title: '우리 집 고양이',
      content: '귀엽죠',
    });
    await likePost(t.app, boree.token, postId);
    await likePost(t.app, kong.token, postId);
    // An unlike takes nothing back, and liking again does not count twice.
    await call('DELETE' as 'POST', `/api/communities/${postId}/dislike`, kong.token);
    await likePost(t.app, kong.token, postId);
    await likePost(t.app, dubu.token, postId);
    await likePost(t.app, author.token, postId);

    const liked = (await notificationsOf(t.app, author.token)).filter(
      (entry) => entry.kind === 'postLiked' && entry.target.id === postId,
    );
    expect(liked).toHaveLength(1);
    expect(liked[0]).toMatchObject({
      actorCount: 3,
      actors: [{ name: '두부' }, { name: '콩이' }, { name: '보리' }],
      text: '두부님 외 2명이 좋아합니다',
      link: `/community/2/${postId}`,
    });
  });

  it('never notifies a member of someone they block', async () => {
    const postId = await writePost(t.app, author.token, { title: '차단 시험', content: '내용' });
    const blocked = await call('POST', `/api/blocks/${dubu.id}`, author.token);
    expect(blocked.statusCode).toBe(200);
    await likePost(t.app, dubu.token, postId);
    await writePost(t.app, dubu.token, { title: '언급', content: '@글쓴이 님 보세요' });
    const fromDubu = (await notificationsOf(t.app, author.token)).filter(
      (entry) => entry.target.id === postId || entry.kind === 'mention',
    );
    expect(fromDubu).toEqual([]);
    await call('DELETE' as 'POST', `/api/blocks/${dubu.id}`, author.token);
  });

  it('tells mentioned members (existing ones, by their nickname key) of a post or comment', async () => {
    const postId = await writePost(t.app, kong.token, {
      title: '같이 산책해요',
      content: '@보리님 @두 부 @없는사람 시간 되세요?',
    });
    const toBoree = (await notificationsOf(t.app, boree.token)).filter(
      (entry) => entry.kind === 'mention',
    );
    expect(toBoree).toHaveLength(1);
    expect(toBoree[0]).toMatchObject({
      text: NOTIFICATION_TEXTS.mention('콩이'),
      link: `/community/2/${postId}`,
      target: { title: '같이 산책해요' },
    });
    // "@두 부" is "@두" then text: no member is named 두.
    expect((await notificationsOf(t.app, dubu.token)).filter((e) => e.kind === 'mention')).toEqual(
      [],
    );
    const commentId = await postComment(t.app, author.token, postId, {
      content: '저도요 @ＤＵＢＵ @두부',
    });
    const toDubu = (await notificationsOf(t.app, dubu.token)).filter((e) => e.kind === 'mention');
    expect(toDubu.map((entry) => entry.link)).toEqual([
      `/community/2/${postId}#comment-${commentId}`,
    ]);
  });

  it('respects the preferences: a kind turned off makes no entry', async () => {
    const defaults = await call('GET', '/api/notifications/preferences', boree.token);
    expect(envelope(defaults).body).toEqual({
      kinds: {
        comment: true,
        reply: true,
        mention: true,
        postLiked: true,
        reviewHelpful: true,
        moderation: true,
        sanction: true,
        reportDecided: true,
        petMatch: true,
      },
      quietHours: false,
    });
    const saved = await call('PUT', '/api/notifications/preferences', boree.token, {
      kinds: { ...envelope<{ kinds: object }>(defaults).body.kinds, comment: false },
      quietHours: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      envelope<{ kinds: { comment: boolean }; quietHours: boolean }>(saved).body,
    ).toMatchObject({ kinds: { comment: false, reply: true }, quietHours: true });
    const postId = await writePost(t.app, boree.token, { title: '알림 끔', content: '내용' });
    await postComment(t.app, kong.token, postId, { content: '댓글' });
    await likePost(t.app, kong.token, postId);
    const entries = (await notificationsOf(t.app, boree.token)).filter(
      (entry) => entry.target.id === postId,
    );
    expect(entries.map((entry) => entry.kind)).toEqual(['postLiked']);
  });

  it('counts unread entries and marks them read by id (only the caller’s) or all', async () => {
    const member = await createNamedMember(t.app, '읽음시험');
    const othersPost = await writePost(t.app, author.token, { title: '남의 글', content: '내용' });
    await postComment(t.app, member.token, othersPost, { content: '남의 알림' });
    const postId = await writePost(t.app, member.token, { title: '읽음', content: '내용' });
    await postComment(t.app, boree.token, postId, { content: '하나' });
    await postComment(t.app, kong.token, postId, { content: '둘' });
    await postComment(t.app, dubu.token, postId, { content: '셋' });
    expect(await unreadCountOf(t.app, member.token)).toBe(3);
    const [latest] = await notificationsOf(t.app, member.token);
    const [othersEntry] = await notificationsOf(t.app, author.token);
    const marked = await call('POST', '/api/notifications/read', member.token, {
      ids: [latest?.notificationId, othersEntry?.notificationId],
    });
    expect(envelope(marked).body).toEqual({ count: 2 });
    expect((await notificationsOf(t.app, author.token))[0]?.read).toBe(false);
    expect((await notificationsOf(t.app, member.token)).map((entry) => entry.read)).toEqual([
      true,
      false,
      false,
    ]);
    const all = await call('POST', '/api/notifications/read', member.token, { all: true });
    expect(envelope(all).body).toEqual({ count: 0 });
    const invalid = await call('POST', '/api/notifications/read', member.token, { all: false });
    expect(invalid.statusCode).toBe(400);
    expect(envelope(invalid).message).toBe(MESSAGES.notificationReadInvalid);
    expect((await t.app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('groups helpful marks of a review, linking to the review', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const foodId = await insertFood(t.app, { userId: admin.id, title: '연어 사료' });
    const [review] = await t.app.database.db
      .insert(foodReviews)
      .values({ foodId, userId: author.id, content: '잘 먹어요' })
      .returning({ id: foodReviews.id });
    for (const member of [boree, kong]) {
      const marked = await call('POST', `/api/foods/${foodId}/${review?.id}/like`, member.token);
      expect(marked.statusCode, marked.body).toBe(200);
    }
    const helpful = (await notificationsOf(t.app, author.token)).filter(
      (entry) => entry.kind === 'reviewHelpful',
    );
    expect(helpful).toHaveLength(1);
    expect(helpful[0]).toMatchObject({
      actorCount: 2,
      text: NOTIFICATION_TEXTS.reviewHelpful('콩이', 1),
      target: { type: 'food', id: foodId, title: '연어 사료' },
      link: `/food/${foodId}#review-${review?.id}`,
    });
  });

  it('marks entries about a lost-pet post urgent', async () => {
    const postId = await writePost(t.app, author.token, {
      title: '강아지를 찾습니다',
      content: '갈색 푸들',
      categoryId: 6,
    });
    await postComment(t.app, boree.token, postId, { content: '공원에서 봤어요' });
    const [entry] = await notificationsOf(t.app, author.token);
    expect(entry).toMatchObject({ kind: 'comment', urgent: true, target: { id: postId } });
  });

  it('tells the author of a decision and its sanction, and the reporter of the outcome', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
    const offender = await createNamedMember(t.app, '위반자');
    const postId = await writePost(t.app, offender.token, {
      title: '분양비 받아요',
      content: '10만원',
    });
    await reportOk(t.app, kong.token, {
      targetType: 'post',
      targetId: postId,
      reason: 'animalSale',
    });
    const seen = await caseOf(t.app, admin.token, 'post', postId);
    const decided = await decide(t.app, admin.token, seen.caseId, {
      action: 'hide',
      version: seen.version,
      note: '불법 분양',
      sanction: { type: 'warning', reason: '불법 분양 글' },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const toOffender = await notificationsOf(t.app, offender.token);
    expect(toOffender.map((entry) => [entry.kind, entry.text, entry.link])).toEqual([
      ['sanction', NOTIFICATION_TEXTS.sanctionWarning, '/mypage/sanction'],
      ['moderation', NOTIFICATION_TEXTS.moderationHidden, `/community/2/${postId}`],
    ]);
    const banned = await call('POST', `/api/admin/users/${offender.id}/sanctions`, admin.token, {
      type: 'writeBan',
      days: 7,
      reason: '반복 위반',
    });
    expect(banned.statusCode, banned.body).toBe(200);
    expect((await notificationsOf(t.app, offender.token))[0]?.text).toBe(
      NOTIFICATION_TEXTS.sanctionWriteBan,
    );
    // A write ban leaves a member's own notifications to them.
    const read = await call('POST', '/api/notifications/read', offender.token, { all: true });
    expect(read.statusCode, read.body).toBe(200);
    const lifted = await call(
      'DELETE' as 'POST',
      `/api/admin/users/${offender.id}/sanctions`,
      admin.token,
    );
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await notificationsOf(t.app, offender.token))[0]?.text).toBe(
      NOTIFICATION_TEXTS.sanctionLifted,
    );
    const toReporter = (await notificationsOf(t.app, kong.token)).filter(
      (entry) => entry.kind === 'reportDecided',
    );
    expect(toReporter.map((entry) => [entry.text, entry.target.title])).toEqual([
      [NOTIFICATION_TEXTS.reportUpheld, '분양비 받아요'],
    ]);
  });
});
