import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/audit.ts';
import { communityComments, communityPosts } from '../../src/db/schema/community.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { insertPost, postComment } from './posts.ts';

type Comment = {
  communityCommentId: number;
  parentCommentId: number | null;
  parentUserId: number | null;
  parentUserName: string | null;
  level: number;
  content: string;
};
type User = { id: number; token: string };

describe('community comments', () => {
  let t: TestApp;
  let author: User;
  let reader: User;
  let other: User;
  let admin: User;
  let postId: number;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app, { name: '글쓴이' });
    reader = await createUser(t.app, { name: '댓글러' });
    other = await createUser(t.app, { name: '끼어든사람' });
    admin = await createUser(t.app, { role: 'ROLE_ADMIN', name: '관리자' });
  });
  beforeEach(async () => {
    postId = await insertPost(t.app, { userId: author.id, categoryId: 4 });
  });
  afterAll(() => t.close());

  async function thread(): Promise<Comment[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/communities/4/${postId}` });
    return envelope<{ communityComments: Comment[] }>(response).body.communityComments;
  }
  async function storedCount(): Promise<{ kept: number | undefined; rows: number }> {
    const db = t.app.database.db;
    const [post] = await db
      .select({ kept: communityPosts.commentCount })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    const rows = await db
      .select({ id: communityComments.id })
      .from(communityComments)
      .where(eq(communityComments.postId, postId));
    return { kept: post?.kept, rows: rows.length };
  }
  const deleteComment = (commentId: number, userId: number, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/communities/comments/${commentId}/${userId}`,
      headers: token ? bearer(token) : {},
    });

  it('threads replies: top-level newest first, each followed by its replies oldest first', async () => {
    const first = await postComment(t.app, reader.token, postId, { content: '첫 댓글' });
    const second = await postComment(t.app, other.token, postId, { content: '둘째 댓글' });
    const answer = await postComment(t.app, author.token, postId, {
      content: '답글',
      parentCommentId: first,
      parentUserId: reader.id,
    });
    // A reply to a reply joins the same thread at level 1, naming the user replied to.
    await postComment(t.app, other.token, postId, {
      content: '답글의 답글',
      parentCommentId: answer,
      parentUserId: author.id,
    });
    // A client replying within the thread by its top-level comment names the reply's author.
    await postComment(t.app, reader.token, postId, {
      content: '다시 답글',
      parentCommentId: first,
      parentUserId: other.id,
    });

    const comments = await thread();
    expect(
      comments.map(({ content, level, parentCommentId, parentUserId, parentUserName }) => ({
        content,
        level,
        parentCommentId,
        parentUserId,
        parentUserName,
      })),
    ).toEqual([
      {
        content: '둘째 댓글',
        level: 0,
        parentCommentId: null,
        parentUserId: null,
        parentUserName: null,
      },
      {
        content: '첫 댓글',
        level: 0,
        parentCommentId: null,
        parentUserId: null,
        parentUserName: null,
      },
      {
        content: '답글',
        level: 1,
        parentCommentId: first,
        parentUserId: reader.id,
        parentUserName: '댓글러',
      },
      {
        content: '답글의 답글',
        level: 1,
        parentCommentId: first,
        parentUserId: author.id,
        parentUserName: '글쓴이',
      },
      {
        content: '다시 답글',
        level: 1,
        parentCommentId: first,
        parentUserId: other.id,
        parentUserName: '끼어든사람',
      },
    ]);
    expect(comments[0]).toEqual({
      communityCommentId: second,
      communityId: postId,
      userId: other.id,
      parentCommentId: null,
      parentUserId: null,
      parentUserName: null,
      level: 0,
      content: '둘째 댓글',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+09:00$/),
      user: {
        userId: other.id,
        name: '끼어든사람',
        profileImgUrl: 'http://localhost:8080/static/default-profile.svg',
      },
    });
    expect(await storedCount()).toEqual({ kept: 5, rows: 5 });
  });

  it('names the replied comment’s author when parentUserId is not in the thread', async () => {
    const top = await postComment(t.app, reader.token, postId, { content: '질문' });
    await postComment(t.app, author.token, postId, {
      content: '대답',
      parentCommentId: top,
      parentUserId: admin.id,
    });
    expect((await thread())[1]).toMatchObject({
      parentUserId: reader.id,
      parentUserName: '댓글러',
    });
  });

  it('refuses an empty comment, a reply to another post’s comment and a missing post', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(reader.token),
      payload: { communityId: postId, content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe('댓글 내용을 입력해주세요.');

    const elsewhere = await insertPost(t.app, { userId: author.id });
    const foreign = await postComment(t.app, reader.token, elsewhere, { content: '다른 글 댓글' });
    const crossed = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      headers: bearer(reader.token),
      payload: { content: '답글', parentCommentId: foreign },
    });
    expect(crossed.statusCode).toBe(404);

    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId + 1000}/comments`,
      headers: bearer(reader.token),
      payload: { content: '댓글' },
    });
    expect(missing.statusCode).toBe(404);
    expect(await storedCount()).toEqual({ kept: 0, rows: 0 });
  });

  it('needs a signed-in user to comment; users and admins may', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/communities/${postId}/comments`,
      payload: { content: '익명 댓글' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope(anonymous).message).toBe('로그인 후 이용해 주세요.');
    const byAdmin = await postComment(t.app, admin.token, postId, { content: '관리자 댓글' });
    const byUser = await postComment(t.app, reader.token, postId, { content: '사용자 댓글' });
    expect(byUser).toBeGreaterThan(byAdmin);
    expect(await storedCount()).toEqual({ kept: 2, rows: 2 });
  });

  it('deletes a comment with its replies for its owner only, keeping the count', async () => {
    const top = await postComment(t.app, reader.token, postId, { content: '원댓글' });
    const reply = await postComment(t.app, author.token, postId, {
      content: '답글',
      parentCommentId: top,
    });
    await postComment(t.app, other.token, postId, { content: '남는 댓글' });
    expect(await storedCount()).toEqual({ kept: 3, rows: 3 });

    expect((await deleteComment(top, reader.id)).statusCode).toBe(401);
    const stranger = await deleteComment(top, other.id, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(envelope(stranger).message).toBe('본인이 쓴 글과 댓글만 삭제할 수 있습니다.');
    // Someone else's id in the path is refused even for the owner's comment.
    expect((await deleteComment(top, other.id, reader.token)).statusCode).toBe(403);
    expect(await storedCount()).toEqual({ kept: 3, rows: 3 });

    const owner = await deleteComment(top, reader.id, reader.token);
    expect(owner.statusCode).toBe(200);
    expect(envelope(owner).body).toBe('댓글을 삭제했습니다.');
    expect(await storedCount()).toEqual({ kept: 1, rows: 1 });
    expect((await deleteComment(reply, author.id, author.token)).statusCode).toBe(404);
  });

  it('lets an admin delete anyone’s comment with their own id in the path, audited', async () => {
    const comment = await postComment(t.app, reader.token, postId, { content: '지울 댓글' });
    expect((await deleteComment(comment, reader.id, admin.token)).statusCode).toBe(403);
    const response = await deleteComment(comment, admin.id, admin.token);
    expect(response.statusCode).toBe(200);
    expect(await storedCount()).toEqual({ kept: 0, rows: 0 });
    const audits = await t.app.database.db
      .select({ action: auditLog.action, targetIds: auditLog.targetIds })
      .from(auditLog)
      .where(eq(auditLog.adminUserId, admin.id));
    expect(audits).toEqual([{ action: 'community.comment.delete', targetIds: [comment] }]);
  });

  it('routes DELETE /api/communities/comments/{a}/{b} to the comment delete, not a post delete', async () => {
    // Routed as a post delete, `comments` would be refused as a post id, or a post deleted.
    const comment = await postComment(t.app, reader.token, postId, { content: '댓글' });
    const response = await deleteComment(comment, reader.id, reader.token);
    expect(envelope(response).body).toBe('댓글을 삭제했습니다.');
    const [post] = await t.app.database.db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    expect(post?.id).toBe(postId);
    const missing = await deleteComment(999_999, reader.id, reader.token);
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('댓글을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.');
  });
});
