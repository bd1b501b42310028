import type { Place } from '@daengnyang/contract/map';
import type { LatLng } from './map-provider.ts';

export function placePosition(place: Place): LatLng {
  return { lat: place.mapInfoLocationDto.mapInfoLat, lng: place.mapInfoLocationDto.mapInfoLng };
}

/** A place's marker on the map: its id, point and name. */
export function placeMarker(place: Place) {
  return { id: String(place.mapInfoId), position: placePosition(place), label: place.name };
}
