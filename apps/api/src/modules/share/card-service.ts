import {
  type ShareCardKind,
  SITE_SHARE_CARD_VERSION,
  shareCardPath,
  shareCardVersion,
  siteShareCardPath,
} from '@daengnyang/contract/share-cards';
import { readStoredBytes } from '../../files/file-store.ts';
import { notFound } from '../../http/errors.ts';
import type { ModuleDeps } from '../deps.ts';
import { createCardRenderer } from './card-renderer.ts';
import { type CardName, createCardStore } from './card-store.ts';
import type { CardTask } from './card-worker.ts';
import { findCardSubject } from './repository.ts';

/** A card's bytes (JPEG), or the path of its current version when another was asked for. */
export type CardAnswer = { bytes: Buffer } | { movedTo: string };

export type ShareCardService = {
  itemCard: (kind: ShareCardKind, id: number, version: string) => Promise<CardAnswer>;
  siteCard: (version: string) => Promise<CardAnswer>;
  close: () => Promise<void>;
};

/**
 * Share cards (`og:image`): an item's first picture cropped to 1200×600, or its title drawn on
 * a branded card; the site's card for home and lists. The version in the path must be the
 * current one (contract `shareCardVersion`, computed from what the card shows), or the answer
 * is the current path. A card is rendered once per version and then read from the store.
 */
export function createShareCardService(
  deps: Pick<ModuleDeps, 'db' | 'storage' | 'imageUrls'> & { secret: string },
): ShareCardService {
  const { db, storage, imageUrls } = deps;
  const renderer = createCardRenderer();
  const store = createCardStore(storage, deps.secret);
  /**
   * Cards being read or rendered in this process, so concurrent first requests for one card
   * render it once. Another instance may render the same card at the same moment: it writes
   * the same bytes under the same key, which costs a render and nothing else.
   */
  const underway = new Map<string, Promise<Buffer>>();

  const cardBytes = (card: CardName, task: () => Promise<CardTask>): Promise<Buffer> => {
    const name = `${card.kind}/${card.id}/${card.version}`;
    const pending = underway.get(name);
    if (pending) return pending;
    const started = (async () => {
      const kept = await store.find(card);
      if (kept) return kept;
      const bytes = await renderer.render(await task());
      await store.keep(card, bytes);
      return bytes;
    })().finally(() => underway.delete(name));
    underway.set(name, started);
    return started;
  };

  return {
    async itemCard(kind, id, version) {
      const subject = await findCardSubject(db, kind, id);
      if (!subject) throw notFound();
      const { title, categoryName, imagePath } = subject;
      const current = shareCardVersion({
        title,
        categoryName,
        imageUrl: imagePath === null ? null : imageUrls.stored(imagePath),
      });
      if (version !== current) return { movedTo: shareCardPath(kind, id, current) };
      const bytes = await cardBytes({ kind, id, version }, async () => ({
        site: false,
        title,
        categoryName,
        // A picture missing from the store (a restored database without its files) gives
        // the drawn card rather than no card.
        photo: imagePath === null ? null : await readStoredBytes(storage, imagePath),
      }));
      return { bytes };
    },

    async siteCard(version) {
      if (version !== SITE_SHARE_CARD_VERSION) return { movedTo: siteShareCardPath() };
      const card = { kind: 'site', id: null, version } as const;
      return { bytes: await cardBytes(card, async () => ({ site: true })) };
    },

    close: () => renderer.close(),
  };
}
