/**
 * The web app's page URLs that the server names too: public pages (sitemaps, share cards,
 * server rendering) and the member pages crawlers are kept out of (robots.txt). The web app's
 * `config/paths.ts` builds its routes and links from these, so a URL is written once.
 * `path` is the router pattern, `getHref` builds a link, `section` is the prefix shared by a
 * navigation item's pages.
 */
export const PAGE_SECTIONS = {
  auth: '/auth',
  search: '/search',
  community: '/community',
  food: '/food',
  notice: '/notice',
  map: '/map',
  mypage: '/mypage',
  admin: '/admin',
} as const;

const { search, community, food, notice, map } = PAGE_SECTIONS;

/** Pages a visitor reads without signing in. */
export const publicPages = {
  home: { path: '/', getHref: () => '/' },
  search: { path: search, getHref: () => search },
  searchWord: {
    path: `${search}/:searchword`,
    getHref: (word: string) => `${search}/${encodeURIComponent(word)}`,
  },
  community: {
    section: community,
    path: `${community}/:category`,
    getHref: (categoryId: number) => `${community}/${categoryId}`,
  },
  communityDetail: {
    path: `${community}/:category/:communityId`,
    getHref: (categoryId: number, communityId: number) =>
      `${community}/${categoryId}/${communityId}`,
  },
  food: { section: food, path: food, getHref: () => food },
  foodDetail: { path: `${food}/:foodId`, getHref: (foodId: number) => `${food}/${foodId}` },
  notice: {
    section: notice,
    path: `${notice}/:category`,
    getHref: (categoryId: number) => `${notice}/${categoryId}`,
  },
  noticeDetail: {
    path: `${notice}/:category/:noticeId`,
    getHref: (categoryId: number, noticeId: number) => `${notice}/${categoryId}/${noticeId}`,
  },
  map: {
    section: map,
    path: `${map}/:category`,
    getHref: (categoryId: number) => `${map}/${categoryId}`,
  },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
} as const;

/** The post form: a member page inside the community section. */
export const COMMUNITY_REGISTER_PATH = `${community}/register`;

/** The post form holding a post its author edits (issue 22); a member page like the form. */
export const COMMUNITY_EDIT_PATH = `${community}/edit/:communityId`;
export const communityEditHref = (communityId: number) => `${community}/edit/${communityId}`;

/** Pages only a member or an administrator uses: closed to crawlers. */
export const MEMBER_PAGE_PATHS = [
  PAGE_SECTIONS.admin,
  PAGE_SECTIONS.mypage,
  PAGE_SECTIONS.auth,
  COMMUNITY_REGISTER_PATH,
] as const;
