import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { FeaturedPosts } from '../components/featured-posts.tsx';
import { FoodCarousel } from '../components/food-carousel.tsx';
import { HeroIllustration } from '../components/hero-illustration.tsx';
import { HomeSearchForm } from '../components/home-search-form.tsx';
import { HomeShortcuts } from '../components/home-shortcuts.tsx';
import styles from './home-page.module.css';

type HomePageProps = {
  /**
   * The map of places near the user. It comes from the map feature, which the home feature
   * may not import, so the app composes it in (src/app/routes/home.tsx).
   */
  nearbyPlaces?: ReactNode;
};

export function HomePage({ nearbyPlaces }: HomePageProps) {
  return (
    <div className={styles.page}>
      <DocumentTitle title="홈 | 댕냥" />
      <section className={styles.hero} aria-labelledby="home-headline">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>반려인 커뮤니티</p>
          <h1 className={styles.headline} id="home-headline">
            {'반려동물과 함께하는 '}
            <br />
            모든 순간, <em className={styles.brand}>댕냥</em>
          </h1>
          <p className={styles.lead}>
            우리 아이 자랑부터 믿을 수 있는 먹거리, 가까운 동물병원까지 한곳에서 만나보세요.
          </p>
          <HomeSearchForm />
        </div>
        <HeroIllustration className={styles.heroIllustration} />
      </section>

      <HomeShortcuts />

      <section className={styles.featured} aria-labelledby="home-featured">
        <div className={styles.featuredIntro}>
          <p className={styles.eyebrow}>BEST</p>
          <h2 className={styles.sectionTitle} id="home-featured">
            {'지금 댕냥에서 '}
            <br />
            사랑받는 이야기
          </h2>
          <p className={styles.sectionLead}>
            좋아요와 조회수가 가장 많은 글, 그리고 도움이 필요한 실종·임보 소식을 모았어요.
          </p>
          <Link className={styles.more} to={paths.community.getHref(1)}>
            커뮤니티 전체 보기 <span aria-hidden="true">→</span>
          </Link>
        </div>
        <FeaturedPosts />
      </section>

      <section className={styles.section} aria-labelledby="home-foods">
        <div className={styles.sectionHeader}>
          <h2 className={styles.sectionTitle} id="home-foods">
            집사들이 고른 인기 먹거리
          </h2>
          <Link className={styles.more} to={paths.food.getHref()}>
            먹거리 전체 보기 <span aria-hidden="true">→</span>
          </Link>
        </div>
        <FoodCarousel />
      </section>

      {nearbyPlaces && (
        <section className={styles.section} aria-labelledby="home-places">
          <div className={styles.sectionHeader}>
            <h2 className={styles.sectionTitle} id="home-places">
              우리 동네 동물병원
            </h2>
            <Link className={styles.more} to={paths.map.getHref(1)}>
              지도에서 더 보기 <span aria-hidden="true">→</span>
            </Link>
          </div>
          {nearbyPlaces}
        </section>
      )}
    </div>
  );
}
