import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '@/ui/page-loading.tsx';
import { SuspensionGate } from '../suspension-gate.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './main-layout.module.css';
import { SanctionBanner } from './sanction-banner.tsx';

export function MainLayout() {
  return (
    <div className={styles.layout}>
      <Header />
      <SanctionBanner />
      <SuspensionGate />
      <main className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
}
