import { NoticeViewCountedSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { getNoticeQueryOptions, type NoticeParams } from './get-notice.ts';
import { NOTICE_LIST_KEY } from './get-notice-list.ts';

export function countNoticeView({ categoryId, noticeId }: NoticeParams) {
  return apiRequest(import.meta.env.DEV ? NoticeViewCountedSchema : undefined, {
    method: 'POST',
    url: `/api/notice/${categoryId}/${noticeId}`,
  });
}

/**
 * Records a view before the notice opens (spec §4). The cached detail and lists now show one
 * view too few: they are marked stale, to be fetched again when shown, not refetched now.
 */
export function useCountNoticeView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: countNoticeView,
    onSuccess: async (_counted, params) => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: getNoticeQueryOptions(params).queryKey,
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({ queryKey: NOTICE_LIST_KEY, refetchType: 'none' }),
      ]);
    },
  });
}
