import { MISSING_KINDS, type PetMatch } from '@daengnyang/contract/pet-reports';
import type { Executor } from '../../db/client.ts';
import { centreValues, flatMetresTo } from '../../db/pet-report-areas.ts';
import type { ImageUrls } from '../../images/urls.ts';
import { shelterAnimalWire } from '../shelter/wire.ts';
import type { PairedCards } from './pairs-repository.ts';
import { reportProfile, shelterFoundAt, shelterProfile } from './profiles.ts';
import {
  type CandidateRow,
  findReportCandidates,
  findShelterCandidates,
  type ProfiledReport,
  type ShelterCandidateRow,
  type ShelterRow,
  type StoredReport,
} from './repository.ts';
import {
  type DaysWording,
  type MatchProfile,
  type Scored,
  scorePair,
  WINDOW_DAYS,
  widestAreaMetres,
} from './scoring.ts';
import { siteToday, toListItem } from './wire.ts';

const DAY_MS = 86_400_000;
/**
 * Candidates read per side before scoring (nearest or newest first): for a notice, the open
 * ones; for the stored pairs, of any status, as a resolved one may open again.
 */
const CANDIDATES_READ = { open: 300, stored: 500 } as const;
/** Matches a list shows. */
export const MATCHES_SHOWN = 20;

/** A report whose matches are asked for, with its post's author. */
export type MatchSubject = { postId: number; authorId: number; report: StoredReport };

/**
 * A candidate as scored: only the columns scoring compares are read for the hundreds of
 * candidates; what a card shows, and the reasons, are read and worded for the few shown.
 */
export type ScoredReport = Scored & { row: CandidateRow };
export type ScoredShelter = Scored & { row: ShelterCandidateRow };

const isMissingKind = (kind: string) => (MISSING_KINDS as readonly string[]).includes(kind);
const shiftDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
const dateOf = (at: Date) => siteToday(at);

/**
 * The reports of the other side that may be the subject's animal, scored (decision 034): for a
 * lost report the sightings and sheltering reports from 2 days before the loss to 30 after,
 * within its species' widest area; for a sighting or sheltering report the lost reports whose
 * window holds it. `open`: only the reports still searching and shown.
 */
export async function scoredReports(
  db: Executor,
  subject: MatchSubject,
  { open }: { open: boolean },
): Promise<ScoredReport[]> {
  const { report } = subject;
  if (!isMissingKind(report.kind) || report.publishedLat === null || report.publishedLng === null) {
    return [];
  }
  const lost = report.kind === 'lost';
  const rows = await findReportCandidates(db, {
    kinds: lost ? ['sighting', 'sheltering'] : ['lost'],
    species: report.species,
    from: shiftDays(report.windowAt, lost ? -WINDOW_DAYS.before : -WINDOW_DAYS.after),
    to: shiftDays(report.windowAt, lost ? WINDOW_DAYS.after : WINDOW_DAYS.before),
    centre: { lat: report.publishedLat, lng: report.publishedLng },
    radiusMetres: widestAreaMetres(report.species),
    registrationNumber: report.registrationNumber,
    excludePostId: subject.postId,
    excludeAuthorId: subject.authorId,
    open,
    limit: open ? CANDIDATES_READ.open : CANDIDATES_READ.stored,
  });
  const mine = reportProfile(report);
  return rows.flatMap((row) => {
    const scored = scoreReports(report.kind, mine, row.report, row.distanceMetres);
    return scored ? [{ ...scored, row }] : [];
  });
}

/**
 * A pair of reports scored, its reasons worded for the page of the subject (its kind, and its
 * profile made once for all its candidates).
 */
function scoreReports(
  subjectKind: string,
  mine: MatchProfile,
  candidate: ProfiledReport,
  distanceMetres: number | null,
): Scored | null {
  const theirs = reportProfile(candidate);
  return subjectKind === 'lost'
    ? scorePair(mine, theirs, distanceMetres, candidate.kind as DaysWording)
    : scorePair(theirs, mine, distanceMetres, 'lost');
}

/** Shelter animals of the lost report's species found inside its window, scored. */
export async function scoredShelterAnimals(
  db: Executor,
  report: StoredReport,
): Promise<ScoredShelter[]> {
  if (report.kind !== 'lost') return [];
  const rows = await findShelterCandidates(db, {
    species: report.species,
    from: dateOf(shiftDays(report.windowAt, -WINDOW_DAYS.before)),
    to: dateOf(shiftDays(report.windowAt, WINDOW_DAYS.after)),
    limit: CANDIDATES_READ.stored,
  });
  const mine = reportProfile(report);
  return rows.flatMap((row) => {
    const scored = scorePair(mine, shelterProfile(row), null, 'shelter');
    return scored ? [{ ...scored, row }] : [];
  });
}

/** The lost reports a synced shelter animal may be, scored; `open` as for `scoredReports`. */
export async function lostReportsForAnimal(
  db: Executor,
  animal: ShelterRow,
  { open }: { open: boolean },
) {
  const found = shelterFoundAt(animal.happenDate);
  const rows = await findReportCandidates(db, {
    kinds: ['lost'],
    species: animal.species,
    from: shiftDays(found, -WINDOW_DAYS.after),
    to: shiftDays(found, WINDOW_DAYS.before),
    centre: null,
    radiusMetres: 0,
    registrationNumber: null,
    excludePostId: 0,
    excludeAuthorId: 0,
    open,
    limit: open ? CANDIDATES_READ.open : CANDIDATES_READ.stored,
  });
  const theirs = shelterProfile(animal);
  return rows.flatMap((row) => {
    const scored = scorePair(reportProfile(row.report), theirs, null, 'shelter');
    return scored ? [{ ...scored, row }] : [];
  });
}

/**
 * The wire shape of the kept candidates, best first, with what their cards show and the
 * reasons worded for the subject's page; distances are measured from the subject's published
 * point, as the lists' statements measure them (`flatMetresTo` is `flatMetres`). A candidate
 * gone since its pair was stored (deleted, or its shelter case ended) has no card and is left
 * out.
 */
export function shownMatches(
  subject: StoredReport,
  cards: PairedCards,
  imageUrls: ImageUrls,
  now: Date = new Date(),
): PetMatch[] {
  const { publishedLat: lat, publishedLng: lng } = subject;
  const centre = lat === null || lng === null ? null : centreValues({ lat, lng });
  const today = siteToday(now);
  const mine = reportProfile(subject);
  const reports = cards.reports.flatMap(({ rank, ...card }) => {
    const { publishedLat, publishedLng } = card.report;
    const distanceMetres =
      centre === null || publishedLat === null || publishedLng === null
        ? null
        : flatMetresTo(centre, publishedLat, publishedLng);
    const scored = scoreReports(subject.kind, mine, card.report, distanceMetres);
    if (!scored) return [];
    const match: PetMatch = {
      type: 'post',
      candidateId: card.report.postId,
      ...scored,
      post: toListItem({ ...card, distanceMetres }, imageUrls),
    };
    return [{ rank, match }];
  });
  const animals = cards.animals.flatMap(({ rank, ...card }) => {
    const scored = scorePair(mine, shelterProfile(card), null, 'shelter');
    if (!scored) return [];
    const match: PetMatch = {
      type: 'shelter',
      candidateId: card.desertionNo,
      ...scored,
      animal: shelterAnimalWire(card, imageUrls, today),
    };
    return [{ rank, match }];
  });
  return [...reports, ...animals].sort((a, b) => a.rank - b.rank).map(({ match }) => match);
}
