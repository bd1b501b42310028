import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setFoodLiked, showFoodLiked } from '@/api/food-like.ts';
import type { MutationConfig } from '@/lib/react-query.ts';

type UseSetFoodLikedOptions = { mutationConfig?: MutationConfig<typeof setFoodLiked> };

/** The heart of a food's page: likes or unlikes, then shows it everywhere (`showFoodLiked`). */
export function useSetFoodLiked({ mutationConfig }: UseSetFoodLikedOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: setFoodLiked,
    onSuccess: async (...args) => {
      await showFoodLiked(queryClient, args[1]);
      await onSuccess?.(...args);
    },
  });
}
