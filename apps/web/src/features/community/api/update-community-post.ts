import { CreatedIdSchema } from '@daengnyang/contract/community';
import type { CommunityEditFields, ImageSlot } from '@daengnyang/contract/editing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';
import { appendImageSlots, uploadForm } from '@/lib/upload.ts';

export type UpdateCommunityPostInput = Omit<CommunityEditFields, 'images'> & {
  communityId: number;
  files: readonly File[];
  slots: readonly ImageSlot[];
  /** JSON of the structured report (issue 23), on posts of categories 6 and 7. */
  petReport?: string | undefined;
  onProgress?: (percent: number) => void;
};

/** Issue 22: the author's new version, with the kept and new pictures in their final order. */
export function updateCommunityPost({
  communityId,
  communityCategoryId,
  title,
  content,
  files,
  slots,
  petReport,
  onProgress,
}: UpdateCommunityPostInput) {
  const data = new FormData();
  data.append('communityCategoryId', String(communityCategoryId));
  data.append('title', title);
  data.append('content', content);
  if (petReport !== undefined) data.append('petReport', petReport);
  appendImageSlots(data, files, slots);
  return uploadForm(import.meta.env.DEV ? CreatedIdSchema : undefined, {
    url: `/api/communities/${communityId}`,
    method: 'PUT',
    data,
    onProgress,
  });
}

/**
 * An edited post shows its new words everywhere it is listed (its detail and history, the
 * lists, search, my posts); a PUT is idempotent, so no submission key is needed.
 */
export function useUpdateCommunityPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunityPost,
    onSuccess: async () => {
      await invalidateAll(queryClient, [...SHOWN_IN.communityPosts(), accountKeys.principal()]);
    },
  });
}
