import { categoryName, MAP_CATEGORIES, MAP_PET_REPORTS_TAB } from '@daengnyang/contract/constants';
import { Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { LazyPetReportExplorer } from '../components/lazy-pet-report-explorer.ts';
import explorerStyles from '../components/place-explorer.module.css';
import { PlaceExplorer } from '../components/place-explorer.tsx';
import styles from './map-page.module.css';

/** The three place tabs, then 실종·목격 (issue 23). */
const TABS = [...MAP_CATEGORIES, MAP_PET_REPORTS_TAB].map(({ id, name }) => ({
  value: id,
  label: name,
}));
const PANEL_ID = 'map-category-panel';

export function MapPage() {
  const navigate = useNavigate();
  const categoryId = Number(useParams().category);
  const petReports = categoryId === MAP_PET_REPORTS_TAB.id;
  if (!petReports && !MAP_CATEGORIES.some((category) => category.id === categoryId)) {
    return <Navigate to={paths.map.getHref(MAP_CATEGORIES[0].id)} replace />;
  }

  return (
    <div className={styles.page}>
      <DocumentTitle title="지도 | 댕냥" />
      <header className={styles.header}>
        <h1 className={styles.title}>지도</h1>
        <p className={styles.lead}>
          우리 동네 동물병원, 반려동물 카페, 보호소를 한눈에 찾아보세요.
        </p>
      </header>
      <Tabs
        label="장소 분류"
        tabs={TABS}
        value={categoryId}
        onChange={(next) => navigate(paths.map.getHref(next))}
        panelId={PANEL_ID}
      />
      <section
        id={PANEL_ID}
        className={styles.panel}
        role="tabpanel"
        aria-label={
          petReports ? MAP_PET_REPORTS_TAB.name : categoryName(MAP_CATEGORIES, categoryId)
        }
      >
        {petReports ? (
          <Suspense fallback={<div className={explorerStyles.mapArea} />}>
            <LazyPetReportExplorer />
          </Suspense>
        ) : (
          <PlaceExplorer categoryId={categoryId} />
        )}
      </section>
    </div>
  );
}
