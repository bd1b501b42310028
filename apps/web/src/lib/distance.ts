import type { LatLng } from './user-position.ts';

const EARTH_RADIUS_METRES = 6_371_000;

function radians(degrees: number) {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance (haversine): exact enough for "which place is nearer" within a city. */
export function distanceMetres(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.sqrt(a));
}
