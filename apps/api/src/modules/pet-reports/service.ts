import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import {
  FOSTER_KINDS,
  MISSING_KINDS,
  PET_REPORT_STATUSES_BY_KIND,
  type PetMatchDismiss,
  type PetReportKind,
  type PetReportListQuery,
  PetReportPageSchema,
  type PetReportStatus,
} from '@daengnyang/contract/pet-reports';
import { blockingReaderOf, type Caller, type SignedInCaller } from '../../auth/caller.ts';
import { okPayload } from '../../http/envelope.ts';
import {
  badRequest,
  forbidden,
  invariantResponse,
  notFound,
  unauthorized,
} from '../../http/errors.ts';
import { offsetOf, type PageRequest, toPage } from '../../http/paging.ts';
import type { CachedPayload } from '../../shared-state/tagged-cache.ts';
import type { ModuleDeps } from '../deps.ts';
import { seesWithheld } from '../moderation/withheld.ts';
import { type MatchCache, matchesPayload } from './match-cache.ts';
import { storeReportPairs } from './match-pairs.ts';
import { MATCHES_SHOWN, shownMatches } from './matcher.ts';
import { readPairedCards } from './pairs-repository.ts';
import type { RecentReports } from './recent-reports.ts';
import { isActiveStatus } from './report-values.ts';
import {
  candidateExists,
  candidateKeyOf,
  findReportPage,
  insertDismissal,
  type ReportSearch,
  readReportWithPost,
  setReportStatus,
} from './repository.ts';
import { toListItem } from './wire.ts';

const DAY_MS = 86_400_000;
const KM = 1000;

/** What a list query asks of the reports (repository.ts `ReportSearch`). */
export function reportSearchOf(query: PetReportListQuery, readerId: number | null): ReportSearch {
  const categoryKinds: readonly PetReportKind[] =
    query.category === 6 ? MISSING_KINDS : FOSTER_KINDS;
  const asked =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  return {
    kinds: query.kind ? categoryKinds.filter((kind) => kind === query.kind) : categoryKinds,
    species: query.species ?? null,
    status: query.status,
    since: query.days === undefined ? null : new Date(Date.now() - query.days * DAY_MS),
    centre: asked ?? (query.radius !== undefined ? MAP_DEFAULTS.centre : null),
    radiusMetres: query.radius === undefined ? null : query.radius * KM,
    readerId,
    offset: offsetOf(query),
    size: query.size,
  };
}

/** A list's answer read from PostgreSQL, encoded as the route sends it. */
export async function readReportPage(
  { db, imageUrls }: Pick<ModuleDeps, 'db' | 'imageUrls'>,
  search: ReportSearch,
  page: PageRequest,
): Promise<CachedPayload> {
  const { rows, total } = await findReportPage(db, search);
  return okPayload(
    PetReportPageSchema,
    toPage(
      rows.map((row) => toListItem(row, imageUrls)),
      total,
      page,
    ),
  );
}

export function createPetReportService(
  { db, imageUrls, events }: ModuleDeps,
  { matchCache, recentReports }: { matchCache: MatchCache; recentReports: RecentReports },
) {
  /** A report of a post the caller may see: a withheld post only for its author and administrators. */
  async function visibleReport(caller: Caller, postId: number) {
    const found = await readReportWithPost(db, postId);
    invariantResponse(found, PET_REPORT_MESSAGES.petReportNotFound, 404);
    if (found.hidden && !seesWithheld(caller, found.authorId)) throw notFound(MESSAGES.hiddenPost);
    return found;
  }

  async function ownReport(caller: SignedInCaller, postId: number) {
    const found = await visibleReport(caller, postId);
    if (found.authorId !== caller.userId) throw forbidden(PET_REPORT_MESSAGES.petReportOwnOnly);
    return found;
  }

  /**
   * The report and its matches as `readerId` may see them (null: a reader who blocked nobody),
   * from the pairs stored with their cards (decision 042). The cards are read in the same
   * round as the report (decision 045): under load a first read of a list then waits for the
   * database once instead of three times. A report written before its pairs were stored gets
   * them here first, and its cards are read again.
   */
  async function readMatches(caller: Caller, postId: number, readerId: number | null) {
    const search = { postId, readerId, limit: MATCHES_SHOWN };
    const [found, cards] = await Promise.all([
      visibleReport(caller, postId),
      readPairedCards(db, search),
    ]);
    if (found.pairsCurrent) return { found, matches: shownMatches(found.report, cards, imageUrls) };
    await db.transaction((tx) => storeReportPairs(tx, postId));
    const stored = await readPairedCards(db, search);
    return { found, matches: shownMatches(found.report, stored, imageUrls) };
  }

  return {
    /**
     * Filters of categories 6 and 7 and the map tab (contract `PetReportListQuerySchema`), as
     * the route sends them: from the reports kept in memory when they hold the list, else
     * from PostgreSQL.
     */
    async list(caller: Caller, query: PetReportListQuery): Promise<CachedPayload> {
      const search = reportSearchOf(query, blockingReaderOf(caller));
      return (
        (await recentReports.answer(search, query)) ??
        (await readReportPage({ db, imageUrls }, search, query))
      );
    },

    /** The author moves the report along its kind's statuses (resolved ones leave active lists). */
    async changeStatus(caller: SignedInCaller, postId: number, status: PetReportStatus) {
      const { report, categoryId } = await ownReport(caller, postId);
      if (!PET_REPORT_STATUSES_BY_KIND[report.kind as PetReportKind].includes(status)) {
        throw badRequest(PET_REPORT_MESSAGES.petReportStatusInvalid);
      }
      if (report.status === status) return;
      const active = isActiveStatus(status);
      await events.transaction(async (tx, record) => {
        await setReportStatus(tx, postId, status, active);
        record({
          kind: 'pet-report.status-changed',
          subjectId: postId,
          actorId: caller.userId,
          payload: { categoryId, status, active },
        });
      });
    },

    /**
     * Who may be the animal, best first (decision 034): signed-in members only; the withheld
     * fields only ever weigh in the score. The author's dismissed candidates are left out.
     */
    /** The matches' answer, ready to send (`CachedPayload`): most are kept, as they are sent. */
    async matches(caller: Caller, postId: number): Promise<CachedPayload> {
      if (caller.kind !== 'user') throw unauthorized(PET_REPORT_MESSAGES.petMatchesLoginRequired);
      // A member who blocked someone gets a list of their own, without the blocked members'
      // reports.
      if (caller.blocksAnyone) {
        const { matches } = await readMatches(caller, postId, caller.userId);
        return matchesPayload(matches);
      }
      // Everybody else sees the same list, kept per report with who may see it.
      const kept = await matchCache.remembered(postId, async () => {
        const { found, matches } = await readMatches(caller, postId, null);
        return { ...found, matches };
      });
      if (kept.hidden && !seesWithheld(caller, kept.authorId)) throw notFound(MESSAGES.hiddenPost);
      return kept;
    },

    /**
     * "내 아이가 아니에요": the author leaves a candidate out for good. Only real candidates are
     * kept, so a script cannot fill the table with made-up ones.
     */
    async dismiss(caller: SignedInCaller, postId: number, candidate: PetMatchDismiss) {
      await ownReport(caller, postId);
      const known = await candidateExists(db, postId, candidate);
      invariantResponse(known, PET_REPORT_MESSAGES.petMatchCandidateNotFound, 404);
      await events.transaction(async (tx, record) => {
        await insertDismissal(tx, postId, {
          type: candidate.type,
          id: String(candidate.candidateId),
        });
        record({
          kind: 'pet-report.match-dismissed',
          subjectId: postId,
          actorId: caller.userId,
          payload: { candidate: candidateKeyOf(candidate.type, candidate.candidateId) },
        });
      });
    },
  };
}
export type PetReportService = ReturnType<typeof createPetReportService>;
