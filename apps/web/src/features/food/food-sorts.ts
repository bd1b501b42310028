import { FOOD_SORTS, type FoodSort } from '@daengnyang/contract/constants';

/** The four sort choices of the food list, in the order the page shows them (spec §2). */
export const FOOD_SORT_OPTIONS: readonly { value: FoodSort; label: string }[] = [
  { value: 'rank', label: '랭킹순' },
  { value: 'price_asc', label: '낮은 가격순' },
  { value: 'price_desc', label: '높은 가격순' },
  { value: 'new', label: '최신순' },
];

const sorts: readonly string[] = FOOD_SORTS;

function isFoodSort(value: string): value is FoodSort {
  return sorts.includes(value);
}

/** The sort named in the address, or the default (ranking) for a missing or unknown one. */
export function parseFoodSort(value: string | null): FoodSort {
  return value !== null && isFoodSort(value) ? value : 'rank';
}
