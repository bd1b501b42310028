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
import { useCreateAdminFood } from './create-admin-food.ts';
import { useCreateAdminNotice } from './create-admin-notice.ts';
import { useDeleteAdminCommunities } from './delete-admin-communities.ts';
import { useDeleteAdminCommunity } from './delete-admin-community.ts';
import { useDeleteAdminFood } from './delete-admin-food.ts';
import { useDeleteAdminFoods } from './delete-admin-foods.ts';
import { useDeleteAdminNotice } from './delete-admin-notice.ts';
import { useDeleteAdminNotices } from './delete-admin-notices.ts';
import { useDeleteAdminUser } from './delete-admin-user.ts';
import { useDeleteAdminUsers } from './delete-admin-users.ts';
import { useUpdateAdminFood } from './update-admin-food.ts';
import { useUpdateAdminNotice } from './update-admin-notice.ts';

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

  /** What a change to each kind of resource makes stale among the pages seen. */
  const FOOD_PAGES = ['food', 'adminFoods', 'foodSearch', 'myLikedFoods', 'myComments'];
  const NOTICE_PAGES = ['notice', 'adminNotices', 'myComments'];
  const POST_PAGES = ['post', 'communityList', 'adminCommunities', 'communitySearch', 'myPosts'];
  const ALWAYS = ['audit', 'principal'];
  const image = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });

  it('creating a food reaches the site, search and the admin table', async () => {
    server.use(http.post('/api/admin/foods', () => ok(27)));
    const { result, stale } = renderAsAdmin(() => useCreateAdminFood());

    await act(() =>
      result.current.mutateAsync({
        foodCategoryId: 1,
        title: '연어 트릿',
        content: '부드러워요',
        price: 9000,
        foodAddress: '부산',
        files: [image()],
      }),
    );

    expect(stale()).toEqual(new Set([...FOOD_PAGES, ...ALWAYS]));
  });

  it('editing a food reaches the site, search and the admin table', async () => {
    server.use(http.put('/api/admin/foods', () => ok(26)));
    const { result, stale } = renderAsAdmin(() => useUpdateAdminFood());

    await act(() =>
      result.current.mutateAsync({ foodId: 26, title: '새 이름', price: 9000, files: [] }),
    );

    expect(stale()).toEqual(new Set([...FOOD_PAGES, ...ALWAYS]));
  });

  it('creating and editing a notice reach its pages and the admin table', async () => {
    server.use(
      http.post('/api/admin/notice', () => ok(42)),
      http.put('/api/admin/notice', () => ok(41)),
    );
    const created = renderAsAdmin(() => useCreateAdminNotice());
    await act(() =>
      created.result.current.mutateAsync({
        noticeCategoryId: 1,
        title: '공지',
        content: '내용',
        files: [],
      }),
    );
    expect(created.stale()).toEqual(new Set([...NOTICE_PAGES, ...ALWAYS]));

    const updated = renderAsAdmin(() => useUpdateAdminNotice());
    await act(() =>
      updated.result.current.mutateAsync({ noticeId: 41, title: '고친 공지', files: [] }),
    );
    expect(updated.stale()).toEqual(new Set([...NOTICE_PAGES, ...ALWAYS]));
  });

  it('deleting several rows at once reaches the same pages as deleting one', async () => {
    server.use(
      http.delete('/api/admin/communities', () => ok('삭제되었습니다.')),
      http.delete('/api/admin/foods', () => ok('삭제되었습니다.')),
      http.delete('/api/admin/notice', () => ok('삭제되었습니다.')),
      http.delete('/api/admin/users', () => ok('탈퇴 처리되었습니다.')),
    );
    const posts = renderAsAdmin(() => useDeleteAdminCommunities());
    await act(() => posts.result.current.mutateAsync([101, 102]));
    expect(posts.stale()).toEqual(new Set([...POST_PAGES, 'myComments', ...ALWAYS]));

    const foods = renderAsAdmin(() => useDeleteAdminFoods());
    await act(() => foods.result.current.mutateAsync([26, 27]));
    expect(foods.stale()).toEqual(new Set([...FOOD_PAGES, ...ALWAYS]));

    const notices = renderAsAdmin(() => useDeleteAdminNotices());
    await act(() => notices.result.current.mutateAsync([41, 42]));
    expect(notices.stale()).toEqual(new Set([...NOTICE_PAGES, ...ALWAYS]));

    const users = renderAsAdmin(() => useDeleteAdminUsers());
    await act(() => users.result.current.mutateAsync([20, 21]));
    expect(users.stale()).toEqual(new Set(['adminUsers', ...ALWAYS]));
  });
});
