import { PAGE_SIZES } from '@daengnyang/contract/constants';
import { paths } from '../src/config/paths.ts';

/**
 * The routes of spec §2 and what each needs for its first view on top of the entry chunk:
 * - `modules`: the lazy modules (source paths, as the build manifest names them). The map page
 *   counts the Leaflet provider, which draws its map when no Google key is configured; the
 *   home page's map loads only when scrolled to, so it does not count.
 * - `requests`: the API GETs the page makes for a visitor without a token when its URL has no
 *   query string, with the route's parameters in place (`:category`). The preload script asks
 *   for them with the chunks; tooling/first-view-requests.test.tsx checks that the pages ask
 *   for exactly these.
 */
export type RouteFirstView = {
  route: string;
  modules: readonly string[];
  requests?: readonly string[];
};

const page = (feature: string, name: string) => `src/features/${feature}/pages/${name}.tsx`;

const ADMIN_SCREENS = ['login', 'users', 'community', 'food', 'notice', 'audit'] as const;

export const ROUTE_FIRST_VIEWS: readonly RouteFirstView[] = [
  {
    route: paths.home.path,
    modules: ['src/app/routes/home.tsx'],
    requests: ['/api/bestcommunity', '/api/bestfood'],
  },
  { route: paths.auth.login.path, modules: [page('auth', 'login-page')] },
  { route: paths.auth.oauth2Callback.path, modules: [page('auth', 'oauth2-callback-page')] },
  { route: paths.search.path, modules: [page('search', 'search-page')] },
  { route: paths.searchWord.path, modules: [page('search', 'search-page')] },
  {
    route: paths.community.path,
    modules: [page('community', 'community-list-page')],
    requests: [
      `/api/communities/:category?sort=new&page=1&size=${PAGE_SIZES.communityList}&categoryId=:category`,
    ],
  },
  {
    route: paths.communityDetail.path,
    modules: [page('community', 'community-detail-page')],
    requests: ['/api/communities/:category/:communityId'],
  },
  { route: paths.communityRegister.path, modules: [page('community', 'community-register-page')] },
  {
    route: paths.food.path,
    modules: [page('food', 'food-list-page')],
    requests: [`/api/foods?sort=rank&page=1&size=${PAGE_SIZES.foodList}`],
  },
  {
    route: paths.foodDetail.path,
    modules: [page('food', 'food-detail-page')],
    requests: ['/api/foods/:foodId'],
  },
  {
    route: paths.notice.path,
    modules: [page('notice', 'notice-list-page')],
    requests: [`/api/notice/:category?page=1&size=${PAGE_SIZES.noticeList}&categoryId=:category`],
  },
  {
    route: paths.noticeDetail.path,
    modules: [page('notice', 'notice-detail-page')],
    requests: ['/api/notice/:category/:noticeId'],
  },
  {
    route: paths.map.path,
    modules: [page('map', 'map-page'), 'src/features/map/providers/leaflet-map-provider.ts'],
    // The places wait for the browser's position; only the map settings are sure.
    requests: ['/api/site-config'],
  },
  { route: paths.mypage.path, modules: [page('mypage', 'mypage-page')] },
  { route: paths.terms.path, modules: [page('legal', 'terms-page')] },
  { route: paths.privacy.path, modules: [page('legal', 'privacy-page')] },
  { route: paths.contact.path, modules: [page('legal', 'contact-page')] },
  ...ADMIN_SCREENS.map((screen) => ({
    route: paths.admin[screen].getHref(),
    modules: ['src/app/admin-app.tsx', page('admin', `admin-${screen}-page`)],
  })),
];

/** Lazy modules that are a route's page: each must have its row above. */
export const PAGE_MODULE = /^src\/(?:app\/routes\/|app\/admin-app\.tsx$|features\/[^/]+\/pages\/)/;
