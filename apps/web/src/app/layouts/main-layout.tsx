import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { usePhoneLayout } from '@/lib/use-phone-layout.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './main-layout.module.css';

export function MainLayout() {
  const isPhone = usePhoneLayout();
  return (
    <div className={styles.layout}>
      <Header />
      <main className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {isPhone && <BottomTabBar />}
    </div>
  );
}
