import { usePetReports } from '@/api/get-pet-reports.ts';
import { type LatLng, useUserPosition } from '@/lib/user-position.ts';
import { Button } from '@/ui/button.tsx';
import { CommunityPostLink } from '@/ui/community-post-link.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Pager } from '@/ui/pager.tsx';
import { isOnMap, nearestFirst } from '@/ui/pet-reports/nearest-first.ts';
import { PetReportSummary } from '@/ui/pet-reports/pet-report-summary.tsx';
import {
  type PetReportCategory,
  type PetReportFilter,
  petReportListParams,
} from '../pet-report-filter.ts';
import { PET_BROWSING_MESSAGES } from '../pet-report-messages.ts';
import { CommunityListSkeleton } from './community-list-skeleton.tsx';
import styles from './pet-report-results.module.css';

type PetReportResultsProps = {
  category: PetReportCategory;
  filter: PetReportFilter;
  /** Where a distance filter measures from (`useReportOrigin`). */
  origin: LatLng;
  page: number;
  onPage: (page: number) => void;
  onClear: () => void;
};

const ORIGIN_NOTES = {
  located: PET_BROWSING_MESSAGES.originLocated,
  asking: PET_BROWSING_MESSAGES.originAsking,
  unavailable: PET_BROWSING_MESSAGES.originUnavailable,
} as const;

/** Where a distance filter measures from, for the filter bar to say; null without one. */
export function useReportOrigin(filter: PetReportFilter) {
  // The browser is asked only once the reader chose a distance: opening the board asks nothing.
  const position = useUserPosition(filter.radius !== null);
  return {
    origin: position.centre,
    note: filter.radius === null ? null : ORIGIN_NOTES[position.status],
  };
}

/**
 * The structured reports of a board under its filters, from `GET /api/pet-reports`: kind and
 * status badges, species, place, date, distance and photo per row, each a link to its post.
 */
export function PetReportResults({
  category,
  filter,
  origin,
  page,
  onPage,
  onClear,
}: PetReportResultsProps) {
  const reports = usePetReports(petReportListParams(category, filter, page, origin));

  if (reports.isPending) return <CommunityListSkeleton />;
  if (reports.isError) {
    return <LoadFailure message={reports.error.message} onRetry={() => void reports.refetch()} />;
  }
  const { totalElements, totalPages } = reports.data;
  // Within a distance every row has a published point; its distance is the browser's own.
  const content =
    filter.radius === null
      ? reports.data.content
      : nearestFirst(reports.data.content.filter(isOnMap), origin);
  return (
    <>
      <p className={styles.total}>
        총 <strong>{totalElements}</strong>개의 글
      </p>
      {content.length === 0 ? (
        <EmptyState message={PET_BROWSING_MESSAGES.noReports}>
          <Button variant="secondary" onClick={onClear}>
            {PET_BROWSING_MESSAGES.clearFilters}
          </Button>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.rows} aria-label="필터한 글 목록">
            {content.map((item) => (
              <li key={item.communityId}>
                <CommunityPostLink
                  className={styles.row}
                  categoryId={item.communityCategoryId}
                  communityId={item.communityId}
                >
                  <PetReportSummary item={item} variant="row" />
                </CommunityPostLink>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={totalPages} onChange={onPage} />
        </>
      )}
    </>
  );
}
