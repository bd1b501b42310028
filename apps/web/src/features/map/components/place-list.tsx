import type { Place } from '@daengnyang/contract/map';
import { type KeyboardEvent, useRef } from 'react';
import { distanceMetres } from '@/lib/distance.ts';
import { formatDistance } from '@/lib/format-distance.ts';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
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

/** The keys that move the focus along the list, as in a listbox: a neighbour or an end. */
const PLACE_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index) => index + 1,
  ArrowUp: (index) => index - 1,
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The places nearest first, so the page is useful even without a map. Every place is a
 * button in the Tab order; the arrow keys also walk the list, so a long one is quick to pass.
 */
export function PlaceList({ places, origin, selectedPlaceId, onSelect }: PlaceListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  if (places.length === 0) return <p className={styles.empty}>{EMPTY_MESSAGES.nearbyPlaces}</p>;
  const nearestFirst = places
    .map((place) => ({ place, distance: distanceMetres(origin, placePosition(place)) }))
    .sort((a, b) => a.distance - b.distance);

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const target = PLACE_KEYS[event.key]?.(index, nearestFirst.length - 1);
    if (target === undefined) return;
    const button = listRef.current?.querySelectorAll<HTMLElement>(':scope > li > button')[target];
    if (button === undefined) return;
    event.preventDefault();
    button.focus();
  };

  return (
    <ol className={styles.list} aria-label="가까운 장소" ref={listRef}>
      {nearestFirst.map(({ place, distance }, index) => (
        <li key={place.mapInfoId}>
          <button
            className={styles.item}
            type="button"
            aria-current={place.mapInfoId === selectedPlaceId ? 'true' : undefined}
            onClick={() => onSelect(place)}
            onKeyDown={(event) => moveFocus(event, index)}
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
