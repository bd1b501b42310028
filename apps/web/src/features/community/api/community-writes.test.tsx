import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountKeys, communityKeys, mypageKeys, searchKeys } from '@/api/query-keys.ts';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityPost, pageOf } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderHookWithCache } from '@/testing/render-hook-with-cache.tsx';
import { useCreateCommunityComment } from './create-community-comment.ts';
import { useCreateCommunityPost } from './create-community-post.ts';
import { useDeleteCommunityComment } from './delete-community-comment.ts';
import { useDeleteCommunityPost } from './delete-community-post.ts';
import { useLikeCommunityPost } from './like-community-post.ts';
import { useUnlikeCommunityPost } from './unlike-community-post.ts';

const post = { categoryId: 3, communityId: 101 };

/** Every page the post was seen on before the write, as it was shown. */
function seenPost(isLike: 0 | 1) {
  const shown = communityPost({ isLike, likeCount: 3 });
  return {
    detail: [communityKeys.detailAt(3, 101), shown],
    detailFromAll: [communityKeys.detailAt(1, 101), shown],
    list: [communityKeys.list(1, 'new', 1), pageOf([shown])],
    best: [
      communityKeys.best(),
      { mostLiked: shown, mostViewed: null, bestMissing: null, bestFoster: null },
    ],
    adminList: [communityKeys.adminList(1, '', 1), pageOf([])],
    search: [searchKeys.communityResults('산책', 1, 1), pageOf([shown])],
    myPosts: [mypageKeys.postsPage(1), pageOf([])],
    myComments: [mypageKeys.commentsPage(1), pageOf([])],
    principal: [accountKeys.principal(), USER_PRINCIPAL],
  } as const;
}

function renderWithSeenPost<Result>(hook: () => Result, { isLike = 0 }: { isLike?: 0 | 1 } = {}) {
  return renderHookWithCache(hook, { token: USER_TOKEN, seen: seenPost(isLike) });
}

/** Where a comment shows: the post's thread, the comment counts, my comments, my count. */
const COMMENT_SHOWN_IN = new Set([
  'detail',
  'detailFromAll',
  'list',
  'best',
  'adminList',
  'search',
  'myComments',
  'principal',
]);

/** Where a post and its likes show: itself and every list, search and my posts included. */
const POST_SHOWN_IN = new Set([
  'detail',
  'detailFromAll',
  'list',
  'best',
  'adminList',
  'search',
  'myPosts',
]);

describe('community writes', () => {
  it('a new post reaches the lists, home picks, admin rows, search, my posts and my counts', async () => {
    server.use(http.post('/api/communities', () => ok(102)));
    const { result, stale } = renderWithSeenPost(() => useCreateCommunityPost());

    await act(() =>
      result.current.mutateAsync({
        communityCategoryId: 3,
        title: '안녕',
        content: '반가워요',
        files: [],
      }),
    );

    expect(stale()).toEqual(new Set([...POST_SHOWN_IN, 'principal']));
  });

  it('a deleted post leaves the cache and every list, search results and my page included', async () => {
    server.use(http.delete('/api/communities/101/7', () => ok('삭제되었습니다.')));
    const { result, stale, cached } = renderWithSeenPost(() => useDeleteCommunityPost());

    await act(() => result.current.mutateAsync({ post, callerId: 7 }));

    expect(cached().has('detail') || cached().has('detailFromAll')).toBe(false);
    expect(stale()).toEqual(
      new Set(['list', 'best', 'adminList', 'search', 'myPosts', 'myComments', 'principal']),
    );
  });

  it('a comment written reaches the post, its counts, search and my comments', async () => {
    server.use(http.post('/api/communities/101/comments', () => ok(600)));
    const { result, stale } = renderWithSeenPost(() => useCreateCommunityComment());

    await act(() => result.current.mutateAsync({ post, comment: { content: '멋져요' } }));

    expect(stale()).toEqual(COMMENT_SHOWN_IN);
  });

  it('a comment deleted reaches the post, its counts, search and my comments', async () => {
    server.use(http.delete('/api/communities/comments/501/7', () => ok('삭제되었습니다.')));
    const { result, stale } = renderWithSeenPost(() => useDeleteCommunityComment());

    await act(() => result.current.mutateAsync({ post, commentId: 501, callerId: 7 }));

    expect(stale()).toEqual(COMMENT_SHOWN_IN);
  });

  it('a like shows on the open post at once and reaches every list that counts likes', async () => {
    server.use(http.post('/api/communities/101/like', () => ok('좋아요를 눌렀습니다.')));
    const { result, stale, queryClient } = renderWithSeenPost(() => useLikeCommunityPost());

    await act(() => result.current.mutateAsync(post));

    expect(queryClient.getQueryData(communityKeys.detailAt(3, 101))).toMatchObject({
      isLike: 1,
      likeCount: 4,
    });
    expect(stale()).toEqual(POST_SHOWN_IN);
  });

  it('an unlike shows on the open post at once and reaches every list that counts likes', async () => {
    server.use(http.delete('/api/communities/101/dislike', () => ok('좋아요를 취소했습니다.')));
    const { result, stale, queryClient } = renderWithSeenPost(() => useUnlikeCommunityPost(), {
      isLike: 1,
    });

    await act(() => result.current.mutateAsync(post));

    expect(queryClient.getQueryData(communityKeys.detailAt(3, 101))).toMatchObject({
      isLike: 0,
      likeCount: 2,
    });
    expect(stale()).toEqual(POST_SHOWN_IN);
  });
});
