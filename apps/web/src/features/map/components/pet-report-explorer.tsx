import { useMemo } from 'react';
import { usePetReports } from '@/api/get-pet-reports.ts';
import { useSiteConfig } from '@/api/get-site-config.ts';
import { type UserPosition, useUserPosition } from '@/lib/user-position.ts';
import { Button } from '@/ui/button.tsx';
import { isOnMap, type MappedReport, nearestFirst } from '@/ui/pet-reports/nearest-first.ts';
import { PetReportSummary } from '@/ui/pet-reports/pet-report-summary.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { mapSettingsFromSiteConfig, OPENSTREETMAP_SETTINGS } from '../map-settings.ts';
import { mapPetReportParams, reportMarker } from '../pet-report-tab.ts';
import { useSearchCentre } from '../use-search-centre.ts';
import { ChosenItemPopup, useChosenItem } from './chosen-item.tsx';
import { PetReportMapCard } from './pet-report-map-card.tsx';
import layout from './place-explorer.module.css';
import listStyles from './place-list.module.css';
import { PlaceMap } from './place-map.tsx';

const ORIGIN_NOTES: Record<UserPosition['status'], string> = {
  located: '최근 30일, 내 위치에서 가까운 순',
  asking: '최근 30일, 기본 위치에서 가까운 순',
  unavailable: '위치를 확인할 수 없어 기본 위치에서 가까운 순으로 보여드려요.',
};

/** A cluster of the tab's markers is named by what it holds: reports, not places. */
const reportClusterLabel = (count: number) => `${count} 건의 실종·목격 글, 눌러서 확대`;

/**
 * The map's 실종·목격 tab: the active lost, sighting and sheltering reports of the last 30 days
 * around the reader, as markers coloured by kind at their published (~200 m) point, a card with
 * the photo and a link to the post, and beside the map the same reports as a list, nearest
 * first. Laid out like the place tabs; its code loads only when the tab is opened.
 */
export function PetReportExplorer() {
  const position = useUserPosition();
  const { centre, moveTo, onMapIdle } = useSearchCentre(position.centre);
  const reports = usePetReports(mapPetReportParams(centre));
  const siteConfig = useSiteConfig();
  const choice = useChosenItem((item: MappedReport) => moveTo(item.report));
  const { selected, setSelected } = choice;

  const settings = siteConfig.data
    ? mapSettingsFromSiteConfig(siteConfig.data)
    : siteConfig.isError
      ? OPENSTREETMAP_SETTINGS
      : null;
  // One array per answer: a new one on every render would redraw every marker each time.
  const content = reports.data?.content;
  const onMap = useMemo(() => (content ?? []).filter(isOnMap), [content]);
  const shown = useMemo(() => nearestFirst(onMap, centre), [onMap, centre]);

  const selectedId = selected?.communityId;

  return (
    <div className={layout.explorer}>
      <div className={layout.mapArea} ref={choice.mapAreaRef}>
        {settings === null ? (
          <div className={layout.mapLoading} role="status" aria-label="지도를 불러오는 중" />
        ) : (
          <PlaceMap
            settings={settings}
            centre={centre}
            items={onMap}
            markerOf={reportMarker}
            clusterLabel={reportClusterLabel}
            selectedId={selected === null ? null : String(selected.communityId)}
            onSelect={setSelected}
            onIdle={onMapIdle}
          />
        )}
        {selected !== null && (
          <ChosenItemPopup choice={choice} label={`${selected.title} 정보`}>
            {(onClose) => <PetReportMapCard item={selected} onClose={onClose} />}
          </ChosenItemPopup>
        )}
      </div>
      <aside className={layout.side} aria-label="실종·목격 목록">
        <div className={layout.sideHeader}>
          <h2 className={layout.sideTitle}>
            실종·목격
            {reports.data !== undefined && (
              <span className={layout.count} aria-live="polite">
                {shown.length}건
              </span>
            )}
          </h2>
          <p className={layout.sideNote}>{ORIGIN_NOTES[position.status]}</p>
        </div>
        <div className={layout.sideBody}>
          {reports.isPending ? (
            <Skeleton count={6} />
          ) : reports.isError ? (
            <div className={layout.failed} role="alert">
              <p>{reports.error.message}</p>
              <Button variant="secondary" size="small" onClick={() => void reports.refetch()}>
                다시 시도
              </Button>
            </div>
          ) : shown.length === 0 ? (
            <p className={listStyles.empty}>
              최근 30일 동안 이 근처에 올라온 실종·목격 글이 없어요.
            </p>
          ) : (
            <ol className={listStyles.list} aria-label="가까운 실종·목격 글">
              {shown.map((item) => (
                <li key={item.communityId}>
                  <button
                    className={listStyles.item}
                    type="button"
                    aria-current={item.communityId === selectedId ? 'true' : undefined}
                    onClick={() => choice.chooseFromList(item)}
                  >
                    <PetReportSummary item={item} variant="compact" />
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      </aside>
    </div>
  );
}
