import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { type Place, PlaceListSchema } from '@daengnyang/contract/map';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/api-client.ts';
import { mapKeys } from '@/api/query-keys.ts';
import type { LatLng } from '../map-provider.ts';

type PlacesParams = { categoryId: number; centre: LatLng };

/** The places of a category within the search radius of `centre`, nearest first. */
export function getPlaces(
  { categoryId, centre }: PlacesParams,
  signal?: AbortSignal,
): Promise<Place[]> {
  return apiRequest(import.meta.env.DEV ? PlaceListSchema : undefined, {
    url: `/api/map/${categoryId}`,
    params: {
      lat: centre.lat,
      lng: centre.lng,
      radius: MAP_DEFAULTS.radiusMetres,
      categoryId,
    },
    signal,
  });
}

export function getPlacesQueryOptions(params: PlacesParams) {
  const { categoryId, centre } = params;
  return queryOptions({
    queryKey: mapKeys.places(categoryId, centre.lat, centre.lng),
    queryFn: ({ signal }) => getPlaces(params, signal),
    // While a moved map's places load, the markers already shown stay, unless the category
    // changed: a cafe must not linger on the hospital tab.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === categoryId ? previous : undefined,
  });
}

export function usePlaces(params: PlacesParams) {
  return useQuery(getPlacesQueryOptions(params));
}
