import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { foodKeys, invalidateAll, SHOWN_IN, searchKeys } from '@/api/query-keys.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { getFoodQueryOptions } from './get-food.ts';

type DeleteFoodReview = { foodId: number; foodCommentId: number; callerUserId: number };

/**
 * The path carries the caller's own user id (wire contract §3); the server lets the review's
 * author or an administrator delete it.
 */
export function deleteFoodReview({ foodCommentId, callerUserId }: DeleteFoodReview) {
  return apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    method: 'DELETE',
    url: `/api/foods/comments/${foodCommentId}/${callerUserId}`,
  });
}

type UseDeleteFoodReviewOptions = { mutationConfig?: MutationConfig<typeof deleteFoodReview> };

/** As after a review is written: the detail, the food's review counts, my comments, my counts. */
export function useDeleteFoodReview({ mutationConfig }: UseDeleteFoodReviewOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: deleteFoodReview,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({
        queryKey: getFoodQueryOptions(args[1].foodId).queryKey,
      });
      void invalidateAll(queryClient, [
        foodKeys.lists(),
        foodKeys.best(),
        searchKeys.foods(),
        ...SHOWN_IN.myComments(),
      ]);
      await onSuccess?.(...args);
    },
  });
}
