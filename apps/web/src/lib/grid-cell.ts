import type { LatLng } from './user-position.ts';

/** 0.01° is about 1.1 km north–south and 0.9 km east–west in Busan. */
const GRID_DEGREES = 0.01;
const onGrid = (degrees: number) =>
  Number((Math.round(degrees / GRID_DEGREES) * GRID_DEGREES).toFixed(2));

/**
 * The centre of the 0.01° grid cell `point` is in: what the app sends where it asks the API
 * for reports near a point (the map tab's centre, "within N km of me"). The server never learns
 * where the reader stands, and every reader in a cell sends the same URL, which the API answers
 * from its response cache. The point is at most ~700 m from the cell's centre; the app measures
 * the distances it shows from the point itself.
 */
export function gridCellOf(point: LatLng): LatLng {
  return { lat: onGrid(point.lat), lng: onGrid(point.lng) };
}
