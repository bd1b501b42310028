import { act } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accountKeys,
  adminKeys,
  communityKeys,
  foodKeys,
  mypageKeys,
  noticeKeys,
  searchKeys,
} from '@/api/query-keys.ts';
import { ADMIN_PRINCIPAL, ADMIN_TOKEN } from '@/testing/mocks/accounts.ts';
import { ok } from '@/testing/mocks/envelope.ts';
import { pagedOf } from '@/testing/mocks/food.ts';
import { server } from '@/testing/mocks/server.ts';
import { renderHookWithCache } from '@/testing/render-hook-with-cache.tsx';
import { useDeleteAdminCommunity } from './delete-admin-community.ts';
import { useDeleteAdminFood } from './delete-admin-food.ts';
import { useDeleteAdminNotice } from './delete-admin-notice.ts';
import { useDeleteAdminUser } from './delete-admin-user.ts';

/** Pages an administrator had seen, on the admin side and on the site. */
const SEEN = {
  post: [communityKeys.detailAt(3, 101), pagedOf([])],
  communityList: [communityKeys.list(1, 'new', 1), pagedOf([])],
  adminCommunities: [communityKeys.adminList(1, '', 1), pagedOf([])],
  communitySearch: [searchKeys.communityResults('산책', 1, 1), pagedOf([])],
  myPosts: [mypageKeys.postsPage(1), pagedOf([])],
  food: [foodKeys.detail(26), pagedOf([])],
  adminFoods: [foodKeys.adminList('', 1), pagedOf([])],
  foodSearch: [searchKeys.foodResults('쿠키', 1), pagedOf([])],
  myLikedFoods: [mypageKeys.likedFoodsPage(1), pagedOf([])],
  notice: [noticeKeys.detailAt(1, 41), pagedOf([])],
  adminNotices: [noticeKeys.adminList(null, '', 1), pagedOf([])],
  myComments: [mypageKeys.commentsPage(1), pagedOf([])],
  adminUsers: [adminKeys.usersPage(1, ''), pagedOf([])],
  audit: [adminKeys.auditPage(1), pagedOf([])],
  principal: [accountKeys.principal(), ADMIN_PRINCIPAL],
} as const;

function renderAsAdmin<Result>(hook: () => Result) {
  return renderHookWithCache(hook, { token: ADMIN_TOKEN, seen: SEEN });
}

describe('admin writes', () => {
  it('deleting a post reaches the site, search, my page, the audit log and the counts', async () => {
    server.use(http.delete('/api/admin/communities/101', () => ok('삭제되었습니다.')));
    const { result, stale } = renderAsAdmin(() => useDeleteAdminCommunity());

    await act(() => result.current.mutateAsync(101));

    expect(stale()).toEqual(
      new Set([
        'post',
        'communityList',
        'adminCommunities',
        'communitySearch',
        'myPosts',
        'myComments',
        'audit',
        'principal',
      ]),
    );
  });

  it('deleting a food reaches the site, search, my liked foods, the audit log and the counts', async () => {
    server.use(http.delete('/api/admin/foods/26', () => ok('삭제되었습니다.')));
    const { result, stale } = renderAsAdmin(() => useDeleteAdminFood());

    await act(() => result.current.mutateAsync(26));

    expect(stale()).toEqual(
      new Set([
        'food',
        'adminFoods',
        'foodSearch',
        'myLikedFoods',
        'myComments',
        'audit',
        'principal',
      ]),
    );
  });

  it('deleting a notice reaches its pages, my comments, the audit log and the counts', async () => {
    server.use(http.delete('/api/admin/notice/41', () => ok('삭제되었습니다.')));
    const { result, stale } = renderAsAdmin(() => useDeleteAdminNotice());

    await act(() => result.current.mutateAsync(41));

    expect(stale()).toEqual(
      new Set(['notice', 'adminNotices', 'myComments', 'audit', 'principal']),
    );
  });

  it('withdrawing a user reaches the user table, the audit log and the counts', async () => {
    server.use(http.delete('/api/admin/users/20', () => ok('탈퇴 처리되었습니다.')));
    const { result, stale } = renderAsAdmin(() => useDeleteAdminUser());

    await act(() => result.current.mutateAsync(20));

    expect(stale()).toEqual(new Set(['adminUsers', 'audit', 'principal']));
  });
});
