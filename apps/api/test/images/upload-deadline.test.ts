import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { createUser } from '../helpers/users.ts';

/**
 * A phone sends ten photos for a minute or more: upload requests answer by UPLOAD_DEADLINE_MS,
 * not by the deadline of JSON calls (here 300 ms against 6 s).
 */
describe('the deadline of an upload request', () => {
  let t: TestApp;
  let token: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    // The upload's 6 s leave a loaded CI host (PGlite, suites in parallel) 5 s to store it.
    t = await createTestApp({ REQUEST_DEADLINE_MS: '300', UPLOAD_DEADLINE_MS: '6000' });
    token = (await createUser(t.app)).token;
    jpeg = await jpegWithGps(400, 300);
  });
  afterAll(() => t.close());

  /** A new post whose image arrives in two halves, `pauseMs` apart. */
  async function slowUpload(pauseMs: number) {
    const fields = { communityCategoryId: 3, title: '천천히 올라가는 사진', content: '느린 회선' };
    const { payload, headers } = await multipartBody(fields, [{ bytes: jpeg, filename: 'a.jpg' }]);
    const body = new PassThrough();
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload: body,
      headers: { ...headers, ...bearer(token) },
    });
    const half = Math.floor(payload.length / 2);
    body.write(payload.subarray(0, half));
    await sleep(pauseMs);
    body.end(payload.subarray(half));
    return answer;
  }

  it('lets an upload run past the deadline of other calls', async () => {
    const response = await slowUpload(800);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 503 with Retry-After once the upload deadline passes', {
    timeout: 20_000,
  }, async () => {
    const response = await slowUpload(7000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(envelope(response).code).toBe(503);
  });
});
