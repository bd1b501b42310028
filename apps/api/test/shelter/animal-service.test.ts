import { once } from 'node:events';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorsOf, isoDate, readShelterAnimal } from '../../src/modules/shelter/animal-fields.ts';
import {
  AnimalServiceFailure,
  AnimalServiceRefusal,
  createAnimalService,
  createPacer,
  encodedServiceKey,
} from '../../src/modules/shelter/animal-service.ts';
import { recordedAnimals, recordedText } from './animal-service-standin.ts';

describe('reading an animal of the service', () => {
  it('reads the palette colours from the free text, the longest word first', () => {
    expect(colorsOf('검정&흰색')).toEqual(['black', 'white']);
    // 검은 is black; its 은 is not gray.
    expect(colorsOf('검은색')).toEqual(['black']);
    expect(colorsOf('은회색')).toEqual(['gray']);
    expect(colorsOf('흑갈색')).toEqual(['black', 'brown']);
    expect(colorsOf('치즈/흰')).toEqual(['white', 'yellow']);
    expect(colorsOf('고등어 태비')).toEqual(['tabby']);
    expect(colorsOf('삼색')).toEqual(['calico']);
    expect(colorsOf('바둑이 무늬')).toEqual(['spotted']);
    expect(colorsOf('황구')).toEqual(['yellow']);
    expect(colorsOf('모름')).toEqual([]);
  });

  it('reads dates, species, sex and neutering, and leaves out an animal without its notice', () => {
    const [dog] = recordedAnimals('abandonment-busan-received.json');
    if (!dog) throw new Error('no recorded animal');
    const now = new Date('2026-11-27T03:00:00Z');
    expect(isoDate('20260230')).toBeNull();
    expect(isoDate('20261130')).toBe('2026-11-30');
    expect(
      readShelterAnimal({ ...dog, upKindCd: '', kindFullNm: '[고양이] 믹스묘' }, now),
    ).toMatchObject({
      species: 'cat',
    });
    expect(readShelterAnimal({ ...dog, sexCd: 'Q', neuterYn: 'U' }, now)).toMatchObject({
      sex: 'unknown',
      neutered: null,
    });
    expect(
      readShelterAnimal({ ...dog, neuterYn: 'Y', rfidCd: ' 4101-0001 2345678 ' }, now),
    ).toMatchObject({
      neutered: true,
      rfid: '410100012345678',
    });
    // A number where text is expected, as the service sometimes writes.
    expect(readShelterAnimal({ ...dog, desertionNo: 448567202601234 }, now)?.desertionNo).toBe(
      '448567202601234',
    );
    expect(readShelterAnimal({ ...dog, updTm: '' }, now)?.sourceUpdatedAt).toEqual(now);
    expect(readShelterAnimal({ ...dog, noticeEdt: '' }, now)).toBeNull();
    expect(readShelterAnimal({ ...dog, desertionNo: '' }, now)).toBeNull();
    expect(
      readShelterAnimal({ ...dog, popfile2: 'ftp://x/y.jpg', popfile3: dog.popfile1 }, now)
        ?.photoUrls,
    ).toEqual([dog.popfile1]);
  });
});

describe('the service client', () => {
  let answer: { status: number; type: string; body: string } = {
    status: 200,
    type: 'application/json',
    body: '',
  };
  const calls: number[] = [];
  const server = createServer((_req, res) => {
    calls.push(Date.now());
    res.writeHead(answer.status, { 'content-type': answer.type });
    res.end(answer.body);
  });
  let apiUrl = '';

  beforeAll(async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    apiUrl = `http://127.0.0.1:${address.port}/abandonmentPublic_v2`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const client = (minIntervalMs = 0) =>
    createAnimalService({
      apiKey: 'k',
      apiUrl,
      region: '6260000',
      pageSize: 1000,
      maxPages: 3,
      attempts: 3,
      retryDelayMs: 5,
      pace: createPacer(minIntervalMs),
      timeoutMs: 5000,
    });
  const window = {
    received: { from: '20260730', to: '20261127' },
    updated: { from: '20261126', to: '20261127' },
  };

  it('refuses at once on the JSON form of OpenAPI_ServiceResponse', async () => {
    calls.length = 0;
    answer = {
      status: 200,
      type: 'application/json',
      body: recordedText('service-key-not-registered.json'),
    };
    const refusal = await client()
      .readPages(window, async () => undefined)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AnimalServiceRefusal);
    expect(refusal).toMatchObject({ reason: 'SERVICE_KEY_IS_NOT_REGISTERED_ERROR', status: 200 });
    expect(calls).toHaveLength(1);
  });

  it('stops at the page cap when the service never runs out, and says so', async () => {
    const [animal] = recordedAnimals('abandonment-busan-single.json');
    answer = {
      status: 200,
      type: 'application/json',
      body: JSON.stringify({
        response: {
          header: { resultCode: '00', resultMsg: 'NORMAL SERVICE.' },
          body: { items: { item: animal }, numOfRows: 1000, pageNo: 1, totalCount: 1 },
        },
      }),
    };
    const pages: number[] = [];
    const summary = await client().readPages(window, async (animals) => {
      pages.push(animals.length);
    });
    expect(pages).toEqual([1, 1, 1]);
    expect(summary).toMatchObject({ pages: 3, animals: 3, capped: true });
  });

  it('reads NODATA (resultCode 03) as an empty page', async () => {
    answer = {
      status: 200,
      type: 'text/xml',
      body: '<response><header><resultCode>03</resultCode><resultMsg>NODATA_ERROR</resultMsg></header></response>',
    };
    const summary = await client().readPages(window, async () => undefined);
    expect(summary).toMatchObject({ pages: 0, animals: 0, capped: false });
  });

  it('paces its calls: one every 200 ms at most, retries included', async () => {
    const started: number[] = [];
    const pace = createPacer(200);
    const timedPace = async () => {
      await pace();
      started.push(performance.now());
    };
    calls.length = 0;
    answer = { status: 503, type: 'text/html', body: '<html>busy</html>' };
    const service = createAnimalService({
      apiKey: 'k',
      apiUrl,
      region: '6260000',
      pageSize: 1000,
      maxPages: 3,
      attempts: 3,
      retryDelayMs: 5,
      pace: timedPace,
      timeoutMs: 5000,
    });
    await expect(service.readPages(window, async () => undefined)).rejects.toThrow('HTTP 503');
    expect(calls).toHaveLength(3);
    expect(started).toHaveLength(3);
    // Measured where the pacer lets each call go (arrival at the server jitters under load).
    for (const [index, at] of started.entries()) {
      if (index > 0) expect(at - (started[index - 1] ?? 0)).toBeGreaterThanOrEqual(195);
    }
  });

  it('the pacer spaces calls from when each actually went, even when a timer fires late', async () => {
    const pace = createPacer(200);
    const released: number[] = [];
    const calls = [pace(), pace(), pace()].map((call) =>
      call.then(() => {
        released.push(performance.now());
      }),
    );
    await calls[0];
    // A busy host: the second call's timer (due 200 ms after the first) can only fire at 350 ms.
    const blockedUntil = performance.now() + 350;
    while (performance.now() < blockedUntil) {
      // The event loop is held on purpose.
    }
    await Promise.all(calls);
    expect(released).toHaveLength(3);
    expect((released[1] ?? 0) - (released[0] ?? 0)).toBeGreaterThanOrEqual(340);
    expect((released[2] ?? 0) - (released[1] ?? 0)).toBeGreaterThanOrEqual(195);
  });

  it('names no key when the service cannot be reached', async () => {
    const unreachable = createAnimalService({
      apiKey: 'secret+key==',
      apiUrl: 'http://127.0.0.1:9/abandonmentPublic_v2',
      region: '6260000',
      pageSize: 1000,
      maxPages: 1,
      attempts: 2,
      retryDelayMs: 5,
      pace: createPacer(0),
      timeoutMs: 2000,
    });
    const failure = await unreachable
      .readPages(window, async () => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnimalServiceFailure);
    expect(String((failure as Error).message)).not.toMatch(/secret|serviceKey/);
  });

  it('sends a key with % as it is, and encodes any other', () => {
    expect(encodedServiceKey('abc%2Bdef%3D%3D')).toBe('abc%2Bdef%3D%3D');
    expect(encodedServiceKey('abc+def==')).toBe('abc%2Bdef%3D%3D');
  });
});
