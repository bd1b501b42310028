import {
  COMMUNITY_ALL_CATEGORY_ID,
  MAP_CATEGORIES,
  NOTICE_CATEGORIES,
} from '@daengnyang/contract/constants';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths.ts';
import { CommunityIcon, FoodIcon, HomeIcon, MapIcon, NoticeIcon } from '@/ui/icons/nav-icons.tsx';

export type MainNavItem = {
  /** The desktop header's label (spec §2). */
  label: string;
  /** The phone tab bar's label, in Korean as most of the site. */
  tabLabel: string;
  Icon: ComponentType;
  href: string;
  isActive: (pathname: string) => boolean;
};

function inSection(section: string) {
  return (pathname: string) => pathname === section || pathname.startsWith(`${section}/`);
}

/** The site's five sections, shared by the desktop header and the phone's bottom tab bar. */
export const MAIN_NAV_ITEMS: readonly MainNavItem[] = [
  {
    label: 'HOME',
    tabLabel: 'HOME',
    Icon: HomeIcon,
    href: paths.home.getHref(),
    isActive: (pathname) => pathname === paths.home.path,
  },
  {
    label: 'Community',
    tabLabel: '커뮤니티',
    Icon: CommunityIcon,
    href: paths.community.getHref(COMMUNITY_ALL_CATEGORY_ID),
    isActive: inSection(paths.community.section),
  },
  {
    label: 'Food',
    tabLabel: '먹거리',
    Icon: FoodIcon,
    href: paths.food.getHref(),
    isActive: inSection(paths.food.section),
  },
  {
    label: 'Map',
    tabLabel: '지도',
    Icon: MapIcon,
    href: paths.map.getHref(MAP_CATEGORIES[0].id),
    isActive: inSection(paths.map.section),
  },
  {
    label: 'Notice',
    tabLabel: '공지',
    Icon: NoticeIcon,
    href: paths.notice.getHref(NOTICE_CATEGORIES[0].id),
    isActive: inSection(paths.notice.section),
  },
];
