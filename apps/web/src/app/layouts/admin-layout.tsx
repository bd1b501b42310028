import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { useModerationOpenCount } from '@/features/admin/api/get-moderation-open-count.ts';
import { Logo } from '@/ui/logo.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';
import styles from './admin-layout.module.css';
import { ProfileMenu } from './profile-menu.tsx';

/** Spec §2: Users, Community, Food, Notice; the audit log is ours. The English is decoration. */
const ADMIN_NAV_ITEMS = [
  { label: '회원 관리', caption: 'Users', href: paths.admin.users.getHref() },
  { label: '커뮤니티 관리', caption: 'Community', href: paths.admin.community.getHref() },
  { label: '먹거리 관리', caption: 'Food', href: paths.admin.food.getHref() },
  { label: '공지 관리', caption: 'Notice', href: paths.admin.notice.getHref() },
  { label: '신고 관리', caption: 'Reports', href: paths.admin.reports.getHref() },
  { label: '이의 신청', caption: 'Appeals', href: paths.admin.appeals.getHref() },
  { label: '감사 로그', caption: 'Audit', href: paths.admin.audit.getHref() },
] as const;

/** The 신고 관리 item's badge: open cases and open appeals together, read after its label. */
function OpenCountBadge() {
  const count = useModerationOpenCount().data;
  const open = count === undefined ? 0 : count.cases + count.appeals;
  if (open === 0) return null;
  return (
    <span className={styles.badge}>
      {open}
      <span className="visually-hidden">건 대기</span>
    </span>
  );
}

/** The admin shell: sidebar, a top bar with the profile menu, no site header or footer. */
export function AdminLayout() {
  const { user, myStatus } = useCurrentUser();

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <div className={styles.sidebarInner}>
          <Link className={styles.brand} to={paths.home.getHref()}>
            <Logo />
            <span className={styles.brandCaption}>관리자</span>
          </Link>
          <nav aria-label="관리자 메뉴">
            <ul className={styles.nav}>
              {ADMIN_NAV_ITEMS.map(({ label, caption, href }) => (
                <li key={href}>
                  <NavLink className={styles.navLink} to={href}>
                    <span>{label}</span>
                    {href === paths.admin.reports.getHref() && <OpenCountBadge />}
                    <span className={styles.navCaption} aria-hidden="true">
                      {caption}
                    </span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link className={styles.siteLink} to={paths.home.getHref()}>
            사이트로 돌아가기
          </Link>
        </div>
      </aside>
      <div className={styles.content}>
        <header className={styles.topbar}>
          {user !== null && myStatus !== null && <ProfileMenu user={user} myStatus={myStatus} />}
        </header>
        <main className={styles.main}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
