import type { ImageSlot } from '@daengnyang/contract/editing';
import { FoodCreatedIdSchema } from '@daengnyang/contract/food';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';
import { appendImageSlots, uploadForm } from '@/lib/upload.ts';
import { getFoodQueryOptions } from './get-food.ts';

export type UpdateFoodReviewInput = {
  foodId: number;
  foodCommentId: number;
  content: string;
  files: readonly File[];
  slots: readonly ImageSlot[];
  onProgress?: (percent: number) => void;
};

/** Issue 22: the author's new text and pictures for a review. */
export function updateFoodReview({
  foodCommentId,
  content,
  files,
  slots,
  onProgress,
}: UpdateFoodReviewInput) {
  const data = new FormData();
  data.append('content', content);
  appendImageSlots(data, files, slots);
  return uploadForm(import.meta.env.DEV ? FoodCreatedIdSchema : undefined, {
    url: `/api/foods/comments/${foodCommentId}`,
    method: 'PUT',
    data,
    onProgress,
  });
}

/** The food is fetched again with the review, and my comments. */
export function useUpdateFoodReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFoodReview,
    onSuccess: async (_id, { foodId }) => {
      await invalidateAll(queryClient, [
        getFoodQueryOptions(foodId).queryKey,
        ...SHOWN_IN.myComments(),
      ]);
    },
  });
}
