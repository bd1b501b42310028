import {
  type Centre,
  centreValues,
  circleValues,
  flatMetresTo,
  isWithin,
  metresToLeave,
} from '../../db/pet-report-areas.ts';
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
  /** By position: the report's group (an index of `groups`) and its window's start. */
  groupOf: Int32Array;
  windowMicros: Float64Array;
  /** The positions of the reports with a point, by grid cell (`cellKey`), in position order. */
  cells: ReadonlyMap<number, Int32Array>;
  /** The cells that hold a report; null when none has a point. */
  cellBox: CellBox | null;
  groups: ReadonlyArray<{
    kind: string;
    species: string;
    status: string;
    active: boolean;
    positions: Int32Array;
  }>;
};

/**
 * The grid the nearest reports are looked for in: cells of 0.005° (about 560 m north to south
 * and 450 m east to west in Busan), numbered by row (latitude) and column (longitude).
 */
const CELL_DEGREES = 0.005;
/** Keeps `cellKey` positive and one-to-one over the whole globe's rows and columns. */
const ROW_OFFSET = 20_000;
const COLUMN_OFFSET = 40_000;
const COLUMNS = 80_000;

/** The rows and columns of the cells that hold a report. */
type CellBox = { firstRow: number; lastRow: number; firstColumn: number; lastColumn: number };

const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
const cellKey = (row: number, column: number) =>
  (row + ROW_OFFSET) * COLUMNS + (column + COLUMN_OFFSET);

function widened(box: CellBox | null, row: number, column: number): CellBox {
  if (box === null) return { firstRow: row, lastRow: row, firstColumn: column, lastColumn: column };
  return {
    firstRow: Math.min(box.firstRow, row),
    lastRow: Math.max(box.lastRow, row),
    firstColumn: Math.min(box.firstColumn, column),
    lastColumn: Math.max(box.lastColumn, column),
  };
}

/** `reports` must be in a list's order without a centre (repository.ts `findRecentReportRows`). */
export function indexReports(reports: readonly IndexedReport[]): ReportIndex {
  const byKey = new Map<string, { report: IndexedReport; index: number; positions: number[] }>();
  const groupOf = new Int32Array(reports.length);
  const cellPositions = new Map<number, number[]>();
  let cellBox: CellBox | null = null;
  reports.forEach((report, position) => {
    const key = `${report.kind}|${report.species}|${report.status}|${report.active}`;
    const group = byKey.get(key) ?? { report, index: byKey.size, positions: [] };
    group.positions.push(position);
    byKey.set(key, group);
    groupOf[position] = group.index;
    if (report.point === null) return;
    const row = cellOf(report.point.lat);
    const column = cellOf(report.point.lng);
    const cell = cellKey(row, column);
    const inCell = cellPositions.get(cell);
    if (inCell) inCell.push(position);
    else cellPositions.set(cell, [position]);
    cellBox = widened(cellBox, row, column);
  });
  return {
    reports,
    lats: Float64Array.from(reports, (report) => report.point?.lat ?? Number.NaN),
    lngs: Float64Array.from(reports, (report) => report.point?.lng ?? Number.NaN),
    groupOf,
    windowMicros: Float64Array.from(reports, (report) => report.windowMicros),
    cells: new Map([...cellPositions].map(([key, positions]) => [key, Int32Array.from(positions)])),
    cellBox,
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
  const chosenGroups = Uint8Array.from(index.groups, (group) =>
    search.kinds.includes(group.kind) &&
    (search.species === null || group.species === search.species) &&
    statusMatches(group)
      ? 1
      : 0,
  );
  const chosen = index.groups
    .filter((_group, at) => chosenGroups[at] === 1)
    .map((group) => group.positions.subarray(0, countSince(reports, group.positions, sinceMicros)));
  const inWindow = chosen.reduce((sum, positions) => sum + positions.length, 0);
  const end = search.offset + search.size;
  if (search.centre === null) {
    // Positions are the list's order: the page is among the first `end` of each group.
    const leading = concatenated(chosen.map((positions) => positions.subarray(0, end))).sort();
    const shown = [...leading.subarray(search.offset, end)].map((position) => ({
      report: reports[position] as IndexedReport,
      metres: null,
    }));
    return { shown, found: inWindow };
  }
  return nearestPage(
    index,
    { positions: chosen, count: inWindow, groups: chosenGroups, sinceMicros },
    { ...search, centre: search.centre },
  );
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

/**
 * The reports a search chose: each chosen group's positions within the window and how many
 * they are, and the same as a test by position (`groups` by group index, 1 when chosen, and
 * the window's start).
 */
type Chosen = { positions: Int32Array[]; count: number; groups: Uint8Array; sinceMicros: number };

/** The page nearest first among the groups' reports (within the circle when a radius is asked). */
function nearestPage(
  index: ReportIndex,
  chosen: Chosen,
  search: ReportSearch & { centre: NonNullable<ReportSearch['centre']> },
): IndexedPage {
  const circle =
    search.radiusMetres === null ? null : circleValues(search.centre, search.radiusMetres);
  const from = circle ?? centreValues(search.centre);
  reserve(chosen.count);
  const wanted = search.offset + search.size;
  if (circle === null) {
    // Every report of the window counts, and only the nearest need measuring.
    const end = Math.min(wanted, chosen.count);
    if (search.offset >= end) return { shown: [], found: chosen.count };
    const measured =
      measureNearest(index, chosen, from, end) ?? measureAll(index, chosen, null, from);
    return { shown: nearestMeasured(index, measured, search.offset, end), found: chosen.count };
  }
  const measured = measureAll(index, chosen, circle, from);
  const end = Math.min(wanted, measured);
  if (search.offset >= end) return { shown: [], found: measured };
  return { shown: nearestMeasured(index, measured, search.offset, end), found: measured };
}

/**
 * Reports `offset` to `end` (exclusive) nearest first among the `measured` in the scratch
 * arrays, a report without a point last, then the highest id.
 */
function nearestMeasured(
  { reports }: ReportIndex,
  measured: number,
  offset: number,
  end: number,
): PagedReport[] {
  const { distances, positions: inside, selected } = scratch;
  // The `end` nearest are those no farther than the end-th smallest distance (ties included).
  selected.set(distances.subarray(0, measured));
  const farthestShown = smallest(selected.subarray(0, measured), end);
  const nearest: PagedReport[] = [];
  for (let i = 0; i < measured; i += 1) {
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
  return nearest.slice(offset, end);
}

/**
 * Measures every chosen report (within the circle, when there is one) into the scratch arrays;
 * answers how many. A report without a point is infinitely far: it sorts last, as PostgreSQL
 * sorts a null distance, and is never within a circle.
 */
function measureAll(
  { lats, lngs }: ReportIndex,
  chosen: Chosen,
  circle: ReturnType<typeof circleValues> | null,
  from: Centre<number>,
): number {
  const { distances, positions: inside } = scratch;
  let measured = 0;
  for (const positions of chosen.positions) {
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] as number;
      const lat = lats[position] as number;
      const lng = lngs[position] as number;
      const pointless = Number.isNaN(lat);
      if (circle !== null && (pointless || !isWithin(circle, lat, lng))) continue;
      distances[measured] = pointless ? Number.POSITIVE_INFINITY : flatMetresTo(from, lat, lng);
      inside[measured] = position;
      measured += 1;
    }
  }
  return measured;
}

/**
 * Below 1, so that rounding in the last digits of a distance can never let a report beyond
 * the rings searched so far count as nearer than the page's farthest.
 */
const REACH_MARGIN = 1 - 1e-9;

/**
 * Measures the chosen reports with a point into the scratch arrays, ring of grid cells by ring
 * around the centre, until the `wanted` nearest are certainly among them: the wanted-th
 * nearest measured so far is closer than any report outside the rings can be
 * (`metresToLeave`). The map tab at 200k posts measures a few hundred reports instead of
 * ~2,600. Answers how many were measured, or null when fewer than `wanted` reports have a
 * point (the page then holds reports without one, which only `measureAll` sees).
 */
function measureNearest(
  { cells, cellBox, groupOf, windowMicros, lats, lngs }: ReportIndex,
  chosen: Chosen,
  from: Centre<number>,
  wanted: number,
): number | null {
  if (cellBox === null) return null;
  const { distances, positions: inside, selected } = scratch;
  const row = cellOf(from.lat);
  const column = cellOf(from.lng);
  let measured = 0;
  const measureCell = (cellRow: number, cellColumn: number) => {
    const positions = cells.get(cellKey(cellRow, cellColumn));
    if (positions === undefined) return;
    for (let i = 0; i < positions.length; i += 1) {
      const position = positions[i] as number;
      if (chosen.groups[groupOf[position] as number] !== 1) continue;
      if ((windowMicros[position] as number) < chosen.sinceMicros) continue;
      distances[measured] = flatMetresTo(from, lats[position] as number, lngs[position] as number);
      inside[measured] = position;
      measured += 1;
    }
  };
  // Rings nearer than the first cell that holds a report hold none; the last reaches every one.
  const { firstRow, lastRow, firstColumn, lastColumn } = cellBox;
  const firstRing = Math.max(
    0,
    firstRow - row,
    row - lastRow,
    firstColumn - column,
    column - lastColumn,
  );
  const lastRing = Math.max(
    row - firstRow,
    lastRow - row,
    column - firstColumn,
    lastColumn - column,
  );
  for (let ring = firstRing; ring <= lastRing; ring += 1) {
    const lowColumn = Math.max(column - ring, firstColumn);
    const highColumn = Math.min(column + ring, lastColumn);
    for (
      let cellRow = Math.max(row - ring, firstRow);
      cellRow <= Math.min(row + ring, lastRow);
      cellRow += 1
    ) {
      if (Math.abs(cellRow - row) === ring) {
        for (let cellColumn = lowColumn; cellColumn <= highColumn; cellColumn += 1) {
          measureCell(cellRow, cellColumn);
        }
        continue;
      }
      if (column - ring >= firstColumn) measureCell(cellRow, column - ring);
      if (column + ring <= lastColumn) measureCell(cellRow, column + ring);
    }
    if (measured < wanted) continue;
    const reach = metresToLeave(from, {
      latMin: (row - ring) * CELL_DEGREES,
      latMax: (row + ring + 1) * CELL_DEGREES,
      lngMin: (column - ring) * CELL_DEGREES,
      lngMax: (column + ring + 1) * CELL_DEGREES,
    });
    selected.set(distances.subarray(0, measured));
    if (smallest(selected.subarray(0, measured), wanted) < reach * REACH_MARGIN) return measured;
  }
  return measured >= wanted ? measured : null;
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
