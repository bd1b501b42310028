import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import { publishedPoint } from '@daengnyang/contract/pet-reports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '../../src/db/schema/community.ts';
import { petReports } from '../../src/db/schema/pet-reports.ts';
import { insertPost } from '../community/posts.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { imposeSanction } from '../helpers/sanctions.ts';
import { createUser } from '../helpers/users.ts';
import {
  eastOf,
  editReport,
  expectMessage,
  hoursAgo,
  JEONPO,
  lostCat,
  northOf,
  reportId,
  writeReport,
} from './support.ts';

type Member = { id: number; token: string };
type Detail = { content: string; petReport?: Record<string, unknown> };

describe('structured pet reports', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    other = await createUser(t.app);
  });
  afterAll(() => t.close());

  const stored = async (postId: number) => {
    const [row] = await t.app.database.db
      .select()
      .from(petReports)
      .where(eq(petReports.postId, postId));
    return row;
  };
  const content = async (postId: number) => {
    const [row] = await t.app.database.db
      .select({ content: communityPosts.content, categoryId: communityPosts.categoryId })
      .from(communityPosts)
      .where(eq(communityPosts.id, postId));
    return row;
  };
  const detail = async (postId: number, token?: string) => {
    const response = await t.app.inject({
      url: `/api/communities/1/${postId}`,
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return { body: envelope<Detail>(response).body, raw: response.body };
  };
  const exactTexts = (point: { lat: number; lng: number }) => [
    String(point.lat),
    String(point.lng),
  ];

  it('stores the exact and the published point, the first status and a readable summary', async () => {
    const phoneReport = lostCat({
      contact: 'phone',
      phone: '010-1234-5678',
      registrationNumber: '410123456789012',
      secretDetail: '왼쪽 뒷발에 흰 점',
      reward: 300000,
      eventAt: '2026-11-24T19:30:00+09:00',
    });
    const id = await reportId(t.app, owner.token, { report: phoneReport });
    const row = await stored(id);
    const published = publishedPoint(JEONPO.lat, JEONPO.lng);
    expect(row).toMatchObject({
      kind: 'lost',
      status: 'searching',
      active: true,
      lat: JEONPO.lat,
      lng: JEONPO.lng,
      publishedLat: published.lat,
      publishedLng: published.lng,
      registrationNumber: '410123456789012',
      phone: '010-1234-5678',
      revision: 1,
    });
    expect(row?.windowAt.toISOString()).toBe('2026-11-24T10:30:00.000Z');
    const post = await content(id);
    expect(post?.content).toBe(
      '[실종] 고양이 · 코리안 숏헤어 · 암컷 · 검정 / 11월 24일 19:30 · 부산진구 전포동 / 연락: 전화 (로그인한 회원에게 공개) / 사례금 300,000원\n\n집 앞에서 나갔어요. 보시면 댓글 주세요.',
    );
    for (const secret of ['010-1234-5678', '410123456789012', '흰 점', ...exactTexts(JEONPO)]) {
      expect(post?.content).not.toContain(secret);
    }
  });

  it('answers the published point to all, the phone to members only, the withheld flags to the author', async () => {
    const id = await reportId(t.app, owner.token, {
      report: lostCat({ contact: 'phone', phone: '010-2222-3333', secretDetail: '귀 안쪽 점' }),
    });
    const published = publishedPoint(JEONPO.lat, JEONPO.lng);
    const anonymous = await detail(id);
    expect(anonymous.body.petReport).toMatchObject({
      kind: 'lost',
      lat: published.lat,
      lng: published.lng,
      phone: null,
      status: 'searching',
    });
    expect(anonymous.body.petReport).not.toHaveProperty('withheld');
    const member = await detail(id, other.token);
    expect(member.body.petReport).toMatchObject({ phone: '010-2222-3333' });
    expect(member.body.petReport).not.toHaveProperty('withheld');
    const author = await detail(id, owner.token);
    expect(author.body.petReport).toMatchObject({
      withheld: { registrationNumber: false, secretDetail: true },
    });
    for (const { raw } of [anonymous, member, author]) {
      for (const text of [...exactTexts(JEONPO), '귀 안쪽 점']) expect(raw).not.toContain(text);
    }
    // A comments-only report keeps its stored number to itself, even for members.
    const quiet = await reportId(t.app, owner.token, { report: lostCat() });
    expect((await detail(quiet, other.token)).body.petReport).toMatchObject({ phone: null });
  });

  it('refuses a report that does not fit its category or misses what the category needs', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [lostCat({ kind: 'adoption' }), 6, PET_REPORT_MESSAGES.petReportKindMismatch],
      [lostCat(), 7, PET_REPORT_MESSAGES.petReportKindMismatch],
      [lostCat(), 3, PET_REPORT_MESSAGES.petReportKindMismatch],
      [lostCat({ eventAt: null }), 6, PET_REPORT_MESSAGES.petReportEventAtRequired],
      [
        lostCat({ eventAt: new Date(Date.now() + 3_600_000).toISOString() }),
        6,
        PET_REPORT_MESSAGES.petReportEventAtInvalid,
      ],
      [lostCat({ eventAt: hoursAgo(24 * 366) }), 6, PET_REPORT_MESSAGES.petReportEventAtInvalid],
      [lostCat({ lat: null, lng: null }), 6, PET_REPORT_MESSAGES.petReportPlaceRequired],
      [lostCat({ lat: 10 }), 6, PET_REPORT_MESSAGES.petReportPlaceInvalid],
      [lostCat({ areaText: ' ' }), 6, PET_REPORT_MESSAGES.petReportAreaRequired],
      [lostCat({ contact: 'phone' }), 6, PET_REPORT_MESSAGES.petReportPhoneRequired],
      [lostCat({ phone: '12345' }), 6, PET_REPORT_MESSAGES.petReportPhoneInvalid],
      [
        lostCat({ registrationNumber: '1234' }),
        6,
        PET_REPORT_MESSAGES.petReportRegistrationInvalid,
      ],
      [lostCat({ species: undefined }), 6, PET_REPORT_MESSAGES.petReportSpeciesRequired],
      [{ kind: 'fosterRequest', species: 'dog' }, 7, PET_REPORT_MESSAGES.petReportRegionRequired],
    ];
    const before = await t.app.database.db.$count(communityPosts);
    for (const [report, categoryId, message] of cases) {
      const response = await writeReport(t.app, owner.token, { categoryId, report });
      expectMessage(response, 400, message);
    }
    const notJson = await writeReport(t.app, owner.token, { report: '{' });
    expect(notJson.statusCode).toBe(400);
    expect(await t.app.database.db.$count(communityPosts)).toBe(before);
  });

  it('keeps a category 7 report without place or contact, starting at its first status', async () => {
    const id = await reportId(t.app, owner.token, {
      categoryId: 7,
      title: '임보처 구해요',
      report: {
        kind: 'fosterRequest',
        species: 'dog',
        region: '부산 해운대구',
        vaccinated: true,
        conditions: '2주 이상',
        ...JEONPO,
        contact: 'phone',
        phone: '010-9999-8888',
      },
    });
    expect(await stored(id)).toMatchObject({
      status: 'searching',
      lat: null,
      publishedLat: null,
      contact: 'comments',
      phone: null,
      region: '부산 해운대구',
      vaccinated: true,
    });
    expect((await content(id))?.content.split('\n')[0]).toBe(
      '[임보 요청] 강아지 / 지역: 부산 해운대구',
    );
  });

  it('edits the report: omitted point kept, the summary replaced, the revision raised; moved out it goes', async () => {
    const id = await reportId(t.app, owner.token, { report: lostCat() });
    const shown = (await detail(id, owner.token)).body.content;
    // The edit form sends back the content it showed, summary and all.
    const edit = await editReport(t.app, owner.token, id, {
      content: `${shown}\n덧붙임: 밤에 잘 나와요`,
      report: lostCat({ lat: undefined, lng: undefined, colors: ['black', 'white'] }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const row = await stored(id);
    expect(row).toMatchObject({
      lat: JEONPO.lat,
      lng: JEONPO.lng,
      colors: ['black', 'white'],
      revision: 2,
    });
    const text = (await content(id))?.content ?? '';
    expect(text.match(/\[실종\]/g)).toHaveLength(1);
    expect(text).toContain('검정·흰색');
    expect(text.endsWith('덧붙임: 밤에 잘 나와요')).toBe(true);

    // An edit without the field keeps the report as it is.
    const untouched = await editReport(t.app, owner.token, id, {
      content: '제목만 고쳤어요',
      title: '고양이 찾아요!',
    });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(await stored(id)).toMatchObject({ revision: 2, colors: ['black', 'white'] });
    expect((await content(id))?.content).toMatch(/^\[실종\] 고양이 .*\n\n제목만 고쳤어요$/);

    const moved = await editReport(t.app, owner.token, id, { categoryId: 3, content: text });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect((await content(id))?.content).not.toContain('[실종]');
    expect((await detail(id)).body).not.toHaveProperty('petReport');
  });

  it('lets only the author change the status, to one of its kind', async () => {
    const id = await reportId(t.app, owner.token, { report: lostCat() });
    const patch = (token: string, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/pet-reports/${id}`,
        headers: bearer(token),
        payload: { status },
      });
    expectMessage(await patch(other.token, 'reunited'), 403, PET_REPORT_MESSAGES.petReportOwnOnly);
    expectMessage(
      await patch(owner.token, 'sheltering'),
      400,
      PET_REPORT_MESSAGES.petReportStatusInvalid,
    );
    expectMessage(
      await patch(owner.token, 'nonsense'),
      400,
      PET_REPORT_MESSAGES.petReportStatusInvalid,
    );
    expectMessage(
      await patch(owner.token, 'reunited'),
      200,
      PET_REPORT_MESSAGES.petReportStatusChanged,
    );
    expect(await stored(id)).toMatchObject({ status: 'reunited', active: false, revision: 2 });
    expect((await detail(id)).body.petReport).toMatchObject({ status: 'reunited' });

    // A write-banned author gets the sanction's refusal, and the status stays.
    const banned = await createUser(t.app);
    const bannedReport = await reportId(t.app, banned.token, { report: lostCat() });
    const admin = await createUser(t.app, { role: 'ROLE_ADMIN' });
    await imposeSanction(t.app, admin.token, banned.id, {
      type: 'writeBan',
      days: 7,
      reason: '도배',
    });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/pet-reports/${bannedReport}`,
      headers: bearer(banned.token),
      payload: { status: 'closed' },
    });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).message).toMatch(
      /^활동이 제한된 계정입니다\. \(\d{4}-\d{2}-\d{2}까지\)$/,
    );
    expect(await stored(bannedReport)).toMatchObject({ status: 'searching' });

    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/pet-reports/999999',
      headers: bearer(owner.token),
      payload: { status: 'closed' },
    });
    expectMessage(unknown, 404, PET_REPORT_MESSAGES.petReportNotFound);
  });

  it('lists with filters: kind, species, status, distance and days; hidden posts and blocked authors left out', async () => {
    const lister = await createUser(t.app);
    const near = await reportId(t.app, lister.token, {
      report: lostCat({ kind: 'sighting', ...northOf(JEONPO, 500) }),
    });
    const far = await reportId(t.app, lister.token, {
      report: lostCat({ kind: 'sighting', ...northOf(JEONPO, 8000), eventAt: hoursAgo(24 * 10) }),
    });
    const dog = await reportId(t.app, lister.token, {
      report: lostCat({ kind: 'sighting', species: 'dog', ...northOf(JEONPO, 300) }),
    });
    const list = async (query: string, token?: string) => {
      const response = await t.app.inject({
        url: `/api/pet-reports?${query}`,
        // Hiding a post straight in the database tells no cache: ask afresh.
        headers: token ? bearer(token) : { 'cache-control': 'no-cache' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = envelope<{
        content: Array<{ communityId: number; distanceMetres: number | null; report: object }>;
        totalElements: number;
      }>(response).body;
      for (const text of exactTexts(JEONPO)) expect(response.body).not.toContain(text);
      return page;
    };
    const ids = (page: { content: Array<{ communityId: number }> }) =>
      page.content.map((item) => item.communityId);

    const sightings = await list('category=6&kind=sighting&size=50');
    expect(ids(sightings)).toEqual(expect.arrayContaining([near, far, dog]));
    expect(ids(await list('category=6&kind=sighting&species=cat&size=50'))).not.toContain(dog);
    const within = await list(
      `category=6&kind=sighting&lat=${JEONPO.lat}&lng=${JEONPO.lng}&radius=3&size=50`,
    );
    expect(ids(within)).toEqual([dog, near]);
    expect(within.content[1]?.distanceMetres).toBeGreaterThan(300);
    expect(within.content[1]?.distanceMetres).toBeLessThan(700);
    expect(ids(await list('category=6&kind=sighting&days=7&size=50'))).not.toContain(far);
    // Without a point, a radius is measured from the default centre (서면).
    expect(ids(await list('category=6&kind=sighting&radius=3&size=50'))).toContain(near);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/pet-reports/${dog}`,
      headers: bearer(lister.token),
      payload: { status: 'reunited' },
    });
    expect(ids(await list('category=6&kind=sighting&size=50'))).not.toContain(dog);
    expect(ids(await list('category=6&kind=sighting&status=resolved&size=50'))).toEqual([dog]);
    expect(ids(await list('category=6&kind=sighting&status=reunited&size=50'))).toEqual([dog]);
    expect(ids(await list('category=7&size=50'))).not.toContain(near);

    // Totals past the first page are counted: without the hidden post, then with it again.
    const total = async (token?: string) =>
      (await list('category=6&kind=sighting&size=1', token)).totalElements;
    const shown = await total();
    expect(shown).toBe(sightings.content.length - 1);
    // A page past the end has no row, and still the total.
    const pastTheEnd = await list('category=6&kind=sighting&size=50&page=9');
    expect(pastTheEnd.content).toEqual([]);
    expect(pastTheEnd.totalElements).toBe(sightings.content.length - 1);
    const hide = (hidden: boolean) =>
      t.app.database.db.update(communityPosts).set({ hidden }).where(eq(communityPosts.id, far));
    await hide(true);
    expect(ids(await list('category=6&kind=sighting&size=50'))).not.toContain(far);
    expect(await total()).toBe(shown - 1);
    await hide(false);
    expect(ids(await list('category=6&kind=sighting&size=50'))).toContain(far);
    expect(await total()).toBe(shown);
    await hide(true);

    const blocker = await createUser(t.app);
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/blocks/${lister.id}`,
      headers: bearer(blocker.token),
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(ids(await list('category=6&kind=sighting&size=50', blocker.token))).not.toContain(near);
    expect(await total(blocker.token)).toBe(shown - 2);
  });
});

describe('my page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the status of my posts' reports, and nothing on my other posts", async () => {
    const member = await createUser(t.app);
    const lost = await reportId(t.app, member.token, { report: lostCat() });
    const plain = await insertPost(t.app, { userId: member.id, title: '그냥 글' });
    const statuses = async () => {
      const response = await t.app.inject({
        url: '/api/mypage/community?page=1&size=10',
        headers: bearer(member.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const rows = envelope<{ content: Array<{ communityId: number; petReportStatus?: string }> }>(
        response,
      ).body.content;
      return new Map(rows.map((row) => [row.communityId, row]));
    };
    const before = await statuses();
    expect(before.get(lost)?.petReportStatus).toBe('searching');
    expect(before.get(plain)).not.toHaveProperty('petReportStatus');

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/pet-reports/${lost}`,
      headers: bearer(member.token),
      payload: { status: 'reunited' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await statuses()).get(lost)?.petReportStatus).toBe('reunited');
  });
});

describe('the report list within a radius', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('measures east and west as far as north and south, with or without a time window', async () => {
    const member = await createUser(t.app);
    const inside = await reportId(t.app, member.token, {
      report: lostCat({ kind: 'sighting', ...eastOf(JEONPO, 2600) }),
    });
    const outside = await reportId(t.app, member.token, {
      report: lostCat({ kind: 'sighting', ...eastOf(JEONPO, 3500) }),
    });
    for (const days of ['', '&days=7']) {
      const response = await t.app.inject({
        url: `/api/pet-reports?category=6&kind=sighting&lat=${JEONPO.lat}&lng=${JEONPO.lng}&radius=3${days}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = envelope<{ content: Array<{ communityId: number }> }>(response).body;
      expect(page.content.map((item) => item.communityId)).toEqual([inside]);
      expect(page.content.map((item) => item.communityId)).not.toContain(outside);
    }
  });
});

describe('the report list in the response cache', () => {
  let t: TestApp;
  let owner: Member;

  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
    owner = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('serves visitors the list from the response cache until a report changes', async () => {
    const id = await reportId(t.app, owner.token, {
      report: lostCat({ kind: 'sighting', species: 'other' }),
    });
    const url = '/api/pet-reports?category=6&species=other&size=50';
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/pet-reports/${id}`,
      headers: bearer(owner.token),
      payload: { status: 'closed' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = await t.app.inject({ url });
    expect(after.headers['x-cache']).not.toBe('hit');
    const ids = envelope<{ content: Array<{ communityId: number }> }>(after).body.content.map(
      (item) => item.communityId,
    );
    expect(ids).not.toContain(id);
  });

  it("serves members who block nobody the visitors' kept list, and a blocking member their own", async () => {
    const neighbour = await createUser(t.app);
    const mine = await reportId(t.app, owner.token, {
      report: lostCat({ kind: 'sheltering', species: 'other' }),
    });
    const theirs = await reportId(t.app, neighbour.token, {
      report: lostCat({ kind: 'sheltering', species: 'other', ...northOf(JEONPO, 400) }),
    });
    const url = '/api/pet-reports?category=6&kind=sheltering&species=other&size=50';
    const read = (token?: string) =>
      t.app.inject({ url, ...(token === undefined ? {} : { headers: bearer(token) }) });
    const ids = (response: { json: () => unknown }) =>
      envelope<{ content: Array<{ communityId: number }> }>(response).body.content.map(
        (item) => item.communityId,
      );

    // A member asks first: the answer kept is a visitor's, and a visitor is then served it.
    const member = await createUser(t.app);
    const first = await read(member.token);
    expect(first.headers['x-cache']).toBe('miss');
    expect(ids(first)).toEqual(expect.arrayContaining([mine, theirs]));
    const visitor = await read();
    expect(visitor.headers['x-cache']).toBe('hit');
    expect(visitor.body).toBe(first.body);
    expect((await read(owner.token)).headers['x-cache']).toBe('hit');

    // Blocking someone takes the member off the shared path, and their list is never kept.
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/blocks/${neighbour.id}`,
      headers: bearer(member.token),
    });
    expect(block.statusCode, block.body).toBe(200);
    const own = await read(member.token);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(ids(own)).toContain(mine);
    expect(ids(own)).not.toContain(theirs);
    const visitorAgain = await read();
    expect(visitorAgain.headers['x-cache']).toBe('hit');
    expect(ids(visitorAgain)).toContain(theirs);
  });
});
