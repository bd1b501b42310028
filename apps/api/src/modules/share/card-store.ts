import { createHmac } from 'node:crypto';
import type { ShareCardKind } from '@daengnyang/contract/share-cards';
import { type FileStore, readStoredBytes } from '../../files/file-store.ts';

/** One version of one card; the site's card has no id. */
export type CardName = { kind: ShareCardKind | 'site'; id: number | null; version: string };

/**
 * Drawn and cropped cards kept in the image store, one file per version, so that a card is
 * rendered once and then read back (by every instance, once the store is a bucket). This is
 * the only place that knows where cards live.
 *
 * The store serves its files publicly (`/uploads/…`, or the bucket's URL), and a card outlives
 * its item: a deleted post's card — a copy of its first picture — must not stay reachable.
 * So the key ends in a keyed hash of the card's name that only the server can compute, and the
 * cards are only ever served through `/og/…`, which checks the item first. The folder is a
 * cache: deleting any of it costs one render per card.
 */
export type CardStore = {
  find: (card: CardName) => Promise<Buffer | null>;
  keep: (card: CardName, bytes: Buffer) => Promise<void>;
};

const FOLDER = 'share-cards';

export function createCardStore(storage: FileStore, secret: string): CardStore {
  // A key of its own, derived from the server's secret, for this one use.
  const keyed = createHmac('sha256', secret).update('share-card-storage-keys').digest();
  const keyOf = ({ kind, id, version }: CardName) => {
    const name = id === null ? `${kind}/${version}` : `${kind}/${id}/${version}`;
    const proof = createHmac('sha256', keyed).update(name).digest('hex').slice(0, 32);
    return `${FOLDER}/${name}-${proof}.jpg`;
  };
  return {
    find: (card) => readStoredBytes(storage, keyOf(card)),
    keep: (card, bytes) => storage.put(keyOf(card), bytes),
  };
}
