import { COMMUNITY_ALL_CATEGORY_ID } from '@daengnyang/contract/constants';
import type { ShareCardKind } from '@daengnyang/contract/share-cards';
import type { CacheTags } from '../shared-state/tagged-cache.ts';

/**
 * The tags cached answers carry (`kind:id`), named once: routes declare theirs
 * (http/response-cache.ts) and the cache invalidation subscriber drops them
 * (events/cache-invalidation.ts). An id comes from a path, so it is a string or a number.
 */
export const CACHE_TAGS = {
  /** Every answer that shows a member's name or picture: a rename or withdrawal drops them. */
  authors: 'authors',
  /** The home page's picks among posts. */
  home: 'home',
  communityList: (categoryId: string | number) => `list:community:${categoryId}`,
  /** The board's list of every category, which every post is on. */
  communityListOfAll: `list:community:${COMMUNITY_ALL_CATEGORY_ID}`,
  communitySearch: 'search:community',
  post: (id: string | number) => `post:${id}`,
  foodList: 'list:food',
  foodSearch: 'search:food',
  food: (id: string | number) => `food:${id}`,
  noticeList: (categoryId: string | number) => `list:notice:${categoryId}`,
  notice: (id: string | number) => `notice:${id}`,
  /** The sitemap pages of a kind of item (share cards' kinds: community, notice, food). */
  sitemap: (kind: ShareCardKind) => `sitemap:${kind}`,
  /** The shelter animals a sync stored: matches of lost reports weigh them. */
  shelterAnimals: 'shelter-animals',
  /** A report's matches, which its author's dismissals change. */
  petMatches: (postId: string | number) => `pet-matches:${postId}`,
  /** Places and the site's settings change only with a deploy: nothing invalidates them. */
  places: 'places',
  siteConfig: 'site-config',
} as const;

/**
 * The response header naming the tags of a cacheable anonymous answer, comma-separated, as CDNs
 * read it to purge by tag (`Cache-Tag: post:12, authors`): the server render reads it to tag the
 * page it keeps with the tags of every answer it was drawn from.
 */
export const CACHE_TAG_HEADER = 'cache-tag';

export function formatCacheTags(tags: CacheTags): string {
  return tags.join(', ');
}

/** The tags of an answer's `Cache-Tag` header; none when it has none. */
export function parseCacheTags(header: string | string[] | number | undefined): string[] {
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}
