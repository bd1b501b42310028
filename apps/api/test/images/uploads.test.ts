import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { jpegWithGps, pngClaiming, svgImage } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { type FormFile, multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';

const MEGABYTE = 1024 * 1024;
const BUSY = '이전 이미지를 처리하고 있습니다. 잠시 후 다시 시도해주세요.';

/** Polls `check` until it holds; fails the test after `timeoutMs`. */
async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(20);
  }
}

describe('streamed uploads', () => {
  let t: TestApp;
  let user: { id: number; token: string };
  let other: { id: number; token: string };
  let jpeg: Buffer;

  beforeAll(async () => {
    // The smallest cap allowed, so that a few junk files pass it.
    t = await createTestApp({ UPLOAD_MAX_REQUEST_MB: '10' });
    user = await createUser(t.app);
    other = await createUser(t.app);
    jpeg = await jpegWithGps(800, 600);
  });
  afterAll(() => t.close());

  const valid = { communityCategoryId: 3, title: '업로드 시험', content: '사진 올려요' };

  async function postCount(): Promise<number> {
    const [row] = await t.app.database.db.select({ n: count() }).from(communityPosts);
    return row?.n ?? 0;
  }

  /** Every file in the request temporary directories (the root itself is kept). */
  async function temporaryFiles(): Promise<Array<{ path: string; size: number }>> {
    const root = t.app.config.uploads.tempDir;
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return { path: file, size: (await stat(file)).size };
        }),
    );
  }
  const noTemporaryLeft = async () =>
    (await readdir(t.app.config.uploads.tempDir).catch(() => [])).length === 0;

  async function create(files: FormFile[], token = user.token, fields = valid) {
    const { payload, headers } = await multipartBody(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  let postsBefore = 0;
  let filesBefore: string[] = [];
  beforeEach(async () => {
    postsBefore = await postCount();
    filesBefore = await storedFiles(t.app);
  });
  async function expectNothingStored() {
    expect(await postCount()).toBe(postsBefore);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
    expect(await noTemporaryLeft()).toBe(true);
  }

  it('stores a post and leaves no temporary file behind', async () => {
    const response = await create([
      { bytes: jpeg, filename: 'a.jpg' },
      { bytes: jpeg, filename: 'b.jpg' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await postCount()).toBe(postsBefore + 1);
    expect((await storedFiles(t.app)).length).toBe(filesBefore.length + 4);
    expect(await noTemporaryLeft()).toBe(true);
  });

  it('refuses a request whose files pass the total cap with 413, storing nothing', async () => {
    // Each under the 10 MB file limit, 12 MB together. Not images either: the cap answers
    // before anything is decoded.
    const junk = [1, 2, 3].map((index) => ({
      bytes: randomBytes(4 * MEGABYTE),
      filename: `${index}.jpg`,
    }));
    const response = await create(junk);
    expect(response.statusCode).toBe(413);
    expect(envelope(response).message).toBe(
      '한 번에 올리는 이미지는 모두 합쳐 10MB 이하여야 합니다.',
    );
    await expectNothingStored();
    // The refused request's image job ended with it.
    expect((await create([{ bytes: jpeg, filename: 'a.jpg' }])).statusCode).toBe(200);
  });

  it('still refuses one file over 10 MB with 413', async () => {
    const response = await create([{ bytes: randomBytes(10 * MEGABYTE + 1), filename: 'big.jpg' }]);
    expect(response.statusCode).toBe(413);
    expect(envelope(response).message).toBe('이미지 한 장의 크기는 10MB 이하여야 합니다.');
    await expectNothingStored();
  });

  it('refuses an image over 24 megapixels from its header, storing nothing', async () => {
    const response = await create([{ bytes: pngClaiming(6000, 4001), filename: 'huge.png' }]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(
      '이미지 해상도가 너무 큽니다. 더 작은 이미지를 올려주세요.',
    );
    await expectNothingStored();
  });

  it('removes the temporary files of a refused image', async () => {
    const response = await create([
      { bytes: jpeg, filename: 'a.jpg' },
      { bytes: svgImage, filename: 'b.svg' },
    ]);
    expect(response.statusCode).toBe(400);
    await expectNothingStored();
  });

  it("answers 429 with Retry-After while the member's previous image request runs", async () => {
    const { payload, headers } = await multipartBody(valid, [{ bytes: jpeg, filename: 'a.jpg' }]);
    // The first request sends its fields and part of its image, then waits.
    const body = new PassThrough();
    const first = t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload: body,
      headers: { ...headers, ...bearer(user.token) },
    });
    const cut = payload.indexOf(jpeg.subarray(0, 64)) + 1000;
    body.write(payload.subarray(0, cut));
    await waitFor(async () => (await temporaryFiles()).some((file) => file.size > 0));

    const busy = await create([{ bytes: jpeg, filename: 'b.jpg' }]);
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(envelope(busy).message).toBe(BUSY);
    // Another member, and the same member's post without images, are not held up.
    expect((await create([{ bytes: jpeg, filename: 'c.jpg' }], other.token)).statusCode).toBe(200);
    expect((await create([])).statusCode).toBe(200);

    body.end(payload.subarray(cut));
    expect((await first).statusCode).toBe(200);
    expect(await noTemporaryLeft()).toBe(true);
    expect((await create([{ bytes: jpeg, filename: 'd.jpg' }])).statusCode).toBe(200);
  });

  /** The app on a loopback port, for what `inject` cannot show: a real client's connection. */
  async function listeningPort(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    return (t.app.server.address() as AddressInfo).port;
  }

  it('removes the temporary files when the client gives up mid-upload', async () => {
    const port = await listeningPort();
    const { payload, headers } = await multipartBody(valid, [{ bytes: jpeg, filename: 'a.jpg' }]);
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/communities',
      headers: { ...headers, ...bearer(user.token), 'content-length': payload.length },
    });
    client.on('error', () => undefined);
    client.write(payload.subarray(0, payload.indexOf(jpeg.subarray(0, 64)) + 1000));
    await waitFor(async () => (await temporaryFiles()).some((file) => file.size > 0));

    client.destroy();
    await waitFor(noTemporaryLeft);
    expect(await postCount()).toBe(postsBefore);
    expect(await storedFiles(t.app)).toEqual(filesBefore);
    // The abandoned request's image job ended with it.
    expect((await create([{ bytes: jpeg, filename: 'a.jpg' }])).statusCode).toBe(200);
  });

  it('lets refused clients send the rest and read the 413 on their connections', async () => {
    const port = await listeningPort();
    // Far more than the cap, from several members at once: more than the connection buffers
    // hold, so a client gets to its answer only if the server lets the rest of the body by.
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.app)));
    const junk = [1, 2, 3, 4, 5].map((index) => ({
      bytes: randomBytes(9 * MEGABYTE),
      filename: `${index}.jpg`,
    }));
    const { payload, headers } = await multipartBody(valid, junk);
    const answers = await Promise.all(
      members.map(async (member) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/communities`, {
          method: 'POST',
          headers: { ...headers, ...bearer(member.token) },
          body: new Uint8Array(payload),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('한 번에 올리는 이미지는 모두 합쳐 10MB 이하여야 합니다.');
    }
    await expectNothingStored();
    // No connection is left waiting on a body nobody reads (until the request timeout).
    await waitFor(async () => {
      t.app.server.closeIdleConnections();
      const open = await new Promise<number>((resolve, reject) =>
        t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      return open === 0;
    });
  });
});
