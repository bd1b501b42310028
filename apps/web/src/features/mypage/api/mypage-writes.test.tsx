import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountKeys, communityKeys, foodKeys, mypageKeys, searchKeys } from '@/api/query-keys.ts';
import { readToken } from '@/lib/token-store.ts';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { communityPost } from '@/testing/mocks/community.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { foodItem, pagedOf } from '@/testing/mocks/food.ts';
import { myLikedFood } from '@/testing/mocks/mypage.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderHookWithCache } from '@/testing/render-hook-with-cache.tsx';
import { useChangeNickname } from './change-nickname.ts';
import { useChangeProfileImage } from './change-profile-image.ts';
import { useUnlikeFood } from './unlike-food.ts';
import { useWithdraw } from './withdraw.ts';

/** Pages the user had seen, with their name, picture or liked food on them. */
const SEEN = {
  post: [communityKeys.detailAt(3, 101), communityPost()],
  communitySearch: [searchKeys.communityResults('산책', 1, 1), pagedOf([communityPost()])],
  food: [foodKeys.detail(26), foodItem({ isLike: 1, likeCount: 12 })],
  foodList: [foodKeys.list('rank', 1), pagedOf([foodItem({ isLike: 1 })])],
  foodSearch: [searchKeys.foodResults('쿠키', 1), pagedOf([foodItem({ isLike: 1 })])],
  myPosts: [mypageKeys.postsPage(1), pagedOf([])],
  myComments: [mypageKeys.commentsPage(1), pagedOf([])],
  myLikedFoods: [
    mypageKeys.likedFoodsPage(1),
    pagedOf([myLikedFood({ isLike: 1, likeCount: 12 })]),
  ],
  principal: [accountKeys.principal(), USER_PRINCIPAL],
} as const;

function renderWithSeenPages<Result>(hook: () => Result) {
  return renderHookWithCache(hook, { token: USER_TOKEN, seen: SEEN });
}

/** Counts the calls for the current user from here on. */
function countPrincipalCalls() {
  let calls = 0;
  server.use(
    http.get('/api/account/principal', () => {
      calls += 1;
      return ok(USER_PRINCIPAL);
    }),
  );
  return () => calls;
}

/** A new name or picture may be on any cached page: all of them but the user, fetched anew. */
const ALL_BUT_ME = new Set(Object.keys(SEEN).filter((name) => name !== 'principal'));

describe('my-page writes', () => {
  it('unliking a food updates its card and the food, and reaches lists, search and my count', async () => {
    server.use(http.delete('/api/foods/26/dislike', () => ok('좋아요를 취소했습니다.')));
    const { result, stale, queryClient } = renderWithSeenPages(() => useUnlikeFood());

    await act(() => result.current.mutateAsync({ foodId: 26, page: 1 }));

    expect(queryClient.getQueryData(mypageKeys.likedFoodsPage(1))).toMatchObject({
      content: [{ foodId: 26, isLike: 0, likeCount: 11 }],
    });
    expect(queryClient.getQueryData(foodKeys.detail(26))).toMatchObject({
      isLike: 0,
      likeCount: 11,
    });
    expect(stale()).toEqual(new Set(['foodList', 'foodSearch', 'myLikedFoods', 'principal']));
  });

  it('a new name refetches me and reaches every cached page, search and my page included', async () => {
    server.use(http.put('/api/mypage/user/name', () => ok('변경되었습니다.')));
    const principalCalls = countPrincipalCalls();
    const { result, stale } = renderWithSeenPages(() => useChangeNickname());

    await act(() => result.current.mutateAsync('새이름'));

    expect(principalCalls()).toBe(1);
    expect(stale()).toEqual(ALL_BUT_ME);
  });

  it('a new picture refetches me and reaches every cached page, search and my page included', async () => {
    server.use(http.put('/api/mypage/user/image', () => ok('변경되었습니다.')));
    const principalCalls = countPrincipalCalls();
    const { result, stale } = renderWithSeenPages(() => useChangeProfileImage());

    await act(() =>
      result.current.mutateAsync({ file: new File(['png'], 'me.png', { type: 'image/png' }) }),
    );

    expect(principalCalls()).toBe(1);
    expect(stale()).toEqual(ALL_BUT_ME);
  });

  it('withdrawal forgets the token and everything cached for the account', async () => {
    server.use(http.delete('/api/mypage/user', () => ok('탈퇴되었습니다.')));
    const { result, cached } = renderWithSeenPages(() => useWithdraw());

    await act(() => result.current.mutateAsync({ deleteContent: false }));

    expect(readToken()).toBeNull();
    expect(cached()).toEqual(new Set());
  });
});
