import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/db/schema/audit.ts';
import {
  noticeCommentImages,
  noticeComments,
  noticeImages,
  notices,
} from '../../../src/db/schema/notice.ts';
import { jpegWithGps, pngImage, truncatedJpeg } from '../../fixtures/images.ts';
import { at } from '../../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../../helpers/app.ts';
import { type FormFile, multipartBody } from '../../helpers/multipart.ts';
import { storedFiles } from '../../helpers/stored-files.ts';
import { createUser } from '../../helpers/users.ts';
import { insertNotice } from '../../notice/support.ts';

type User = { id: number; token: string };
type Row = Record<string, unknown> & { noticeId: number };
type Page = { content: Row[]; totalElements: number; page: number; size: number; isLast: boolean };

const VALID = {
  noticeCategoryId: '3',
  title: '가을 사진 이벤트',
  content: '반려동물 사진을 올려주세요',
};

describe('admin notices', () => {
  let t: TestApp;
  let admin: User;
  let user: User;
  let jpeg: FormFile;
  let png: FormFile;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '공지관리자' });
    user = await createUser(t.app);
    jpeg = { bytes: await jpegWithGps(), filename: 'notice.jpg' };
    png = { bytes: await pngImage(), filename: 'notice.png', type: 'image/png' };
  });
  afterAll(() => t.close());

  async function send(
    method: 'POST' | 'PUT',
    fields: Record<string, string>,
    files: FormFile[] = [],
    token: string | null = admin.token,
  ) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({
      method,
      url: '/api/admin/notice',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  }
  async function create(fields: Record<string, string> = VALID, files: FormFile[] = [jpeg, png]) {
    const response = await send('POST', fields, files);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<number>(response).body;
  }
  const imagesOf = (noticeId: number) =>
    t.app.database.db
      .select({ path: noticeImages.path, thumbPath: noticeImages.thumbPath })
      .from(noticeImages)
      .where(eq(noticeImages.noticeId, noticeId))
      .orderBy(noticeImages.position);
  const noticeRow = async (noticeId: number) =>
    (await t.app.database.db.select().from(notices).where(eq(notices.id, noticeId)))[0];
  const audits = (action: string) =>
    t.app.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  const remove = (url: string, token: string | null, payload?: number[]) =>
    t.app.inject({
      method: 'DELETE',
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });

  it('creates a notice by the calling admin, with or without images, shown publicly', async () => {
    const id = await create();
    expect(await noticeRow(id)).toMatchObject({
      categoryId: 3,
      userId: admin.id,
      title: VALID.title,
    });
    const images = await imagesOf(id);
    expect(images).toHaveLength(2);
    expect(await storedFiles(t.app)).toEqual(
      expect.arrayContaining(images.flatMap((image) => [image.path, image.thumbPath])),
    );
    const plain = await create(
      { noticeCategoryId: '1', title: '점검 안내', content: '새벽 2시 점검' },
      [],
    );
    expect(await imagesOf(plain)).toEqual([]);

    const detail = await t.app.inject({ url: `/api/notice/3/${id}` });
    const body = envelope<{ user: { name: string }; imgUrls: string[] }>(detail).body;
    expect(body.user.name).toBe('공지관리자');
    expect(body.imgUrls).toHaveLength(2);
    expect((await t.app.inject({ url: new URL(body.imgUrls[0] ?? '').pathname })).statusCode).toBe(
      200,
    );
    expect((await audits('notice.create')).map((row) => row.targetIds)).toEqual([[id], [plain]]);
  });

  it.each([
    ['noticeCategoryId', undefined, '카테고리를 공지사항, 매거진, 이벤트 중에서 선택해주세요.'],
    ['noticeCategoryId', '4', '카테고리를 공지사항, 매거진, 이벤트 중에서 선택해주세요.'],
    ['title', undefined, '제목을 입력해주세요.'],
    ['title', ' ', '제목을 입력해주세요.'],
    ['content', undefined, '내용을 입력해주세요.'],
    ['content', '', '내용을 입력해주세요.'],
  ])('refuses %s = %j with its own message', async (field, value, message) => {
    const fields: Record<string, string> = { ...VALID };
    if (value === undefined) delete fields[field];
    else fields[field] = value;
    const response = await send('POST', fields, [png]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('refuses a 6th image and a truncated image, storing nothing', async () => {
    const rows = await t.app.database.db.select({ id: notices.id }).from(notices);
    const files = await storedFiles(t.app);
    const six = await send('POST', VALID, Array(6).fill(png));
    expect(six.statusCode).toBe(400);
    expect(envelope(six).message).toBe('이미지는 최대 5장까지 올릴 수 있습니다.');
    const broken = await send('POST', VALID, [
      png,
      { bytes: await truncatedJpeg(), filename: 'x.jpg' },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(await t.app.database.db.select({ id: notices.id }).from(notices)).toEqual(rows);
    expect(await storedFiles(t.app)).toEqual(files);
  });

  it('edits the sent fields, keeping images when none are sent and replacing them when sent', async () => {
    const id = await create();
    const original = await imagesOf(id);
    const keep = await send('PUT', {
      noticeId: String(id),
      title: '겨울 사진 이벤트',
      content: '',
    });
    expect(keep.statusCode).toBe(200);
    expect(envelope(keep).body).toBe(id);
    expect(await noticeRow(id)).toMatchObject({
      title: '겨울 사진 이벤트',
      content: VALID.content,
      categoryId: 3,
    });
    expect(await imagesOf(id)).toEqual(original);

    const replace = await send('PUT', { noticeId: String(id), noticeCategoryId: '2' }, [png]);
    expect(replace.statusCode).toBe(200);
    const replaced = await imagesOf(id);
    expect(replaced).toHaveLength(1);
    const files = await storedFiles(t.app);
    expect(files).toContain(replaced[0]?.path);
    for (const image of original) {
      expect(files).not.toContain(image.path);
      expect(files).not.toContain(image.thumbPath);
    }
    expect((await noticeRow(id))?.categoryId).toBe(2);
    expect((await audits('notice.update')).map((row) => row.detail)).toEqual([
      { fields: ['title'], imagesReplaced: false },
      { fields: ['noticeCategoryId'], imagesReplaced: true },
    ]);

    const noId = await send('PUT', { title: '제목' });
    expect(noId.statusCode).toBe(400);
    expect(envelope(noId).message).toBe('수정할 게시글을 선택해주세요.');
    const missing = await send('PUT', { noticeId: '999999', title: '제목' }, [png]);
    expect(missing.statusCode).toBe(404);
    expect(await storedFiles(t.app)).toEqual(files);
  });

  it('lists flat rows in the contract key order, filtered by category and title', async () => {
    await t.app.database.db.delete(notices);
    const event = await insertNotice(
      t.app,
      { userId: admin.id, categoryId: 3, title: '봄 산책 이벤트', createdAt: at(1) },
      1,
    );
    const magazine = await insertNotice(t.app, {
      userId: admin.id,
      categoryId: 2,
      title: '산책 매거진',
      createdAt: at(2),
    });
    for (let minute = 3; minute < 13; minute += 1) {
      await insertNotice(t.app, {
        userId: admin.id,
        categoryId: 1,
        title: `안내 ${minute}`,
        createdAt: at(minute),
      });
    }
    const list = async (query: string) => {
      const response = await t.app.inject({
        url: `/api/admin/notice?${query}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode).toBe(200);
      return envelope<Page>(response).body;
    };
    const all = await list('');
    expect(all).toMatchObject({ totalElements: 12, page: 1, size: 10, isLast: false });
    expect(Object.keys(all.content[0] ?? {})).toEqual([
      'noticeId',
      'noticeCategoryName',
      'name',
      'title',
      'content',
      'imgUrls',
      'createdAt',
    ]);
    expect((await list('noticeCategoryId=3')).content).toEqual([
      {
        noticeId: event,
        noticeCategoryName: '이벤트',
        name: '공지관리자',
        title: '봄 산책 이벤트',
        content: '공지 내용입니다.',
        imgUrls: [
          expect.stringMatching(/^http:\/\/localhost:\d+\/uploads\/notices\/test-\d+-0\.webp$/),
        ],
        createdAt: '2025-01-01T09:01:00+09:00',
      },
    ]);
    const walks = await list(`searchText=${encodeURIComponent('산책')}`);
    expect(walks.content.map((row) => row.noticeId)).toEqual([magazine, event]);
    expect(
      (await list(`searchText=${encodeURIComponent('산책')}&noticeCategoryId=2`)).totalElements,
    ).toBe(1);
    expect((await list('searchText=&noticeCategoryId=')).totalElements).toBe(12);
    expect((await list(`searchText=${encodeURIComponent('50%')}`)).totalElements).toBe(0);
  });

  it('deletes in bulk and one by one with comments and files, and any comment', async () => {
    const first = await create();
    const second = await create({ ...VALID, noticeCategoryId: '1' }, [png]);
    const commenter = await createUser(t.app);
    const comment = async (noticeId: number) => {
      const { payload, headers } = await multipartBody({ content: '참여합니다' }, [png]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notice/${noticeId}/comments`,
        payload,
        headers: { ...headers, ...bearer(commenter.token) },
      });
      expect(response.statusCode).toBe(200);
      return envelope<number>(response).body;
    };
    const commentImages = async (commentId: number) =>
      t.app.database.db
        .select()
        .from(noticeCommentImages)
        .where(eq(noticeCommentImages.commentId, commentId));

    const entry = await comment(first);
    const doomed = [...(await imagesOf(first)), ...(await commentImages(entry))];
    expect((await remove('/api/admin/notice', admin.token, [])).statusCode).toBe(200);
    expect(await audits('notice.delete')).toEqual([]);
    const bulk = await remove('/api/admin/notice', admin.token, [first, 999_999]);
    expect(bulk.statusCode).toBe(200);
    expect(envelope(bulk).body).toBe('게시글 1개를 삭제했습니다.');
    expect(await noticeRow(first)).toBeUndefined();
    let files = await storedFiles(t.app);
    for (const image of doomed) expect(files).not.toContain(image.path);

    const single = await remove(`/api/admin/notice/${second}`, admin.token);
    expect(single.statusCode).toBe(200);
    expect(await noticeRow(second)).toBeUndefined();
    expect((await remove(`/api/admin/notice/${second}`, admin.token)).statusCode).toBe(404);
    expect((await audits('notice.delete')).map((row) => row.targetIds)).toEqual([
      [first],
      [second],
    ]);

    const event = await create();
    const other = await comment(event);
    const [image] = await commentImages(other);
    expect((await noticeRow(event))?.commentCount).toBe(1);
    const removed = await remove(`/api/admin/notice/comments/${other}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect(
      await t.app.database.db.select().from(noticeComments).where(eq(noticeComments.id, other)),
    ).toEqual([]);
    expect((await noticeRow(event))?.commentCount).toBe(0);
    files = await storedFiles(t.app);
    expect(files).not.toContain(image?.path);
    expect((await audits('notice.comment.delete')).map((row) => row.targetIds)).toEqual([[other]]);
    expect((await remove(`/api/admin/notice/comments/${other}`, admin.token)).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/admin/notice'],
    ['POST', '/api/admin/notice'],
    ['PUT', '/api/admin/notice'],
    ['DELETE', '/api/admin/notice'],
    ['DELETE', '/api/admin/notice/1'],
    ['DELETE', '/api/admin/notice/comments/1'],
  ] as const)('%s %s: anonymous 401, a user 403', async (method, url) => {
    const rows = await t.app.database.db.select({ id: notices.id }).from(notices);
    const filesBefore = await storedFiles(t.app);
    const { payload, headers } =
      method === 'POST' || method === 'PUT'
        ? await multipartBody({ ...VALID, noticeId: '1' }, [png])
        : { payload: url === '/api/admin/notice' ? [1] : undefined, headers: {} };
    expect((await t.app.inject({ method, url, payload, headers })).statusCode).toBe(401);
    const asUser = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(asUser.statusCode).toBe(403);
    expect(await t.app.database.db.select({ id: notices.id }).from(notices)).toEqual(rows);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
  });

  describe('event periods', () => {
    const period = { eventStartsOn: '2026-11-01', eventEndsOn: '2026-11-30' };
    const publicPeriod = async (categoryId: number, id: number) => {
      const detail = await t.app.inject({ url: `/api/notice/${categoryId}/${id}` });
      return envelope<{ eventPeriod: unknown }>(detail).body.eventPeriod;
    };
    const refused = async (
      method: 'POST' | 'PUT',
      fields: Record<string, string>,
      message: string,
    ) => {
      const before = await t.app.database.db.select().from(notices);
      const response = await send(method, fields);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe(message);
      expect(await t.app.database.db.select().from(notices)).toEqual(before);
    };

    it('gives an event its first and last day, shown in the public notice', async () => {
      const id = await create({ ...VALID, ...period }, []);
      expect(await publicPeriod(3, id)).toEqual({ startsOn: '2026-11-01', endsOn: '2026-11-30' });

      const list = await t.app.inject({ url: '/api/notice/3?page=1&size=30' });
      const rows = envelope<{ content: { noticeId: number; eventPeriod: unknown }[] }>(list).body;
      expect(rows.content.find((row) => row.noticeId === id)?.eventPeriod).toEqual({
        startsOn: '2026-11-01',
        endsOn: '2026-11-30',
      });
      const undated = await create(VALID, []);
      expect(await publicPeriod(3, undated)).toBeNull();
    });

    it('keeps the period on an edit that sends none, and replaces it when both days come', async () => {
      const id = await create({ ...VALID, ...period }, []);
      expect((await send('PUT', { noticeId: String(id), title: '제목만 바꿈' })).statusCode).toBe(
        200,
      );
      expect(await publicPeriod(3, id)).toEqual({ startsOn: '2026-11-01', endsOn: '2026-11-30' });

      const moved = {
        noticeId: String(id),
        eventStartsOn: '2026-12-01',
        eventEndsOn: '2026-12-01',
      };
      expect((await send('PUT', moved)).statusCode).toBe(200);
      expect(await publicPeriod(3, id)).toEqual({ startsOn: '2026-12-01', endsOn: '2026-12-01' });

      // An event moved to another category is no longer an event: its period goes.
      expect((await send('PUT', { noticeId: String(id), noticeCategoryId: '2' })).statusCode).toBe(
        200,
      );
      expect(await publicPeriod(2, id)).toBeNull();
    });

    it('refuses half a period, a reversed one, an impossible day and a period on a non-event', async () => {
      await refused(
        'POST',
        { ...VALID, eventStartsOn: '2026-11-01' },
        '이벤트 시작일과 종료일을 함께 입력해주세요.',
      );
      await refused(
        'POST',
        { ...VALID, eventStartsOn: '2026-11-30', eventEndsOn: '2026-11-01' },
        '이벤트 종료일은 시작일과 같거나 그 뒤여야 합니다.',
      );
      await refused(
        'POST',
        { ...VALID, eventStartsOn: '2026-02-30', eventEndsOn: '2026-03-01' },
        '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
      );
      await refused(
        'POST',
        { ...VALID, noticeCategoryId: '1', ...period },
        '기간은 이벤트에만 정할 수 있습니다.',
      );
      const magazine = await create({ ...VALID, noticeCategoryId: '2' }, []);
      await refused(
        'PUT',
        { noticeId: String(magazine), ...period },
        '기간은 이벤트에만 정할 수 있습니다.',
      );
    });
  });
});
