import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountKeys, foodKeys, mypageKeys, searchKeys } from '@/api/query-keys.ts';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { foodItem, foodReview, pagedOf } from '@/testing/mocks/food.ts';
import { myLikedFood } from '@/testing/mocks/mypage.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderHookWithCache } from '@/testing/render-hook-with-cache.tsx';
import { useCreateFoodReview } from './create-food-review.ts';
import { useDeleteFoodReview } from './delete-food-review.ts';
import { useSetFoodLiked } from './set-food-liked.ts';
import { useSetReviewHelpful } from './set-review-helpful.ts';

/** Every page the food was seen on before the write, as it was shown. */
function seenFood(isLike: 0 | 1) {
  const shown = foodItem({ isLike, likeCount: 12, foodComment: [foodReview()] });
  return {
    detail: [foodKeys.detail(26), shown],
    list: [foodKeys.list('rank', 1), pagedOf([shown])],
    best: [foodKeys.best(), [shown]],
    adminList: [foodKeys.adminList('', 1), pagedOf([])],
    search: [searchKeys.foodResults('쿠키', 1), pagedOf([shown])],
    myLikedFoods: [mypageKeys.likedFoodsPage(1), pagedOf([myLikedFood({ isLike })])],
    myComments: [mypageKeys.commentsPage(1), pagedOf([])],
    principal: [accountKeys.principal(), USER_PRINCIPAL],
  } as const;
}

function renderWithSeenFood<Result>(hook: () => Result, { isLike = 0 }: { isLike?: 0 | 1 } = {}) {
  return renderHookWithCache(hook, { token: USER_TOKEN, seen: seenFood(isLike) });
}

/** Where a like shows besides the food itself: lists, carousel, search, my liked foods, my count. */
const LIKE_SHOWN_IN = new Set(['list', 'best', 'adminList', 'search', 'myLikedFoods', 'principal']);

/** Where a review shows: the food, the review counts, my comments and my count. */
const REVIEW_SHOWN_IN = new Set([
  'detail',
  'list',
  'best',
  'adminList',
  'search',
  'myComments',
  'principal',
]);

describe('food writes', () => {
  it('a like shows on the food at once and reaches lists, search, my liked foods and my count', async () => {
    server.use(http.post('/api/foods/26/like', () => ok('좋아요를 눌렀습니다.')));
    const { result, stale, queryClient } = renderWithSeenFood(() => useSetFoodLiked());

    await act(() => result.current.mutateAsync({ foodId: 26, liked: true }));

    expect(queryClient.getQueryData(foodKeys.detail(26))).toMatchObject({
      isLike: 1,
      likeCount: 13,
    });
    expect(stale()).toEqual(LIKE_SHOWN_IN);
  });

  it('an unlike shows on the food at once and reaches the same places', async () => {
    server.use(http.delete('/api/foods/26/dislike', () => ok('좋아요를 취소했습니다.')));
    const { result, stale, queryClient } = renderWithSeenFood(() => useSetFoodLiked(), {
      isLike: 1,
    });

    await act(() => result.current.mutateAsync({ foodId: 26, liked: false }));

    expect(queryClient.getQueryData(foodKeys.detail(26))).toMatchObject({
      isLike: 0,
      likeCount: 11,
    });
    expect(stale()).toEqual(LIKE_SHOWN_IN);
  });

  it('a helpful mark changes the review in place and refetches nothing', async () => {
    server.use(http.post('/api/foods/26/700/like', () => ok('좋아요를 눌렀습니다.')));
    const { result, stale, queryClient } = renderWithSeenFood(() => useSetReviewHelpful());

    await act(() => result.current.mutateAsync({ foodId: 26, foodCommentId: 700, helpful: true }));

    expect(queryClient.getQueryData(foodKeys.detail(26))).toMatchObject({
      foodComment: [{ foodCommentId: 700, isLike: 1, likeCount: 3 }],
    });
    expect(stale()).toEqual(new Set());
  });

  it('a review written reaches the food, its review counts, search and my comments', async () => {
    server.use(http.post('/api/foods/26/comments', () => ok(900)));
    const { result, stale } = renderWithSeenFood(() => useCreateFoodReview());

    await act(() => result.current.mutateAsync({ foodId: 26, content: '잘 먹어요', files: [] }));

    expect(stale()).toEqual(REVIEW_SHOWN_IN);
  });

  it('a review deleted reaches the food, its review counts, search and my comments', async () => {
    server.use(http.delete('/api/foods/comments/700/7', () => ok('삭제되었습니다.')));
    const { result, stale } = renderWithSeenFood(() => useDeleteFoodReview());

    await act(() =>
      result.current.mutateAsync({ foodId: 26, foodCommentId: 700, callerUserId: 7 }),
    );

    expect(stale()).toEqual(REVIEW_SHOWN_IN);
  });
});
