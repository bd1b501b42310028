import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { lazyComponent } from '@/lib/lazy-component.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

// Each screen is its own chunk too: the login page, all most visitors of /admin ever see, does
// not bring the tables and dialogs with it.
const AdminLoginPage = lazyComponent(
  () => import('@/features/admin/pages/admin-login-page.tsx'),
  'AdminLoginPage',
);
const AdminUsersPage = lazyComponent(
  () => import('@/features/admin/pages/admin-users-page.tsx'),
  'AdminUsersPage',
);
const AdminCommunityPage = lazyComponent(
  () => import('@/features/admin/pages/admin-community-page.tsx'),
  'AdminCommunityPage',
);
const AdminFoodPage = lazyComponent(
  () => import('@/features/admin/pages/admin-food-page.tsx'),
  'AdminFoodPage',
);
const AdminNoticePage = lazyComponent(
  () => import('@/features/admin/pages/admin-notice-page.tsx'),
  'AdminNoticePage',
);
const AdminAuditPage = lazyComponent(
  () => import('@/features/admin/pages/admin-audit-page.tsx'),
  'AdminAuditPage',
);

const AdminReportsPage = lazyComponent(
  () => import('@/features/admin/pages/admin-reports-page.tsx'),
  'AdminReportsPage',
);
const AdminAppealsPage = lazyComponent(
  () => import('@/features/admin/pages/admin-appeals-page.tsx'),
  'AdminAppealsPage',
);

/** The admin area, its own chunk. Anyone but an administrator sees only the login and 404. */
export function AdminApp() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;

  if (user?.role !== 'ROLE_ADMIN') {
    return (
      <Routes>
        <Route index element={<Navigate to={paths.admin.login.getHref()} replace />} />
        <Route path={paths.admin.login.path} element={<AdminLoginPage />} />
        {/* Outside the admin layout nothing else gives the page its main landmark. */}
        <Route
          path="*"
          element={
            <main>
              <NotFoundPage />
            </main>
          }
        />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route index element={<Navigate to={paths.admin.users.getHref()} replace />} />
      <Route
        path={paths.admin.login.path}
        element={<Navigate to={paths.admin.users.getHref()} replace />}
      />
      <Route element={<AdminLayout />}>
        <Route path={paths.admin.users.path} element={<AdminUsersPage />} />
        <Route path={paths.admin.community.path} element={<AdminCommunityPage />} />
        <Route path={paths.admin.food.path} element={<AdminFoodPage />} />
        <Route path={paths.admin.notice.path} element={<AdminNoticePage />} />
        <Route path={paths.admin.audit.path} element={<AdminAuditPage />} />
        <Route path={paths.admin.reports.path} element={<AdminReportsPage />} />
        <Route path={paths.admin.appeals.path} element={<AdminAppealsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
