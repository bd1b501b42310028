import type { Place } from '@daengnyang/contract/map';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { distanceMetres, formatDistance } from '../distance.ts';
import type { LatLng } from '../map-provider.ts';
import { placePosition } from '../place-position.ts';
import styles from './place-list.module.css';

type PlaceListProps = {
  places: readonly Place[];
  /** Distances are measured from here: the user's position or the map's centre. */
  origin: LatLng;
  selectedPlaceId: number | null;
  onSelect: (place: Place) => void;
};

/** The places nearest first, so the page is useful even without a map. */
export function PlaceList({ places, origin, selectedPlaceId, onSelect }: PlaceListProps) {
  if (places.length === 0) return <p className={styles.empty}>{EMPTY_MESSAGES.nearbyPlaces}</p>;
  const nearestFirst = places
    .map((place) => ({ place, distance: distanceMetres(origin, placePosition(place)) }))
    .sort((a, b) => a.distance - b.distance);

  return (
    <ol className={styles.list} aria-label="가까운 장소">
      {nearestFirst.map(({ place, distance }) => (
        <li key={place.mapInfoId}>
          <button
            className={styles.item}
            type="button"
            aria-current={place.mapInfoId === selectedPlaceId ? 'true' : undefined}
            onClick={() => onSelect(place)}
          >
            <span className={styles.heading}>
              <span className={styles.name}>{place.name}</span>
              <span className={styles.distance}>{formatDistance(distance)}</span>
            </span>
            <span className={styles.address}>{place.address}</span>
            {place.fullTime && <span className={styles.fullTime}>24시간</span>}
          </button>
        </li>
      ))}
    </ol>
  );
}
