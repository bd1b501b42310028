import type { Place } from '@daengnyang/contract/map';
import type { LatLng } from './map-provider.ts';

export function placePosition(place: Place): LatLng {
  return { lat: place.mapInfoLocationDto.mapInfoLat, lng: place.mapInfoLocationDto.mapInfoLng };
}
