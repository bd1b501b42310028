import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { getFoodQueryOptions } from './get-food.ts';

type SetReviewHelpful = { foodId: number; foodCommentId: number; helpful: boolean };

/** 도움돼요 on a review: POST …/{reviewId}/like, DELETE …/{reviewId}/dislike. */
export function setReviewHelpful({ foodId, foodCommentId, helpful }: SetReviewHelpful) {
  const url = `/api/foods/${foodId}/${foodCommentId}`;
  return helpful
    ? apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
        method: 'POST',
        url: `${url}/like`,
      })
    : apiRequest(import.meta.env.DEV ? ConfirmationSchema : undefined, {
        method: 'DELETE',
        url: `${url}/dislike`,
      });
}

type UseSetReviewHelpfulOptions = { mutationConfig?: MutationConfig<typeof setReviewHelpful> };

/**
 * Marks the review in the cached detail once the server has taken the mark. The detail is not
 * fetched again: reviews are ordered by helpfulness, and the one just clicked must not jump away.
 */
export function useSetReviewHelpful({ mutationConfig }: UseSetReviewHelpfulOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: setReviewHelpful,
    onSuccess: async (...args) => {
      const { foodId, foodCommentId, helpful } = args[1];
      queryClient.setQueryData(getFoodQueryOptions(foodId).queryKey, (food) =>
        food === undefined
          ? food
          : {
              ...food,
              foodComment: food.foodComment.map((review) =>
                review.foodCommentId !== foodCommentId || review.isLike === Number(helpful)
                  ? review
                  : {
                      ...review,
                      isLike: Number(helpful),
                      likeCount: review.likeCount + (helpful ? 1 : -1),
                    },
              ),
            },
      );
      await onSuccess?.(...args);
    },
  });
}
