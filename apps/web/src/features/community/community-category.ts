import {
  COMMUNITY_ALL_CATEGORY_ID,
  COMMUNITY_CATEGORIES,
  COMMUNITY_SORTS,
  COMMUNITY_WRITABLE_CATEGORY_IDS,
  type CommunitySort,
} from '@daengnyang/contract/constants';
import type { TabItem } from '@/ui/tabs.tsx';

/** The list tabs: 1 (전체) to 7. */
export const COMMUNITY_TABS: readonly TabItem<number>[] = COMMUNITY_CATEGORIES.map(
  ({ id, name }) => ({
    value: id,
    label: name,
  }),
);

const writableIds: readonly number[] = COMMUNITY_WRITABLE_CATEGORY_IDS;

/** The categories a post is written in (2–7), for the write page's select. */
export const WRITABLE_CATEGORIES = COMMUNITY_CATEGORIES.filter(({ id }) =>
  writableIds.includes(id),
);

/** The `:category` of a community URL as a category id, or null when no board has it. */
export function parseCommunityCategory(param: string | undefined): number | null {
  const id = Number(param);
  return COMMUNITY_CATEGORIES.some((category) => category.id === id) ? id : null;
}

export function isAllCategory(categoryId: number): boolean {
  return categoryId === COMMUNITY_ALL_CATEGORY_ID;
}

export const SORT_LABELS: Record<CommunitySort, string> = { new: '최신순', popular: '인기순' };

/** The `sort` query of the list URL; anything unknown is the newest first, as on the server. */
export function parseCommunitySort(value: string | null): CommunitySort {
  return COMMUNITY_SORTS.find((sort) => sort === value) ?? 'new';
}

/**
 * A list's query string, leaving out what the URL means without it (newest, page 1): the links
 * of the page, and its canonical address.
 */
export function communityListSearch(sort: CommunitySort, page: number): string {
  const search = new URLSearchParams();
  if (sort !== 'new') search.set('sort', sort);
  if (page > 1) search.set('page', String(page));
  return search.toString();
}
