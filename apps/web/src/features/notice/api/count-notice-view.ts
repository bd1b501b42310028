import { NoticeViewCountedSchema } from '@daengnyang/contract/notice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { invalidateAll, noticeKeys } from '@/api/query-keys.ts';
import type { NoticeParams } from './get-notice.ts';

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
      await invalidateAll(
        queryClient,
        [noticeKeys.detail(params.noticeId), noticeKeys.lists()],
        'none',
      );
    },
  });
}
