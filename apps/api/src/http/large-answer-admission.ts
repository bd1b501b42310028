import { LRUCache } from 'lru-cache';

/**
 * Answers from this size on are kept only once their URL is asked for again (characters of a
 * text, bytes of bytes: a text's bytes are at least its characters).
 */
const LARGE_FROM = 32 * 1024;
/** URLs of large answers computed once and not kept, remembered for their second time. */
const REMEMBERED_URLS = 10_000;

/**
 * Which large answers the response cache keeps (http/response-cache.ts): a large answer is kept
 * on its URL's second computation, not its first, unless requests waited for the first or a
 * kept answer of the URL is being replaced.
 *
 * Why: a stream of one-off URLs (the map tab at exact points: ~80 kB each, thousands a second,
 * none asked twice) filled the cache with answers nobody read again. Each kept buffer lives
 * past a young-generation collection and is freed only by a full one, so the process kept
 * allocating fresh memory for them: twice the page faults per request, and on the benchmark's
 * map tab at exact points p99 59-75 ms against 37-47 ms when such answers are not kept
 * (alternating 10 s runs, session 17). A URL asked twice is kept from then on, as before; small
 * answers are always kept (they cost little to keep, and a page's second read hits at once).
 */
export type LargeAnswerAdmission = {
  /**
   * Whether to keep an answer of `size` for `url`. `wanted`: requests waited for it, or it
   * replaces a kept answer of the same URL.
   */
  admits: (url: string, size: number, wanted: boolean) => boolean;
};

export function createLargeAnswerAdmission(): LargeAnswerAdmission {
  const computedOnce = new LRUCache<string, true>({ max: REMEMBERED_URLS });
  return {
    admits(url, size, wanted) {
      if (size < LARGE_FROM) return true;
      if (wanted || computedOnce.has(url)) {
        computedOnce.delete(url);
        return true;
      }
      computedOnce.set(url, true);
      return false;
    },
  };
}
