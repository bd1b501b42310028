import { lazyComponent } from '@/lib/lazy-component.ts';

/**
 * The 실종·목격 tab's code, apart from the map page's first view (its route is at its budget,
 * apps/web/tooling/bundle-budget.test.ts). The server loads it before rendering /map/4.
 */
export const LazyPetReportExplorer = lazyComponent(
  () => import('./pet-report-explorer.tsx'),
  'PetReportExplorer',
);
