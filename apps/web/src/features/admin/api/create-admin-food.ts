import type { AdminFoodCreateFields } from '@daengnyang/contract/admin-food';
import { FoodCreatedIdSchema } from '@daengnyang/contract/food';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendImages, uploadForm } from '@/lib/upload.ts';
import { invalidateAfterAdminChange } from './invalidate-admin-change.ts';

export type CreateAdminFoodInput = AdminFoodCreateFields & {
  /** 1–5 images; `imageDescriptions` describes them in the same order. */
  files: readonly File[];
  onProgress?: (percent: number) => void;
};

export function createAdminFood({ files, onProgress, ...fields }: CreateAdminFoodInput) {
  const data = new FormData();
  data.append('foodCategoryId', String(fields.foodCategoryId));
  data.append('title', fields.title);
  data.append('content', fields.content);
  data.append('price', String(fields.price));
  data.append('foodAddress', fields.foodAddress);
  appendImages(data, files, fields.imageDescriptions);
  return uploadForm(import.meta.env.DEV ? FoodCreatedIdSchema : undefined, {
    url: '/api/admin/foods',
    data,
    onProgress,
  });
}

export function useCreateAdminFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminFood,
    onSuccess: () => invalidateAfterAdminChange(queryClient, 'food'),
  });
}
