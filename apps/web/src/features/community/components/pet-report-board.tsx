import { SHELTER_TAB_LABEL } from '@daengnyang/contract/pet-report-constants';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSiteConfig } from '@/api/get-site-config.ts';
import { paths } from '@/config/paths.ts';
import { parsePage } from '@/lib/url-numbers.ts';
import {
  offersShelterNotices,
  type PetReportCategory,
  type PetReportFilter,
  petReportBoardView,
  petReportFilterSearch,
  shelterViewSearch,
} from '../pet-report-filter.ts';
import styles from './pet-report-board.module.css';
import { PetReportFilters } from './pet-report-filters.tsx';
import { PetReportResults, useReportOrigin } from './pet-report-results.tsx';
import { ShelterAnimalList } from './shelter-animal-list.tsx';

type PetReportBoardProps = {
  category: PetReportCategory;
  /** The board's ordinary list of every post, shown while no filter is set. */
  posts: ReactNode;
};

const NO_FILTER: PetReportFilter = {
  kind: null,
  species: null,
  status: null,
  radius: null,
  days: null,
};

/**
 * The body of the 실종·목격 and 임보·입양 boards: the filters over the reports, and in
 * 임보·입양 (where the server syncs them) a 보호소 공고 section of public shelter notices.
 */
export function PetReportBoard({ category, posts }: PetReportBoardProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const siteConfig = useSiteConfig();
  const shelterOffered = offersShelterNotices(category, siteConfig.data);
  const shown = petReportBoardView(category, searchParams, shelterOffered);
  const filter = shown.view === 'reports' ? shown.filter : NO_FILTER;
  const page = parsePage(searchParams.get('page'));
  const { origin, note } = useReportOrigin(filter);

  const showFilter = (next: PetReportFilter) => setSearchParams(petReportFilterSearch(next, 1));
  const showPage = (next: string) => {
    setSearchParams(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      {shelterOffered && (
        <nav className={styles.sections} aria-label="임보·입양 보기">
          <Link
            className={styles.section}
            to={paths.community.getHref(category)}
            aria-current={shown.view === 'shelter' ? undefined : 'page'}
          >
            게시글
          </Link>
          <Link
            className={styles.section}
            to={{ pathname: paths.community.getHref(category), search: shelterViewSearch(1) }}
            aria-current={shown.view === 'shelter' ? 'page' : undefined}
          >
            {SHELTER_TAB_LABEL}
          </Link>
        </nav>
      )}
      {shown.view === 'shelter' ? (
        <ShelterAnimalList page={page} onPage={(next) => showPage(shelterViewSearch(next))} />
      ) : (
        <>
          <PetReportFilters
            category={category}
            filter={filter}
            onChange={showFilter}
            originNote={note}
          />
          {shown.view === 'reports' ? (
            <PetReportResults
              category={category}
              filter={filter}
              origin={origin}
              page={page}
              onPage={(next) => showPage(petReportFilterSearch(filter, next))}
              onClear={() => showFilter(NO_FILTER)}
            />
          ) : (
            posts
          )}
        </>
      )}
    </>
  );
}
