import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import {
  hugePng,
  jpegWithGps,
  phpNamedJpg,
  pngImage,
  svgImage,
  truncatedJpeg,
} from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

describe('my profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profileOf = async (userId: number) => {
    const [row] = await t.app.database.db
      .select({ name: users.name, profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  };

  describe('PUT /api/mypage/user/name', () => {
    const rename = (name: string | undefined, token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/mypage/user/name',
        query: name === undefined ? {} : { name },
        headers: token ? bearer(token) : {},
      });

    it('changes the nickname, trimmed', async () => {
      const user = await createUser(t.app, { name: '옛이름' });
      const response = await rename('  새 닉네임  ', user.token);
      expect(response.statusCode).toBe(200);
      expect(envelope(response)).toEqual({
        code: 200,
        message: '요청 성공',
        body: '닉네임이 변경되었습니다.',
      });
      expect((await profileOf(user.id))?.name).toBe('새 닉네임');
      const principal = await t.app.inject({
        method: 'GET',
        url: '/api/account/principal',
        headers: bearer(user.token),
      });
      expect(envelope<{ user: { name: string } }>(principal).body.user.name).toBe('새 닉네임');
    });

    it.each([
      ['2 characters', '몽실'],
      ['20 characters', '가'.repeat(20)],
    ])('accepts %s', async (_label, name) => {
      const user = await createUser(t.app);
      expect((await rename(name, user.token)).statusCode).toBe(200);
      expect((await profileOf(user.id))?.name).toBe(name);
    });

    it.each([
      ['1 character', '몽'],
      ['1 character after trimming', '  몽  '],
      ['21 characters', '가'.repeat(21)],
      ['an empty name', ''],
      ['no name at all', undefined],
    ])('refuses %s with 400 and keeps the old name', async (_label, name) => {
      const user = await createUser(t.app, { name: '그대로' });
      const response = await rename(name, user.token);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('닉네임은 2자 이상 20자 이하로 입력해주세요.');
      expect((await profileOf(user.id))?.name).toBe('그대로');
    });

    it('refuses anonymous callers with 401, before looking at the name', async () => {
      expect((await rename('좋은이름')).statusCode).toBe(401);
      expect((await rename('x')).statusCode).toBe(401);
    });

    it('lets an administrator change their own name', async () => {
      const admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '운영자' });
      expect((await rename('댕냥 관리자', admin.token)).statusCode).toBe(200);
      expect((await profileOf(admin.id))?.name).toBe('댕냥 관리자');
    });
  });

  describe('PUT /api/mypage/user/image', () => {
    let before: string[];
    beforeEach(async () => {
      before = await storedFiles(t.app);
    });

    const upload = async (
      files: { bytes: Buffer; filename: string; type?: string }[],
      token?: string,
      field = 'file',
    ) => {
      const { payload, headers } = await multipartBody({}, files, field);
      return t.app.inject({
        method: 'PUT',
        url: '/api/mypage/user/image',
        payload,
        headers: { ...headers, ...(token ? bearer(token) : {}) },
      });
    };

    it('stores a JPEG without its EXIF and GPS, and shows it as my profile image', async () => {
      const user = await createUser(t.app);
      const response = await upload(
        [{ bytes: await jpegWithGps(1200, 800), filename: 'me.jpg' }],
        user.token,
      );
      expect(response.statusCode).toBe(200);
      expect(envelope(response).body).toBe('프로필 이미지를 수정하였습니다.');

      const key = (await profileOf(user.id))?.profileImage ?? '';
      expect(key).toMatch(/^profiles\/[0-9a-f-]+-thumb\.webp$/);
      // Only the small rendition stays: one new file.
      expect(await storedFiles(t.app)).toEqual([...before, key].sort());

      const principal = await t.app.inject({
        method: 'GET',
        url: '/api/account/principal',
        headers: bearer(user.token),
      });
      const url = envelope<{ user: { profileImgUrl: string } }>(principal).body.user.profileImgUrl;
      expect(url).toBe(`${t.app.config.publicUrl}/uploads/${key}`);
      const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('DaengnyangCam'))).toBe(false);
      expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(400);
    });

    it('removes the replaced stored image', async () => {
      const user = await createUser(t.app);
      await upload([{ bytes: await pngImage(), filename: 'a.png', type: 'image/png' }], user.token);
      const first = (await profileOf(user.id))?.profileImage ?? '';
      expect(await storedFiles(t.app)).toContain(first);

      const response = await upload(
        [{ bytes: await pngImage(), filename: 'b.png', type: 'image/png' }],
        user.token,
      );
      expect(response.statusCode).toBe(200);
      const second = (await profileOf(user.id))?.profileImage ?? '';
      expect(second).not.toBe(first);
      const files = await storedFiles(t.app);
      expect(files).toContain(second);
      expect(files).not.toContain(first);
    });

    it('replaces a provider avatar URL', async () => {
      const user = await createUser(t.app, { profileImage: 'https://k.kakaocdn.net/avatar.jpg' });
      const response = await upload([{ bytes: await pngImage(), filename: 'a.png' }], user.token);
      expect(response.statusCode).toBe(200);
      expect((await profileOf(user.id))?.profileImage).toMatch(/^profiles\//);
    });

    it('refuses a request without a file', async () => {
      const user = await createUser(t.app);
      const response = await upload([], user.token);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('프로필 이미지로 쓸 이미지 파일을 한 장 골라주세요.');
      const wrongField = await upload(
        [{ bytes: await pngImage(), filename: 'a.png' }],
        user.token,
        'files',
      );
      expect(wrongField.statusCode).toBe(400);
      expect(await storedFiles(t.app)).toEqual(before);
    });

    it('refuses two files', async () => {
      const user = await createUser(t.app);
      const png = await pngImage();
      const response = await upload(
        [
          { bytes: png, filename: 'a.png' },
          { bytes: png, filename: 'b.png' },
        ],
        user.token,
      );
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toBe('이미지는 최대 1장까지 올릴 수 있습니다.');
      expect((await profileOf(user.id))?.profileImage).toBeNull();
      expect(await storedFiles(t.app)).toEqual(before);
    });

    it.each([
      ['a PHP script named .jpg', async () => phpNamedJpg],
      ['an SVG', async () => svgImage],
      ['a truncated JPEG', truncatedJpeg],
      ['a 10000×10000 image', hugePng],
    ])('refuses %s and stores nothing', async (_label, make) => {
      const user = await createUser(t.app, { profileImage: 'https://k.kakaocdn.net/old.jpg' });
      const response = await upload([{ bytes: await make(), filename: 'me.jpg' }], user.token);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).message).toMatch(/이미지/);
      expect((await profileOf(user.id))?.profileImage).toBe('https://k.kakaocdn.net/old.jpg');
      expect(await storedFiles(t.app)).toEqual(before);
    });

    it('refuses anonymous callers with 401 and stores nothing', async () => {
      const response = await upload([{ bytes: await pngImage(), filename: 'a.png' }]);
      expect(response.statusCode).toBe(401);
      expect(await storedFiles(t.app)).toEqual(before);
    });

    it('lets an administrator change their own image', async () => {
      const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
      const response = await upload([{ bytes: await pngImage(), filename: 'a.png' }], admin.token);
      expect(response.statusCode).toBe(200);
    });
  });
});
