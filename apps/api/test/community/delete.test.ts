import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import {
  communityComments,
  communityLikes,
  communityPostImages,
  communityPosts,
} from '../../src/db/schema/community.ts';
import { jpegWithGps } from '../fixtures/images.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { postComment } from './posts.ts';

type User = { id: number; token: string };

describe('DELETE /api/communities/{communityId}/{userId}', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let admin: User;
  let jpeg: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    jpeg = await jpegWithGps(400, 300);
  });
  afterAll(() => t.close());

  /** A post of the owner with two images, a comment and a like, made through the API. */
  async function fullPost(): Promise<number> {
    const { payload, headers } = await multipartBody(
      { communityCategoryId: 2, title: '지울 글', content: '내용' },
      [
        { bytes: jpeg, filename: 'a.jpg' },
        { bytes: jpeg, filename: 'b.jpg' },
      ],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/communities',
      payload,
      headers: { ...headers, ...bearer(owner.token) },
    });
    const id = envelope<number>(response).body;
    await postComment(t.app, other.token, id, { content: '댓글' });
    await t.app.inject({
      method: 'POST',
      url: `/api/communities/${id}/like`,
      headers: bearer(other.token),
    });
    return id;
  }
  async function remains(id: number) {
    const db = t.app.database.db;
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      post: await count(db.select().from(communityPosts).where(eq(communityPosts.id, id))),
      images: await count(
        db.select().from(communityPostImages).where(eq(communityPostImages.postId, id)),
      ),
      comments: await count(
        db.select().from(communityComments).where(eq(communityComments.postId, id)),
      ),
      likes: await count(db.select().from(communityLikes).where(eq(communityLikes.postId, id))),
    };
  }
  const remove = (id: number, userId: number, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/communities/${id}/${userId}`,
      headers: token ? bearer(token) : {},
    });

  it('refuses anonymous callers, other users and a user id that is not the caller’s', async () => {
    const id = await fullPost();
    expect((await remove(id, owner.id)).statusCode).toBe(401);
    const stranger = await remove(id, other.id, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(envelope(stranger).message).toBe('본인이 쓴 글과 댓글만 삭제할 수 있습니다.');
    expect((await remove(id, other.id, owner.token)).statusCode).toBe(403);
    expect((await remove(id, owner.id, other.token)).statusCode).toBe(403);
    expect(await remains(id)).toEqual({ post: 1, images: 2, comments: 1, likes: 1 });
  });

  it('deletes the owner’s post with its comments, likes, images and image files', async () => {
    const id = await fullPost();
    const images = await t.app.database.db
      .select()
      .from(communityPostImages)
      .where(eq(communityPostImages.postId, id));
    const before = await storedFiles(t.app);
    const keys = images.flatMap((image) => [image.path, image.thumbPath]);
    expect(before).toEqual(expect.arrayContaining(keys));

    const response = await remove(id, owner.id, owner.token);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toBe('게시글을 삭제했습니다.');
    expect(await remains(id)).toEqual({ post: 0, images: 0, comments: 0, likes: 0 });
    const after = await storedFiles(t.app);
    expect(after.filter((file) => keys.includes(file))).toEqual([]);
    expect(after).toHaveLength(before.length - keys.length);
    const url = new URL(t.app.imageUrls.stored(keys[0] ?? '')).pathname;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    expect((await remove(id, owner.id, owner.token)).statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s post with their own id in the path, audited', async () => {
    const id = await fullPost();
    const response = await remove(id, admin.id, admin.token);
    expect(response.statusCode).toBe(200);
    expect(await remains(id)).toEqual({ post: 0, images: 0, comments: 0, likes: 0 });
    const audits = await t.app.database.db
      .select({ action: auditLog.action, targetType: auditLog.targetType, ids: auditLog.targetIds })
      .from(auditLog)
      .where(eq(auditLog.adminUserId, admin.id));
    expect(audits).toEqual([
      { action: 'community.delete', targetType: 'community_post', ids: [id] },
    ]);
  });

  it('answers 400 for ids that are not numbers', async () => {
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/communities/abc/${owner.id}`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});
