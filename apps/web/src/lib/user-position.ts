import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapKeys } from '@/api/query-keys.ts';

/** A point on the earth, as the browser and the map providers give it. */
export type LatLng = { lat: number; lng: number };

/** Asks the browser where the user is; rejects when it cannot tell or the user says no. */
export function getUserPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell its position'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(error.message)),
      { timeout: MAP_DEFAULTS.geolocationTimeoutMs },
    );
  });
}

/**
 * Spec §4: the position is asked once. The answer, or the refusal, is kept for the visit, so
 * the home map and the map page do not ask again.
 */
export function getUserPositionQueryOptions() {
  return queryOptions({
    queryKey: mapKeys.userPosition(),
    queryFn: getUserPosition,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export type UserPosition = {
  /** The user's position, or spec §9's default centre while unknown or refused. */
  centre: LatLng;
  /** `unavailable`: refused, timed out or not supported; the default centre stays. */
  status: 'asking' | 'located' | 'unavailable';
};

/** `ask: false` leaves the browser unasked (the default centre, `asking`) until it turns true. */
export function useUserPosition(ask = true): UserPosition {
  const { data, isError } = useQuery({ ...getUserPositionQueryOptions(), enabled: ask });
  if (data !== undefined) return { centre: data, status: 'located' };
  return { centre: MAP_DEFAULTS.centre, status: isError ? 'unavailable' : 'asking' };
}
