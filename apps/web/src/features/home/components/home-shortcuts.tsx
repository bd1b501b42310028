import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { HomeCommunityIllustration } from '@/ui/illustrations/home-community-illustration.tsx';
import { HomeFoodIllustration } from '@/ui/illustrations/home-food-illustration.tsx';
import { HomeMapIllustration } from '@/ui/illustrations/home-map-illustration.tsx';
import styles from './home-shortcuts.module.css';

type Shortcut = {
  href: string;
  title: string;
  description: string;
  Illustration: ComponentType<{ className?: string }>;
};

/** Spec §1: the three image links of the home page. */
const SHORTCUTS: readonly Shortcut[] = [
  {
    href: paths.community.getHref(1),
    title: '커뮤니티',
    description: '반려인들과 일상 나누기',
    Illustration: HomeCommunityIllustration,
  },
  {
    href: paths.food.getHref(),
    title: '먹거리',
    description: '사료·간식 고르기',
    Illustration: HomeFoodIllustration,
  },
  {
    href: paths.map.getHref(1),
    title: '지도',
    description: '가까운 병원·카페 찾기',
    Illustration: HomeMapIllustration,
  },
];

export function HomeShortcuts() {
  return (
    <nav className={styles.shortcuts} aria-label="바로가기">
      <ul className={styles.list}>
        {SHORTCUTS.map(({ href, title, description, Illustration }) => (
          <li key={href}>
            <Link className={styles.tile} to={href}>
              <Illustration className={styles.illustration} />
              <span className={styles.text}>
                <span className={styles.title}>{title}</span>
                <span className={styles.description}>{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
