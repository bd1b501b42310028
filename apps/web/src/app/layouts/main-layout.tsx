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

/**
 * The banner apart from the layout: what depends on the reader re-renders only itself, never the
 * layout above the page, whose server HTML React may still be hydrating.
 */
function SanctionBannerSlot() {
  const banned = useWriteBan()?.type === 'writeBan';
  if (!banned) return null;
  return (
    <Suspense fallback={null}>
      <SanctionBanner />
    </Suspense>
  );
}

export function MainLayout() {
  return (
    <div className={styles.layout}>
      <Header />
      <SanctionBannerSlot />
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
