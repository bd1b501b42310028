import { Suspense } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { type LazyComponent, lazyComponent } from '@/lib/lazy-component.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const HomeRoute = lazyComponent(() => import('./routes/home.tsx'), 'HomeRoute');
const LoginPage = lazyComponent(() => import('@/features/auth/pages/login-page.tsx'), 'LoginPage');
const OAuth2CallbackPage = lazyComponent(
  () => import('@/features/auth/pages/oauth2-callback-page.tsx'),
  'OAuth2CallbackPage',
);
const SearchPage = lazyComponent(
  () => import('@/features/search/pages/search-page.tsx'),
  'SearchPage',
);
const CommunityListPage = lazyComponent(
  () => import('@/features/community/pages/community-list-page.tsx'),
  'CommunityListPage',
);
const CommunityDetailPage = lazyComponent(
  () => import('@/features/community/pages/community-detail-page.tsx'),
  'CommunityDetailPage',
);
const CommunityRegisterPage = lazyComponent(
  () => import('@/features/community/pages/community-register-page.tsx'),
  'CommunityRegisterPage',
);
const CommunityEditPage = lazyComponent(
  () => import('@/features/community/pages/community-edit-page.tsx'),
  'CommunityEditPage',
);
const FoodListPage = lazyComponent(
  () => import('@/features/food/pages/food-list-page.tsx'),
  'FoodListPage',
);
const FoodDetailPage = lazyComponent(
  () => import('@/features/food/pages/food-detail-page.tsx'),
  'FoodDetailPage',
);
const NoticeListPage = lazyComponent(
  () => import('@/features/notice/pages/notice-list-page.tsx'),
  'NoticeListPage',
);
const NoticeDetailPage = lazyComponent(
  () => import('@/features/notice/pages/notice-detail-page.tsx'),
  'NoticeDetailPage',
);
const MapPage = lazyComponent(() => import('@/features/map/pages/map-page.tsx'), 'MapPage');
const SanctionRoute = lazyComponent(() => import('./routes/sanction.tsx'), 'SanctionRoute');
const MypagePage = lazyComponent(
  () => import('@/features/mypage/pages/mypage-page.tsx'),
  'MypagePage',
);
const NotificationsPage = lazyComponent(
  () => import('@/features/notifications/pages/notifications-page.tsx'),
  'NotificationsPage',
);
const TermsPage = lazyComponent(() => import('@/features/legal/pages/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyComponent(
  () => import('@/features/legal/pages/privacy-page.tsx'),
  'PrivacyPage',
);
const ContactPage = lazyComponent(
  () => import('@/features/legal/pages/contact-page.tsx'),
  'ContactPage',
);
const AdminApp = lazyComponent(() => import('./admin-app.tsx'), 'AdminApp');

/** A route showing a lazy page; the page rides along as the route's handle, to be preloaded. */
const pageRoute = (path: string, Page: LazyComponent): RouteObject => ({
  path,
  element: <Page />,
  handle: Page,
});

const isLazyPage = (handle: unknown): handle is LazyComponent =>
  (typeof handle === 'function' || typeof handle === 'object') &&
  handle !== null &&
  'preload' in handle;

const routes: RouteObject[] = [
  {
    path: paths.admin.root.path,
    element: (
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    ),
    handle: AdminApp,
  },
  {
    element: <MainLayout />,
    children: [
      pageRoute(paths.home.path, HomeRoute),
      pageRoute(paths.auth.login.path, LoginPage),
      pageRoute(paths.auth.oauth2Callback.path, OAuth2CallbackPage),
      pageRoute(paths.search.path, SearchPage),
      pageRoute(paths.searchWord.path, SearchPage),
      pageRoute(paths.communityRegister.path, CommunityRegisterPage),
      pageRoute(paths.communityEdit.path, CommunityEditPage),
      pageRoute(paths.community.path, CommunityListPage),
      pageRoute(paths.communityDetail.path, CommunityDetailPage),
      pageRoute(paths.food.path, FoodListPage),
      pageRoute(paths.foodDetail.path, FoodDetailPage),
      pageRoute(paths.notice.path, NoticeListPage),
      pageRoute(paths.noticeDetail.path, NoticeDetailPage),
      pageRoute(paths.map.path, MapPage),
      pageRoute(paths.mypage.path, MypagePage),
      pageRoute(paths.sanction.path, SanctionRoute),
      pageRoute(paths.notifications.path, NotificationsPage),
      pageRoute(paths.terms.path, TermsPage),
      pageRoute(paths.privacy.path, PrivacyPage),
      pageRoute(paths.contact.path, ContactPage),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every path answered by the not-found page, inside the site's layout, saying why if told. */
const notFoundRoutes = (message: string | undefined): RouteObject[] => [
  {
    element: <MainLayout />,
    children: [{ path: '*', element: <NotFoundPage message={message} /> }],
  },
];

/**
 * Loads the code of the page at `pathname` (nothing for an unknown path): the server does so
 * before rendering a page, the browser before hydrating it, so neither renders a fallback.
 */
export async function preloadRoutePage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isLazyPage(route.handle) ? route.handle.preload() : undefined)),
  );
}

/** The pattern of the route that shows `pathname`, e.g. `/community/:category`. */
export function routePatternOf(pathname: string): string | undefined {
  return matchRoutes(routes, pathname)?.at(-1)?.route.path;
}

type AppRoutesProps = {
  /**
   * A path the server answered with its not-found page (a deleted post, say): the browser shows
   * the same page there, as it hydrates what the server sent, until the reader moves on.
   */
  notFoundPath?: string | undefined;
  /** What that page says instead of the usual words: a post withheld by moderation. */
  notFoundMessage?: string | undefined;
};

export function AppRoutes({ notFoundPath, notFoundMessage }: AppRoutesProps) {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      {useRoutes(pathname === notFoundPath ? notFoundRoutes(notFoundMessage) : routes)}
    </>
  );
}
