import { Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const HomeRoute = lazyPage(() => import('./routes/home.tsx'), 'HomeRoute');
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page.tsx'), 'LoginPage');
const OAuth2CallbackPage = lazyPage(
  () => import('@/features/auth/pages/oauth2-callback-page.tsx'),
  'OAuth2CallbackPage',
);
const SearchPage = lazyPage(() => import('@/features/search/pages/search-page.tsx'), 'SearchPage');
const CommunityListPage = lazyPage(
  () => import('@/features/community/pages/community-list-page.tsx'),
  'CommunityListPage',
);
const CommunityDetailPage = lazyPage(
  () => import('@/features/community/pages/community-detail-page.tsx'),
  'CommunityDetailPage',
);
const CommunityRegisterPage = lazyPage(
  () => import('@/features/community/pages/community-register-page.tsx'),
  'CommunityRegisterPage',
);
const FoodListPage = lazyPage(
  () => import('@/features/food/pages/food-list-page.tsx'),
  'FoodListPage',
);
const FoodDetailPage = lazyPage(
  () => import('@/features/food/pages/food-detail-page.tsx'),
  'FoodDetailPage',
);
const NoticeListPage = lazyPage(
  () => import('@/features/notice/pages/notice-list-page.tsx'),
  'NoticeListPage',
);
const NoticeDetailPage = lazyPage(
  () => import('@/features/notice/pages/notice-detail-page.tsx'),
  'NoticeDetailPage',
);
const MapPage = lazyPage(() => import('@/features/map/pages/map-page.tsx'), 'MapPage');
const MypagePage = lazyPage(() => import('@/features/mypage/pages/mypage-page.tsx'), 'MypagePage');
const TermsPage = lazyPage(() => import('@/features/legal/pages/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyPage(
  () => import('@/features/legal/pages/privacy-page.tsx'),
  'PrivacyPage',
);
const ContactPage = lazyPage(
  () => import('@/features/legal/pages/contact-page.tsx'),
  'ContactPage',
);
const AdminApp = lazyPage(() => import('./admin-app.tsx'), 'AdminApp');

const routes: RouteObject[] = [
  {
    path: paths.admin.root.path,
    element: (
      <Suspense fallback={<PageLoading />}>
        <AdminApp />
      </Suspense>
    ),
  },
  {
    element: <MainLayout />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.auth.login.path, element: <LoginPage /> },
      { path: paths.auth.oauth2Callback.path, element: <OAuth2CallbackPage /> },
      { path: paths.search.path, element: <SearchPage /> },
      { path: paths.searchWord.path, element: <SearchPage /> },
      { path: paths.communityRegister.path, element: <CommunityRegisterPage /> },
      { path: paths.community.path, element: <CommunityListPage /> },
      { path: paths.communityDetail.path, element: <CommunityDetailPage /> },
      { path: paths.food.path, element: <FoodListPage /> },
      { path: paths.foodDetail.path, element: <FoodDetailPage /> },
      { path: paths.notice.path, element: <NoticeListPage /> },
      { path: paths.noticeDetail.path, element: <NoticeDetailPage /> },
      { path: paths.map.path, element: <MapPage /> },
      { path: paths.mypage.path, element: <MypagePage /> },
      { path: paths.terms.path, element: <TermsPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      {useRoutes(routes)}
    </>
  );
}
