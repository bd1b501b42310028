import { gunzipSync } from 'node:zlib';
import { MESSAGES } from '@daengnyang/contract/messages';
import { NOTIFICATION_TEXTS } from '@daengnyang/contract/notification-texts';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import { type PetMatch, publishedPoint } from '@daengnyang/contract/pet-reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { petMatchDismissals } from '../../src/db/schema/pet-reports.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';
import { createMember, decideOnItem, reportOk } from '../moderation/moderation.ts';
import { notificationsOf } from '../notifications/support.ts';
import {
  editReport,
  expectMessage,
  hoursAgo,
  insertShelterAnimal,
  JEONPO,
  koreanDay,
  lostCat,
  northOf,
  readMatches,
  reportId,
} from './support.ts';

type Member = { id: number; token: string };
const REGISTRATION = '410100000012345';

describe('matches of pet reports', () => {
  let t: TestApp;
  let owner: Member;
  let finder: Member;
  let stranger: Member;
  let lostId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    finder = await createUser(t.app);
    stranger = await createUser(t.app);
    lostId = await reportId(t.app, owner.token, {
      report: lostCat({ registrationNumber: REGISTRATION, secretDetail: '배에 하트 무늬' }),
    });
  });
  afterAll(() => t.close());

  const matchesOf = async (postId: number, token: string) => {
    const { response, matches } = await readMatches(t.app, postId, token);
    for (const secret of [REGISTRATION, '하트 무늬', String(JEONPO.lat), String(JEONPO.lng)]) {
      expect(response.body).not.toContain(secret);
    }
    return matches;
  };
  const sighting = (overrides: Record<string, unknown>) =>
    lostCat({ kind: 'sighting', eventAt: hoursAgo(24), registrationNumber: null, ...overrides });
  const postIds = (matches: PetMatch[]) =>
    matches.flatMap((match) => (match.type === 'post' ? [match.candidateId] : []));

  it('finds nearby sightings of the species inside the window, with the reasons, and the reverse', async () => {
    const near = await reportId(t.app, finder.token, {
      report: sighting({ ...northOf(JEONPO, 480), marks: '빨간 방울을 달고 있었어요' }),
    });
    const dog = await reportId(t.app, finder.token, {
      report: sighting({ species: 'dog', ...northOf(JEONPO, 200) }),
    });
    const tooFar = await reportId(t.app, finder.token, {
      report: sighting({ ...northOf(JEONPO, 5000) }),
    });
    const tooEarly = await reportId(t.app, finder.token, {
      report: sighting({ eventAt: hoursAgo(48 + 24 * 5) }),
    });

    const matches = await matchesOf(lostId, stranger.token);
    expect(postIds(matches)).toContain(near);
    expect(postIds(matches)).not.toContain(dog);
    expect(postIds(matches)).not.toContain(tooFar);
    expect(postIds(matches)).not.toContain(tooEarly);
    const best = matches.find((match) => match.candidateId === near);
    expect(best?.score).toBeGreaterThanOrEqual(80);
    const texts = best?.reasons.map((reason) => reason.text) ?? [];
    expect(texts).toEqual(
      expect.arrayContaining([
        '품종 일치: 코리안 숏헤어',
        '성별 일치: 암컷',
        '색 일치: 검정',
        '하루 뒤 목격',
      ]),
    );
    expect(texts.find((text) => /^\d+m 거리$/.test(text))).toBeDefined();
    expect(texts.some((text) => text.startsWith('특징 일치:') && text.includes('방울'))).toBe(true);

    const reverse = await matchesOf(near, owner.token);
    const lost = reverse.find((match) => match.candidateId === lostId);
    expect(lost?.reasons.map((reason) => reason.text)).toContain('하루 전 실종');
  });

  it('dogs roam wider the longer they are lost; cats only count close by', async () => {
    const dogOwner = await createUser(t.app);
    const lostDog = await reportId(t.app, dogOwner.token, {
      report: lostCat({
        species: 'dog',
        breed: '진돗개',
        eventAt: hoursAgo(24 * 6),
        ...northOf(JEONPO, 30_000),
      }),
    });
    const dogBase = northOf(JEONPO, 30_000);
    const sameDayFar = await reportId(t.app, finder.token, {
      report: sighting({
        species: 'dog',
        breed: '진돗개',
        eventAt: hoursAgo(24 * 6 - 2),
        ...northOf(dogBase, 8000),
      }),
    });
    const laterFar = await reportId(t.app, finder.token, {
      report: sighting({
        species: 'dog',
        breed: '진돗개',
        eventAt: hoursAgo(2),
        ...northOf(dogBase, 8000),
      }),
    });
    const ids = postIds(await matchesOf(lostDog, dogOwner.token));
    // 8 km away: too far on the day of the loss (3 km), inside the area five days on (13 km).
    expect(ids).not.toContain(sameDayFar);
    expect(ids).toContain(laterFar);
  });

  it('an equal registration number matches from anywhere and weighs most; a different one never', async () => {
    const shelterer = await createUser(t.app);
    const far = await reportId(t.app, shelterer.token, {
      report: sighting({
        kind: 'sheltering',
        registrationNumber: REGISTRATION,
        ...northOf(JEONPO, 15_000),
      }),
    });
    const other = await reportId(t.app, shelterer.token, {
      report: sighting({
        kind: 'sheltering',
        registrationNumber: '410100000099999',
        ...northOf(JEONPO, 100),
      }),
    });
    const matches = await matchesOf(lostId, owner.token);
    const match = matches.find((candidate) => candidate.candidateId === far);
    expect(match?.reasons[0]).toMatchObject({
      reason: 'registration',
      points: 50,
      text: '등록번호 일치',
    });
    expect(match?.score).toBeGreaterThanOrEqual(80);
    expect(postIds(matches)).not.toContain(other);
  });

  it('finds shelter animals of the species by the area words, with the notice countdown', async () => {
    await insertShelterAnimal(t.app, { desertionNo: '448000202600001' });
    await insertShelterAnimal(t.app, {
      desertionNo: '448000202600002',
      species: 'dog',
      kindName: '믹스견',
    });
    // Found across the city: no place word in common with 부산진구 전포동.
    await insertShelterAnimal(t.app, {
      desertionNo: '448000202600004',
      happenPlace: '해운대구 우동',
    });
    await insertShelterAnimal(t.app, {
      desertionNo: '448000202600003',
      happenDate: koreanDay(-40),
      noticeStart: koreanDay(-40),
    });
    const matches = await matchesOf(lostId, owner.token);
    const animals = matches.filter((match) => match.type === 'shelter');
    expect(animals.map((match) => match.candidateId)).toEqual(['448000202600001']);
    const [animal] = animals;
    expect(animal?.reasons.map((reason) => reason.text)).toEqual(
      expect.arrayContaining(['같은 동네: 전포동', '하루 뒤 보호소 구조']),
    );
    expect(animal?.type === 'shelter' && animal.animal.noticeDaysLeft).toBe(9);
  });

  it('lists the best first, animals among reports, at the distances the lists measure', async () => {
    const close = await reportId(t.app, finder.token, { report: sighting(northOf(JEONPO, 150)) });
    const plain = await reportId(t.app, finder.token, {
      report: sighting({ ...northOf(JEONPO, 900), breed: null, sex: 'unknown' }),
    });
    const matches = await matchesOf(lostId, owner.token);
    expect(postIds(matches)).toEqual(expect.arrayContaining([close, plain]));
    expect(matches.some((match) => match.type === 'shelter')).toBe(true);
    const scores = matches.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(2);

    // The lists measure from a point with the same statement pieces: the cards must agree.
    const { lat, lng } = publishedPoint(JEONPO.lat, JEONPO.lng);
    const listed = await t.app.inject({
      url: `/api/pet-reports?category=6&status=all&lat=${lat}&lng=${lng}&size=100`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = envelope<{ content: Array<{ communityId: number; distanceMetres: number }> }>(
      listed,
    ).body.content;
    const listedDistance = new Map(rows.map((row) => [row.communityId, row.distanceMetres]));
    const cards = matches.flatMap((match) => (match.type === 'post' ? [match] : []));
    for (const card of cards) {
      expect(card.post.distanceMetres).toBe(listedDistance.get(card.candidateId));
    }
  });

  it('is for signed-in members; dismissals are the author’s, for good', async () => {
    const anonymous = await t.app.inject({ url: `/api/pet-reports/${lostId}/matches` });
    expectMessage(anonymous, 401, PET_REPORT_MESSAGES.petMatchesLoginRequired);

    const [first] = await matchesOf(lostId, owner.token);
    if (!first) throw new Error('no match to dismiss');
    const dismiss = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pet-reports/${lostId}/matches/dismiss`,
        headers: bearer(token),
        payload: { type: first.type, candidateId: first.candidateId },
      });
    expectMessage(await dismiss(stranger.token), 403, PET_REPORT_MESSAGES.petReportOwnOnly);
    expectMessage(await dismiss(owner.token), 200, PET_REPORT_MESSAGES.petMatchDismissed);
    expectMessage(await dismiss(owner.token), 200, PET_REPORT_MESSAGES.petMatchDismissed);
    const after = await matchesOf(lostId, stranger.token);
    expect(after.map((match) => `${match.type}:${match.candidateId}`)).not.toContain(
      `${first.type}:${first.candidateId}`,
    );
  });

  it('keeps a list until a write changes it; a member who blocked someone gets their own', async () => {
    const sightingId = await reportId(t.app, finder.token, {
      report: sighting({ ...northOf(JEONPO, 300), marks: '꼬리가 짧았어요' }),
    });
    const titleOf = (matches: PetMatch[]) =>
      matches.flatMap((match) =>
        match.type === 'post' && match.candidateId === sightingId ? [match.post.title] : [],
      )[0];
    const before = titleOf(await matchesOf(lostId, stranger.token));
    expect(before).toBeDefined();

    // A change no event tells of (as a count would be) is not seen while the list is kept.
    await t.app.database.db
      .update(communityPosts)
      .set({ title: '바뀐 제목' })
      .where(eq(communityPosts.id, sightingId));
    expect(titleOf(await matchesOf(lostId, stranger.token))).toBe(before);

    // A new report of category 6 may be a match anywhere: every kept list is dropped.
    const newer = await reportId(t.app, finder.token, {
      report: sighting({ ...northOf(JEONPO, 200), marks: '목에 파란 끈' }),
    });
    const fresh = await matchesOf(lostId, stranger.token);
    expect(titleOf(fresh)).toBe('바뀐 제목');
    expect(postIds(fresh)).toContain(newer);

    // The finder's reports leave the list of a member who blocked them, and only theirs.
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/blocks/${finder.id}`,
      headers: bearer(stranger.token),
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(postIds(await matchesOf(lostId, stranger.token))).not.toContain(newer);
    expect(postIds(await matchesOf(lostId, owner.token))).toContain(newer);
  });

  it('sends a kept list compressed as asked, the same list as uncompressed', async () => {
    const url = `/api/pet-reports/${lostId}/matches`;
    const plain = await t.app.inject({ url, headers: bearer(stranger.token) });
    const zipped = await t.app.inject({
      url,
      headers: { ...bearer(stranger.token), 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('a withheld report’s list is for its author and the staff only, kept or not', async () => {
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    const reporter = await createMember(t.app);
    const withheldId = await reportId(t.app, owner.token, { report: lostCat() });
    await matchesOf(withheldId, stranger.token);
    await reportOk(t.app, reporter.token, {
      targetType: 'post',
      targetId: withheldId,
      reason: 'animalSale',
    });
    await decideOnItem(
      t.app,
      admin.token,
      { targetType: 'post', targetId: withheldId },
      { action: 'hide', note: '분양 글' },
    );
    // The author asks first, so the list kept next is the one a withheld report has.
    await matchesOf(withheldId, owner.token);
    const url = `/api/pet-reports/${withheldId}/matches`;
    for (let ask = 0; ask < 2; ask += 1) {
      expectMessage(
        await t.app.inject({ url, headers: bearer(stranger.token) }),
        404,
        MESSAGES.hiddenPost,
      );
    }
    await matchesOf(withheldId, admin.token);
  });

  it('dismisses only real candidates: no made-up ids, not the report itself', async () => {
    const rowsBefore = await t.app.database.db.select().from(petMatchDismissals);
    for (const candidate of [
      { type: 'post', candidateId: 999_999 },
      { type: 'post', candidateId: lostId },
      { type: 'shelter', candidateId: '000000000000000' },
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/pet-reports/${lostId}/matches/dismiss`,
        headers: bearer(owner.token),
        payload: candidate,
      });
      expectMessage(refused, 404, PET_REPORT_MESSAGES.petMatchCandidateNotFound);
    }
    expect(await t.app.database.db.select().from(petMatchDismissals)).toHaveLength(
      rowsBefore.length,
    );
  });
});

describe('notices of new matches', () => {
  let t: TestApp;
  let owner: Member;
  let finder: Member;
  let lostId: number;
  /** 해운대, far from the other tests' 전포동. */
  const HAEUNDAE = { lat: 35.163112, lng: 129.163544 };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    finder = await createUser(t.app);
    lostId = await reportId(t.app, owner.token, {
      report: lostCat({ ...HAEUNDAE, areaText: '해운대구 우동' }),
    });
  });
  afterAll(() => t.close());

  const petMatches = async (token: string) =>
    (await notificationsOf(t.app, token)).filter((entry) => entry.kind === 'petMatch');
  const sightingNear = (overrides: Record<string, unknown> = {}) =>
    lostCat({
      kind: 'sighting',
      eventAt: hoursAgo(24),
      ...northOf(HAEUNDAE, 300),
      areaText: '해운대구 우동',
      ...overrides,
    });

  it('tells the author of the active report once per pair, urgent, never of their own post', async () => {
    const sightingId = await reportId(t.app, finder.token, { report: sightingNear() });
    const [entry, ...rest] = await petMatches(owner.token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'petMatch',
      urgent: true,
      text: NOTIFICATION_TEXTS.petMatchPost('목격'),
      link: `/community/6/${lostId}#matches`,
      target: { type: 'post', id: lostId },
    });
    const edit = await editReport(t.app, finder.token, sightingId, {
      report: sightingNear({ marks: '방울 목걸이' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await petMatches(owner.token)).toHaveLength(1);

    await reportId(t.app, owner.token, { report: sightingNear() });
    expect(await petMatches(owner.token)).toHaveLength(1);
    // The finder's sighting is active too, and the owner's lost report came first: no notice to them.
    expect(await petMatches(finder.token)).toHaveLength(0);
  });

  it('never from a member the author blocked, and never for a resolved report', async () => {
    const blocked = await createUser(t.app);
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/blocks/${blocked.id}`,
      headers: bearer(owner.token),
    });
    expect(block.statusCode, block.body).toBe(200);
    await reportId(t.app, blocked.token, { report: sightingNear() });
    expect(await petMatches(owner.token)).toHaveLength(1);

    const other = await createUser(t.app);
    const resolved = await reportId(t.app, other.token, {
      report: lostCat({ ...northOf(HAEUNDAE, 100), areaText: '해운대구 우동' }),
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/pet-reports/${resolved}`,
      headers: bearer(other.token),
      payload: { status: 'closed' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await reportId(t.app, finder.token, { report: sightingNear({ marks: '다른 고양이' }) });
    expect(await petMatches(other.token)).toHaveLength(0);
  });

  it('tells of newly synced shelter animals with the notice countdown', async () => {
    await insertShelterAnimal(t.app, {
      desertionNo: '448000202600101',
      happenPlace: '해운대구 우동 해변',
      noticeEnd: koreanDay(5),
    });
    const announce = () =>
      t.app.events.transaction(async (_tx, record) => {
        record({
          kind: 'shelter.animals-added',
          subjectId: 0,
          actorId: null,
          payload: { desertionNos: ['448000202600101'] },
        });
      });
    await announce();
    const shelter = (await petMatches(owner.token)).filter(
      (entry) => entry.text === NOTIFICATION_TEXTS.petMatchShelter(5),
    );
    expect(shelter).toHaveLength(1);
    expect(shelter[0]).toMatchObject({ urgent: true, link: `/community/6/${lostId}#matches` });
    await announce();
    expect(
      (await petMatches(owner.token)).filter(
        (entry) => entry.text === NOTIFICATION_TEXTS.petMatchShelter(5),
      ),
    ).toHaveLength(1);
  });
});
