import { DRAFT_MAX_AGE_DAYS } from '@daengnyang/contract/draft-constants';
import { seoulTimestamp } from './format.ts';

/**
 * Drafts kept in this browser (issue 22): what a member typed in a form or a comment box, saved
 * as they type so a closed tab or a killed phone browser loses nothing. One entry per member and
 * target; entries older than `DRAFT_MAX_AGE_DAYS` are dropped whenever drafts are read.
 */
export type LocalDraft<Data> = { savedAt: string; data: Data };

const PREFIX = 'daengnyang:draft:';
const MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** The storage key of `target` for this member, so two members of one browser never mix. */
export function localDraftKey(userId: number, target: string): string {
  return `${PREFIX}${userId}:${target}`;
}

function parse(text: string | null): LocalDraft<unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { savedAt, data } = value as Record<string, unknown>;
    if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
    return { savedAt, data };
  } catch {
    return null;
  }
}

/** Storage can be missing or refuse (a private window, a full quota): drafts are a courtesy. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Drops every draft of this browser older than the limit, or unreadable. */
export function dropOldLocalDrafts(now: number = Date.now()) {
  const store = storage();
  if (store === null) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) {
    if (key === null || !key.startsWith(PREFIX)) continue;
    const draft = parse(store.getItem(key));
    if (draft === null || now - Date.parse(draft.savedAt) > MAX_AGE_MS) store.removeItem(key);
  }
}

/** The draft under `key` when its data passes `isData`, else null. */
export function readLocalDraft<Data>(
  key: string,
  isData: (data: unknown) => data is Data,
): LocalDraft<Data> | null {
  dropOldLocalDrafts();
  const draft = parse(storage()?.getItem(key) ?? null);
  if (draft === null || !isData(draft.data)) return null;
  return { savedAt: draft.savedAt, data: draft.data };
}

export function writeLocalDraft<Data>(key: string, data: Data) {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: seoulTimestamp(), data }));
  } catch {
    // A full quota: the draft is not kept, and typing goes on undisturbed.
  }
}

export function removeLocalDraft(key: string) {
  storage()?.removeItem(key);
}
