import { describe, expect, it } from 'vitest';
import { centreValues, flatMetresTo } from '../../src/db/pet-report-areas.ts';
import {
  type IndexedReport,
  indexReports,
  pageOf,
} from '../../src/modules/pet-reports/recent-report-index.ts';

const KINDS = ['lost', 'sighting', 'sheltering'] as const;
const NOW_MICROS = Date.UTC(2026, 10, 29) * 1000;
const MINUTE_MICROS = 60_000_000;

/** The same numbers on every run (a linear congruential generator). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/**
 * 3,000 reports over a 10 km square of Busan, newest first: some without a point, some sharing
 * another's point (ties go to the higher id), some on the grid's cell lines, a few far away.
 */
function sampleReports(): IndexedReport[] {
  const random = numbers(20_261_129);
  const reports: IndexedReport[] = [];
  for (let i = 0; i < 3000; i += 1) {
    const previous = reports.at(-1)?.point ?? null;
    const point =
      i % 53 === 0
        ? null
        : i % 7 === 0 && previous !== null
          ? previous
          : i % 11 === 0
            ? { lat: 35.1 + Math.floor(random() * 20) * 0.005, lng: 129 + random() * 0.1 }
            : i % 97 === 0
              ? { lat: 35.5 + random(), lng: 127 + random() }
              : { lat: 35.1 + random() * 0.1, lng: 129 + random() * 0.1 };
    reports.push({
      postId: 3000 - i,
      kind: KINDS[i % 3] as string,
      species: i % 4 === 0 ? 'dog' : 'cat',
      status: i % 9 === 0 ? 'reunited' : 'searching',
      active: i % 9 !== 0,
      windowMicros: NOW_MICROS - i * MINUTE_MICROS,
      point,
      head: Buffer.alloc(0),
    });
  }
  return reports;
}

describe('the nearest reports kept in memory (decision 044)', () => {
  const reports = sampleReports();
  const index = indexReports(reports);

  /** Every report measured and sorted: nearest first, without a point last, then the higher id. */
  function everyMeasured(search: {
    kinds: readonly string[];
    species: string | null;
    since: Date;
    centre: { lat: number; lng: number };
  }) {
    const from = centreValues(search.centre);
    return reports
      .filter(
        (report) =>
          search.kinds.includes(report.kind) &&
          (search.species === null || report.species === search.species) &&
          report.active &&
          report.windowMicros >= search.since.getTime() * 1000,
      )
      .map((report) => ({
        postId: report.postId,
        metres:
          report.point === null ? null : flatMetresTo(from, report.point.lat, report.point.lng),
      }))
      .sort(
        (a, b) =>
          (a.metres ?? Number.POSITIVE_INFINITY) - (b.metres ?? Number.POSITIVE_INFINITY) ||
          b.postId - a.postId,
      );
  }

  it('finds the same page as measuring every report, for any centre, filter and page', () => {
    const random = numbers(7);
    for (let run = 0; run < 2000; run += 1) {
      const onLine = run % 5 === 0;
      const centre = {
        lat: onLine ? 35.1 + Math.floor(random() * 20) * 0.005 : 35.09 + random() * 0.12,
        lng: onLine ? 129 + Math.floor(random() * 20) * 0.005 : 128.99 + random() * 0.12,
      };
      const search = {
        kinds: run % 3 === 0 ? ['lost'] : KINDS,
        species: run % 4 === 0 ? 'dog' : null,
        status: 'active',
        since: new Date((NOW_MICROS - Math.floor(random() * 3000) * MINUTE_MICROS) / 1000),
        centre,
        radiusMetres: null,
        readerId: null,
        offset: 0,
        size: 1 + Math.floor(random() * 100),
      };
      search.offset = search.size * Math.floor(random() * 3);
      const expected = everyMeasured(search);
      const { shown, found } = pageOf(index, search);
      expect(found).toBe(expected.length);
      expect(shown.map(({ report, metres }) => ({ postId: report.postId, metres }))).toEqual(
        expected.slice(search.offset, search.offset + search.size),
      );
    }
  });

  it('finds the page from far away, and reports without a point when too few have one', () => {
    const seoul = { lat: 37.5665, lng: 126.978 };
    const search = {
      kinds: ['lost'],
      species: 'dog',
      status: 'active',
      since: new Date((NOW_MICROS - 700 * MINUTE_MICROS) / 1000),
      centre: seoul,
      radiusMetres: null,
      readerId: null,
      offset: 0,
      size: 100,
    };
    const expected = everyMeasured(search);
    expect(expected.at(-1)?.metres).toBeNull();
    const { shown, found } = pageOf(index, search);
    expect(found).toBe(expected.length);
    expect(shown.map(({ report, metres }) => ({ postId: report.postId, metres }))).toEqual(
      expected.slice(0, 100),
    );
  });
});
