import type {
  CommunityPostWithReport,
  PetMatch,
  PetReport,
  ShelterAnimal,
} from '@daengnyang/contract/pet-reports';
import { communityPost } from './community.ts';

/** A lost cat's report as the detail call sends it to a visitor (published point, no phone). */
export function petReport(overrides: Partial<PetReport> = {}): PetReport {
  return {
    kind: 'lost',
    species: 'cat',
    breed: '코리안 숏헤어',
    sex: 'F',
    neutered: true,
    ageBand: 'young',
    size: 'small',
    colors: ['black', 'white'],
    marks: '빨간 목줄, 왼쪽 귀 끝이 잘림',
    eventAt: '2026-11-24T19:30:00+09:00',
    lat: 35.157,
    lng: 129.0636,
    areaText: '부산진구 전포동',
    contact: 'comments',
    phone: null,
    reward: 300_000,
    vaccinated: null,
    region: null,
    conditions: null,
    status: 'searching',
    statusChangedAt: '2026-11-24T20:00:00+09:00',
    ...overrides,
  };
}

/** A category 6 post carrying `report`. */
export function petReportPost(
  report: PetReport = petReport(),
  overrides: Partial<CommunityPostWithReport> = {},
): CommunityPostWithReport {
  return {
    ...communityPost({
      communityId: 601,
      communityCategoryId: 6,
      title: '전포동에서 검은 고양이를 잃어버렸어요',
      content: '화요일 저녁에 문이 열린 틈에 나갔어요.',
    }),
    petReport: report,
    ...overrides,
  };
}

export function shelterAnimal(overrides: Partial<ShelterAnimal> = {}): ShelterAnimal {
  return {
    desertionNo: '448567202600123',
    species: 'cat',
    kindName: '한국 고양이',
    colorText: '검정&흰색',
    colors: ['black', 'white'],
    age: '2024(년생)',
    weight: '3.2(Kg)',
    sex: 'F',
    neutered: null,
    specialMark: '빨간 목줄',
    happenDate: '2026-11-25',
    happenPlace: '부산진구 전포동 123',
    noticeNo: '부산-부산진-2026-00123',
    noticeStart: '2026-11-25',
    noticeEnd: '2026-12-05',
    noticeDaysLeft: 4,
    processState: '보호중',
    careName: '부산동물보호센터',
    careTel: '051-123-4567',
    careAddr: '부산광역시 강서구',
    images: [
      {
        imgUrl: 'http://localhost/uploads/shelter.webp',
        thumbImgUrl: 'http://localhost/uploads/shelter-t.webp',
        description: null,
      },
    ],
    ...overrides,
  };
}

/** A sighting near the lost cat, and a shelter animal: what the matches call answers. */
export function petMatches(): PetMatch[] {
  const sighting = petReport({ kind: 'sighting', status: 'sighted', reward: null });
  const { phone: _phone, withheld: _withheld, ...listed } = sighting;
  return [
    {
      type: 'post',
      candidateId: 602,
      score: 82,
      reasons: [
        { reason: 'colors', points: 20, text: '색 일치: 검정, 흰색' },
        { reason: 'distance', points: 25, text: '480m 거리' },
        { reason: 'days', points: 15, text: '하루 뒤 목격' },
      ],
      post: {
        communityId: 602,
        communityCategoryId: 6,
        title: '서면 근처에서 검은 고양이를 봤어요',
        createdAt: '2026-11-25T21:00:00+09:00',
        user: {
          userId: 31,
          name: '서면주민',
          profileImgUrl: 'http://localhost/uploads/seomyeon.webp',
        },
        image: {
          imgUrl: 'http://localhost/uploads/seen.webp',
          thumbImgUrl: 'http://localhost/uploads/seen-t.webp',
          description: null,
        },
        report: listed,
        distanceMetres: 480,
      },
    },
    {
      type: 'shelter',
      candidateId: '448567202600123',
      score: 64,
      reasons: [{ reason: 'colors', points: 20, text: '색 일치: 검정, 흰색' }],
      animal: shelterAnimal(),
    },
  ];
}
