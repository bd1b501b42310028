import { categoryName, MAP_CATEGORIES } from '@daengnyang/contract/constants';
import type { Place } from '@daengnyang/contract/map';
import { useState } from 'react';
import { useSiteConfig } from '@/api/get-site-config.ts';
import { type UserPosition, useUserPosition } from '@/lib/user-position.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { usePlaces } from '../api/get-places.ts';
import { mapSettingsFromSiteConfig, OPENSTREETMAP_SETTINGS } from '../map-settings.ts';
import { placeMarker, placePosition } from '../place-position.ts';
import { useSearchCentre } from '../use-search-centre.ts';
import { ChosenItemPopup, useChosenItem } from './chosen-item.tsx';
import styles from './place-explorer.module.css';
import { PlaceInfoCard } from './place-info-card.tsx';
import { PlaceList } from './place-list.tsx';
import { PlaceMap } from './place-map.tsx';

type PlaceExplorerProps = { categoryId: number };

/** Where the list's distances are measured from, by what the browser told of the user. */
const ORIGIN_NOTES: Record<UserPosition['status'], string> = {
  located: '내 위치에서 가까운 순',
  asking: '기본 위치에서 가까운 순',
  unavailable: '위치를 확인할 수 없어 기본 위치에서 가까운 순으로 보여드려요.',
};

/**
 * The places of a category around the user: a map with clustered markers, the info card of
 * the chosen place, and beside them the same places as a list, nearest first, which works
 * even when no map can be drawn. On phones the list is under the map and the card is a
 * bottom sheet over the map.
 */
export function PlaceExplorer({ categoryId }: PlaceExplorerProps) {
  const position = useUserPosition();
  const { centre, moveTo, onMapIdle } = useSearchCentre(position.centre);
  const places = usePlaces({ categoryId, centre });
  const siteConfig = useSiteConfig();
  const choice = useChosenItem((place: Place) => moveTo(placePosition(place)));
  const { selected, setSelected } = choice;
  // Spec §4: another category clears the chosen place.
  const [shownCategoryId, setShownCategoryId] = useState(categoryId);
  if (shownCategoryId !== categoryId) {
    setShownCategoryId(categoryId);
    setSelected(null);
  }

  // Without the server's settings (it did not answer) the map still draws, with OpenStreetMap.
  const settings = siteConfig.data
    ? mapSettingsFromSiteConfig(siteConfig.data)
    : siteConfig.isError
      ? OPENSTREETMAP_SETTINGS
      : null;
  const shownPlaces = places.data ?? [];
  const name = categoryName(MAP_CATEGORIES, categoryId) ?? '장소';

  return (
    <div className={styles.explorer}>
      <div className={styles.mapArea} ref={choice.mapAreaRef}>
        {settings === null ? (
          <div className={styles.mapLoading} role="status" aria-label="지도를 불러오는 중" />
        ) : (
          <PlaceMap
            settings={settings}
            centre={centre}
            items={shownPlaces}
            markerOf={placeMarker}
            selectedId={selected === null ? null : String(selected.mapInfoId)}
            onSelect={setSelected}
            onIdle={onMapIdle}
          />
        )}
        {selected !== null && (
          <ChosenItemPopup choice={choice} label={`${selected.name} 정보`}>
            {(onClose) => <PlaceInfoCard place={selected} onClose={onClose} />}
          </ChosenItemPopup>
        )}
      </div>
      <aside className={styles.side} aria-label={`${name} 목록`}>
        <div className={styles.sideHeader}>
          <h2 className={styles.sideTitle}>
            {name}
            {places.data !== undefined && (
              <span className={styles.count} aria-live="polite">
                {places.data.length}곳
              </span>
            )}
          </h2>
          <p className={styles.sideNote}>{ORIGIN_NOTES[position.status]}</p>
        </div>
        <div className={styles.sideBody}>
          {places.isPending ? (
            <Skeleton count={6} />
          ) : places.isError ? (
            <div className={styles.failed} role="alert">
              <p>{places.error.message}</p>
              <Button variant="secondary" size="small" onClick={() => void places.refetch()}>
                다시 시도
              </Button>
            </div>
          ) : (
            <PlaceList
              places={shownPlaces}
              origin={position.centre}
              selectedPlaceId={selected?.mapInfoId ?? null}
              onSelect={choice.chooseFromList}
            />
          )}
        </div>
      </aside>
    </div>
  );
}
