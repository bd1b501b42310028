import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountKeys, mypageKeys, noticeKeys } from '@/api/query-keys.ts';
import { USER_PRINCIPAL, USER_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { pagedOf } from '@/testing/mocks/food.ts';
import { notice } from '@/testing/mocks/notice.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderHookWithCache } from '@/testing/render-hook-with-cache.tsx';
import { useCreateNoticeComment } from './create-notice-comment.ts';
import { useDeleteNoticeComment } from './delete-notice-comment.ts';
import { useLikeNotice } from './like-notice.ts';
import { useUnlikeNotice } from './unlike-notice.ts';

const event = { categoryId: 3, noticeId: 41 };

/** Every page the event was seen on before the write, as it was shown. */
function seenEvent(isLike: 0 | 1) {
  const shown = notice({ noticeCategoryId: 3, isLike, likeCount: 5 });
  return {
    detail: [noticeKeys.detailAt(3, 41), shown],
    detailFromOtherTab: [noticeKeys.detailAt(1, 41), shown],
    list: [noticeKeys.list(3, 1), pagedOf([shown])],
    adminList: [noticeKeys.adminList(null, '', 1), pagedOf([])],
    myComments: [mypageKeys.commentsPage(1), pagedOf([])],
    principal: [accountKeys.principal(), USER_PRINCIPAL],
  } as const;
}

function renderWithSeenEvent<Result>(hook: () => Result, { isLike = 0 }: { isLike?: 0 | 1 } = {}) {
  return renderHookWithCache(hook, { token: USER_TOKEN, seen: seenEvent(isLike) });
}

/** Where a like shows: the notice and the lists and admin rows that count likes. */
const LIKE_SHOWN_IN = new Set(['detail', 'detailFromOtherTab', 'list', 'adminList']);

/** Where an entry shows: the event, my comments and my count. */
const ENTRY_SHOWN_IN = new Set(['detail', 'detailFromOtherTab', 'myComments', 'principal']);

describe('notice writes', () => {
  it('a like shows on the notice at once and reaches the lists that count likes', async () => {
    server.use(http.post('/api/notice/41/like', () => ok('좋아요를 눌렀습니다.')));
    const { result, stale, queryClient } = renderWithSeenEvent(() => useLikeNotice());

    await act(() => result.current.mutateAsync(event));

    expect(queryClient.getQueryData(noticeKeys.detailAt(3, 41))).toMatchObject({
      isLike: 1,
      likeCount: 6,
    });
    expect(stale()).toEqual(LIKE_SHOWN_IN);
  });

  it('an unlike shows on the notice at once and reaches the lists that count likes', async () => {
    server.use(http.delete('/api/notice/41/dislike', () => ok('좋아요를 취소했습니다.')));
    const { result, stale, queryClient } = renderWithSeenEvent(() => useUnlikeNotice(), {
      isLike: 1,
    });

    await act(() => result.current.mutateAsync(event));

    expect(queryClient.getQueryData(noticeKeys.detailAt(3, 41))).toMatchObject({
      isLike: 0,
      likeCount: 4,
    });
    expect(stale()).toEqual(LIKE_SHOWN_IN);
  });

  it('an entry written reaches the event, my comments and my count', async () => {
    server.use(http.post('/api/notice/41/comments', () => ok(800)));
    const { result, stale } = renderWithSeenEvent(() => useCreateNoticeComment());

    await act(() => result.current.mutateAsync({ notice: event, content: '참여해요', files: [] }));

    expect(stale()).toEqual(ENTRY_SHOWN_IN);
  });

  it('an entry deleted reaches the event, my comments and my count', async () => {
    server.use(http.delete('/api/notice/comments/800/7', () => ok('삭제되었습니다.')));
    const { result, stale } = renderWithSeenEvent(() => useDeleteNoticeComment());

    await act(() => result.current.mutateAsync({ notice: event, commentId: 800, callerId: 7 }));

    expect(stale()).toEqual(ENTRY_SHOWN_IN);
  });
});
