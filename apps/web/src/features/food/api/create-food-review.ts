import { FoodCreatedIdSchema, type FoodReviewFields } from '@daengnyang/contract/food';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { foodKeys, invalidateAll, SHOWN_IN, searchKeys } from '@/api/query-keys.ts';
import { useSubmissionKeys } from '@/api/submission-key.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { appendImages, uploadForm } from '@/lib/upload.ts';
import { getFoodQueryOptions } from './get-food.ts';

/** The review's fields as the contract reads them; `imageDescriptions` follows `files`' order. */
type CreateFoodReview = FoodReviewFields & {
  foodId: number;
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

/** Multipart `content` and repeated `files` (wire contract §1); answers the new review's id. */
export function createFoodReview(
  { foodId, content, files, imageDescriptions, onProgress }: CreateFoodReview,
  idempotencyKey?: string,
) {
  const data = new FormData();
  data.append('content', content);
  appendImages(data, files, imageDescriptions);
  return uploadForm(import.meta.env.DEV ? FoodCreatedIdSchema : undefined, {
    url: `/api/foods/${foodId}/comments`,
    data,
    onProgress,
    idempotencyKey,
  });
}

type UseCreateFoodReviewOptions = { mutationConfig?: MutationConfig<typeof createFoodReview> };

/**
 * After a review the detail is fetched again (it lists the review), and so are the lists, the
 * carousel and search results (review counts), my comments and the user's counts.
 */
export function useCreateFoodReview({ mutationConfig }: UseCreateFoodReviewOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  const submissions = useSubmissionKeys<CreateFoodReview>();
  return useMutation({
    ...restConfig,
    mutationFn: (input: CreateFoodReview) =>
      submissions.send(input, (key) => createFoodReview(input, key)),
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
