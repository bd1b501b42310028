import type { CommunitySort, FoodSort } from '@daengnyang/contract/constants';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the app, one factory per resource, so a query and every write that must
 * refresh it name the same key. A key starts with its resource name and grows from general to
 * specific, so any prefix (`communityKeys.lists()`) matches every query below it. The admin
 * tables sit under their resource's list key on purpose: whatever refreshes the site's lists
 * refreshes them too (spec §4: a new post refreshes the community and admin lists).
 */

export const accountKeys = {
  principal: () => ['account', 'principal'] as const,
};

export const communityKeys = {
  all: () => ['community'] as const,
  lists: () => [...communityKeys.all(), 'list'] as const,
  list: (categoryId: number, sort: CommunitySort, page: number) =>
    [...communityKeys.lists(), categoryId, sort, page] as const,
  adminLists: () => [...communityKeys.lists(), 'admin'] as const,
  adminList: (categoryId: number, searchText: string, page: number) =>
    [...communityKeys.adminLists(), categoryId, searchText, page] as const,
  /**
   * Category 1 finds a post of any category, so one post can be cached under two URLs: the id
   * comes first, and `detail(id)` matches both `detailAt` keys.
   */
  detail: (communityId: number) => [...communityKeys.all(), 'detail', communityId] as const,
  detailAt: (categoryId: number, communityId: number) =>
    [...communityKeys.detail(communityId), categoryId] as const,
  /** Under the post's detail key: whatever refreshes the post refreshes its history. */
  revisions: (communityId: number) => [...communityKeys.detail(communityId), 'revisions'] as const,
  /** Issue 23: the reports that may be the same animal as a post's report. */
  petMatches: (communityId: number) =>
    [...communityKeys.detail(communityId), 'pet-matches'] as const,
  best: () => [...communityKeys.all(), 'best'] as const,
};

/**
 * Structured pet reports (issue 23): under the community's key, so that whatever refreshes the
 * posts (a new post, an edit, a deletion) refreshes the filtered lists and the map tab too.
 */
export const petReportKeys = {
  lists: () => [...communityKeys.all(), 'pet-reports'] as const,
  list: (query: object) => [...petReportKeys.lists(), query] as const,
};

/** The public shelter notices of 임보·입양 (issue 23), synced by the server. */
export const shelterAnimalKeys = {
  all: () => ['shelter-animals'] as const,
  page: (page: number) => [...shelterAnimalKeys.all(), page] as const,
};

export const foodKeys = {
  all: () => ['food'] as const,
  lists: () => [...foodKeys.all(), 'list'] as const,
  list: (sort: FoodSort, page: number) => [...foodKeys.lists(), sort, page] as const,
  adminLists: () => [...foodKeys.lists(), 'admin'] as const,
  adminList: (searchText: string, page: number) =>
    [...foodKeys.adminLists(), searchText, page] as const,
  detail: (foodId: number) => [...foodKeys.all(), 'detail', foodId] as const,
  best: () => [...foodKeys.all(), 'best'] as const,
};

export const noticeKeys = {
  all: () => ['notice'] as const,
  lists: () => [...noticeKeys.all(), 'list'] as const,
  list: (categoryId: number, page: number) => [...noticeKeys.lists(), categoryId, page] as const,
  adminLists: () => [...noticeKeys.lists(), 'admin'] as const,
  adminList: (categoryId: number | null, searchText: string, page: number) =>
    [...noticeKeys.adminLists(), categoryId, searchText, page] as const,
  /** As for posts: the id first, so `detail(id)` matches the notice under any category. */
  detail: (noticeId: number) => [...noticeKeys.all(), 'detail', noticeId] as const,
  detailAt: (categoryId: number, noticeId: number) =>
    [...noticeKeys.detail(noticeId), categoryId] as const,
};

export const searchKeys = {
  all: () => ['search'] as const,
  communities: () => [...searchKeys.all(), 'communities'] as const,
  communityResults: (searchText: string, categoryId: number, page: number) =>
    [...searchKeys.communities(), searchText, categoryId, page] as const,
  foods: () => [...searchKeys.all(), 'foods'] as const,
  foodResults: (searchText: string, page: number) =>
    [...searchKeys.foods(), searchText, page] as const,
};

export const mypageKeys = {
  all: () => ['mypage'] as const,
  posts: () => [...mypageKeys.all(), 'posts'] as const,
  postsPage: (page: number) => [...mypageKeys.posts(), page] as const,
  comments: () => [...mypageKeys.all(), 'comments'] as const,
  commentsPage: (page: number) => [...mypageKeys.comments(), page] as const,
  likedFoods: () => [...mypageKeys.all(), 'liked-foods'] as const,
  likedFoodsPage: (page: number) => [...mypageKeys.likedFoods(), page] as const,
};

export const adminKeys = {
  users: () => ['user', 'admin-list'] as const,
  usersPage: (page: number, searchText: string) =>
    [...adminKeys.users(), page, searchText] as const,
  audit: () => ['audit', 'list'] as const,
  auditPage: (page: number) => [...adminKeys.audit(), page] as const,
};

/** Moderation and member safety (issue 21): what one member sees of it, and the admin queue. */
export const safetyKeys = {
  all: () => ['safety'] as const,
  mySanctions: () => [...safetyKeys.all(), 'sanctions', 'me'] as const,
  myBlocks: () => [...safetyKeys.all(), 'blocks'] as const,
  myBlocksPage: (page: number) => [...safetyKeys.myBlocks(), page] as const,
  myModeration: () => [...safetyKeys.all(), 'moderation', 'me'] as const,
};

export const moderationAdminKeys = {
  all: () => ['moderation', 'admin'] as const,
  openCount: () => [...moderationAdminKeys.all(), 'open-count'] as const,
  cases: () => [...moderationAdminKeys.all(), 'cases'] as const,
  casesPage: (status: string, sort: string, page: number) =>
    [...moderationAdminKeys.cases(), status, sort, page] as const,
  appeals: () => [...moderationAdminKeys.all(), 'appeals'] as const,
  appealsPage: (status: string, page: number) =>
    [...moderationAdminKeys.appeals(), status, page] as const,
  userSanctions: (userId: number) =>
    [...moderationAdminKeys.all(), 'user-sanctions', userId] as const,
};

/** The signed-in member's server draft of the post form (issue 22), by its key. */
export const draftKeys = {
  all: () => ['draft'] as const,
  draft: (key: string) => [...draftKeys.all(), key] as const,
};

/** The member's notifications (issue 22): the badge's count, the list's pages, the settings. */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all(), 'unread-count'] as const,
  lists: () => [...notificationKeys.all(), 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
  preferences: () => [...notificationKeys.all(), 'preferences'] as const,
};

export const mapKeys = {
  places: (categoryId: number, lat: number, lng: number) =>
    ['map', 'places', categoryId, lat, lng] as const,
  siteConfig: () => ['site-config'] as const,
  /** The browser's answer, not the server's: kept for the whole visit. */
  userPosition: () => ['geolocation'] as const,
};

/**
 * What each kind of content is shown in, beyond its own pages: a write invalidates the group of
 * what it changed, so search results and my page are never forgotten.
 */
export const SHOWN_IN = {
  /** Posts: the site's lists, details and home picks, the admin rows, search, my posts. */
  communityPosts: () => [communityKeys.all(), searchKeys.communities(), mypageKeys.posts()],
  /** Foods: the site's lists, details and carousel, the admin rows, search, my liked foods. */
  foods: () => [foodKeys.all(), searchKeys.foods(), mypageKeys.likedFoods()],
  /** Notices: their lists, details and admin rows. */
  notices: () => [noticeKeys.all()],
  /** A comment or review: my comments list it with its parent's title; the user counts it. */
  myComments: () => [mypageKeys.comments(), accountKeys.principal()],
  /**
   * Whatever a block or a moderation decision changes: every thread and list may carry the
   * `blockedAuthor` or `hidden` mark of the people and items it touched.
   */
  everyContent: () => [
    communityKeys.all(),
    foodKeys.all(),
    noticeKeys.all(),
    searchKeys.all(),
    mypageKeys.all(),
    safetyKeys.all(),
  ],
} satisfies Record<string, () => QueryKey[]>;

/**
 * Invalidates every query under each key. `refetchType: 'none'` marks them stale only, to be
 * fetched again when next shown, for counts the reader is not looking at.
 */
export async function invalidateAll(
  queryClient: QueryClient,
  keys: readonly QueryKey[],
  refetchType?: 'none',
) {
  await Promise.all(
    keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })),
  );
}
