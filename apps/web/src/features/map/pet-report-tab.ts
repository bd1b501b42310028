import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import { MAP_MAX_PLACES } from '@daengnyang/contract/map';
import {
  PET_REPORT_KIND_LABELS,
  type PetReportKind,
  SPECIES_LABELS,
} from '@daengnyang/contract/pet-report-constants';
import type { PetReportListParams } from '@/api/get-pet-reports.ts';
import { gridCellOf } from '@/lib/grid-cell.ts';
import type { MappedReport } from '@/ui/pet-reports/nearest-first.ts';
import type { LatLng } from './map-provider.ts';

/**
 * The map's 실종·목격 tab (issue 23): the active reports of category 6 of the last 30 days,
 * nearest to the map's centre's grid cell first, as many as the place tabs show
 * (MAP_MAX_PLACES: the map frame and the list beside it show no more; each answer costs the
 * server per row).
 */
export function mapPetReportParams(centre: LatLng): PetReportListParams {
  return {
    category: COMMUNITY_MISSING_CATEGORY_ID,
    status: 'active',
    days: 30,
    page: 1,
    size: MAP_MAX_PLACES,
    // Around the centre's grid cell: every visitor in it shares the cached answer. The nearest
    // hundred to a point ~700 m away are the reader's nearest hundred but where a hundred
    // reports crowd closer than that; the list is ordered from the map's own centre.
    ...gridCellOf(centre),
  };
}

/** A pin's colour by kind, the fills of the kind badges (docs/colour-tokens.md). */
const PIN_TONES: Record<PetReportKind, string> = {
  lost: 'var(--color-danger)',
  sighting: 'var(--color-link)',
  sheltering: 'var(--color-success)',
  fosterRequest: 'var(--color-foster)',
  adoption: 'var(--color-accent)',
  adoptionReview: 'var(--color-border)',
};

/**
 * A report's marker: at its published point (the API's ~200 m grid centre, never the exact
 * one), coloured by kind, named by kind, species and area ("실종 고양이, 부산진구 전포동").
 */
export function reportMarker(item: MappedReport) {
  const { kind, species, areaText, lat, lng } = item.report;
  const what = `${PET_REPORT_KIND_LABELS[kind]} ${SPECIES_LABELS[species]}`;
  return {
    id: String(item.communityId),
    position: { lat, lng },
    label: areaText === null ? what : `${what}, ${areaText}`,
    tone: PIN_TONES[kind],
  };
}
