import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { MyLikedFoodPageSchema } from '@daengnyang/contract/mypage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { MYPAGE_QUERY_KEY } from './mypage-query-key.ts';

/** Every page of my liked foods starts with this key, so an unlike refreshes them all. */
export const MY_LIKED_FOODS_QUERY_KEY = [...MYPAGE_QUERY_KEY, 'liked-foods'] as const;

export function getMyLikedFoods(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? MyLikedFoodPageSchema : undefined, {
    url: '/api/mypage/food',
    params: { page, size: PAGE_SIZES.myLikedFoods },
    signal,
  });
}

export function getMyLikedFoodsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...MY_LIKED_FOODS_QUERY_KEY, page],
    queryFn: ({ signal }) => getMyLikedFoods(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyLikedFoods(page: number) {
  return useQuery(getMyLikedFoodsQueryOptions(page));
}
