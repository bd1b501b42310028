import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pngImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import {
  FILE_STORE_DRIVERS,
  openStoreEnvironment,
  type StoreEnvironment,
} from '../helpers/file-stores.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

type Image = { imgUrl: string; thumbImgUrl: string };
type Detail = { communityImgs: Image[] };

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(FILE_STORE_DRIVERS)('uploaded images in the file store (%s)', (driver) => {
  let environment: StoreEnvironment;
  let t: TestApp;
  /** Where the API's image URLs point: the server's /uploads, or the bucket. */
  let imageBase: string;

  beforeAll(async () => {
    environment = await openStoreEnvironment(driver);
    const env = await environment.env();
    t = await createTestApp(env);
    imageBase = env.S3_PUBLIC_URL ?? `${t.app.config.publicUrl}/uploads`;
  });
  afterAll(async () => {
    await t.close();
    await environment.close();
  });

  /** The image at `url`: the server's own /uploads, or the bucket's public URL. */
  async function load(url: string) {
    if (url.startsWith(`${t.app.config.publicUrl}/`)) {
      const response = await t.app.inject({ url: url.slice(t.app.config.publicUrl.length) });
      return {
        status: response.statusCode,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
        bytes: response.rawPayload,
      };
    }
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  async function createPost(token: string): Promise<number> {
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 3, title: '산책 사진', content: '오늘 공원에서' },
      [{ bytes: await jpegWithGps(640, 480), filename: '산책.jpg' }],
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(created.statusCode).toBe(200);
    return envelope<number>(created).body;
  }

  it('stores an upload and serves it at the URL the API answers', async () => {
    const user = await createUser(t.app);
    const postId = await createPost(user.token);
    const detail = await t.app.inject({ url: `/api/communities/3/${postId}` });
    const [image] = envelope<Detail>(detail).body.communityImgs;
    if (!image) throw new Error('no image');

    const key = /community\/[0-9a-f-]{36}\.webp$/.exec(image.imgUrl)?.[0];
    expect(image.imgUrl).toBe(`${imageBase}/${key}`);
    if (!key) throw new Error(`unexpected image URL ${image.imgUrl}`);
    expect(image.thumbImgUrl).toBe(image.imgUrl.replace(/\.webp$/, '-thumb.webp'));
    expect(await storedFiles(t.app)).toEqual(
      expect.arrayContaining([key, key.replace(/\.webp$/, '-thumb.webp')]),
    );

    for (const url of [image.imgUrl, image.thumbImgUrl]) {
      const served = await load(url);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/webp');
      expect(served.cache).toBe(IMMUTABLE);
      expect(served.bytes.subarray(8, 12).toString()).toBe('WEBP');
    }

    // Pages may show images from the bucket's origin (https: covers providers' avatars).
    const policy = (await t.app.inject({ url: '/api/communities/3' })).headers[
      'content-security-policy'
    ];
    const bucketOrigin = driver === 'local' ? '' : ` ${new URL(imageBase).origin}`;
    expect(policy).toContain(`img-src 'self' data: blob: https:${bucketOrigin};`);

    // An /uploads link keeps working: served from disk, or sent on to the bucket.
    const old = await t.app.inject({ url: `/uploads/${key}` });
    if (driver === 'local') {
      expect(old.statusCode).toBe(200);
      expect(old.headers['cache-control']).toBe(IMMUTABLE);
    } else {
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe(image.imgUrl);
    }
    expect((await t.app.inject({ url: '/uploads/community/none.webp' })).statusCode).toBe(
      driver === 'local' ? 404 : 301,
    );
    expect((await t.app.inject({ url: '/uploads/..%2Fsecrets%2Fjwt-secret' })).statusCode).toBe(
      404,
    );
  });

  it("removes the member's files when they leave with their content", async () => {
    const user = await createUser(t.app);
    const before = await storedFiles(t.app);
    await createPost(user.token);
    const { payload, headers } = await multipartBody(
      {},
      [{ bytes: await pngImage(300, 300), filename: 'me.png', type: 'image/png' }],
      'file',
    );
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/mypage/user/image',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(profile.statusCode).toBe(200);
    expect((await storedFiles(t.app)).length).toBe(before.length + 3);

    const left = await t.app.inject({
      method: 'DELETE',
      url: '/api/mypage/user?deleteContent=true',
      headers: bearer(user.token),
    });
    expect(left.statusCode).toBe(200);
    expect(await storedFiles(t.app)).toEqual(before);
    // The journal a restore of an older backup re-applies withdrawals from.
    const journal = t
      .logLines()
      .map((line) => JSON.parse(line) as { msg?: string; withdrawnUserIds?: number[] })
      .filter((line) => line.msg === 'members withdrawn');
    expect(journal).toContainEqual(
      expect.objectContaining({ withdrawnUserIds: [user.id], deleteContent: true }),
    );
  });
});
