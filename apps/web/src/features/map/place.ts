import type { LatLng } from './map-provider.ts';

/**
 * A place as GET /api/map/{categoryId} returns it (wire contract §4). Declared here until the
 * contract package has its schema; then this type is replaced by the contract's.
 */
export type Place = {
  mapInfoId: number;
  name: string;
  categoryId: number;
  address: string;
  phoneNumber: string | null;
  operationTime: string | null;
  breakTime: string | null;
  fullTime: boolean;
  content: string | null;
  mapInfoLocationDto: { mapInfoLat: number; mapInfoLng: number };
};

export function placePosition(place: Place): LatLng {
  return { lat: place.mapInfoLocationDto.mapInfoLat, lng: place.mapInfoLocationDto.mapInfoLng };
}
