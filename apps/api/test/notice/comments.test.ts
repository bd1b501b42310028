import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import { noticeCommentImages, noticeComments, notices } from '../../src/db/schema/notice.ts';
import { jpegWithGps, pngImage, truncatedJpeg } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { type FormFile, multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from './support.ts';

type User = { id: number; token: string };

describe('notice comments', () => {
  let t: TestApp;
  let admin: User;
  let writer: User;
  let other: User;
  let eventId: number;
  let announcementId: number;
  let jpeg: FormFile;
  let png: FormFile;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    writer = await createUser(t.app, { name: '참가자' });
    other = await createUser(t.app);
    eventId = await insertNotice(t.app, { userId: admin.id, categoryId: 3 });
    announcementId = await insertNotice(t.app, { userId: admin.id, categoryId: 1 });
    jpeg = { bytes: await jpegWithGps(), filename: 'photo.jpg' };
    png = { bytes: await pngImage(), filename: 'photo.png', type: 'image/png' };
  });
  afterAll(() => t.close());

  async function postComment(
    noticeId: number,
    fields: Record<string, string>,
    files: FormFile[] = [],
    token: string | null = writer.token,
  ) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/notice/${noticeId}/comments`,
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  }

  const commentCount = async (noticeId: number) => {
    const [row] = await t.app.database.db
      .select({ commentCount: notices.commentCount })
      .from(notices)
      .where(eq(notices.id, noticeId));
    return row?.commentCount;
  };
  const commentRows = async () => {
    const [row] = await t.app.database.db.select({ n: count() }).from(noticeComments);
    return row?.n;
  };

  it('stores an event comment with two real images that then load', async () => {
    const response = await postComment(eventId, { content: '  우리 강아지 사진이에요  ' }, [
      jpeg,
      png,
    ]);
    expect(response.statusCode).toBe(200);
    const id = envelope<number>(response).body;
    expect(typeof id).toBe('number');

    const [row] = await t.app.database.db
      .select()
      .from(noticeComments)
      .where(eq(noticeComments.id, id));
    expect(row).toMatchObject({
      noticeId: eventId,
      userId: writer.id,
      content: '우리 강아지 사진이에요',
    });
    expect(await commentCount(eventId)).toBe(1);
    const files = await storedFiles(t.app);
    expect(files.filter((file) => file.startsWith('notice-comments/'))).toHaveLength(4);

    const detail = await t.app.inject({ url: `/api/notice/3/${eventId}` });
    const [comment] = envelope<{
      noticeComment: Array<{
        noticeCommentId: number;
        noticeCommentImgs: Array<{ imgUrl: string; thumbImgUrl: string }>;
      }>;
    }>(detail).body.noticeComment;
    expect(comment?.noticeCommentId).toBe(id);
    expect(comment?.noticeCommentImgs).toHaveLength(2);
    for (const image of comment?.noticeCommentImgs ?? []) {
      for (const url of [image.imgUrl, image.thumbImgUrl]) {
        const loaded = await t.app.inject({ url: new URL(url).pathname });
        expect(loaded.statusCode, url).toBe(200);
        expect(loaded.headers['content-type']).toBe('image/webp');
      }
    }
  });

  it('refuses comments on notices that are not events', async () => {
    const before = await commentRows();
    const response = await postComment(announcementId, { content: '댓글' }, [jpeg]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('댓글은 이벤트 게시글에만 작성할 수 있습니다.');
    expect(await commentRows()).toBe(before);
  });

  it.each([
    [{}, '댓글 내용을 작성해주세요.'],
    [{ content: '   ' }, '댓글 내용을 작성해주세요.'],
    [{ content: '가'.repeat(1001) }, '댓글은 1000자 이하로 작성해주세요.'],
  ])('refuses the content %#', async (fields, message) => {
    const response = await postComment(eventId, fields);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
  });

  it('refuses an 11th image and a truncated image, storing nothing', async () => {
    const rowsBefore = await commentRows();
    const filesBefore = await storedFiles(t.app);
    const countBefore = await commentCount(eventId);

    const eleven = await postComment(eventId, { content: '많은 사진' }, Array(11).fill(png));
    expect(eleven.statusCode).toBe(400);
    expect(envelope(eleven).message).toBe('이미지는 최대 10장까지 올릴 수 있습니다.');

    const broken = await postComment(eventId, { content: '깨진 사진' }, [
      jpeg,
      { bytes: await truncatedJpeg(), filename: 'broken.jpg' },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(envelope(broken).message).toBe(
      '이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인해주세요.',
    );

    expect(await commentRows()).toBe(rowsBefore);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
    expect(await commentCount(eventId)).toBe(countBefore);
  });

  it('needs a user and an existing notice', async () => {
    const anonymous = await postComment(eventId, { content: '익명' }, [], null);
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).message).toBe('로그인 후 이용해 주세요.');
    const missing = await postComment(999_999, { content: '없는 글' });
    expect(missing.statusCode).toBe(404);
  });

  describe('delete', () => {
    async function newComment(token: string, files: FormFile[] = []) {
      const response = await postComment(eventId, { content: '지울 댓글' }, files, token);
      expect(response.statusCode).toBe(200);
      return envelope<number>(response).body;
    }
    const remove = (commentId: number, userId: number, token: string | null) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/notice/comments/${commentId}/${userId}`,
        headers: token ? bearer(token) : {},
      });
    const exists = async (id: number) =>
      (await t.app.database.db.select().from(noticeComments).where(eq(noticeComments.id, id)))
        .length === 1;

    it('refuses anonymous (401), another user (403) and a path id that is not the caller (403)', async () => {
      const id = await newComment(writer.token);
      expect((await remove(id, writer.id, null)).statusCode).toBe(401);
      const notOwner = await remove(id, other.id, other.token);
      expect(notOwner.statusCode).toBe(403);
      expect(envelope(notOwner).message).toBe('본인이 작성한 댓글만 삭제할 수 있습니다.');
      expect((await remove(id, writer.id, other.token)).statusCode).toBe(403);
      expect(await exists(id)).toBe(true);
    });

    it('lets the author delete, removing the files and uncounting it', async () => {
      const id = await newComment(writer.token, [jpeg]);
      const images = await t.app.database.db
        .select({ path: noticeCommentImages.path, thumbPath: noticeCommentImages.thumbPath })
        .from(noticeCommentImages)
        .where(eq(noticeCommentImages.commentId, id));
      expect(images).toHaveLength(1);
      const countBefore = await commentCount(eventId);

      const response = await remove(id, writer.id, writer.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('댓글이 삭제되었습니다.');
      expect(await exists(id)).toBe(false);
      expect(await commentCount(eventId)).toBe((countBefore ?? 0) - 1);
      const files = await storedFiles(t.app);
      expect(files).not.toContain(images[0]?.path);
      expect(files).not.toContain(images[0]?.thumbPath);
      expect((await remove(id, writer.id, writer.token)).statusCode).toBe(404);
    });

    it("lets an administrator delete someone else's comment, audited", async () => {
      const id = await newComment(writer.token);
      expect((await remove(id, writer.id, admin.token)).statusCode).toBe(403);
      const response = await remove(id, admin.id, admin.token);
      expect(response.statusCode).toBe(200);
      expect(await exists(id)).toBe(false);
      const audits = await t.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'notice.comment.delete'));
      expect(audits).toEqual([
        expect.objectContaining({
          adminUserId: admin.id,
          targetType: 'notice_comment',
          targetIds: [id],
        }),
      ]);
    });
  });
});
