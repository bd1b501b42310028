import { Link, useLocation } from 'react-router';
import styles from './bottom-tab-bar.module.css';
import { MAIN_NAV_ITEMS } from './main-nav-items.ts';

/** The phone layout's main navigation: the header's five sections, fixed at the thumb's reach. */
export function BottomTabBar() {
  const { pathname } = useLocation();
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
      </ul>
    </nav>
  );
}
