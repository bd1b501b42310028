// Relative, not `@/`: the benchmarks (bench/web.ts) load this file with Node itself.
import { MAP_PET_REPORTS_TAB } from '@daengnyang/contract/constants';
import { paths } from '../config/paths.ts';

/**
 * The routes of spec §2 and the lazy modules (source paths, as the build manifest names them)
 * each needs for its first view on top of the entry chunk. `tooling/bundle-budget.test.ts`
 * weighs them. Where the page's code draws its first view (the shell of a member or admin page)
 * the server links them from the page's `<head>` (modulepreload, so the browser fetches them at
 * once with the HTML); a page the server rendered needs them only to take its HTML over, and
 * loads them with the entry once its first view is on screen (BOOT_MODULE). The map page is
 * one of those: the server draws its first view's tiles (features/map/first-view-tiles.ts), and
 * the map's provider (Leaflet, or Google with a key) loads when the page's map mounts.
 */
export type RouteModules = {
  route: string;
  modules: readonly string[];
};

/** The script that loads the app after the first view of a page the server rendered. */
export const BOOT_MODULE = 'src/boot.ts';

const page = (feature: string, name: string) => `src/features/${feature}/pages/${name}.tsx`;

const MAP_PAGE_MODULES = [page('map', 'map-page')];

const ADMIN_SCREENS = [
  'login',
  'users',
  'community',
  'food',
  'notice',
  'audit',
  'reports',
  'appeals',
] as const;

export const ROUTE_MODULES: readonly RouteModules[] = [
  { route: paths.home.path, modules: ['src/app/routes/home.tsx'] },
  { route: paths.auth.login.path, modules: [page('auth', 'login-page')] },
  { route: paths.auth.oauth2Callback.path, modules: [page('auth', 'oauth2-callback-page')] },
  { route: paths.search.path, modules: [page('search', 'search-page')] },
  { route: paths.searchWord.path, modules: [page('search', 'search-page')] },
  { route: paths.community.path, modules: [page('community', 'community-list-page')] },
  { route: paths.communityDetail.path, modules: [page('community', 'community-detail-page')] },
  { route: paths.communityRegister.path, modules: [page('community', 'community-register-page')] },
  { route: paths.communityEdit.path, modules: [page('community', 'community-edit-page')] },
  { route: paths.food.path, modules: [page('food', 'food-list-page')] },
  { route: paths.foodDetail.path, modules: [page('food', 'food-detail-page')] },
  { route: paths.notice.path, modules: [page('notice', 'notice-list-page')] },
  { route: paths.noticeDetail.path, modules: [page('notice', 'notice-detail-page')] },
  { route: paths.map.path, modules: MAP_PAGE_MODULES },
  { route: paths.map.getHref(MAP_PET_REPORTS_TAB.id), modules: MAP_PAGE_MODULES },
  { route: paths.mypage.path, modules: [page('mypage', 'mypage-page')] },
  { route: paths.sanction.path, modules: ['src/app/routes/sanction.tsx'] },
  { route: paths.notifications.path, modules: [page('notifications', 'notifications-page')] },
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
