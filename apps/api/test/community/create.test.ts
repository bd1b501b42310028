import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityPostImages, communityPosts } from '../../src/db/schema/community.ts';
import { jpegWithGps, phpNamedJpg, pngImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { type FormFile, multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

describe('POST /api/communities', () => {
  let t: TestApp;
  let user: { id: number; token: string };
  let admin: { id: number; token: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    jpeg = await jpegWithGps(1200, 800);
  });
  afterAll(() => t.close());

  let postsBefore = 0;
  let filesBefore: string[] = [];
  beforeEach(async () => {
    postsBefore = await postCount();
    filesBefore = await storedFiles(t.app);
  });

  async function postCount(): Promise<number> {
    const [row] = await t.app.database.db.select({ n: count() }).from(communityPosts);
    return row?.n ?? 0;
  }
  async function create(
    fields: Record<string, string | number>,
    files: FormFile[] = [],
    token: string | null = user.token,
  ) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  }
  const valid = {
    communityCategoryId: 3,
    title: '  산책 다녀왔어요  ',
    content: '오늘 털이 많이 빠졌어요',
  };
  async function expectNothingStored() {
    expect(await postCount()).toBe(postsBefore);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
  }

  it('stores a post with two real images whose URLs load, without GPS metadata', async () => {
    const response = await create(valid, [
      { bytes: jpeg, filename: '산책.jpg' },
      { bytes: await pngImage(), filename: 'b.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const id = envelope<number>(response).body;
    expect(typeof id).toBe('number');

    const [post] = await t.app.database.db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.id, id));
    expect(post).toMatchObject({
      categoryId: 3,
      userId: user.id,
      title: '산책 다녀왔어요',
      content: '오늘 털이 많이 빠졌어요',
      likeCount: 0,
      commentCount: 0,
      views: 0,
    });
    expect(post?.searchGrams).toEqual(expect.arrayContaining(['털', '산책']));
    const images = await t.app.database.db
      .select()
      .from(communityPostImages)
      .where(eq(communityPostImages.postId, id))
      .orderBy(communityPostImages.position);
    expect(images.map((image) => [image.position, image.width, image.height])).toEqual([
      [0, 1200, 800],
      [1, 64, 48],
    ]);
    const added = (await storedFiles(t.app)).filter((file) => !filesBefore.includes(file));
    expect(added.sort()).toEqual(images.flatMap((image) => [image.path, image.thumbPath]).sort());

    const detail = await t.app.inject({ method: 'GET', url: `/api/communities/1/${id}` });
    const imgs = envelope<{ communityImgs: Array<{ imgUrl: string; thumbImgUrl: string }> }>(detail)
      .body.communityImgs;
    expect(imgs).toHaveLength(2);
    for (const url of imgs.flatMap((image) => [image.imgUrl, image.thumbImgUrl])) {
      const file = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    const first = await t.app.inject({
      method: 'GET',
      url: new URL(imgs[0]?.imgUrl ?? '').pathname,
    });
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(first.rawPayload.includes(Buffer.from('DaengnyangCam'))).toBe(false);
  });

  it('stores a post without images', async () => {
    const response = await create({ ...valid, communityCategoryId: 7 });
    expect(response.statusCode).toBe(200);
    expect(await postCount()).toBe(postsBefore + 1);
  });

  it('stores decomposed Hangul composed (NFC), so that search finds it', async () => {
    const title = '슬개골 수술 후기'.normalize('NFD');
    const response = await create({ ...valid, title, content: '산책 재활'.normalize('NFD') });
    expect(response.statusCode).toBe(200);
    const id = envelope<number>(response).body;
    const [stored] = await t.app.database.db
      .select({ title: communityPosts.title, content: communityPosts.content })
      .from(communityPosts)
      .where(eq(communityPosts.id, id));
    expect(stored).toEqual({ title: '슬개골 수술 후기', content: '산책 재활' });
    const found = await t.app.inject({
      url: `/api/search/communities/1?searchText=${encodeURIComponent('슬개골')}`,
    });
    expect(
      envelope<{ content: Array<{ communityId: number }> }>(found).body.content.map(
        (post) => post.communityId,
      ),
    ).toContain(id);
  });

  it('refuses an 11th image and stores nothing', async () => {
    const files = Array.from({ length: 11 }, (_, index) => ({
      bytes: jpeg,
      filename: `${index}.jpg`,
    }));
    const response = await create(valid, files);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('이미지는 최대 10장까지 올릴 수 있습니다.');
    await expectNothingStored();
  });

  it('refuses a PHP file named .jpg next to a good image and stores nothing', async () => {
    const response = await create(valid, [
      { bytes: jpeg, filename: 'good.jpg' },
      { bytes: phpNamedJpg, filename: 'shell.jpg' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(
      '지원하지 않는 이미지 형식입니다. JPEG, PNG, WebP, GIF, AVIF 이미지를 올려주세요.',
    );
    await expectNothingStored();
  });

  it.each([
    [{ ...valid, title: '   ' }, '제목을 입력해주세요.'],
    [{ communityCategoryId: 3, content: '내용' }, '제목을 입력해주세요.'],
    [{ ...valid, content: '' }, '내용을 입력해주세요.'],
    [{ ...valid, title: '가'.repeat(101) }, '제목은 100자 이하로 입력해주세요.'],
    [{ ...valid, communityCategoryId: 1 }, '글을 올릴 게시판을 선택해주세요.'],
    [{ ...valid, communityCategoryId: 8 }, '글을 올릴 게시판을 선택해주세요.'],
    [{ ...valid, communityCategoryId: 'abc' }, '글을 올릴 게시판을 선택해주세요.'],
    [{ title: '제목', content: '내용' }, '글을 올릴 게시판을 선택해주세요.'],
  ])('refuses %j with 400', async (fields, message) => {
    const response = await create(fields, [{ bytes: jpeg, filename: 'a.jpg' }]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(message);
    await expectNothingStored();
  });

  it('needs a signed-in user; an admin may post too', async () => {
    const anonymous = await create(valid, [{ bytes: jpeg, filename: 'a.jpg' }], null);
    expect(anonymous.statusCode).toBe(401);
    await expectNothingStored();
    const byAdmin = await create(valid, [], admin.token);
    expect(byAdmin.statusCode).toBe(200);
    const [post] = await t.app.database.db
      .select({ userId: communityPosts.userId })
      .from(communityPosts)
      .where(eq(communityPosts.id, envelope<number>(byAdmin).body));
    expect(post?.userId).toBe(admin.id);
  });
});
