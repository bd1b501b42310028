import { ConfirmationSchema } from '@daengnyang/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPrincipal } from '@/api/get-principal.ts';
import type { MutationConfig } from '@/lib/react-query.ts';
import { uploadForm } from '@/lib/upload.ts';

type ChangeProfileImage = { file: File; onProgress?: (percent: number) => void };

/** Multipart with the image in the single field `file` (wire contract §1). */
export function changeProfileImage({ file, onProgress }: ChangeProfileImage) {
  const data = new FormData();
  data.append('file', file);
  return uploadForm(import.meta.env.DEV ? ConfirmationSchema : undefined, {
    url: '/api/mypage/user/image',
    method: 'PUT',
    data,
    onProgress,
  });
}

type UseChangeProfileImageOptions = { mutationConfig?: MutationConfig<typeof changeProfileImage> };

/**
 * Spec §4: a new profile image refetches the current user. Cached posts and comments show the
 * old picture, so everything else is marked stale and fetched again when next shown.
 */
export function useChangeProfileImage({ mutationConfig }: UseChangeProfileImageOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: changeProfileImage,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await refreshPrincipal(queryClient);
      await onSuccess?.(...args);
    },
  });
}
