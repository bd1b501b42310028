import {
  COMMUNITY_FOSTER_CATEGORY_ID,
  COMMUNITY_MISSING_CATEGORY_ID,
} from '@daengnyang/contract/constants';
import {
  type PetReportListItem,
  PetReportListItemSchema,
  PetReportPageSchema,
} from '@daengnyang/contract/pet-reports';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { cacheInvalidation } from '../../events/cache-invalidation.ts';
import { CACHE_TAGS } from '../../http/cache-tags.ts';
import { okPayload } from '../../http/envelope.ts';
import { type PageRequest, toPage } from '../../http/paging.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import { createInvalidationClock } from '../../shared-state/invalidation-clock.ts';
import type { CachedPayload } from '../../shared-state/tagged-cache.ts';
import type { ModuleDeps } from '../deps.ts';
import {
  type IndexedReport,
  indexReports,
  type PagedReport,
  pageOf,
  type ReportIndex,
} from './recent-report-index.ts';
import {
  COUNTED_AT_MOST,
  countReportsBefore,
  findRecentReportRows,
  type RecentReportRow,
  type ReportSearch,
} from './repository.ts';
import { toListItem } from './wire.ts';

const DAY_MS = 86_400_000;
/**
 * How far back the kept reports reach: the longest window a list asks (30 days) and a day
 * more, so a snapshot answers every window for as long as it is kept.
 */
const KEPT_WINDOW_MS = 31 * DAY_MS;
/** Read again at least this often even when no write dropped it (a safety net, as the caches' times are). */
const KEEP_MS = 10 * 60_000;
/**
 * A new snapshot is read at most once a second, and no sooner after the last read than ten
 * times what that read took (the benchmark's 5,000 reports take ~0.5 s): under a stream of
 * writes, lists are read from PostgreSQL meanwhile, as they are without the snapshot, and
 * reading it takes at most a tenth of the thread.
 */
const READ_GAP_MS = 1_000;
const READ_GAP_PER_READ_MS = 10;
/**
 * More reports than this in the window (the benchmark's, fifty times Busan's month, holds
 * ~5,000) are not kept: their lists are read from PostgreSQL.
 */
const MAX_KEPT_REPORTS = 20_000;
/** The cache's name in `/metrics` (`daengnyang_cache_lookups_total{cache="pet-reports-recent"}`). */
const METRICS_NAME = 'pet-reports-recent';

/**
 * What the lists depend on (http/cache-tags.ts), for the response cache (routes.ts) and the
 * snapshot: every write, status change and moderation of a post in 6 or 7, and the authors'
 * names and pictures.
 */
export const PET_REPORT_LIST_TAGS = [
  CACHE_TAGS.communityList(COMMUNITY_MISSING_CATEGORY_ID),
  CACHE_TAGS.communityList(COMMUNITY_FOSTER_CATEGORY_ID),
  CACHE_TAGS.authors,
];

type Snapshot = {
  index: ReportIndex;
  /** The invalidation clock's mark taken before the reports were read. */
  mark: number;
  /** The window's start the reports were read from. */
  from: Date;
  readAt: number;
  /** Reports older than `from` by filter (`olderCount`), counted when first needed. */
  olderCounts: Map<string, Promise<number>>;
};

const DISTANCE_LAST = '"distanceMetres":null}';
/** Where an encoded page's items go. */
const EMPTY_CONTENT = '"content":[]';

/** The list item's JSON (UTF-8) without its distance's value (the route's encoding). */
function encodedHead(item: PetReportListItem): Buffer {
  const json = JSON.stringify(z.encode(PetReportListItemSchema, item));
  if (!json.endsWith(DISTANCE_LAST)) {
    throw new Error('a pet report list item must end with its distance');
  }
  return Buffer.from(json.slice(0, -'null}'.length));
}

/**
 * The page's answer: the envelope `okPayload` writes around the items' kept bytes, copied
 * once into one buffer.
 */
function encodedPage(frame: string, shown: PagedReport[]): Buffer {
  const at = frame.indexOf(EMPTY_CONTENT) + EMPTY_CONTENT.length - 1;
  const before = frame.slice(0, at);
  const after = frame.slice(at);
  const last = shown.length - 1;
  // Each item ends with its distance's value and closes; all but the last with a comma.
  const tails = shown.map(
    ({ metres }, i) => `${metres === null ? 'null' : Math.round(metres)}}${i < last ? ',' : ''}`,
  );
  const length = shown.reduce(
    (sum, { report }, i) => sum + report.head.length + (tails[i] as string).length,
    Buffer.byteLength(before) + Buffer.byteLength(after),
  );
  const page = Buffer.allocUnsafe(length);
  let offset = page.write(before, 0);
  shown.forEach(({ report }, i) => {
    page.set(report.head, offset);
    offset += report.head.length;
    offset += page.write(tails[i] as string, offset, 'latin1');
  });
  page.write(after, offset);
  return page;
}

export type RecentReports = {
  /**
   * The page's answer, encoded as the route sends it, when the kept reports hold it (a list
   * read as by a visitor: `keptPage`). Null otherwise, or while no current snapshot is kept
   * (one is then read behind this call): the caller reads PostgreSQL.
   */
  answer: (search: ReportSearch, page: PageRequest) => Promise<CachedPayload | null>;
  /** Reads a snapshot now (tests; the first list call does it otherwise). */
  refresh: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The reports of the last 31 days in this instance's memory, with their list rows encoded
 * once (decision 044). The map tab and the filters ask within 7 or 30 days, where a city
 * writes a few hundred reports a month; read from PostgreSQL, each list joined up to 200 rows
 * to their posts, authors and pictures and the Node thread parsed, mapped and encoded them
 * again for every request. Here a request filters and orders the kept reports with the
 * statements' own rules (repository.ts `searchFilter`, db/pet-report-areas.ts) and joins
 * their kept JSON.
 *
 * It is current exactly as the response cache is: the domain events that drop the lists' tags
 * (on this instance before a write is answered, on the others when the event reaches them)
 * make the snapshot unusable at once, and one read taken while such a write happened is never
 * used (`mark`). Until a new snapshot is read, lists come from PostgreSQL.
 */
export function createRecentReports(
  { db, imageUrls, events }: Pick<ModuleDeps, 'db' | 'imageUrls' | 'events'>,
  { log, metrics }: { log: FastifyBaseLogger; metrics: Pick<Metrics, 'countCacheLookup'> },
): RecentReports {
  const clock = createInvalidationClock<string>();
  events.subscribe({ ...cacheInvalidation(clock), name: 'pet-report-recent-invalidation' });
  let snapshot: Snapshot | null = null;
  let reading: Promise<void> | null = null;
  /** When the next snapshot may be read (`readBehind`). */
  let nextReadAt = 0;
  let closed = false;

  const toIndexed = (row: RecentReportRow): IndexedReport => {
    const { report } = row;
    return {
      postId: report.postId,
      kind: report.kind,
      species: report.species,
      status: report.status,
      active: row.active,
      windowMicros: row.windowMicros,
      point:
        report.publishedLat === null || report.publishedLng === null
          ? null
          : { lat: report.publishedLat, lng: report.publishedLng },
      head: encodedHead(toListItem(row, imageUrls)),
    };
  };

  async function read() {
    const mark = clock.mark();
    const readAt = Date.now();
    const from = readAt - KEPT_WINDOW_MS;
    const rows = await findRecentReportRows(db, new Date(from));
    if (rows.length > MAX_KEPT_REPORTS) {
      log.warn(
        { reports: rows.length },
        'too many recent pet reports to keep: lists read PostgreSQL',
      );
      return;
    }
    const index = indexReports(rows.map(toIndexed));
    if (clock.invalidatedSince(mark, PET_REPORT_LIST_TAGS)) return;
    snapshot = {
      index,
      mark,
      from: new Date(from),
      readAt,
      olderCounts: new Map(),
    };
  }

  function readBehind() {
    const startedAt = Date.now();
    if (closed || reading !== null || startedAt < nextReadAt) return;
    nextReadAt = startedAt + READ_GAP_MS;
    reading = read()
      .catch((error: unknown) => log.warn({ err: error }, 'reading recent pet reports failed'))
      .finally(() => {
        const took = Date.now() - startedAt;
        nextReadAt = Math.max(nextReadAt, startedAt + took * READ_GAP_PER_READ_MS);
        reading = null;
      });
  }

  /** The snapshot, if it may answer now. */
  function current(): Snapshot | null {
    if (
      snapshot !== null &&
      (clock.invalidatedSince(snapshot.mark, PET_REPORT_LIST_TAGS) ||
        Date.now() - snapshot.readAt > KEEP_MS)
    ) {
      snapshot = null;
    }
    if (snapshot === null) readBehind();
    return snapshot;
  }

  /**
   * The page and its total when the snapshot holds them: a list within a window it covers,
   * or newest first without a window when the page lies among the kept reports (every
   * report older than them comes after them); its total then adds the older ones, counted
   * once per filter for as long as the snapshot is used.
   */
  async function keptPage(kept: Snapshot, search: ReportSearch) {
    const { since } = search;
    if (since === null ? search.centre !== null : since < kept.from) {
      return null;
    }
    const { shown, found } = pageOf(kept.index, { ...search, since: since ?? kept.from });
    if (since !== null) {
      // As findReportPage counts: a first page that is not full is the whole list.
      const whole = search.offset === 0 && shown.length < search.size;
      return { shown, total: whole ? shown.length : Math.min(found, COUNTED_AT_MOST) };
    }
    if (search.offset + search.size > found) return null;
    const older = found >= COUNTED_AT_MOST ? 0 : await olderCount(kept, search);
    return { shown, total: Math.min(found + older, COUNTED_AT_MOST) };
  }

  function olderCount(kept: Snapshot, search: ReportSearch) {
    const key = JSON.stringify([search.kinds, search.species, search.status]);
    const known = kept.olderCounts.get(key);
    if (known !== undefined) return known;
    const counted = countReportsBefore(db, search, kept.from);
    kept.olderCounts.set(key, counted);
    // A failed count is not kept: the next request counts again.
    counted.catch(() => kept.olderCounts.delete(key));
    return counted;
  }

  return {
    async answer(search, page) {
      // A reader who blocks someone has a list of their own.
      if (search.readerId !== null) return null;
      const kept = current();
      const answered = kept === null ? null : await keptPage(kept, search);
      metrics.countCacheLookup(METRICS_NAME, answered === null ? 'miss' : 'hit');
      if (answered === null) return null;
      const frame = okPayload(PetReportPageSchema, toPage([], answered.total, page));
      return { contentType: frame.contentType, body: encodedPage(frame.body, answered.shown) };
    },
    refresh: read,
    async close() {
      closed = true;
      await reading;
    },
  };
}
