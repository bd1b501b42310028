import { MESSAGES } from '@daengnyang/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRevisions } from '../../src/db/revisions.ts';
import { foodReviews } from '../../src/db/schema/food.ts';
import { postComment } from '../community/posts.ts';
import { pngImage } from '../fixtures/images.ts';
import { insertFood } from '../food/support.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { multipartBody } from '../helpers/multipart.ts';
import { imposeSanction } from '../helpers/sanctions.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import { createUser } from '../helpers/users.ts';
import { insertNotice } from '../notice/support.ts';
import { postDetail, putForm, writePost } from './support.ts';

type Member = { id: number; token: string };

describe('editing comments, replies, reviews and event comments', () => {
  let t: TestApp;
  let author: Member;
  let other: Member;
  let admin: Member;
  let postId: number;
  let foodId: number;
  let eventId: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    author = await createUser(t.app);
    other = await createUser(t.app);
    admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    postId = await writePost(t.app, other.token, {
      communityCategoryId: 2,
      title: '댓글 달 글',
      content: '내용',
    });
    foodId = await insertFood(t.app, { userId: admin.id });
    eventId = await insertNotice(t.app, { userId: admin.id, categoryId: 3 });
    png = await pngImage();
  });
  afterAll(() => t.close());

  const editComment = (commentId: number, content: string, token: string | null = author.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/communities/comments/${commentId}`,
      headers: token ? bearer(token) : {},
      payload: { content },
    });

  async function writeReview(token: string, withImage = false): Promise<number> {
    const { payload, headers } = await multipartBody(
      { content: '잘 먹어요' },
      withImage ? [{ bytes: png, filename: 'r.png', type: 'image/png' }] : [],
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/foods/${foodId}/comments`,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<number>(response).body;
  }

  async function writeEventComment(token: string): Promise<number> {
    const { payload, headers } = await multipartBody({ content: '참여합니다' }, [
      { bytes: png, filename: 'e.png', type: 'image/png' },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/notice/${eventId}/comments`,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return envelope<number>(response).body;
  }

  it('edits a comment and a reply; the thread shows editedAt on them only', async () => {
    const comment = await postComment(t.app, author.token, postId, { content: '첫 댓글' });
    const reply = await postComment(t.app, author.token, postId, {
      content: '답글',
      parentCommentId: comment,
    });
    const untouched = await postComment(t.app, other.token, postId, { content: '그대로' });
    const edited = await editComment(comment, '고친 댓글');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope(edited)).toMatchObject({ message: MESSAGES.edited, body: comment });
    expect((await editComment(reply, '고친 답글')).statusCode).toBe(200);

    const thread = (await postDetail(t.app, postId)).communityComments;
    const byId = (id: number) => thread.find((entry) => entry.communityCommentId === id);
    expect(byId(comment)).toMatchObject({ content: '고친 댓글' });
    expect(byId(comment)?.editedAt).toMatch(/^\d{4}-/);
    expect(byId(reply)).toMatchObject({ content: '고친 답글' });
    expect('editedAt' in (byId(untouched) ?? {})).toBe(false);

    const mine = await t.app.inject({
      url: '/api/mypage/comment?page=1&size=50',
      headers: bearer(author.token),
    });
    const rows = envelope<{ content: Array<{ commentId: number; editedAt?: string }> }>(mine).body
      .content;
    expect(rows.find((row) => row.commentId === comment)?.editedAt).toBe(byId(comment)?.editedAt);
    // A reply came after the comment was written: the edit is a version of its own, while
    // the reply (nothing answered it) folds its quick fix into the reply as written.
    const versions = await findRevisions(t.app.database.db, 'comment', comment);
    expect(versions.map((version) => version.content)).toEqual(['고친 댓글', '첫 댓글']);
    const replyVersions = await findRevisions(t.app.database.db, 'comment', reply);
    expect(replyVersions.map((version) => version.content)).toEqual(['고친 답글']);
  });

  it('checks a comment edit as writing does and leaves it unchanged when refused', async () => {
    const comment = await postComment(t.app, author.token, postId, { content: '원래 댓글' });
    const empty = await editComment(comment, '   ');
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).message).toBe(MESSAGES.communityCommentRequired);
    const tooLong = await editComment(comment, '가'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    const thread = (await postDetail(t.app, postId)).communityComments;
    expect(thread.find((entry) => entry.communityCommentId === comment)?.content).toBe('원래 댓글');
  });

  it('edits a review: words and images, the removed file kept while a version shows it', async () => {
    const reviewId = await writeReview(author.token, true);
    const food = async () =>
      envelope<{
        foodComment: Array<{
          foodCommentId: number;
          content: string;
          editedAt?: string;
          foodCommentImgs: Array<{ imgUrl: string }>;
        }>;
      }>(await t.app.inject({ url: `/api/foods/${foodId}` })).body.foodComment.find(
        (review) => review.foodCommentId === reviewId,
      );
    const before = await food();
    const oldUrl = before?.foodCommentImgs[0]?.imgUrl ?? '';
    const response = await putForm(
      t.app,
      `/api/foods/comments/${reviewId}`,
      author.token,
      { content: '다시 먹어보니 더 좋아요', images: JSON.stringify([{ file: 0 }]) },
      [{ bytes: png, filename: 'n.png', type: 'image/png' }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const after = await food();
    expect(after?.content).toBe('다시 먹어보니 더 좋아요');
    expect(after?.editedAt).toMatch(/^\d{4}-/);
    expect(after?.foodCommentImgs).toHaveLength(1);
    expect(after?.foodCommentImgs[0]?.imgUrl).not.toBe(oldUrl);
    const versions = await findRevisions(t.app.database.db, 'review', reviewId);
    expect(versions.map((version) => version.number)).toEqual([2, 1]);
    const oldKey = oldUrl.slice(oldUrl.indexOf('food-reviews/'));
    expect(await storedFiles(t.app)).toContain(oldKey);

    // The review deleted: every version's files go.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/foods/comments/${reviewId}/${author.id}`,
      headers: bearer(author.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(t.app)).not.toContain(oldKey);
    expect(await findRevisions(t.app.database.db, 'review', reviewId)).toEqual([]);
  });

  it('edits an event comment, keeping its image when `images` is omitted', async () => {
    const commentId = await writeEventComment(author.token);
    const response = await putForm(t.app, `/api/notice/comments/${commentId}`, author.token, {
      content: '저도 참여할게요',
    });
    expect(response.statusCode, response.body).toBe(200);
    const notice = envelope<{
      noticeComment: Array<{
        noticeCommentId: number;
        content: string;
        editedAt?: string;
        noticeCommentImgs: unknown[];
      }>;
    }>(await t.app.inject({ url: `/api/notice/3/${eventId}` })).body;
    const comment = notice.noticeComment.find((entry) => entry.noticeCommentId === commentId);
    expect(comment).toMatchObject({ content: '저도 참여할게요' });
    expect(comment?.noticeCommentImgs).toHaveLength(1);
    expect(comment?.editedAt).toMatch(/^\d{4}-/);
  });

  it('refuses every edit route to others (403), administrators (403) and anonymous (401)', async () => {
    const comment = await postComment(t.app, author.token, postId, { content: '내 댓글' });
    const review = await writeReview(author.token);
    const eventComment = await writeEventComment(author.token);
    const fields = { communityCategoryId: 2, title: '남이 고침', content: '남이 고침' };
    /** Every edit route on an item `token` did not write (the post is `other`'s). */
    const calls = (token: string | null, postEditor: string | null) => [
      editComment(comment, '남이 고침', token),
      putForm(t.app, `/api/foods/comments/${review}`, token, { content: '남이 고침' }),
      putForm(t.app, `/api/notice/comments/${eventComment}`, token, { content: '남이 고침' }),
      putForm(t.app, `/api/communities/${postId}`, postEditor, fields),
    ];
    for (const [token, postEditor] of [
      [other.token, author.token],
      [admin.token, admin.token],
    ] as const) {
      for (const answer of await Promise.all(calls(token, postEditor))) {
        expect(answer.statusCode).toBe(403);
        expect(envelope(answer).message).toBe(MESSAGES.editOwnOnly);
      }
    }
    for (const answer of await Promise.all(calls(null, null))) expect(answer.statusCode).toBe(401);
    const [stored] = await t.app.database.db
      .select({ content: foodReviews.content })
      .from(foodReviews)
      .where(and(eq(foodReviews.id, review)));
    expect(stored?.content).toBe('잘 먹어요');
    expect((await postDetail(t.app, postId)).title).toBe('댓글 달 글');
  });

  it('refuses every edit route to a write-banned author with the sanction message', async () => {
    const banned = await createUser(t.app);
    const comment = await postComment(t.app, banned.token, postId, { content: '곧 제재될 댓글' });
    const review = await writeReview(banned.token);
    const eventComment = await writeEventComment(banned.token);
    const ownPost = await writePost(t.app, banned.token, {
      communityCategoryId: 2,
      title: '내 글',
      content: '내용',
    });
    await imposeSanction(t.app, admin.token, banned.id, {
      type: 'writeBan',
      days: 7,
      reason: '도배',
    });
    const answers = [
      await editComment(comment, '고침', banned.token),
      await putForm(t.app, `/api/foods/comments/${review}`, banned.token, { content: '고침' }),
      await putForm(t.app, `/api/notice/comments/${eventComment}`, banned.token, {
        content: '고침',
      }),
      await putForm(t.app, `/api/communities/${ownPost}`, banned.token, {
        communityCategoryId: 2,
        title: '고침',
        content: '고침',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(envelope(answer).message).toMatch(/^활동이 제한된 계정입니다/);
    }
    expect((await postDetail(t.app, ownPost)).title).toBe('내 글');
  });
});
