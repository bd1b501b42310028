/** `350m` below a kilometre, `1.2km` above: the map's places and the pet reports' rows. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)}m` : `${(metres / 1000).toFixed(1)}km`;
}
