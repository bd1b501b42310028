import { ConfirmationSchema } from '@daengnyang/contract/common';
import type { Food } from '@daengnyang/contract/food';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { accountKeys, foodKeys, invalidateAll, mypageKeys, searchKeys } from './query-keys.ts';

type SetFoodLiked = { foodId: number; liked: boolean };

/**
 * POST …/like to like, DELETE …/dislike to unlike (both idempotent on the server). The food
 * page and my liked foods both call it.
 */
export function setFoodLiked({ foodId, liked }: SetFoodLiked) {
  return liked
    ? apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
        method: 'POST',
        url: `/api/foods/${foodId}/like`,
      })
    : apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
        method: 'DELETE',
        url: `/api/foods/${foodId}/dislike`,
      });
}

/**
 * After the server took a like or unlike (spec §4: the heart changes only then): the cached
 * detail changes in place, and everything else that shows the food's heart or count (lists,
 * the home carousel, admin rows, search results, my liked foods) and the user's liked-food
 * count are invalidated; those on screen are fetched again before this settles.
 */
export async function showFoodLiked(queryClient: QueryClient, { foodId, liked }: SetFoodLiked) {
  queryClient.setQueryData(foodKeys.detail(foodId), (food: Food | undefined) =>
    food === undefined || food.isLike === Number(liked)
      ? food
      : { ...food, isLike: Number(liked), likeCount: food.likeCount + (liked ? 1 : -1) },
  );
  await invalidateAll(queryClient, [
    foodKeys.lists(),
    foodKeys.best(),
    searchKeys.foods(),
    mypageKeys.likedFoods(),
    accountKeys.principal(),
  ]);
}
