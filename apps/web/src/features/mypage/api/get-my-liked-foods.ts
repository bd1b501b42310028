import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { MyLikedFoodPageSchema } from '@daengnyang/contract/mypage';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { mypageKeys } from '@/api/query-keys.ts';

export function getMyLikedFoods(page: number, signal?: AbortSignal) {
  return apiRequest(import.meta.env.DEV ? MyLikedFoodPageSchema : undefined, {
    url: '/api/mypage/food',
    params: { page, size: PAGE_SIZES.myLikedFoods },
    signal,
  });
}

export function getMyLikedFoodsQueryOptions(page: number) {
  return queryOptions({
    queryKey: mypageKeys.likedFoodsPage(page),
    queryFn: ({ signal }) => getMyLikedFoods(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyLikedFoods(page: number) {
  return useQuery(getMyLikedFoodsQueryOptions(page));
}
