import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import { type PetMatch, PetMatchListSchema } from '@daengnyang/contract/pet-reports';
import { cacheInvalidation } from '../../events/cache-invalidation.ts';
import type { DomainEvents } from '../../events/domain-events.ts';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { okPayload } from '../../http/envelope.ts';
import { type CachedPayload, createTaggedCache } from '../../shared-state/tagged-cache.ts';

/**
 * A kept list lives a minute: a shelter animal's "공고 종료 D-n" moves with the day, and a sync's
 * changes to animals it already had record no event.
 */
const KEEP_MS = 60_000;
/**
 * At most 5,000 lists and 32 M characters (64 MB) of JSON: at ~14 kB a list, the characters
 * bound first, at about 2,400 reports' lists.
 */
const MAX_ENTRIES = 5_000;
const MAX_CHARACTERS = 32 * 1024 * 1024;

/** Who may see the report's matches: a withheld report's only to its author and the staff. */
export type ReportVisibility = { authorId: number; hidden: boolean };

/** A report's matches as the call answers them, with what a hit checks before sending them. */
export type KeptMatches = CachedPayload & ReportVisibility;

/**
 * What a report's matches depend on: every report of category 6 (a new, edited, moderated or
 * resolved one can enter or leave any list, the report itself included: hiding, deleting or
 * moving it drops its category's list tag), the shelter animals, the author's dismissals, and
 * the names on the cards.
 */
const tagsOf = (postId: number, categoryId: number) => [
  ...new Set([
    CACHE_TAGS.communityList(COMMUNITY_MISSING_CATEGORY_ID),
    CACHE_TAGS.communityList(categoryId),
  ]),
  CACHE_TAGS.shelterAnimals,
  CACHE_TAGS.petMatches(postId),
  CACHE_TAGS.authors,
];

export type MatchCache = {
  /**
   * The report's matches as a reader who blocked nobody sees them, ready to send: kept, or
   * computed and kept. `compute` throws when the report is not there for this reader.
   */
  remembered: (
    postId: number,
    compute: () => Promise<ReportVisibility & { categoryId: number; matches: PetMatch[] }>,
  ) => Promise<KeptMatches>;
};

/** The call's answer for a list of matches, encoded once. */
export const matchesPayload = (matches: PetMatch[]) => okPayload(PetMatchListSchema, matches);

/**
 * Scored match lists by report, in this instance's memory (decision 040), as the bytes of the
 * answer: scoring reads and compares hundreds of candidates per call, and a hit is then neither
 * parsed nor serialized again (http/kept-encodings.ts compresses it once). The lists change only
 * with the writes whose domain events drop them here, on every instance
 * (events/cache-invalidation.ts). A list computed while one of those writes happened is not
 * kept (`mark`).
 */
export function createMatchCache(events: Pick<DomainEvents, 'subscribe'>): MatchCache {
  const cache = createTaggedCache<KeptMatches>({
    ttlMs: KEEP_MS,
    maxEntries: MAX_ENTRIES,
    maxCharacters: MAX_CHARACTERS,
  });
  events.subscribe({ ...cacheInvalidation(cache), name: 'pet-match-invalidation' });
  return {
    async remembered(postId, compute) {
      const key = String(postId);
      const kept = cache.get(key);
      if (kept) return kept;
      const since = cache.mark();
      const { authorId, hidden, categoryId, matches } = await compute();
      const payload = { ...matchesPayload(matches), authorId, hidden };
      cache.set(key, payload, { tags: tagsOf(postId, categoryId), since });
      return payload;
    },
  };
}
