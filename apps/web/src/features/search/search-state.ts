import { COMMUNITY_CATEGORIES, SEARCH_DEFAULT_CATEGORY_ID } from '@daengnyang/contract/constants';
import { parsePage } from '@/lib/url-numbers.ts';

export const SEARCH_TABS = ['community', 'food'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export type SearchState = { tab: SearchTab; categoryId: number; page: number };

/**
 * The result view kept in the address (`?tab=food&category=3&page=2`), so back, reload and a
 * shared link show the same results. Missing or unknown values fall back to the defaults:
 * the community tab, category 1 (전체), page 1. `page` is the page of the selected tab.
 */
export function parseSearchState(params: URLSearchParams): SearchState {
  const tab = params.get('tab') === 'food' ? 'food' : 'community';
  const category = Number(params.get('category'));
  const categoryId = COMMUNITY_CATEGORIES.some(({ id }) => id === category)
    ? category
    : SEARCH_DEFAULT_CATEGORY_ID;
  return { tab, categoryId, page: parsePage(params.get('page')) };
}

export function searchStateParams({ tab, categoryId, page }: SearchState): URLSearchParams {
  return new URLSearchParams({ tab, category: String(categoryId), page: String(page) });
}
