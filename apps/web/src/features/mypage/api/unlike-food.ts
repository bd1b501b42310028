import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setFoodLiked, showFoodLiked } from '@/api/food-like.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { getMyLikedFoodsQueryOptions } from './get-my-liked-foods.ts';

/** `page` is the page of my liked foods the food is shown on. */
type UnlikeFood = { foodId: number; page: number };

export function unlikeFood({ foodId }: UnlikeFood) {
  return setFoodLiked({ foodId, liked: false });
}

type UseUnlikeFoodOptions = { mutationConfig?: MutationConfig<typeof unlikeFood> };

/**
 * Spec §4: unliking in my page updates the item, then refreshes the list (the food leaves it)
 * and the liked-food count, with every other place the food is shown (`showFoodLiked`).
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
      await showFoodLiked(queryClient, { foodId, liked: false });
      await onSuccess?.(...args);
    },
  });
}
