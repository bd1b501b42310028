import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  type LocalDraft,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from './local-draft.ts';

/** Short enough that a closed tab loses at most a word, long enough not to write per key. */
export const LOCAL_DRAFT_DELAY_MS = 300;

type LocalDraftOptions<Data> = {
  /** Where the draft is kept (`localDraftKey`), or null when nothing is kept (a visitor). */
  storageKey: string | null;
  /** What the form holds now. */
  value: Data;
  /** Nothing worth keeping: an empty box, or exactly what the form started with. */
  isBlank: (value: Data) => boolean;
  isData: (data: unknown) => data is Data;
  /** Holds saving (while the form offers a draft of its own to restore). */
  paused?: boolean;
};

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * Keeps what a form holds in this browser as the member types, and when the form opens offers
 * the draft kept earlier if it differs from what the form holds. While that offer stands,
 * nothing is saved, so a stray keystroke cannot overwrite the draft being offered. Read in an
 * effect, never during render: the server's HTML and the first render in the browser match.
 */
export function useLocalDraft<Data>({
  storageKey,
  value,
  isBlank,
  isData,
  paused = false,
}: LocalDraftOptions<Data>) {
  const [offer, setOffer] = useState<LocalDraft<Data> | null>(null);
  const [readKey, setReadKey] = useState<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const serialized = JSON.stringify(value);

  const readStored = useEffectEvent((key: string) => {
    const stored = readLocalDraft(key, isData);
    setOffer(stored !== null && !isBlank(stored.data) && !same(stored.data, value) ? stored : null);
    setReadKey(key);
  });

  useEffect(() => {
    if (storageKey !== null) readStored(storageKey);
  }, [storageKey]);

  const save = useEffectEvent((key: string) => {
    if (isBlank(value)) removeLocalDraft(key);
    else writeLocalDraft(key, value);
  });

  const saving = storageKey !== null && readKey === storageKey && offer === null && !paused;
  useEffect(() => {
    if (!saving || storageKey === null || serialized === '') return;
    const write = () => {
      pending.current = null;
      save(storageKey);
    };
    pending.current = write;
    const timer = setTimeout(write, LOCAL_DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saving, storageKey, serialized]);

  // What was typed in the last moment is written when the page goes or the form closes.
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  /** Takes the offered draft's data (the caller fills the form with it); saving resumes. */
  const restore = useCallback((): Data | null => {
    setOffer(null);
    return offer?.data ?? null;
  }, [offer]);

  /** Leaves the offer without taking it: the draft stays until the form saves over it. */
  const dismiss = useCallback(() => setOffer(null), []);

  /** Deletes the kept draft (the member declined it, or the form was sent). */
  const discard = useCallback(() => {
    pending.current = null;
    setOffer(null);
    if (storageKey !== null) removeLocalDraft(storageKey);
  }, [storageKey]);

  return { offer, restore, dismiss, discard };
}
