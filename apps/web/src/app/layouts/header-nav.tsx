import { Link, useLocation } from 'react-router';
import styles from './header-nav.module.css';
import { MAIN_NAV_ITEMS } from './main-nav-items.ts';

export function HeaderNav() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label="주요 메뉴">
      <ul className={styles.list}>
        {MAIN_NAV_ITEMS.map(({ label, href, isActive }) => (
          <li key={label}>
            <Link
              className={styles.link}
              to={href}
              aria-current={isActive(pathname) ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
