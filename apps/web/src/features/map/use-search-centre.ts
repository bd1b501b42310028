import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { useEffect, useState } from 'react';
import { distanceMetres } from '@/lib/distance.ts';
import type { LatLng } from './map-provider.ts';

/**
 * Moves shorter than this are not a new search. Recentring a map and reading its centre back
 * differ by a pixel's rounding, which must not start another search, and another, forever.
 */
const MIN_MOVE_METRES = 30;

/**
 * Where places are searched and the map is centred. It starts at `start` (the user's
 * position once known), and spec §4: 2 seconds after the map comes to rest, it follows the
 * map, so the places are fetched again around where the user looked.
 */
export function useSearchCentre(start: LatLng) {
  const [centre, setCentre] = useState(start);
  const [startFollowed, setStartFollowed] = useState(start);
  const [restedAt, setRestedAt] = useState<LatLng | null>(null);

  // The user's position arrives after the first render; the search moves there.
  if (startFollowed !== start) {
    setStartFollowed(start);
    setCentre(start);
  }

  useEffect(() => {
    if (restedAt === null) return;
    const timer = setTimeout(() => {
      setCentre((current) =>
        distanceMetres(current, restedAt) < MIN_MOVE_METRES ? current : restedAt,
      );
    }, MAP_DEFAULTS.recentreDebounceMs);
    return () => clearTimeout(timer);
  }, [restedAt]);

  return {
    centre,
    /** Centres the map and the search on a chosen place at once. */
    moveTo: setCentre,
    /** For the map's idle event: each call restarts the 2-second wait. */
    onMapIdle: setRestedAt,
  };
}
