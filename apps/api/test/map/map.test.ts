import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places } from '../../src/db/schema/map.ts';
import { seedSampleData } from '../../src/db/seed/sample-data.ts';
import { chordOf, selectPlacesWithin } from '../../src/modules/map/repository.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../helpers/app.ts';
import { createUser } from '../helpers/users.ts';

/** The map's default centre (서면, Busan), where the sample places cluster. */
const CENTRE = { lat: 35.1595454, lng: 129.0616078 };

type Place = {
  mapInfoId: number;
  name: string;
  categoryId: number;
  address: string;
  phoneNumber: string | null;
  operationTime: string | null;
  breakTime: string | null;
  fullTime: boolean;
  content: string | null;
  mapInfoLocationDto: { mapInfoLat: number; mapInfoLng: number };
};

/** Great-circle distance in metres on the sphere earthdistance uses (radius 6378168 m). */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.sqrt(h));
}

describe('GET /api/map/{categoryId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const adminUserId = t.app.adminUserId;
    if (adminUserId === null) throw new Error('the test app has an administrator');
    await seedSampleData({
      db: t.app.database.db,
      storage: t.app.storage,
      adminUserId,
      log: () => undefined,
    });
  });
  afterAll(() => t.close());

  const search = (categoryId: number | string, query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/map/${categoryId}`,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    });

  it.each([1, 2, 3])(
    'answers category %i nearest first, every place within the radius',
    async (categoryId) => {
      const response = await search(categoryId, { ...CENTRE, radius: 3000, categoryId });
      expect(response.statusCode).toBe(200);
      const found = envelope<Place[]>(response).body;
      expect(found.length).toBeGreaterThanOrEqual(10);
      expect(found.every((place) => place.categoryId === categoryId)).toBe(true);

      const distances = found.map((place) =>
        metresBetween(CENTRE, {
          lat: place.mapInfoLocationDto.mapInfoLat,
          lng: place.mapInfoLocationDto.mapInfoLng,
        }),
      );
      expect(distances.every((distance) => distance <= 3000)).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));

      // Nothing of the category within the radius is left out.
      const [inside] = await t.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(places)
        .where(
          sql`${places.categoryId} = ${categoryId} and earth_distance(
            ll_to_earth(${CENTRE.lat}::float8, ${CENTRE.lng}::float8),
            ll_to_earth(${places.lat}, ${places.lng})) <= 3000`,
        );
      expect(found).toHaveLength(inside?.n ?? -1);
    },
  );

  it('answers every field of a place, nulls included', async () => {
    const found = envelope<Place[]>(await search(1, CENTRE)).body;
    const place = found[0];
    expect(Object.keys(place ?? {})).toEqual([
      'mapInfoId',
      'name',
      'categoryId',
      'address',
      'phoneNumber',
      'operationTime',
      'breakTime',
      'fullTime',
      'content',
      'mapInfoLocationDto',
    ]);
    expect(typeof place?.mapInfoId).toBe('number');
    expect(typeof place?.fullTime).toBe('boolean');
    expect(place?.address).toMatch(/^부산광역시 /);
    expect(Object.keys(place?.mapInfoLocationDto ?? {})).toEqual(['mapInfoLat', 'mapInfoLng']);
    // Places open around the clock have no break time: the key is there with null.
    const allDay = found.find((candidate) => candidate.fullTime);
    expect(allDay).toBeDefined();
    expect(allDay).toHaveProperty('breakTime', null);
  });

  it('uses 3000 m when no radius is given and finds fewer places within 500 m', async () => {
    const byDefault = envelope<Place[]>(await search(2, CENTRE)).body;
    const wide = envelope<Place[]>(await search(2, { ...CENTRE, radius: 3000 })).body;
    const near = envelope<Place[]>(await search(2, { ...CENTRE, radius: 500 })).body;
    expect(byDefault.map((place) => place.mapInfoId)).toEqual(wide.map((place) => place.mapInfoId));
    expect(near.length).toBeLessThan(wide.length);
    expect(near.map((place) => place.mapInfoId)).toEqual(
      wide.slice(0, near.length).map((place) => place.mapInfoId),
    );
  });

  it('answers an empty array far from every place', async () => {
    const response = await search(1, { lat: 37.5665, lng: 126.978, radius: 20000 });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).body).toEqual([]);
  });

  it('ignores a token and extra parameters', async () => {
    const user = await createUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/map/3?lat=${CENTRE.lat}&lng=${CENTRE.lng}&categoryId=1&zoom=15`,
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(envelope<Place[]>(response).body.every((place) => place.categoryId === 3)).toBe(true);
  });

  it.each([
    ['lat missing', { lng: CENTRE.lng }, '위도(lat)를 -90에서 90 사이의 숫자로 보내주세요.'],
    ['lat empty', { lat: '', lng: CENTRE.lng }, '위도(lat)를 -90에서 90 사이의 숫자로 보내주세요.'],
    [
      'lat 90.5',
      { lat: 90.5, lng: CENTRE.lng },
      '위도(lat)를 -90에서 90 사이의 숫자로 보내주세요.',
    ],
    [
      'lat text',
      { lat: 'north', lng: CENTRE.lng },
      '위도(lat)를 -90에서 90 사이의 숫자로 보내주세요.',
    ],
    ['lng missing', { lat: CENTRE.lat }, '경도(lng)를 -180에서 180 사이의 숫자로 보내주세요.'],
    [
      'lng -181',
      { lat: CENTRE.lat, lng: -181 },
      '경도(lng)를 -180에서 180 사이의 숫자로 보내주세요.',
    ],
    [
      'radius 0',
      { ...CENTRE, radius: 0 },
      '검색 반경(radius)을 1에서 20000 사이의 미터 값으로 보내주세요.',
    ],
    [
      'radius 20001',
      { ...CENTRE, radius: 20001 },
      '검색 반경(radius)을 1에서 20000 사이의 미터 값으로 보내주세요.',
    ],
    [
      'radius text',
      { ...CENTRE, radius: 'far' },
      '검색 반경(radius)을 1에서 20000 사이의 미터 값으로 보내주세요.',
    ],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await search(1, query);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ code: 400, message, body: expect.any(Object) });
  });

  it('accepts the largest radius', async () => {
    const response = await search(1, { ...CENTRE, radius: 20000 });
    expect(response.statusCode).toBe(200);
  });

  it.each(['0', '4', 'cafe'])('refuses the unknown category %s with 400', async (categoryId) => {
    const response = await search(categoryId, CENTRE);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe(
      '지도 분류는 1(동물병원), 2(카페), 3(보호소) 중 하나를 골라주세요.',
    );
  });

  it('walks the GiST index nearest first inside the category, reading only the places it answers', async () => {
    const plan = await t.app.database.db.transaction(async (tx) => {
      // 64 sample places: the planner would rightly sort them all; show the index can walk.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const query = selectPlacesWithin(
        tx,
        { categoryId: 1, lat: CENTRE.lat, lng: CENTRE.lng, radius: chordOf(3000) },
        100,
      );
      return tx.execute(sql`explain ${query.getSQL()}`);
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('Index Scan using places_category_earth_idx');
    expect(text).toContain('Index Cond: (category_id = 1)');
    expect(text).toMatch(/Order By: .*<->/);
  });
});

describe('places in the response cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_SECONDS: '60' });
    await t.app.database.db.insert(places).values({
      categoryId: 2,
      name: '서면 댕댕 카페',
      address: '부산 부산진구 서면로 1',
      ...CENTRE,
    });
  });
  afterAll(() => t.close());

  it('serves a member who blocks nobody the answer kept for visitors', async () => {
    const url = `/api/map/2?lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius=3000`;
    const visitor = await t.app.inject({ url });
    expect(visitor.headers['x-cache']).toBe('miss');
    expect(envelope<Place[]>(visitor).body.map((place) => place.name)).toEqual(['서면 댕댕 카페']);
    const member = await createUser(t.app);
    const signedIn = await t.app.inject({ url, headers: bearer(member.token) });
    expect(signedIn.headers['x-cache']).toBe('hit');
    expect(signedIn.body).toBe(visitor.body);
  });
});
