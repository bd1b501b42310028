import type { AdminFoodUpdateFields } from '@daengnyang/contract/admin-food';
import { FoodCreatedIdSchema } from '@daengnyang/contract/food';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendImages, uploadForm } from '@/lib/upload.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export type UpdateAdminFoodInput = AdminFoodUpdateFields & {
  /**
   * New images replace the food's; none keeps them (and their descriptions).
   * `imageDescriptions` describes the new ones in the same order.
   */
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

/** Fields left out are sent empty, which the server reads as "keep the current value". */
export function updateAdminFood({ files, onProgress, ...fields }: UpdateAdminFoodInput) {
  const data = new FormData();
  data.append('foodId', String(fields.foodId));
  data.append(
    'foodCategoryId',
    fields.foodCategoryId === undefined ? '' : String(fields.foodCategoryId),
  );
  data.append('title', fields.title ?? '');
  data.append('content', fields.content ?? '');
  data.append('price', String(fields.price));
  data.append('foodAddress', fields.foodAddress ?? '');
  appendImages(data, files, fields.imageDescriptions);
  return uploadForm(import.meta.env.DEV ? FoodCreatedIdSchema : undefined, {
    url: '/api/admin/foods',
    method: 'PUT',
    data,
    onProgress,
  });
}

export function useUpdateAdminFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminFood,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'food'),
  });
}
