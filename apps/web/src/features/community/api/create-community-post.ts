import { type CommunityCreateFields, CreatedIdSchema } from '@daengnyang/contract/community';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';
import { useSubmissionKeys } from '@/api/submission-key.ts';
import { appendImages, uploadForm } from '@/lib/upload.ts';

export type CreateCommunityPostInput = CommunityCreateFields & {
  files: readonly File[];
  /** JSON of the structured report (issue 23), on posts of categories 6 and 7. */
  petReport?: string | undefined;
  onProgress?: (percent: number) => void;
};

export function createCommunityPost(
  {
    communityCategoryId,
    title,
    content,
    imageDescriptions,
    files,
    petReport,
    onProgress,
  }: CreateCommunityPostInput,
  idempotencyKey?: string,
) {
  const data = new FormData();
  data.append('communityCategoryId', String(communityCategoryId));
  data.append('title', title);
  data.append('content', content);
  if (petReport !== undefined) data.append('petReport', petReport);
  appendImages(data, files, imageDescriptions);
  return uploadForm(import.meta.env.DEV ? CreatedIdSchema : undefined, {
    url: '/api/communities',
    data,
    onProgress,
    idempotencyKey,
  });
}

/**
 * Spec §4: a new post refreshes the community and admin lists, where it comes first, and the
 * search results and my posts, which may list it too, and the user's post count.
 */
export function useCreateCommunityPost() {
  const queryClient = useQueryClient();
  const submissions = useSubmissionKeys<CreateCommunityPostInput>();
  return useMutation({
    mutationFn: (input: CreateCommunityPostInput) =>
      submissions.send(input, (key) => createCommunityPost(input, key)),
    onSuccess: async () => {
      await invalidateAll(queryClient, [...SHOWN_IN.communityPosts(), accountKeys.principal()]);
    },
  });
}
