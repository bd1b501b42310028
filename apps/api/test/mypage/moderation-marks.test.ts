import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost, postComment } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createMember, reportOk } from '../moderation/moderation.ts';

type Member = { id: number; token: string };
type Row = { hidden?: true };

/** The author of a withheld item still finds it on my page, marked (issue 21 item 3). */
describe('my page marks what moderation withholds', () => {
  let t: TestApp;
  let author: Member;
  let reporters: Member[];

  beforeAll(async () => {
    t = await createTestApp();
    author = await createMember(t.app, 100, '내글작성자');
    reporters = [
      await createMember(t.app, 30),
      await createMember(t.app, 30),
      await createMember(t.app, 30),
    ];
  });
  afterAll(() => t.close());

  const myList = async <T extends Row>(path: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/mypage/${path}?page=1&size=10`,
      headers: bearer(author.token),
    });
    expect(response.statusCode).toBe(200);
    return envelope<{ content: T[]; totalElements: number }>(response).body;
  };

  it('lists the hidden post and comment with `hidden: true`, the others without the key', async () => {
    const shownPost = await insertPost(t.app, { userId: author.id, title: '보이는 내 글' });
    const hiddenPost = await insertPost(t.app, { userId: author.id, title: '숨겨질 내 글' });
    const hiddenComment = await postComment(t.app, author.token, shownPost, {
      content: '숨겨질 내 댓글',
    });
    for (const reporter of reporters) {
      await reportOk(t.app, reporter.token, {
        targetType: 'post',
        targetId: hiddenPost,
        reason: 'spam',
      });
      await reportOk(t.app, reporter.token, {
        targetType: 'comment',
        targetId: hiddenComment,
        reason: 'abuse',
      });
    }

    const posts = await myList<Row & { communityId: number }>('community');
    expect(posts.totalElements).toBe(2);
    const byId = new Map(posts.content.map((post) => [post.communityId, post]));
    expect(byId.get(hiddenPost)?.hidden).toBe(true);
    expect(byId.get(shownPost)).not.toHaveProperty('hidden');

    const comments = await myList<Row & { commentId: number; content: string }>('comment');
    expect(comments.content).toEqual([
      expect.objectContaining({
        commentId: hiddenComment,
        content: '숨겨질 내 댓글',
        hidden: true,
      }),
    ]);
  });
});
