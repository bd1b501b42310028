import { MAP_MAX_PLACES, type MapQuery, type Place } from '@daengnyang/contract/map';
import type { ModuleDeps } from '../deps.ts';
import { findPlacesWithin } from './repository.ts';

/** The map: pet hospitals, cafes and shelters near a point. */
export function createMapService(deps: Pick<ModuleDeps, 'db'>) {
  return {
    async placesNear(categoryId: number, query: MapQuery): Promise<Place[]> {
      const rows = await findPlacesWithin(deps.db, {
        categoryId,
        lat: query.lat,
        lng: query.lng,
        radiusMetres: query.radius,
        limit: MAP_MAX_PLACES,
      });
      return rows.map(({ id, lat, lng, ...place }) => ({
        mapInfoId: id,
        ...place,
        mapInfoLocationDto: { mapInfoLat: lat, mapInfoLng: lng },
      }));
    },
  };
}
export type MapService = ReturnType<typeof createMapService>;
