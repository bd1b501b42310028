import { MAP_DEFAULTS } from '@daengnyang/contract/constants';
import type { Paged } from '@daengnyang/contract/paging';
import {
  ACTIVE_PET_REPORT_STATUSES,
  type PetReportListItem,
  PetReportListQuerySchema,
  type ShelterAnimal,
} from '@daengnyang/contract/pet-reports';
import { http } from 'msw';
import { pageOf } from './community.ts';
import { ok } from './envelope.ts';
import { requestLog } from './request-log.ts';

type ReportOverrides = Partial<Omit<PetReportListItem, 'report'>> & {
  report?: Partial<PetReportListItem['report']>;
};

const { lat, lng } = MAP_DEFAULTS.centre;

/** A row of `GET /api/pet-reports` as the API sends it: a lost cat near the default centre. */
export function petReportItem({ report, ...overrides }: ReportOverrides = {}): PetReportListItem {
  const communityId = overrides.communityId ?? 601;
  return {
    communityId,
    communityCategoryId: 6,
    title: '전포동에서 검은 고양이를 잃어버렸어요',
    createdAt: '2026-11-24T21:10:00+09:00',
    user: { userId: 40, name: '까망이네', profileImgUrl: 'http://localhost/uploads/kkam.webp' },
    image: {
      imgUrl: `http://localhost/uploads/report-${communityId}.webp`,
      thumbImgUrl: `http://localhost/uploads/report-${communityId}-thumb.webp`,
      description: null,
    },
    distanceMetres: 480,
    report: {
      kind: 'lost',
      species: 'cat',
      breed: '코리안 숏헤어',
      sex: 'F',
      neutered: true,
      ageBand: 'young',
      size: 'small',
      colors: ['black'],
      marks: '왼쪽 귀 끝이 살짝 잘려 있어요',
      eventAt: '2026-11-24T19:30:00+09:00',
      lat: lat + 0.003,
      lng: lng + 0.0012,
      areaText: '부산진구 전포동',
      contact: 'comments',
      reward: null,
      vaccinated: null,
      region: null,
      conditions: null,
      status: 'searching',
      statusChangedAt: '2026-11-24T21:10:00+09:00',
      ...report,
    },
    ...overrides,
  };
}

/** The sample reports of category 6 around Busan (issue 23's sample data), newest first. */
export const MISSING_REPORTS: readonly PetReportListItem[] = [
  petReportItem(),
  petReportItem({
    communityId: 602,
    title: '서면 근처에서 검은 고양이를 봤어요',
    createdAt: '2026-11-25T10:02:00+09:00',
    distanceMetres: 900,
    report: {
      kind: 'sighting',
      breed: null,
      sex: 'unknown',
      eventAt: '2026-11-25T08:40:00+09:00',
      lat: lat - 0.002,
      lng: lng - 0.0024,
      areaText: '부산진구 부전동',
      status: 'sighted',
    },
  }),
  petReportItem({
    communityId: 603,
    title: '해운대에서 말티즈를 찾습니다',
    image: null,
    distanceMetres: 9_800,
    report: {
      kind: 'lost',
      species: 'dog',
      breed: '말티즈',
      sex: 'M',
      colors: ['white'],
      eventAt: '2026-11-20T15:00:00+09:00',
      lat: 35.1631,
      lng: 129.1636,
      areaText: '해운대구 우동',
      status: 'reunited',
    },
  }),
];

/** The sample reports of category 7. */
export const FOSTER_REPORTS: readonly PetReportListItem[] = [
  petReportItem({
    communityId: 701,
    communityCategoryId: 7,
    title: '아기 고양이 임보처를 찾아요',
    distanceMetres: null,
    report: {
      kind: 'fosterRequest',
      species: 'cat',
      breed: null,
      ageBand: 'baby',
      eventAt: null,
      lat: null,
      lng: null,
      areaText: null,
      region: '부산 수영구',
      status: 'searching',
    },
  }),
];

/** What the API answers for `search`, filtered as the contract says (no distance check). */
function answerReports(search: URLSearchParams): Paged<PetReportListItem> {
  const query = PetReportListQuerySchema.parse(Object.fromEntries(search));
  const active: readonly string[] = ACTIVE_PET_REPORT_STATUSES;
  const rows = (query.category === 7 ? FOSTER_REPORTS : MISSING_REPORTS).filter(
    ({ report }) =>
      (query.kind === undefined || report.kind === query.kind) &&
      (query.species === undefined || report.species === query.species) &&
      (query.status === 'all' ||
        (query.status === 'active' && active.includes(report.status)) ||
        (query.status === 'resolved' && !active.includes(report.status)) ||
        report.status === query.status),
  );
  return pageOf([...rows], { page: query.page, size: query.size });
}

/** A shelter animal of the public service as the API sends it. */
export function shelterAnimal(overrides: Partial<ShelterAnimal> = {}): ShelterAnimal {
  return {
    desertionNo: '426333202600871',
    species: 'cat',
    kindName: '한국 고양이',
    colorText: '검정',
    colors: ['black'],
    age: '2024(년생)',
    weight: '3.2(Kg)',
    sex: 'F',
    neutered: null,
    specialMark: '온순함, 왼쪽 귀 끝 잘림',
    happenDate: '2026-11-25',
    happenPlace: '부산진구 전포대로 210 인근',
    noticeNo: '부산-부산진-2026-00412',
    noticeStart: '2026-11-25',
    noticeEnd: '2026-12-05',
    noticeDaysLeft: 8,
    processState: '공고중',
    careName: '부산동물보호센터',
    careTel: '051-710-1234',
    careAddr: '부산광역시 강서구 군라길 14',
    images: [
      {
        imgUrl: 'http://localhost/uploads/shelter-1.webp',
        thumbImgUrl: 'http://localhost/uploads/shelter-1-thumb.webp',
        description: null,
      },
    ],
    ...overrides,
  };
}

export const SHELTER_ANIMALS: readonly ShelterAnimal[] = [
  shelterAnimal(),
  shelterAnimal({
    desertionNo: '426333202600902',
    species: 'dog',
    kindName: '믹스견',
    colorText: '갈색&흰색',
    colors: ['brown', 'white'],
    age: '2022(년생)',
    sex: 'M',
    happenPlace: '사하구 다대동 다대포해수욕장',
    noticeEnd: '2026-11-28',
    noticeDaysLeft: 1,
    careTel: '051-220-5678',
    images: [],
  }),
];

export const petReportHandlers = [
  http.get('/api/pet-reports', ({ request }) =>
    ok(answerReports(new URL(request.url).searchParams)),
  ),
  http.get('/api/shelter-animals', () => ok(pageOf([...SHELTER_ANIMALS], { size: 12 }))),
];

/** Answers like `petReportHandlers` and records the list requests (see request-log.ts). */
export function recordPetReportSearches() {
  const log = requestLog();
  const handler = http.get('/api/pet-reports', ({ request }) => {
    log.add(request);
    return ok(answerReports(new URL(request.url).searchParams));
  });
  return { handler, searches: log.urls };
}
