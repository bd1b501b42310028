import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { AdminCommunityPage } from '@/features/admin/pages/admin-community-page.tsx';
import { AdminFoodPage } from '@/features/admin/pages/admin-food-page.tsx';
import { AdminLoginPage } from '@/features/admin/pages/admin-login-page.tsx';
import { AdminNoticePage } from '@/features/admin/pages/admin-notice-page.tsx';
import { AdminUsersPage } from '@/features/admin/pages/admin-users-page.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';
import { AdminLayout } from './layouts/admin-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** The admin area, its own chunk. Anyone but an administrator sees only the login and 404. */
export function AdminApp() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;

  if (user?.role !== 'ROLE_ADMIN') {
    return (
      <Routes>
        <Route index element={<Navigate to={paths.admin.login.getHref()} replace />} />
        <Route path={paths.admin.login.path} element={<AdminLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
