import { centreValues, circleValues, flatMetresTo, isWithin } from '../../db/pet-report-areas.ts';
import type { ReportSearch } from './repository.ts';

/** A kept report: what the list filters compare, and its list row's JSON up to its distance. */
export type IndexedReport = {
  postId: number;
  kind: string;
  species: string;
  status: string;
  active: boolean;
  /** When the report's window began, in microseconds (as the statements compare it). */
  windowMicros: number;
  /** The published point; null without one. */
  point: { lat: number; lng: number } | null;
  /** The encoded list item (UTF-8) up to the value of `distanceMetres`, which each answer appends. */
  head: Buffer;
};

/**
 * Kept reports grouped by what the filters compare but time and place: one group per kind,
 * species, status and whether it is active, each the reports' positions newest first.
 */
export type ReportIndex = {
  /** Newest window first, then the highest id: the order of a list without a centre. */
  reports: readonly IndexedReport[];
  /** The published points by position, side by side (NaN without one): read per request. */
  lats: Float64Array;
  lngs: Float64Array;
  groups: ReadonlyArray<{
    kind: string;
    species: string;
    status: string;
    active: boolean;
    positions: Int32Array;
  }>;
};

/** `reports` must be in a list's order without a centre (repository.ts `findRecentReportRows`). */
export function indexReports(reports: readonly IndexedReport[]): ReportIndex {
  const byKey = new Map<string, { report: IndexedReport; positions: number[] }>();
  reports.forEach((report, position) => {
    const key = `${report.kind}|${report.species}|${report.status}|${report.active}`;
    const group = byKey.get(key) ?? { report, positions: [] };
    group.positions.push(position);
    byKey.set(key, group);
  });
  return {
    reports,
    lats: Float64Array.from(reports, (report) => report.point?.lat ?? Number.NaN),
    lngs: Float64Array.from(reports, (report) => report.point?.lng ?? Number.NaN),
    groups: [...byKey.values()].map(({ report, positions }) => ({
      kind: report.kind,
      species: report.species,
      status: report.status,
      active: report.active,
      positions: Int32Array.from(positions),
    })),
  };
}

/** A report of a page, with its distance from the asked centre (null without one). */
export type PagedReport = { report: IndexedReport; metres: number | null };

/** What `findReportPage` finds for `search`: the page's reports, and how many match in all. */
export type IndexedPage = { shown: PagedReport[]; found: number };

/** How many of a group's positions (newest first) began at `sinceMicros` or later. */
function countSince(reports: readonly IndexedReport[], positions: Int32Array, sinceMicros: number) {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const report = reports[positions[middle] as number] as IndexedReport;
    if (report.windowMicros >= sinceMicros) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The page of a search within a window, with the statements' own rules (repository.ts
 * `searchFilter` and `findReportPage`'s order): kinds, species, status, the window, the circle;
 * newest first, or nearest first (a report without a point last) then the highest id.
 */
export function pageOf(index: ReportIndex, search: ReportSearch & { since: Date }): IndexedPage {
  const { reports } = index;
  const sinceMicros = search.since.getTime() * 1000;
  const statusMatches = (group: ReportIndex['groups'][number]) =>
    search.status === 'all' ||
    (search.status === 'active'
      ? group.active
      : search.status === 'resolved'
        ? !group.active
        : group.status === search.status);
  const chosen = index.groups
    .filter(
      (group) =>
        search.kinds.includes(group.kind) &&
        (search.species === null || group.species === search.species) &&
        statusMatches(group),
    )
    .map((group) => group.positions.subarray(0, countSince(reports, group.positions, sinceMicros)));
  const end = search.offset + search.size;
  if (search.centre === null) {
    // Positions are the list's order: the page is among the first `end` of each group.
    const found = chosen.reduce((sum, positions) => sum + positions.length, 0);
    const leading = concatenated(chosen.map((positions) => positions.subarray(0, end))).sort();
    const shown = [...leading.subarray(search.offset, end)].map((position) => ({
      report: reports[position] as IndexedReport,
      metres: null,
    }));
    return { shown, found };
  }
  return nearestPage(index, chosen, { ...search, centre: search.centre });
}

function concatenated(parts: Int32Array[]) {
  const all = new Int32Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Working arrays of the nearest page, kept between requests (a request runs to its end on
 * the one thread): the map tab measures thousands of reports, and new arrays for each request
 * fed the garbage collector ~60 kB a request.
 */
const scratch = {
  distances: new Float64Array(4096),
  positions: new Int32Array(4096),
  selected: new Float64Array(4096),
};

function reserve(length: number) {
  if (scratch.distances.length >= length) return;
  scratch.distances = new Float64Array(length);
  scratch.positions = new Int32Array(length);
  scratch.selected = new Float64Array(length);
}

/** The page nearest first among the groups' reports (within the circle when a radius is asked). */
function nearestPage(
  { reports, lats, lngs }: ReportIndex,
  chosen: Int32Array[],
  search: ReportSearch & { centre: NonNullable<ReportSearch['centre']> },
): IndexedPage {
  const circle =
    search.radiusMetres === null ? null : circleValues(search.centre, search.radiusMetres);
  const from = circle ?? centreValues(search.centre);
  reserve(chosen.reduce((sum, positions) => sum + positions.length, 0));
  const { distances, positions: inside, selected } = scratch;
  // A report without a point sorts last, as PostgreSQL sorts a null distance.
  let found = 0;
  for (const positions of chosen) {
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] as number;
      const lat = lats[position] as number;
      const lng = lngs[position] as number;
      const pointless = Number.isNaN(lat);
      if (circle !== null && (pointless || !isWithin(circle, lat, lng))) continue;
      distances[found] = pointless ? Number.POSITIVE_INFINITY : flatMetresTo(from, lat, lng);
      inside[found] = position;
      found += 1;
    }
  }
  const end = Math.min(search.offset + search.size, found);
  if (search.offset >= end) return { shown: [], found };
  // The `end` nearest are those no farther than the end-th smallest distance (ties included).
  selected.set(distances.subarray(0, found));
  const farthestShown = smallest(selected.subarray(0, found), end);
  const nearest: PagedReport[] = [];
  for (let i = 0; i < found; i += 1) {
    const metres = distances[i] as number;
    if (metres > farthestShown) continue;
    const report = reports[inside[i] as number] as IndexedReport;
    nearest.push({ report, metres: Number.isFinite(metres) ? metres : null });
  }
  nearest.sort(
    (a, b) =>
      (a.metres ?? Number.POSITIVE_INFINITY) - (b.metres ?? Number.POSITIVE_INFINITY) ||
      b.report.postId - a.report.postId,
  );
  return { shown: nearest.slice(search.offset, end), found };
}

/**
 * The `rank`-th smallest of `values` (1-based), found in place by quickselect: a map tab
 * measures thousands of reports to show a hundred, and sorting them all took longer than the
 * rest of its answer.
 */
function smallest(values: Float64Array, rank: number): number {
  let low = 0;
  let high = values.length - 1;
  const wanted = rank - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1] as number;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] as number) < pivot) i += 1;
      while ((values[j] as number) > pivot) j -= 1;
      if (i <= j) {
        const swapped = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swapped;
        i += 1;
        j -= 1;
      }
    }
    if (wanted <= j) high = j;
    else if (wanted >= i) low = i;
    else return values[wanted] as number;
  }
  return values[wanted] as number;
}
