import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { getFoodQueryOptions } from './get-food.ts';
import { FOOD_LIST_QUERY_KEY } from './get-food-list.ts';

type SetFoodLiked = { foodId: number; liked: boolean };

/** POST …/like to like, DELETE …/dislike to unlike (both idempotent on the server). */
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

type UseSetFoodLikedOptions = { mutationConfig?: MutationConfig<typeof setFoodLiked> };

/**
 * Spec §4: the heart and its count change only once the server has taken the like. The detail
 * is updated in place; lists and the user's liked-food count are fetched again when next shown.
 */
export function useSetFoodLiked({ mutationConfig }: UseSetFoodLikedOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: setFoodLiked,
    onSuccess: async (...args) => {
      const { foodId, liked } = args[1];
      queryClient.setQueryData(getFoodQueryOptions(foodId).queryKey, (food) =>
        food === undefined || food.isLike === Number(liked)
          ? food
          : { ...food, isLike: Number(liked), likeCount: food.likeCount + (liked ? 1 : -1) },
      );
      void queryClient.invalidateQueries({ queryKey: FOOD_LIST_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey });
      await onSuccess?.(...args);
    },
  });
}
