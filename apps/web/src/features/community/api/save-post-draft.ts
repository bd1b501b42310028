import { type DraftSave, DraftSavedSchema } from '@daengnyang/contract/drafts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';

export type SavePostDraftInput = { key: string; draft: DraftSave };

/**
 * Stores the form's draft if `draft.sequence` is still the server's (else 409: another tab or
 * device saved since) and answers the next sequence.
 */
export function savePostDraft({ key, draft }: SavePostDraftInput) {
  return apiRequest(import.meta.env.DEV ? DraftSavedSchema : undefined, {
    method: 'PUT',
    url: `/api/drafts/${key}`,
    data: draft,
  });
}

export function useSavePostDraft() {
  return useMutation({ mutationFn: savePostDraft });
}
