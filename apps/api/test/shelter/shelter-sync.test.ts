import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainEvents } from '../../src/db/schema/domain-events.ts';
import { shelterAnimals } from '../../src/db/schema/pet-reports.ts';
import { shelterSyncState } from '../../src/db/schema/shelter-sync.ts';
import { sweepOrphanImages } from '../../src/images/orphan-sweeper.ts';
import { AnimalServiceRefusal } from '../../src/modules/shelter/animal-service.ts';
import type { ShelterImage } from '../../src/modules/shelter/repository.ts';
import { type ShelterSyncLimits, syncShelterAnimals } from '../../src/modules/shelter/sync.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { storedFiles } from '../helpers/stored-files.ts';
import {
  type AnimalServiceStandin,
  recordedAnimals,
  startAnimalServiceStandin,
} from './animal-service-standin.ts';

/** A key as the portal issues it ("Decoding" form): characters a URL must encode. */
const SERVICE_KEY = 'tEsT+kEy/0123456789abcdef==';
/** Noon in Seoul on the recorded answers' last day. */
const NOW = new Date('2026-11-27T03:00:00Z');
/** Small pages (five animals take three), one animal per write, short waits. */
const FAST: Partial<ShelterSyncLimits> = {
  pageSize: 2,
  animalsPerWrite: 1,
  retryDelayMs: 5,
  minIntervalMs: 0,
};

const RECEIVED = recordedAnimals('abandonment-busan-received.json');
const UPDATED = recordedAnimals('abandonment-busan-updated.json');
const SINGLE = recordedAnimals('abandonment-busan-single.json');

describe('the shelter sync against the recorded service', () => {
  let standin: AnimalServiceStandin;
  let t: TestApp;

  const sync = (limits: Partial<ShelterSyncLimits> = {}, now = NOW) => {
    const settings = t.app.config.shelterSync;
    if (!settings) throw new Error('the test app has no shelter key');
    return syncShelterAnimals({
      db: t.app.database.db,
      events: t.app.events,
      storage: t.app.storage,
      images: t.app.images,
      settings,
      tempDir: t.app.config.uploads.tempDir,
      log: t.app.log,
      limits: { ...FAST, ...limits },
      now: () => now,
    });
  };
  const stored = () =>
    t.app.database.db.select().from(shelterAnimals).orderBy(shelterAnimals.desertionNo);
  const addedEvents = async () => {
    const rows = await t.app.database.db
      .select({ payload: domainEvents.payload, subjectId: domainEvents.subjectId })
      .from(domainEvents)
      .where(eq(domainEvents.kind, 'shelter.animals-added'))
      .orderBy(domainEvents.id);
    return rows.map((row) => ({
      subjectId: row.subjectId,
      desertionNos: row.payload.desertionNos as string[],
    }));
  };
  const imagesOf = (row: { images: unknown }) => row.images as ShelterImage[];

  beforeAll(async () => {
    standin = await startAnimalServiceStandin({ serviceKey: SERVICE_KEY });
    t = await createTestApp({
      ANIMAL_PROTECTION_API_KEY: SERVICE_KEY,
      ANIMAL_PROTECTION_API_URL: standin.apiUrl,
    });
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });
  beforeEach(() => standin.reset());

  it('reads every page of the first run (a wrong totalCount too), re-hosts the photos, tells each new animal once', async () => {
    standin.hold({ received: RECEIVED });
    // The service claims fewer animals than it has: the pages are read until an empty one.
    standin.reportTotal(2);

    const result = await sync();

    expect(result).toMatchObject({ pages: 3, animals: 5, reportedTotal: 2, capped: false });
    expect(result.window).toEqual({
      received: { from: '20260928', to: '20261127' },
      updated: null,
    });
    expect(standin.calls.map((call) => call.params.get('pageNo'))).toEqual(['1', '2', '3', '4']);
    const [first] = standin.calls;
    expect(Object.fromEntries(first?.params ?? [])).toEqual({
      serviceKey: SERVICE_KEY,
      bgnde: '20260928',
      endde: '20261127',
      upr_cd: '6260000',
      pageNo: '1',
      numOfRows: '2',
      _type: 'json',
    });
    // The key went out encoded once: `+`, `/` and `=` as %2B, %2F, %3D.
    expect(first?.rawQuery).toContain('serviceKey=tEsT%2BkEy%2F0123456789abcdef%3D%3D&');

    const rows = await stored();
    expect(rows.map((row) => row.desertionNo)).toEqual(
      RECEIVED.map((animal) => animal.desertionNo),
    );
    const [dog, cat, rabbit, returned, persian] = rows;
    expect(dog).toMatchObject({
      species: 'dog',
      kindName: '믹스견',
      colorText: '검정&흰색',
      colors: ['black', 'white'],
      sex: 'M',
      neutered: false,
      happenDate: '2026-11-20',
      noticeStart: '2026-11-20',
      noticeEnd: '2026-11-30',
      processState: '보호중',
      careName: '부산진구 유기동물 임시보호소',
      rfid: '410100012345678',
    });
    expect(dog?.sourceUpdatedAt.toISOString()).toBe('2026-11-20T01:12:33.000Z');
    expect(cat).toMatchObject({ species: 'cat', colors: ['yellow'], sex: 'F', neutered: true });
    expect(cat?.rfid).toBeNull();
    expect(rabbit).toMatchObject({ species: 'other', sex: 'unknown', neutered: null });
    expect(returned).toMatchObject({ processState: '종료(반환)', colors: ['yellow'] });
    expect(persian).toMatchObject({ colors: ['black', 'brown'] });

    // Seven photos, fetched on the server from the plain-http addresses and stored as WebP.
    expect(standin.photoCalls).toHaveLength(7);
    expect(result.photos).toMatchObject({ fetched: 7, kept: 0 });
    expect(imagesOf(dog ?? { images: [] })).toHaveLength(2);
    const files = await storedFiles(t.app);
    for (const image of rows.flatMap(imagesOf)) {
      expect(image.path).toMatch(/^shelter\/[0-9a-f-]+\.webp$/);
      expect(image.source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/openapi\//);
      expect(files).toContain(image.path);
      expect(files).toContain(image.thumbPath);
      const file = await t.app.storage.get(image.path);
      expect(file?.contentType).toBe('image/webp');
      file?.body.destroy();
    }

    const events = await addedEvents();
    expect(events.every((event) => event.subjectId === 0)).toBe(true);
    expect(events.flatMap((event) => event.desertionNos).sort()).toEqual(
      RECEIVED.map((animal) => String(animal.desertionNo)).sort(),
    );
    const [state] = await t.app.database.db.select().from(shelterSyncState);
    expect(state).toMatchObject({ region: '6260000', lastRunStartedAt: NOW });
  });

  it('asks the next run for changes since the day before, keeps unchanged photos, tells only the new animal', async () => {
    standin.hold({ updated: UPDATED });
    const before = new Map((await stored()).map((row) => [row.desertionNo, imagesOf(row)]));
    const eventsBefore = (await addedEvents()).length;

    const result = await sync({}, new Date('2026-11-27T04:00:00Z'));

    expect(result.window).toEqual({
      received: { from: '20260730', to: '20261127' },
      updated: { from: '20261126', to: '20261127' },
    });
    // Changes since the day before the last run, among the intakes of every animal still kept
    // (without bgnde the service answers only the last 31 days of intakes).
    expect(Object.fromEntries(standin.calls[0]?.params ?? [])).toMatchObject({
      bgupd: '20261126',
      enupd: '20261127',
      bgnde: '20260730',
      endde: '20261127',
    });
    // The dog's two photos are the same addresses: kept, not fetched again. The cat has a new
    // photo, the new kitten one.
    expect(result.photos).toMatchObject({ fetched: 2, kept: 2 });
    expect(standin.photoCalls).toHaveLength(2);

    const rows = new Map((await stored()).map((row) => [row.desertionNo, row]));
    expect(rows.size).toBe(6);
    const dog = rows.get('448567202601234');
    expect(dog?.processState).toBe('종료(반환)');
    expect(imagesOf(dog ?? { images: [] })).toEqual(before.get('448567202601234'));
    const cat = rows.get('448567202601235');
    expect(cat?.specialMark).toBe('꼬리 끝이 살짝 꺾임, 중성화 수술 완료');
    const [oldCatPhoto] = before.get('448567202601235') ?? [];
    const [newCatPhoto] = imagesOf(cat ?? { images: [] });
    expect(newCatPhoto?.source).toMatch(/202611261102998\.jpg$/);
    // The replaced photo's files are released at once.
    const files = await storedFiles(t.app);
    expect(files).not.toContain(oldCatPhoto?.path);
    expect(files).not.toContain(oldCatPhoto?.thumbPath);
    expect(files).toContain(newCatPhoto?.path);
    expect(rows.get('448567202601239')).toMatchObject({ colors: ['white', 'tabby'] });

    const events = (await addedEvents()).slice(eventsBefore);
    expect(events.flatMap((event) => event.desertionNos)).toEqual(['448567202601239']);
  });

  it('stores the one animal of a page that carries an object instead of a list', async () => {
    standin.hold({ updated: SINGLE });
    const result = await sync({ pageSize: 1000 });
    expect(result).toMatchObject({ pages: 1, animals: 1, stored: 1, added: 1 });
    const [row] = await t.app.database.db
      .select()
      .from(shelterAnimals)
      .where(eq(shelterAnimals.desertionNo, '448567202601240'));
    expect(row).toMatchObject({ species: 'dog', kindName: '말티즈', colors: ['white'] });
  });

  it('retries a 5xx answer with backoff, then goes on', async () => {
    standin.hold({ updated: SINGLE });
    standin.failNext(503, 502);
    const result = await sync({ pageSize: 1000 });
    expect(result).toMatchObject({ pages: 1, animals: 1 });
    // Two failures and the same first page asked again, then the empty second page.
    expect(standin.calls.map((call) => call.params.get('pageNo'))).toEqual(['1', '1', '1', '2']);
  });

  it('gives up after its attempts when the service keeps failing, and keeps its place', async () => {
    const [stateBefore] = await t.app.database.db.select().from(shelterSyncState);
    standin.failNext(500, 500, 500, 500, 500);
    await expect(sync({ attempts: 3 })).rejects.toThrow('HTTP 500');
    expect(standin.calls).toHaveLength(3);
    const [stateAfter] = await t.app.database.db.select().from(shelterSyncState);
    expect(stateAfter?.lastRunStartedAt).toEqual(stateBefore?.lastRunStartedAt);
  });

  it('leaves out a photo the service cannot serve, and keeps the animal', async () => {
    const lost = String(SINGLE[0]?.popfile1);
    standin.hold({ updated: [{ ...SINGLE[0], desertionNo: '448567202601241' }] });
    standin.losePhotos([lost]);
    const result = await sync();
    expect(result.photos.missed).toEqual({
      unreachable: 1,
      tooLarge: 0,
      notAnImage: 0,
      foreignHost: 0,
    });
    const [row] = await t.app.database.db
      .select()
      .from(shelterAnimals)
      .where(eq(shelterAnimals.desertionNo, '448567202601241'));
    expect(row?.images).toEqual([]);
  });

  it('reads photos only from the hosts of the service, redirects included', async () => {
    const [animal] = SINGLE;
    const photo = String(animal?.popfile1);
    standin.hold({
      updated: [
        {
          ...animal,
          desertionNo: '448567202601245',
          popfile1: 'http://169.254.169.254/latest/meta-data/',
        },
        { ...animal, desertionNo: '448567202601246', popfile1: photo },
        { ...animal, desertionNo: '448567202601247', popfile1: `${photo}?v=2` },
      ],
    });
    standin.movePhotos([{ from: photo, to: 'http://10.0.0.7/internal.jpg' }]);
    const offHost = await sync();
    expect(offHost.photos).toMatchObject({ fetched: 0, missed: { foreignHost: 3 } });
    // The metadata address was never asked; the stand-in was asked twice and answered a move.
    expect(standin.photoCalls).toHaveLength(2);

    standin.reset();
    standin.movePhotos([
      { from: photo, to: '/openapi/service/rest/fileDownloadSrvc/files/shelter/moved.jpg' },
    ]);
    const moved = await sync();
    expect(moved.photos).toMatchObject({ fetched: 2, missed: { foreignHost: 1 } });
    const rows = await stored();
    const imagesOfAnimal = (number: string) =>
      rows.find((row) => row.desertionNo === number)?.images;
    expect(imagesOfAnimal('448567202601245')).toEqual([]);
    expect(imagesOfAnimal('448567202601246')).toHaveLength(1);
  });

  it('leaves out a photo larger than the cap', async () => {
    standin.hold({ updated: [{ ...SINGLE[0], desertionNo: '448567202601242' }] });
    const result = await sync({ photoMaxBytes: 200 });
    expect(result.photos.missed.tooLarge).toBe(1);
  });

  it('leaves out an animal whose notice ended before what is kept, and tells nothing of it', async () => {
    const eventsBefore = (await addedEvents()).length;
    standin.hold({
      updated: [{ ...SINGLE[0], desertionNo: '448567202601243', noticeEdt: '20260901' }],
    });
    const result = await sync();
    expect(result).toMatchObject({ animals: 1, stored: 0, skipped: 1, added: 0 });
    expect(standin.photoCalls).toEqual([]);
    expect((await stored()).map((row) => row.desertionNo)).not.toContain('448567202601243');
    expect(await addedEvents()).toHaveLength(eventsBefore);
  });

  it('keeps the files shelter rows point to from the orphan sweep, and sweeps the rest', async () => {
    const referenced = (await stored()).flatMap(imagesOf);
    await t.app.storage.put('shelter/stray.webp', Buffer.from('x'));
    await sweepOrphanImages({
      db: t.app.database.db,
      storage: t.app.storage,
      tempDir: t.app.config.uploads.tempDir,
      writtenBefore: new Date(Date.now() + 60_000),
    });
    const files = await storedFiles(t.app);
    expect(files).not.toContain('shelter/stray.webp');
    for (const image of referenced) {
      expect(files).toContain(image.path);
      expect(files).toContain(image.thumbPath);
    }
  });

  it('removes animals whose notice ended two months ago, with their photos', async () => {
    standin.hold({ updated: [] });
    const kept = await stored();
    const photos = kept.flatMap(imagesOf);
    expect(photos.length).toBeGreaterThan(0);
    const result = await sync({}, new Date('2027-03-01T03:00:00Z'));
    expect(result.removed).toBe(kept.length);
    expect(await stored()).toEqual([]);
    const files = await storedFiles(t.app);
    expect(files.filter((key) => key.startsWith('shelter/'))).toEqual([]);
  });
});

describe('the shelter sync refused by the service', () => {
  let standin: AnimalServiceStandin;
  let t: TestApp;
  const wrongKey = 'wrong%2Bkey%3D%3D';

  beforeAll(async () => {
    standin = await startAnimalServiceStandin({ serviceKey: SERVICE_KEY });
    standin.hold({ received: RECEIVED });
    t = await createTestApp({
      ANIMAL_PROTECTION_API_KEY: wrongKey,
      ANIMAL_PROTECTION_API_URL: standin.apiUrl,
      // A run every 1.2 s once the server listens.
      ANIMAL_PROTECTION_SYNC_MINUTES: '0.02',
    });
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });

  it('never retries an OpenAPI_ServiceResponse refusal and never logs the key', async () => {
    const settings = t.app.config.shelterSync;
    if (!settings) throw new Error('no settings');
    const run = syncShelterAnimals({
      db: t.app.database.db,
      events: t.app.events,
      storage: t.app.storage,
      images: t.app.images,
      settings,
      tempDir: t.app.config.uploads.tempDir,
      log: t.app.log,
      limits: FAST,
    });
    const refusal = await run.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AnimalServiceRefusal);
    expect(refusal).toMatchObject({ reason: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR', status: 401 });
    expect(String((refusal as Error).message)).not.toMatch(/wrong|%2B/);
    expect(standin.calls).toHaveLength(1);
    // An "Encoding" key (with %) goes out as it is, not encoded a second time.
    expect(standin.calls[0]?.rawQuery).toContain(`serviceKey=${wrongKey}&`);
    expect(await t.app.database.db.select().from(shelterSyncState)).toEqual([]);
  });

  it('runs hourly under its lease once listening; a refused run is logged without the key', async () => {
    standin.reset();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await expect.poll(() => standin.calls.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => t.logLines().some((line) => line.includes('job failed')), { timeout: 5000 })
      .toBe(true);
    const failed = t.logLines().find((line) => line.includes('job failed')) ?? '';
    expect(failed).toContain('shelter-sync');
    expect(failed).toContain('SERVICE_KEY_IS_NOT_REGISTERED_ERROR');
    for (const line of t.logLines()) {
      expect(line).not.toContain('wrong');
      expect(line).not.toContain('serviceKey');
    }
  });
});

describe('without ANIMAL_PROTECTION_API_KEY', () => {
  let standin: AnimalServiceStandin;
  let t: TestApp;

  beforeAll(async () => {
    standin = await startAnimalServiceStandin({ serviceKey: SERVICE_KEY });
    t = await createTestApp({
      ANIMAL_PROTECTION_API_URL: standin.apiUrl,
      ANIMAL_PROTECTION_SYNC_MINUTES: '0.02',
    });
  });
  afterAll(async () => {
    await t?.close();
    await standin?.close();
  });

  it('calls nothing, lists nothing and tells the web app there is no shelter tab', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const config = await t.app.inject({ url: '/api/site-config' });
    expect(config.json()).toMatchObject({ body: { shelterAnimals: false } });
    const list = await t.app.inject({ url: '/api/shelter-animals' });
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({
      code: 404,
      message: '보호소 공고를 불러올 수 없습니다.',
      body: null,
    });
    // Periods of a sync that would run every 1.2 s.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(standin.calls).toEqual([]);
    expect(standin.photoCalls).toEqual([]);
  });
});
