import type { OAuthProvider } from '@daengnyang/contract/constants';

const AUTH = '/auth';
const SEARCH = '/search';
const COMMUNITY = '/community';
const FOOD = '/food';
const NOTICE = '/notice';
const MAP = '/map';
const MYPAGE = '/mypage';
const ADMIN = '/admin';

/**
 * Every URL of the web app, written once. `path` is the router pattern, `getHref` builds a link,
 * `section` is the prefix shared by a navigation item's pages. Admin paths are relative because
 * the admin app mounts its own routes under `/admin/*`.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: `${AUTH}/login`, getHref: () => `${AUTH}/login` },
    oauth2Callback: { path: `${AUTH}/oauth2/login`, getHref: () => `${AUTH}/oauth2/login` },
  },
  oauth2Authorization: {
    getHref: (apiBase: string, provider: OAuthProvider) =>
      `${apiBase}/oauth2/authorization/${provider}`,
  },
  search: { path: SEARCH, getHref: () => SEARCH },
  searchWord: {
    path: `${SEARCH}/:searchword`,
    getHref: (word: string) => `${SEARCH}/${encodeURIComponent(word)}`,
  },
  community: {
    section: COMMUNITY,
    path: `${COMMUNITY}/:category`,
    getHref: (categoryId: number) => `${COMMUNITY}/${categoryId}`,
  },
  communityDetail: {
    path: `${COMMUNITY}/:category/:communityId`,
    getHref: (categoryId: number, communityId: number) =>
      `${COMMUNITY}/${categoryId}/${communityId}`,
  },
  communityRegister: { path: `${COMMUNITY}/register`, getHref: () => `${COMMUNITY}/register` },
  food: { section: FOOD, path: FOOD, getHref: () => FOOD },
  foodDetail: { path: `${FOOD}/:foodId`, getHref: (foodId: number) => `${FOOD}/${foodId}` },
  notice: {
    section: NOTICE,
    path: `${NOTICE}/:category`,
    getHref: (categoryId: number) => `${NOTICE}/${categoryId}`,
  },
  noticeDetail: {
    path: `${NOTICE}/:category/:noticeId`,
    getHref: (categoryId: number, noticeId: number) => `${NOTICE}/${categoryId}/${noticeId}`,
  },
  map: {
    section: MAP,
    path: `${MAP}/:category`,
    getHref: (categoryId: number) => `${MAP}/${categoryId}`,
  },
  mypage: { path: MYPAGE, getHref: () => MYPAGE },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  admin: {
    root: { path: `${ADMIN}/*`, getHref: () => ADMIN },
    login: { path: 'login', getHref: () => `${ADMIN}/login` },
    users: { path: 'users', getHref: () => `${ADMIN}/users` },
    community: { path: 'community', getHref: () => `${ADMIN}/community` },
    food: { path: 'food', getHref: () => `${ADMIN}/food` },
    notice: { path: 'notice', getHref: () => `${ADMIN}/notice` },
    audit: { path: 'audit', getHref: () => `${ADMIN}/audit` },
  },
} as const;
