import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postComment } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { putForm, writePost } from './support.ts';

type Page = { content: Array<{ communityId: number; title: string }> };

describe('cached answers follow an edit', () => {
  let t: TestApp;
  let author: { id: number; token: string };

  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
    author = await createUser(t.app);
  });
  afterAll(() => t.close());

  const anonymous = async <T>(url: string) => envelope<T>(await t.app.inject({ url })).body;
  const titlesIn = async (categoryId: number) =>
    (await anonymous<Page>(`/api/communities/${categoryId}?page=1&size=20`)).content.map(
      (item) => item.title,
    );

  it('drops the post and both categories’ lists when a post moves, the post when its comment changes', async () => {
    const id = await writePost(t.app, author.token, {
      communityCategoryId: 2,
      title: '캐시된 제목',
      content: '처음 내용',
    });
    const comment = await postComment(t.app, author.token, id, { content: '처음 댓글' });
    // Anonymous reads fill the cache.
    expect((await anonymous<{ title: string }>(`/api/communities/1/${id}`)).title).toBe(
      '캐시된 제목',
    );
    expect(await titlesIn(2)).toContain('캐시된 제목');
    expect(await titlesIn(3)).not.toContain('바뀐 제목');

    const edited = await putForm(t.app, `/api/communities/${id}`, author.token, {
      communityCategoryId: 3,
      title: '바뀐 제목',
      content: '바뀐 내용',
    });
    expect(edited.statusCode).toBe(200);
    expect((await anonymous<{ title: string }>(`/api/communities/1/${id}`)).title).toBe(
      '바뀐 제목',
    );
    expect(await titlesIn(2)).not.toContain('캐시된 제목');
    expect(await titlesIn(3)).toContain('바뀐 제목');

    const commentEdit = await t.app.inject({
      method: 'PUT',
      url: `/api/communities/comments/${comment}`,
      headers: bearer(author.token),
      payload: { content: '바뀐 댓글' },
    });
    expect(commentEdit.statusCode).toBe(200);
    const detail = await anonymous<{ communityComments: Array<{ content: string }> }>(
      `/api/communities/1/${id}`,
    );
    expect(detail.communityComments.map((entry) => entry.content)).toEqual(['바뀐 댓글']);
  });
});
