import type { PetReportListItem } from '@daengnyang/contract/pet-reports';
import { distanceMetres } from '@/lib/distance.ts';
import type { LatLng } from '@/lib/user-position.ts';

/** A report the map can draw and a distance can be measured to: one with a published point. */
export type MappedReport = PetReportListItem & { report: { lat: number; lng: number } };

/** Reports with a published point: category 6 always has one; the map draws nothing else. */
export function isOnMap(item: PetReportListItem): item is MappedReport {
  return item.report.lat !== null && item.report.lng !== null;
}

/**
 * The reports, each with its distance from `centre` (the map's, or the reader's position),
 * nearest first. The API asks around the centre's grid cell (lib/grid-cell.ts) and measures
 * from there; the rows say how far they are from the centre itself.
 */
export function nearestFirst(items: readonly MappedReport[], centre: LatLng) {
  return items
    .map((item) => ({ ...item, distanceMetres: Math.round(distanceMetres(centre, item.report)) }))
    .sort((a, b) => a.distanceMetres - b.distanceMetres);
}
