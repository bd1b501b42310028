import type { Transaction } from '../../db/client.ts';
import type { RecordEvent } from '../../events/domain-events.ts';
import type { OncePerSiteConsumer } from '../../events/once-per-site.ts';
import { notifyPetMatch } from '../notifications/sources.ts';
import { lostReportsForAnimal, scoredReports } from './matcher.ts';
import {
  type CandidateRow,
  claimMatchNotice,
  findDismissed,
  findReportWithPost,
  findShelterAnimals,
} from './repository.ts';

type Candidate = { type: 'post' | 'shelter'; id: string };

/**
 * Tells the author of `row`'s report of the candidate, once per pair and never after they
 * dismissed it. The pair is claimed even when the notifications module declines to write
 * (a block, the kind turned off): it stays told.
 */
async function tellOnce(
  tx: Transaction,
  record: RecordEvent,
  row: CandidateRow,
  candidate: Candidate,
  actorId: number | null,
  variant: string,
): Promise<void> {
  const postId = row.report.postId;
  if ((await findDismissed(tx, postId)).has(`${candidate.type}:${candidate.id}`)) return;
  if (!(await claimMatchNotice(tx, postId, candidate))) return;
  await notifyPetMatch(tx, record, {
    recipientId: row.authorId,
    actorId,
    post: { id: postId, title: row.title, categoryId: row.categoryId },
    variant,
  });
}

/** A report written or edited: the authors of the active reports it matches hear of it. */
async function noticeReportMatches(tx: Transaction, record: RecordEvent, postId: number) {
  const found = await findReportWithPost(tx, postId);
  if (!found || found.hidden || !found.report.active) return;
  const subject = { postId, authorId: found.authorId, report: found.report };
  for (const match of await scoredReports(tx, subject, { open: true })) {
    const candidate = { type: 'post' as const, id: String(postId) };
    await tellOnce(tx, record, match.row, candidate, found.authorId, found.report.kind);
  }
}

/** Newly synced shelter animals: the authors of the active lost reports they match hear of them. */
async function noticeShelterMatches(tx: Transaction, record: RecordEvent, desertionNos: string[]) {
  for (const animal of await findShelterAnimals(tx, desertionNos)) {
    const candidate = { type: 'shelter' as const, id: animal.desertionNo };
    for (const match of await lostReportsForAnimal(tx, animal, { open: true })) {
      await tellOnce(tx, record, match.row, candidate, null, `shelter:${animal.noticeEnd}`);
    }
  }
}

/** New matches of active reports, told to their authors once for the whole site (decision 034). */
export const petMatchNotices: OncePerSiteConsumer = {
  name: 'pet-match-notices',
  kinds: ['post.created', 'post.edited', 'shelter.animals-added'],
  async handle(event, tx, record) {
    if (event.kind === 'shelter.animals-added') {
      await noticeShelterMatches(tx, record, event.payload.desertionNos);
      return;
    }
    await noticeReportMatches(tx, record, event.subjectId);
  },
};
