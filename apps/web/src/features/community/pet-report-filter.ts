import {
  COMMUNITY_FOSTER_CATEGORY_ID,
  COMMUNITY_MISSING_CATEGORY_ID,
  MAP_DEFAULTS,
  PAGE_SIZES,
} from '@daengnyang/contract/constants';
import {
  FOSTER_KINDS,
  MISSING_KINDS,
  PET_REPORT_CATEGORY_IDS,
  PET_REPORT_DAYS,
  PET_REPORT_RADII_KM,
  type PetReportKind,
  SPECIES,
  type Species,
} from '@daengnyang/contract/pet-report-constants';
import type { PetReportListParams } from '@/api/get-pet-reports.ts';
import { gridCellOf } from '@/lib/grid-cell.ts';
import type { LatLng } from '@/lib/user-position.ts';

/**
 * The filters of categories 6 (실종·목격) and 7 (임보·입양), kept in the list's URL
 * (`/community/6?kind=lost&species=cat&status=active&radius=3&days=7&page=2`) so that a
 * filtered list can be shared, the back button returns to it, and the server renders it.
 * Every filter is optional: none set is the category's ordinary list of every post.
 */
export type PetReportFilter = {
  kind: PetReportKind | null;
  species: Species | null;
  /** 진행 중 | 해결됨; null (전체) asks for every status. */
  status: 'active' | 'resolved' | null;
  /** 내 주변 N km (category 6 only: category 7 reports have no place). */
  radius: (typeof PET_REPORT_RADII_KM)[number] | null;
  days: (typeof PET_REPORT_DAYS)[number] | null;
};

export type PetReportCategory = (typeof PET_REPORT_CATEGORY_IDS)[number];

export const PET_REPORT_STATUS_FILTERS = ['active', 'resolved'] as const;

/** The category id as one of the two report categories, or null for the other boards. */
export function petReportCategoryOf(categoryId: number): PetReportCategory | null {
  return PET_REPORT_CATEGORY_IDS.find((id) => id === categoryId) ?? null;
}

export function kindsOf(category: PetReportCategory): readonly PetReportKind[] {
  return category === COMMUNITY_MISSING_CATEGORY_ID ? MISSING_KINDS : FOSTER_KINDS;
}

export function hasPlace(category: PetReportCategory): boolean {
  return category === COMMUNITY_MISSING_CATEGORY_ID;
}

/** One of `allowed` as typed in the URL, else null: anyone can type anything there. */
function oneOf<Value extends string | number>(
  allowed: readonly Value[],
  text: string | null,
): Value | null {
  return allowed.find((value) => String(value) === text) ?? null;
}

export function parsePetReportFilter(
  category: PetReportCategory,
  search: URLSearchParams,
): PetReportFilter {
  return {
    kind: oneOf(kindsOf(category), search.get('kind')),
    species: oneOf(SPECIES, search.get('species')),
    status: oneOf(PET_REPORT_STATUS_FILTERS, search.get('status')),
    radius: hasPlace(category) ? oneOf(PET_REPORT_RADII_KM, search.get('radius')) : null,
    days: oneOf(PET_REPORT_DAYS, search.get('days')),
  };
}

export function isFiltering(filter: PetReportFilter): boolean {
  return Object.values(filter).some((value) => value !== null);
}

/** The list URL's query for `filter` and `page`, in a fixed order, without unset filters. */
export function petReportFilterSearch(filter: PetReportFilter, page: number): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    if (value !== null) search.set(name, String(value));
  }
  if (page > 1) search.set('page', String(page));
  return search.toString();
}

/**
 * What `GET /api/pet-reports` is asked for a filtered list. The distance is measured from
 * `origin` (the reader's position, or the default centre until it is known or when refused),
 * sent as the centre of its grid cell (`gridCellOf`); without a distance filter no point is
 * sent, and the rows come newest first.
 */
export function petReportListParams(
  category: PetReportCategory,
  filter: PetReportFilter,
  page: number,
  origin: LatLng = MAP_DEFAULTS.centre,
): PetReportListParams {
  const { kind, species, status, radius, days } = filter;
  return {
    category,
    status: status ?? 'all',
    page,
    size: PAGE_SIZES.communityList,
    ...(kind !== null && { kind }),
    ...(species !== null && { species }),
    ...(radius !== null && { radius, ...gridCellOf(origin) }),
    ...(days !== null && { days }),
  };
}

/** What a board of category 6 or 7 shows: its posts, its filtered reports, or shelter notices. */
export type PetReportBoardView =
  | { view: 'posts' }
  | { view: 'reports'; filter: PetReportFilter }
  | { view: 'shelter' };

/**
 * The view of a report board's URL. `?view=shelter` is the 보호소 공고 section of 임보·입양,
 * only where the server syncs shelter notices (`shelterEnabled`, from the site config);
 * otherwise any filter set shows the filtered reports, and none the board's ordinary list.
 */
export function petReportBoardView(
  category: PetReportCategory,
  search: URLSearchParams,
  shelterEnabled: boolean,
): PetReportBoardView {
  if (shelterEnabled && search.get('view') === SHELTER_VIEW) return { view: 'shelter' };
  const filter = parsePetReportFilter(category, search);
  return isFiltering(filter) ? { view: 'reports', filter } : { view: 'posts' };
}

export const SHELTER_VIEW = 'shelter';

/** The 보호소 공고 section's query string. */
export function shelterViewSearch(page: number): string {
  const search = new URLSearchParams({ view: SHELTER_VIEW });
  if (page > 1) search.set('page', String(page));
  return search.toString();
}

/** Whether category `category`'s board offers the 보호소 공고 section, by the site config. */
export function offersShelterNotices(
  category: PetReportCategory,
  siteConfig: { shelterAnimals?: boolean | undefined } | undefined,
): boolean {
  return category === COMMUNITY_FOSTER_CATEGORY_ID && siteConfig?.shelterAnimals === true;
}
