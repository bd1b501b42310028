import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  noticeCommentImages,
  noticeComments,
  noticeLikes,
  notices,
} from '../../src/db/schema/notice.ts';
import { at } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from './support.ts';

type Notice = {
  noticeId: number;
  noticeCategoryId: number;
  noticeCategoryName: string;
  noticeCategory: { noticeCategoryId: number; noticeCategoryName: string };
  title: string;
  createdAt: string;
  views: number;
  isLike: number;
  likeCount: number;
  user: Record<string, unknown>;
  noticeImgs: Array<{ imgUrl: string; thumbImgUrl: string }>;
  imgUrls: string[];
  noticeComment: Array<{
    noticeCommentId: number;
    noticeId: number;
    userId: number;
    content: string;
    createdAt: string;
    user: Record<string, unknown>;
    noticeCommentImgs: Array<{ imgUrl: string; thumbImgUrl: string }>;
  }>;
};
type Page = {
  content: Notice[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

const NOTICE_KEYS = [
  'noticeId',
  'noticeCategoryId',
  'noticeCategoryName',
  'noticeCategory',
  'title',
  'content',
  'createdAt',
  'views',
  'isLike',
  'likeCount',
  'user',
  'noticeImgs',
  'imgUrls',
  'noticeComment',
  'eventPeriod',
];

describe('reading notices', () => {
  let t: TestApp;
  let admin: { id: number; token: string };
  let reader: { id: number; token: string };
  const announcements: number[] = [];
  let eventId: number;
  let magazineId: number;
  let olderComment: number;
  let newerComment: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
    reader = await createUser(t.app, { name: '읽는사람' });
    for (let minute = 0; minute < 12; minute += 1) {
      announcements.push(
        await insertNotice(t.app, { userId: admin.id, categoryId: 1, createdAt: at(minute) }),
      );
    }
    magazineId = await insertNotice(t.app, { userId: admin.id, categoryId: 2, createdAt: at(3) });
    eventId = await insertNotice(
      t.app,
      { userId: admin.id, categoryId: 3, title: '사진 이벤트', createdAt: at(5) },
      2,
    );
    const db = t.app.database.db;
    const [older, newer] = await db
      .insert(noticeComments)
      .values([
        { noticeId: eventId, userId: reader.id, content: '먼저 쓴 댓글', createdAt: at(10) },
        { noticeId: eventId, userId: admin.id, content: '나중 댓글', createdAt: at(20) },
      ])
      .returning({ id: noticeComments.id });
    if (!older || !newer) throw new Error('comments not inserted');
    olderComment = older.id;
    newerComment = newer.id;
    await db.insert(noticeCommentImages).values({
      commentId: olderComment,
      path: 'notice-comments/a.webp',
      thumbPath: 'notice-comments/a-thumb.webp',
      width: 10,
      height: 10,
    });
    const likedId = announcements[11];
    if (likedId === undefined) throw new Error('no notice');
    await db.insert(noticeLikes).values({ userId: reader.id, noticeId: likedId });
    await db.update(notices).set({ likeCount: 1 }).where(eq(notices.id, likedId));
  });
  afterAll(() => t.close());

  async function page(url: string, token?: string): Promise<Page> {
    const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
    expect(response.statusCode).toBe(200);
    return envelope<Page>(response).body;
  }

  it('pages a category newest first, 10 by default, with the full notice shape', async () => {
    const first = await page('/api/notice/1?categoryId=1');
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, page: 1, size: 10 });
    expect(first.isLast).toBe(false);
    expect(first.content.map((notice) => notice.noticeId)).toEqual(
      announcements.slice(2).reverse(),
    );
    const notice = first.content[0];
    expect(Object.keys(notice ?? {})).toEqual(NOTICE_KEYS);
    expect(notice).toMatchObject({
      noticeCategoryId: 1,
      noticeCategoryName: '공지사항',
      noticeCategory: { noticeCategoryId: 1, noticeCategoryName: '공지사항' },
      createdAt: '2025-01-01T09:11:00+09:00',
      isLike: 0,
      likeCount: 1,
      noticeImgs: [],
      imgUrls: [],
      noticeComment: [],
    });
    expect(Object.keys(notice?.user ?? {})).toEqual(['userId', 'name', 'profileImgUrl']);
    expect(notice?.user).toMatchObject({ userId: admin.id, name: '운영자' });

    const second = await page('/api/notice/1?page=2');
    expect(second.content.map((item) => item.noticeId)).toEqual(
      announcements.slice(0, 2).reverse(),
    );
    expect(second).toMatchObject({ page: 2, size: 10, isLast: true });
    expect((await page('/api/notice/1?page=2&size=5')).content).toHaveLength(5);
  });

  it('keeps categories apart and shows images in both forms', async () => {
    expect((await page('/api/notice/2')).content.map((item) => item.noticeId)).toEqual([
      magazineId,
    ]);
    const [event] = (await page('/api/notice/3')).content;
    expect(event?.noticeCategoryName).toBe('이벤트');
    expect(event?.noticeImgs).toHaveLength(2);
    expect(event?.noticeImgs[0]?.imgUrl).toMatch(
      /^http:\/\/localhost:\d+\/uploads\/notices\/.+\.webp$/,
    );
    expect(event?.imgUrls).toEqual(event?.noticeImgs.map((image) => image.imgUrl));
    expect(event?.noticeComment).toEqual([]);
  });

  it('marks what the caller liked, and a bad token reads as anonymous', async () => {
    const likedId = announcements[11];
    const mine = await page('/api/notice/1', reader.token);
    expect(mine.content.find((item) => item.noticeId === likedId)?.isLike).toBe(1);
    expect(mine.content.filter((item) => item.isLike === 1)).toHaveLength(1);
    expect(
      (await page('/api/notice/1', admin.token)).content.every((item) => item.isLike === 0),
    ).toBe(true);
    const broken = await page('/api/notice/1', 'not-a-token');
    expect(broken.content.every((item) => item.isLike === 0)).toBe(true);
  });

  it('answers 404 for an unknown category and 400 for an id that is not a number', async () => {
    for (const url of ['/api/notice/4', '/api/notice/0/1', `/api/notice/9/${eventId}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(url === '/api/notice/0/1' ? 400 : 404);
    }
    const unknown = await t.app.inject({ url: '/api/notice/4' });
    expect(envelope(unknown).message).toBe(
      '존재하지 않는 공지 게시판입니다. 공지사항, 매거진, 이벤트 중에서 선택해주세요.',
    );
    const notNumber = await t.app.inject({ url: '/api/notice/abc' });
    expect(notNumber.statusCode).toBe(400);
    expect(envelope(notNumber)).toMatchObject({ code: 400, body: expect.anything() });
  });

  it('shows the detail with its comments newest first and their images', async () => {
    const response = await t.app.inject({ url: `/api/notice/3/${eventId}` });
    expect(response.statusCode).toBe(200);
    const detail = envelope<Notice>(response).body;
    expect(Object.keys(detail)).toEqual(NOTICE_KEYS);
    expect(detail.noticeComment.map((comment) => comment.noticeCommentId)).toEqual([
      newerComment,
      olderComment,
    ]);
    const [newer, older] = detail.noticeComment;
    expect(Object.keys(newer ?? {})).toEqual([
      'noticeCommentId',
      'noticeId',
      'userId',
      'content',
      'createdAt',
      'user',
      'noticeCommentImgs',
    ]);
    expect(newer).toMatchObject({
      noticeId: eventId,
      userId: admin.id,
      content: '나중 댓글',
      createdAt: '2025-01-01T09:20:00+09:00',
      noticeCommentImgs: [],
    });
    expect(older?.user).toEqual({
      userId: reader.id,
      name: '읽는사람',
      profileImgUrl: expect.stringMatching(
        /^http:\/\/localhost:\d+\/static\/default-profile\.svg$/,
      ),
    });
    expect(older?.noticeCommentImgs).toEqual([
      {
        imgUrl: expect.stringMatching(/\/uploads\/notice-comments\/a\.webp$/),
        thumbImgUrl: expect.stringMatching(/\/uploads\/notice-comments\/a-thumb\.webp$/),
        description: null,
      },
    ]);
  });

  it('answers 404 for a notice of another category or one that does not exist', async () => {
    for (const url of [`/api/notice/1/${eventId}`, '/api/notice/3/999999']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(envelope(response).message).toBe(
        '게시글을 찾을 수 없습니다. 삭제되었거나 다른 게시판의 글입니다.',
      );
    }
  });

  it('counts a view with the POST, answering 0', async () => {
    const views = async () => {
      const [row] = await t.app.database.db
        .select({ views: notices.views })
        .from(notices)
        .where(eq(notices.id, magazineId));
      return row?.views;
    };
    const before = await views();
    const response = await t.app.inject({ method: 'POST', url: `/api/notice/2/${magazineId}` });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toBe(0);
    expect(await views()).toBe((before ?? 0) + 1);
    const detail = await t.app.inject({ url: `/api/notice/2/${magazineId}` });
    expect(envelope<Notice>(detail).body.views).toBe((before ?? 0) + 1);

    const wrongCategory = await t.app.inject({
      method: 'POST',
      url: `/api/notice/1/${magazineId}`,
    });
    expect(wrongCategory.statusCode).toBe(404);
    expect(await views()).toBe((before ?? 0) + 1);
  });
});
