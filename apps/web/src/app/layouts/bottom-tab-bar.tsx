import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { LazyNotificationBell } from '@/features/notifications/components/lazy-notification-bell.tsx';
import styles from './bottom-tab-bar.module.css';
import { MAIN_NAV_ITEMS } from './main-nav-items.ts';

/**
 * The phone layout's main navigation: the header's five sections, fixed at the thumb's reach,
 * and a member's bell as a sixth tab (the header has no room for it on a phone). The bell comes
 * once the browser knows who is signed in: the server renders five tabs for everyone.
 */
export function BottomTabBar() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  return (
    <nav className={styles.bar} aria-label="주요 메뉴">
      <ul className={styles.list}>
        {MAIN_NAV_ITEMS.map(({ tabLabel, Icon, href, isActive }) => (
          <li key={href}>
            <Link
              className={styles.tab}
              to={href}
              aria-current={isActive(pathname) ? 'page' : undefined}
            >
              <Icon />
              <span className={styles.label}>{tabLabel}</span>
            </Link>
          </li>
        ))}
        {user !== null && (
          <li>
            <LazyNotificationBell className={styles.tab} labelClassName={styles.label} />
          </li>
        )}
      </ul>
    </nav>
  );
}
