import type { Notice } from '@daengnyang/contract/notice';
import type { QueryClient } from '@tanstack/react-query';
import { getNoticeQueryOptions, type NoticeParams } from './get-notice.ts';

/** After a like or unlike call succeeded, the open notice shows it at once (spec §4). */
export function setNoticeLiked(queryClient: QueryClient, params: NoticeParams, liked: boolean) {
  queryClient.setQueryData(getNoticeQueryOptions(params).queryKey, (notice: Notice | undefined) =>
    notice === undefined || notice.isLike === (liked ? 1 : 0)
      ? notice
      : { ...notice, isLike: liked ? 1 : 0, likeCount: notice.likeCount + (liked ? 1 : -1) },
  );
}
