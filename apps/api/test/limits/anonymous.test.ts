import { MESSAGES } from '@daengnyang/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { expectTooMany } from './support.ts';

describe('per-address cap on anonymous calls', () => {
  let t: TestApp;
  let postId: number;
  beforeAll(async () => {
    t = await createTestApp({ ANONYMOUS_REQUESTS_PER_MINUTE: '3' });
    const author = await createUser(t.app);
    postId = await insertPost(t.app, { userId: author.id });
  });
  afterAll(() => t.close());

  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;
  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/communities/1?page=1&size=10', remoteAddress, headers });

  it('answers 429 past the cap for one address, and other addresses go on', async () => {
    const crowded = nextAddress();
    for (let call = 0; call < 3; call += 1) {
      expect((await read(crowded)).statusCode).toBe(200);
    }
    expectTooMany(await read(crowded), MESSAGES.tooManyRequests, 60);
    const view = await t.app.inject({
      method: 'POST',
      url: `/api/communities/1/${postId}`,
      remoteAddress: crowded,
    });
    expectTooMany(view, MESSAGES.tooManyRequests, 60);
    const [post] = await t.app.database.db
      .select({ views: communityPosts.views })
      .from(communityPosts);
    expect(post?.views).toBe(0);

    expect((await read(nextAddress())).statusCode).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    for (let call = 0; call < 3; call += 1) {
      expect((await read(`2001:db8:1:2::${call + 1}`)).statusCode).toBe(200);
    }
    expectTooMany(await read('2001:db8:1:2::ff'), MESSAGES.tooManyRequests, 60);
  });

  it('leaves signed-in members and calls outside the API alone', async () => {
    const shared = nextAddress();
    const { token } = await createUser(t.app);
    for (let call = 0; call < 5; call += 1) {
      expect((await read(shared, bearer(token))).statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: '/uploads/none.webp', remoteAddress: shared })).statusCode,
      ).toBe(404);
    }
    expect((await read(shared)).statusCode).toBe(200);
  });
});
