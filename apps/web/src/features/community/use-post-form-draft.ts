import { DRAFT_KEY_PATTERN, type Draft, type DraftData } from '@daengnyang/contract/drafts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '@/api/api-error.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { localDraftKey } from '@/lib/local-draft.ts';
import { useLocalDraft } from '@/lib/use-local-draft.ts';
import { useDeletePostDraft } from './api/delete-post-draft.ts';
import { getPostDraftQueryOptions, usePostDraft } from './api/get-post-draft.ts';
import { useSavePostDraft } from './api/save-post-draft.ts';

/** Issue 22: the server keeps the post form's draft about two seconds after the last key. */
export const SERVER_DRAFT_DELAY_MS = 2000;

/** The server draft key of the post form: a new post, or the edit of post `communityId`. */
export function postDraftKey(communityId: number | undefined): string {
  const key = communityId === undefined ? 'post-new' : `post-${communityId}`;
  if (!DRAFT_KEY_PATTERN.test(key)) throw new Error(`Not a draft key: ${key}`);
  return key;
}

function isDraftData(data: unknown): data is DraftData {
  if (typeof data !== 'object' || data === null) return false;
  const { communityCategoryId, title, content } = data as Record<string, unknown>;
  return (
    (communityCategoryId === null || Number.isInteger(communityCategoryId)) &&
    typeof title === 'string' &&
    typeof content === 'string'
  );
}

const same = (one: DraftData, other: DraftData) => JSON.stringify(one) === JSON.stringify(other);

type PostFormDraftOptions = {
  draftKey: string;
  /** What the form holds now. */
  value: DraftData;
  /** What the form started with: nothing to keep while it holds just that. */
  initial: DraftData;
  /** Fills the form with a draft the member chose. */
  apply: (data: DraftData) => void;
};

/**
 * The post form's drafts (issue 22): in this browser at once (`useLocalDraft`) and, for a
 * signed-in member, on the server about two seconds after the last change, with the sequence
 * the server last answered. When the form opens it offers the newer of the two drafts if it
 * differs from what the form holds. A 409 means another tab or device saved since: the form
 * stops saving and lets the member load that draft or overwrite it.
 */
export function usePostFormDraft({ draftKey, value, initial, apply }: PostFormDraftOptions) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const server = usePostDraft(draftKey, { enabled: user !== null });
  const save = useSavePostDraft();
  const remove = useDeletePostDraft();
  const sequence = useRef(0);
  const closed = useRef(false);
  const [serverSettled, setServerSettled] = useState(false);
  const [conflict, setConflict] = useState(false);
  const isBlank = useCallback((data: DraftData) => same(data, initial), [initial]);

  const serverDraft = server.data ?? null;
  const serverOffer =
    !serverSettled &&
    serverDraft !== null &&
    !isBlank(serverDraft.data) &&
    !same(serverDraft.data, value)
      ? { savedAt: serverDraft.updatedAt, data: serverDraft.data }
      : null;
  const local = useLocalDraft({
    storageKey: user === null ? null : localDraftKey(user.userId, draftKey),
    value,
    isBlank,
    isData: isDraftData,
    paused: serverOffer !== null || closed.current,
  });

  useEffect(() => {
    if (serverDraft !== null) sequence.current = serverDraft.sequence;
  }, [serverDraft]);

  const offer =
    serverOffer !== null &&
    (local.offer === null || Date.parse(serverOffer.savedAt) >= Date.parse(local.offer.savedAt))
      ? serverOffer
      : local.offer;

  const sendToServer = useEffectEvent((force: boolean) => {
    if (closed.current) return;
    save.mutate(
      { key: draftKey, draft: { sequence: sequence.current, data: value, force } },
      {
        onSuccess: (saved) => {
          sequence.current = saved.sequence;
          setConflict(false);
        },
        onError: (error) => {
          // Anything else (offline, an old server without drafts) leaves the browser's copy.
          if (error instanceof ApiError && error.status === 409) setConflict(true);
        },
      },
    );
  });

  const serverReady = user !== null && !server.isPending;
  const serialized = JSON.stringify(value);
  const blank = isBlank(value);
  useEffect(() => {
    if (!serverReady || offer !== null || conflict || blank || serialized === '') return;
    const timer = setTimeout(() => sendToServer(false), SERVER_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [serverReady, offer, conflict, blank, serialized]);

  /** Fills the form with the offered draft. */
  const restore = () => {
    if (offer === null) return;
    setServerSettled(true);
    local.dismiss();
    apply(offer.data);
  };

  /** Throws the offered drafts away, here and on the server. */
  const discard = () => {
    setServerSettled(true);
    local.discard();
    if (serverDraft !== null) {
      remove.mutate(draftKey, { onSuccess: () => (sequence.current = 0) });
    }
  };

  /** After a 409: takes the draft another tab or device saved, and its sequence. */
  const loadNewer = async () => {
    let newer: Draft | null;
    try {
      newer = await queryClient.fetchQuery({ ...getPostDraftQueryOptions(draftKey), staleTime: 0 });
    } catch {
      // Unreachable just now: the choice stays on screen to try again.
      return;
    }
    setConflict(false);
    if (newer === null) return;
    sequence.current = newer.sequence;
    apply(newer.data);
  };

  /** After a 409: saves what this form holds over the other draft. */
  const overwrite = () => sendToServer(true);

  /** The post was sent: nothing more is saved, and the browser's copy goes (the server's goes with the write). */
  const close = () => {
    closed.current = true;
    local.discard();
  };

  return { offer, restore, discard, conflict, loadNewer, overwrite, close };
}
