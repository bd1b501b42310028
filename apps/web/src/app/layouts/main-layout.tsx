import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { SuspensionGate } from '../suspension-gate.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './main-layout.module.css';

// Only a banned member ever sees the banner: its code stays out of every visitor's first load.
const SanctionBanner = lazy(async () => ({
  default: (await import('./sanction-banner.tsx')).SanctionBanner,
}));

export function MainLayout() {
  const banned = useWriteBan()?.type === 'writeBan';
  return (
    <div className={styles.layout}>
      <Header />
      {banned && (
        <Suspense fallback={null}>
          <SanctionBanner />
        </Suspense>
      )}
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
