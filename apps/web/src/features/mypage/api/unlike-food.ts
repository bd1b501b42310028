import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getPrincipalQueryOptions } from '@/api/get-principal.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { getMyLikedFoodsQueryOptions, MY_LIKED_FOODS_QUERY_KEY } from './get-my-liked-foods.ts';

type UnlikeFood = { foodId: number; page: number };

export function unlikeFood({ foodId }: UnlikeFood) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/foods/${foodId}/dislike`,
  });
}

type UseUnlikeFoodOptions = { mutationConfig?: MutationConfig<typeof unlikeFood> };

/**
 * Spec §4: unliking in my page updates the item, then refreshes the list (the food leaves it)
 * and the liked-food count. Every other cached food may still say "liked", so all of them are
 * marked stale too, to be fetched again when next shown.
 */
export function useUnlikeFood({ mutationConfig }: UseUnlikeFoodOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: unlikeFood,
    onSuccess: async (...args) => {
      const { foodId, page } = args[1];
      queryClient.setQueryData(getMyLikedFoodsQueryOptions(page).queryKey, (liked) =>
        liked === undefined
          ? liked
          : {
              ...liked,
              content: liked.content.map((food) =>
                food.foodId === foodId && food.isLike === 1
                  ? { ...food, isLike: 0, likeCount: food.likeCount - 1 }
                  : food,
              ),
            },
      );
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_LIKED_FOODS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: getPrincipalQueryOptions().queryKey }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
