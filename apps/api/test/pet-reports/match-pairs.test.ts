import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petMatchPairs, petReports, shelterAnimals } from '../../src/db/schema/pet-reports.ts';
import { bearer, createTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import {
  editReport,
  hoursAgo,
  insertShelterAnimal,
  JEONPO,
  lostCat,
  northOf,
  readMatches,
  reportId,
} from './support.ts';

type Member = { id: number; token: string };

/**
 * Decision 042: a report's pairs are scored when either side is written and stored; a list is
 * read from them, with what may be shown decided at the read.
 */
describe('stored match pairs', () => {
  let t: TestApp;
  let owner: Member;
  let finder: Member;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    finder = await createUser(t.app);
  });
  afterAll(() => t.close());

  const matchesOf = async (postId: number, token: string) =>
    (await readMatches(t.app, postId, token)).matches;
  const candidatesOf = async (postId: number, token: string) =>
    (await matchesOf(postId, token)).map((match) => `${match.type}:${match.candidateId}`);
  const pairsOf = (postId: number) =>
    t.app.database.db
      .select()
      .from(petMatchPairs)
      .where(or(eq(petMatchPairs.lostPostId, postId), eq(petMatchPairs.foundPostId, postId)));
  const sightingNear = (metres: number, overrides: Record<string, unknown> = {}) =>
    lostCat({
      kind: 'sighting',
      eventAt: hoursAgo(24),
      ...northOf(JEONPO, metres),
      ...overrides,
    });
  const setStatus = async (postId: number, status: string) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/pet-reports/${postId}`,
      headers: bearer(finder.token),
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('stores one row a pair when a report is written; each page words its reasons', async () => {
    const lostId = await reportId(t.app, owner.token, { report: lostCat() });
    const sightingId = await reportId(t.app, finder.token, { report: sightingNear(300) });

    const [pair, ...others] = await pairsOf(sightingId);
    expect(others).toEqual([]);
    expect(pair).toMatchObject({ lostPostId: lostId, foundPostId: sightingId, desertionNo: null });

    const fromLost = (await matchesOf(lostId, owner.token)).find(
      (match) => match.candidateId === sightingId,
    );
    expect(fromLost?.score).toBe(pair?.score);
    expect(fromLost?.reasons.map((reason) => reason.text)).toContain('하루 뒤 목격');
    const fromSighting = (await matchesOf(sightingId, finder.token)).find(
      (match) => match.candidateId === lostId,
    );
    expect(fromSighting?.score).toBe(pair?.score);
    expect(fromSighting?.reasons.map((reason) => reason.text)).toContain('하루 전 실종');
  });

  it('a resolved candidate leaves the list and comes back when it opens again', async () => {
    const lostId = await reportId(t.app, owner.token, { report: lostCat() });
    const sightingId = await reportId(t.app, finder.token, { report: sightingNear(250) });
    expect(await candidatesOf(lostId, owner.token)).toContain(`post:${sightingId}`);

    await setStatus(sightingId, 'closed');
    expect(await candidatesOf(lostId, owner.token)).not.toContain(`post:${sightingId}`);
    // Resolved, the pair stays stored: nothing is scored again when it opens.
    expect(await pairsOf(sightingId)).not.toEqual([]);

    await setStatus(sightingId, 'sighted');
    expect(await candidatesOf(lostId, owner.token)).toContain(`post:${sightingId}`);
  });

  it('an edit scores the report again: moved out of the area, its pairs go', async () => {
    const lostId = await reportId(t.app, owner.token, { report: lostCat() });
    const sightingId = await reportId(t.app, finder.token, { report: sightingNear(200) });
    expect((await pairsOf(sightingId)).map((pair) => pair.lostPostId)).toContain(lostId);

    const moved = await editReport(t.app, finder.token, sightingId, {
      report: sightingNear(9000),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await pairsOf(sightingId)).map((pair) => pair.lostPostId)).not.toContain(lostId);
    expect(await candidatesOf(lostId, owner.token)).not.toContain(`post:${sightingId}`);
  });

  it('a report written before pairs were stored gets them on its list’s first read', async () => {
    const lostId = await reportId(t.app, owner.token, { report: lostCat() });
    const sightingId = await reportId(t.app, finder.token, { report: sightingNear(150) });
    // As migration 0019 leaves the reports it finds.
    await t.app.database.db.delete(petMatchPairs).where(eq(petMatchPairs.lostPostId, lostId));
    await t.app.database.db
      .update(petReports)
      .set({ pairsCurrent: false })
      .where(eq(petReports.postId, lostId));

    expect(await candidatesOf(lostId, owner.token)).toContain(`post:${sightingId}`);
    expect((await pairsOf(lostId)).map((pair) => pair.foundPostId)).toContain(sightingId);
    const [stored] = await t.app.database.db
      .select({ current: petReports.pairsCurrent })
      .from(petReports)
      .where(eq(petReports.postId, lostId));
    expect(stored?.current).toBe(true);
  });

  it('scores a shelter animal again when the sync changes it', async () => {
    const lostId = await reportId(t.app, owner.token, { report: lostCat() });
    const desertionNo = '448000202609001';
    await insertShelterAnimal(t.app, { desertionNo });
    expect(await candidatesOf(lostId, owner.token)).toContain(`shelter:${desertionNo}`);

    // Found across the city after all: no place word in common with 부산진구 전포동.
    await t.app.events.transaction(async (tx, record) => {
      await tx
        .update(shelterAnimals)
        .set({ happenPlace: '해운대구 우동' })
        .where(eq(shelterAnimals.desertionNo, desertionNo));
      record({
        kind: 'shelter.animals-changed',
        subjectId: 0,
        actorId: null,
        payload: { desertionNos: [desertionNo] },
      });
    });
    expect(await candidatesOf(lostId, owner.token)).not.toContain(`shelter:${desertionNo}`);
    expect((await pairsOf(lostId)).map((pair) => pair.desertionNo)).not.toContain(desertionNo);
  });
});
