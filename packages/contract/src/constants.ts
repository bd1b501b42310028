/** Business constants of product-spec §9, shared by the API and the web app. */

export const TOKEN_STORAGE_KEY = 'AccessToken';
export const TOKEN_PREFIX = 'Bearer ';
export const REQUEST_TIMEOUT_MS = 10_000;
export const QUERY_STALE_TIME_MS = 60 * 60 * 1000;
export const SITE_TIME_ZONE = 'Asia/Seoul';

export const COMMUNITY_CATEGORIES = [
  { id: 1, name: '전체' },
  { id: 2, name: '자유게시판' },
  { id: 3, name: '강아지' },
  { id: 4, name: '고양이' },
  { id: 5, name: '특수동물' },
  { id: 6, name: '실종 / 목격' },
  { id: 7, name: '임보 / 입양' },
] as const;
/** Category 1 means "all" in lists, detail, views, search and admin filters. */
export const COMMUNITY_ALL_CATEGORY_ID = 1;
export const COMMUNITY_DEFAULT_WRITE_CATEGORY_ID = 2;
export const COMMUNITY_MISSING_CATEGORY_ID = 6;
export const COMMUNITY_FOSTER_CATEGORY_ID = 7;
/** Posts are written in these categories only. */
export const COMMUNITY_WRITABLE_CATEGORY_IDS = [2, 3, 4, 5, 6, 7] as const;

export const NOTICE_CATEGORIES = [
  { id: 1, name: '공지사항' },
  { id: 2, name: '매거진' },
  { id: 3, name: '이벤트' },
] as const;
/** Only event notices take comments (with images). */
export const NOTICE_EVENT_CATEGORY_ID = 3;

export const FOOD_CATEGORIES = [
  { id: 1, name: '사료' },
  { id: 2, name: '간식' },
] as const;

export const MAP_CATEGORIES = [
  { id: 1, name: '동물병원' },
  { id: 2, name: '카페' },
  { id: 3, name: '보호소' },
] as const;

/**
 * The fourth tab of the map, beside `MAP_CATEGORIES`: reports of category 6 of the last 30 days
 * (issue 23; also exported by `pet-reports.ts`). Here so that the map page, whose first view is
 * at its size budget, reads it from the module every page already loads.
 */
export const MAP_PET_REPORTS_TAB = { id: 4, name: '실종·목격' } as const;

export const SEARCH_DEFAULT_CATEGORY_ID = 1;
/** The longest search word, on the site's search and the admin lists' (characters). */
export const SEARCH_TEXT_MAX_LENGTH = 100;

export const PAGE_SIZES = {
  communityList: 10,
  noticeList: 10,
  foodList: 16,
  foodSearch: 12,
  communitySearch: 5,
  myPosts: 5,
  myComments: 3,
  myLikedFoods: 4,
  adminList: 10,
} as const;
export const FOOD_CAROUSEL_VISIBLE = 3;
export const BEST_FOOD_COUNT = 6;

export const IMAGE_LIMITS = {
  communityPost: 10,
  comment: 10,
  /** The add tile hides once this many images are picked. */
  pickerAddTileUntil: 5,
  adminNoticeOrFood: 5,
  galleryShown: 5,
  maxFileBytes: 10 * 1024 * 1024,
  /** An image's alternative text, as its author may write it (characters). */
  descriptionMaxLength: 200,
} as const;

export const COMMUNITY_SORTS = ['new', 'popular'] as const;
export const FOOD_SORTS = ['rank', 'price_asc', 'price_desc', 'new'] as const;

export const MAP_DEFAULTS = {
  centre: { lat: 35.1595454, lng: 129.0616078 },
  radiusMetres: 3000,
  maxRadiusMetres: 20_000,
  zoom: 15,
  geolocationTimeoutMs: 8000,
  recentreDebounceMs: 2000,
  clusterMinimumMarkers: 2,
  clusterGridPixels: 60,
} as const;

export const ROLES = ['ROLE_USER', 'ROLE_ADMIN'] as const;
export const OAUTH_PROVIDERS = ['google', 'naver', 'kakao'] as const;

export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
export type FoodSort = (typeof FOOD_SORTS)[number];
export type Role = (typeof ROLES)[number];
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

type Category = { readonly id: number; readonly name: string };
export function categoryName(categories: readonly Category[], id: number): string | undefined {
  return categories.find((category) => category.id === id)?.name;
}
