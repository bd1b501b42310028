import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/pages/home-page.tsx';
import styles from './home.module.css';

// The map stays its own chunk: the rest of the home page shows without waiting for it.
const PlaceExplorer = lazy(async () => ({
  default: (await import('@/features/map/components/place-explorer.tsx')).PlaceExplorer,
}));

/** The home page with the map feature's hospitals near the user (spec §1). */
export function HomeRoute() {
  return (
    <HomePage
      nearbyPlaces={
        <Suspense fallback={<div className={styles.mapFallback} />}>
          <PlaceExplorer categoryId={1} />
        </Suspense>
      }
    />
  );
}
