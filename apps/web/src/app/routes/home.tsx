import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/pages/home-page.tsx';
import { WhenVisible } from '@/ui/when-visible.tsx';
import styles from './home.module.css';

// The map is its own chunk, fetched when the reader scrolls near it: the first view of the home
// page needs neither its code (Leaflet, ~50 kB gzip) nor its data.
const PlaceExplorer = lazy(async () => ({
  default: (await import('@/features/map/components/place-explorer.tsx')).PlaceExplorer,
}));

/** The home page with the map feature's hospitals near the user (spec §1). */
export function HomeRoute() {
  return (
    <HomePage
      nearbyPlaces={
        <WhenVisible placeholderClassName={styles.mapFallback}>
          <Suspense fallback={<div className={styles.mapFallback} />}>
            <PlaceExplorer categoryId={1} />
          </Suspense>
        </WhenVisible>
      }
    />
  );
}
