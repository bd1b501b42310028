import { type Draft, DraftSchema } from '@daengnyang/contract/drafts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { ApiError } from '@/api/api-error.ts';
import { draftKeys } from '@/api/query-keys.ts';

/** The member's server draft of the post form (`post-new` or `post-{id}`), null when none. */
export async function getPostDraft(key: string, signal?: AbortSignal): Promise<Draft | null> {
  try {
    return await apiRequest(import.meta.env.DEV ? DraftSchema : undefined, {
      url: `/api/drafts/${key}`,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Read once when the form opens; the form itself keeps the sequence from then on. */
export function getPostDraftQueryOptions(key: string) {
  return queryOptions({
    queryKey: draftKeys.draft(key),
    queryFn: ({ signal }) => getPostDraft(key, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function usePostDraft(key: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getPostDraftQueryOptions(key), enabled });
}
