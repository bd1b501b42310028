import {
  COMMUNITY_ALL_CATEGORY_ID,
  MAP_CATEGORIES,
  NOTICE_CATEGORIES,
} from '@daengnyang/contract/constants';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import styles from './header-nav.module.css';

type NavItem = { label: string; href: string; isActive: (pathname: string) => boolean };

function inSection(section: string) {
  return (pathname: string) => pathname === section || pathname.startsWith(`${section}/`);
}

const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'HOME',
    href: paths.home.getHref(),
    isActive: (pathname) => pathname === paths.home.path,
  },
  {
    label: 'Community',
    href: paths.community.getHref(COMMUNITY_ALL_CATEGORY_ID),
    isActive: inSection(paths.community.section),
  },
  { label: 'Food', href: paths.food.getHref(), isActive: inSection(paths.food.section) },
  {
    label: 'Map',
    href: paths.map.getHref(MAP_CATEGORIES[0].id),
    isActive: inSection(paths.map.section),
  },
  {
    label: 'Notice',
    href: paths.notice.getHref(NOTICE_CATEGORIES[0].id),
    isActive: inSection(paths.notice.section),
  },
];

export function HeaderNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="주요 메뉴">
      <ul className={styles.list}>
        {NAV_ITEMS.map(({ label, href, isActive }) => (
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
