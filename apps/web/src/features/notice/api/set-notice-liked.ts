import type { Notice } from '@daengnyang/contract/notice';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll, SHOWN_IN } from '@/api/query-keys.ts';
import { getNoticeQueryOptions, type NoticeParams } from './get-notice.ts';

/**
 * After a like or unlike call succeeded, the open notice shows it at once (spec §4); the lists
 * and admin rows, which show like counts, are fetched again when next shown.
 */
export async function setNoticeLiked(
  queryClient: QueryClient,
  params: NoticeParams,
  liked: boolean,
) {
  queryClient.setQueryData(getNoticeQueryOptions(params).queryKey, (notice: Notice | undefined) =>
    notice === undefined || notice.isLike === (liked ? 1 : 0)
      ? notice
      : { ...notice, isLike: liked ? 1 : 0, likeCount: notice.likeCount + (liked ? 1 : -1) },
  );
  await invalidateAll(queryClient, SHOWN_IN.notices(), 'none');
}
