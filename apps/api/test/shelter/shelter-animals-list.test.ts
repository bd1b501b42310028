import type { ShelterAnimal } from '@daengnyang/contract/pet-reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulDate } from '../../src/http/dates.ts';
import { upsertShelterAnimals } from '../../src/modules/shelter/repository.ts';
import { createTestApp, envelope, type TestApp } from '../helpers/app.ts';

type Page = {
  content: ShelterAnimal[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  isLast: boolean;
};

/** Seoul's day `days` from today, `YYYY-MM-DD`. */
const seoulDay = (days: number) => seoulDate(new Date(Date.now() + days * 86_400_000));

const animal = (
  desertionNo: string,
  fields: { species: 'dog' | 'cat' | 'other'; noticeEnd: string; processState?: string },
) => ({
  desertionNo,
  kindName: '믹스',
  colorText: '흰색',
  colors: ['white' as const],
  age: '2022(년생)',
  weight: '5(Kg)',
  sex: 'F' as const,
  neutered: null,
  specialMark: '순함',
  happenDate: seoulDay(-12),
  happenPlace: '부산진구 전포동',
  noticeNo: `부산-부산진-2026-${desertionNo.slice(-3)}`,
  noticeStart: seoulDay(-12),
  processState: '보호중',
  careName: '부산동물보호센터',
  careTel: '051-123-4567',
  careAddr: '부산광역시 강서구 군라길 206',
  orgName: '부산광역시 강서구',
  rfid: '410100012345678',
  sourceUpdatedAt: new Date(),
  images: [
    {
      path: `shelter/${desertionNo}.webp`,
      thumbPath: `shelter/${desertionNo}-thumb.webp`,
      width: 320,
      height: 240,
      source: 'http://photos.example/a.jpg',
    },
  ],
  ...fields,
});

describe('GET /api/shelter-animals', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      ANIMAL_PROTECTION_API_KEY: 'list-test-key',
      // Never reached: the sync runs only while the server listens.
      ANIMAL_PROTECTION_API_URL: 'http://127.0.0.1:9/unused',
    });
    await upsertShelterAnimals(t.app.database.db, [
      animal('100000000000001', { species: 'dog', noticeEnd: seoulDay(5) }),
      animal('100000000000002', { species: 'cat', noticeEnd: seoulDay(0) }),
      animal('100000000000003', { species: 'cat', noticeEnd: seoulDay(2), processState: '공고중' }),
      animal('100000000000004', { species: 'dog', noticeEnd: seoulDay(-3) }),
      animal('100000000000005', { species: 'dog', noticeEnd: seoulDay(-1) }),
      animal('100000000000006', {
        species: 'cat',
        noticeEnd: seoulDay(1),
        processState: '종료(반환)',
      }),
      animal('100000000000007', {
        species: 'other',
        noticeEnd: seoulDay(9),
        processState: '종료(입양)',
      }),
    ]);
  });
  afterAll(() => t?.close());

  const list = async (query: string) => {
    const response = await t.app.inject({ url: `/api/shelter-animals${query}` });
    expect(response.statusCode).toBe(200);
    return envelope<Page>(response).body;
  };

  it('lists animals still in a shelter, running notices ending soonest first, with D-n in Seoul days', async () => {
    const page = await list('');
    expect(
      page.content.map((row) => [row.desertionNo, row.noticeDaysLeft, row.processState]),
    ).toEqual([
      ['100000000000002', 0, '보호중'],
      ['100000000000003', 2, '공고중'],
      ['100000000000001', 5, '보호중'],
      ['100000000000005', -1, '보호중'],
      ['100000000000004', -3, '보호중'],
    ]);
    expect(page).toMatchObject({
      totalElements: 5,
      totalPages: 1,
      page: 1,
      size: 12,
      isLast: true,
    });
  });

  it('answers the contract shape, photos from our own store, and never the registration number', async () => {
    const response = await t.app.inject({ url: '/api/shelter-animals?species=dog&size=1' });
    expect(response.body).not.toContain('410100012345678');
    expect(response.body).not.toContain('photos.example');
    const page = envelope<Page>(response).body;
    expect(page).toMatchObject({ totalElements: 3, totalPages: 3, size: 1, isLast: false });
    const [dog] = page.content;
    expect(dog).toEqual({
      desertionNo: '100000000000001',
      species: 'dog',
      kindName: '믹스',
      colorText: '흰색',
      colors: ['white'],
      age: '2022(년생)',
      weight: '5(Kg)',
      sex: 'F',
      neutered: null,
      specialMark: '순함',
      happenDate: seoulDay(-12),
      happenPlace: '부산진구 전포동',
      noticeNo: '부산-부산진-2026-001',
      noticeStart: seoulDay(-12),
      noticeEnd: seoulDay(5),
      noticeDaysLeft: 5,
      processState: '보호중',
      careName: '부산동물보호센터',
      careTel: '051-123-4567',
      careAddr: '부산광역시 강서구 군라길 206',
      images: [
        {
          imgUrl: 'http://localhost:8080/uploads/shelter/100000000000001.webp',
          thumbImgUrl: 'http://localhost:8080/uploads/shelter/100000000000001-thumb.webp',
          description: null,
        },
      ],
    });
  });

  it('filters by species and pages', async () => {
    const cats = await list('?species=cat');
    expect(cats.content.map((row) => row.desertionNo)).toEqual([
      '100000000000002',
      '100000000000003',
    ]);
    const second = await list('?species=dog&page=2&size=2');
    expect(second.content.map((row) => row.desertionNo)).toEqual(['100000000000004']);
    expect(second).toMatchObject({ page: 2, isLast: true });
    const refused = await t.app.inject({ url: '/api/shelter-animals?species=fish' });
    expect(refused.statusCode).toBe(400);
  });

  it('tells the web app to show the shelter tab', async () => {
    const response = await t.app.inject({ url: '/api/site-config' });
    expect(envelope<{ shelterAnimals: boolean }>(response).body.shelterAnimals).toBe(true);
  });
});
