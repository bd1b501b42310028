import type { PetReportInput } from '@daengnyang/contract/pet-reports';

/**
 * Structured reports around Busan (issue 23). `hoursAgo` places each event before the seed's
 * moment; `author` picks a sample user by position. Pairs that match: 까망이 (lost) with the
 * 전포동 sighting and the shelter's cat; 콩이 (lost) with the 우동 foster finder.
 */
export type SamplePetReport = {
  categoryId: 6 | 7;
  author: number;
  title: string;
  content: string;
  hoursAgo: number;
  report: PetReportInput;
};

const base = {
  neutered: null,
  ageBand: 'unknown',
  size: 'unknown',
  colors: [],
  sex: 'unknown',
  contact: 'comments',
  phone: null,
} as const;

export const SAMPLE_PET_REPORTS: readonly SamplePetReport[] = [
  {
    categoryId: 6,
    author: 0,
    title: '전포동에서 검은 고양이 까망이를 찾습니다',
    content:
      '화요일 저녁 현관문이 열린 사이에 나갔어요. 겁이 많아서 주차장 차 밑이나 좁은 틈에 숨어 있을 것 같아요. 빨간 방울 목걸이를 하고 있고 꼬리 끝이 살짝 꺾여 있어요. 보시면 댓글 부탁드려요.',
    hoursAgo: 52,
    report: {
      ...base,
      kind: 'lost',
      species: 'cat',
      breed: '코리안 숏헤어',
      sex: 'F',
      neutered: true,
      ageBand: 'young',
      size: 'small',
      colors: ['black'],
      marks: '빨간 방울 목걸이, 꼬리 끝이 꺾임',
      registrationNumber: '410100000054321',
      secretDetail: '배에 하트 모양 흰 털',
      eventAt: null,
      lat: 35.156913,
      lng: 129.064327,
      areaText: '부산진구 전포동',
      reward: 300_000,
    },
  },
  {
    categoryId: 6,
    author: 1,
    title: '전포 카페거리 근처에서 검은 고양이 봤어요',
    content:
      '어제 밤 카페거리 골목에서 빨간 방울 달린 검은 고양이가 화단 밑으로 들어갔어요. 사람을 보면 숨는데 목걸이가 있어서 집고양이 같아요.',
    hoursAgo: 26,
    report: {
      ...base,
      kind: 'sighting',
      species: 'cat',
      breed: '코리안 숏헤어',
      colors: ['black'],
      marks: '빨간 방울 목걸이',
      eventAt: null,
      lat: 35.15525,
      lng: 129.06788,
      areaText: '부산진구 전포동',
    },
  },
  {
    categoryId: 6,
    author: 2,
    title: '해운대 우동에서 말티즈 콩이를 잃어버렸어요',
    content:
      '산책 중에 목줄이 풀려서 해운대 시장 쪽으로 뛰어갔어요. 하얀 말티즈이고 분홍색 옷을 입고 있어요. 이름을 부르면 와요.',
    hoursAgo: 75,
    report: {
      ...base,
      kind: 'lost',
      species: 'dog',
      breed: '말티즈',
      sex: 'M',
      ageBand: 'adult',
      size: 'small',
      colors: ['white'],
      marks: '분홍색 옷, 왼쪽 귀 끝 갈색',
      eventAt: null,
      lat: 35.163112,
      lng: 129.163544,
      areaText: '해운대구 우동',
      contact: 'phone',
      phone: '010-2345-6789',
    },
  },
  {
    categoryId: 6,
    author: 3,
    title: '중동역 근처에서 하얀 말티즈를 보호하고 있어요',
    content:
      '분홍색 옷을 입은 하얀 말티즈가 혼자 돌아다녀서 데려왔어요. 목줄만 있고 인식표는 없어요. 주인분 찾으시면 특징 말씀해주세요.',
    hoursAgo: 50,
    report: {
      ...base,
      kind: 'sheltering',
      species: 'dog',
      breed: '말티즈',
      sex: 'M',
      size: 'small',
      colors: ['white'],
      marks: '분홍색 옷, 귀 끝 갈색',
      eventAt: null,
      lat: 35.16688,
      lng: 129.1772,
      areaText: '해운대구 중동',
    },
  },
  {
    categoryId: 6,
    author: 4,
    title: '사하구 다대포에서 갈색 진돗개 목격',
    content: '해변 산책로에서 목줄 없는 갈색 진돗개를 봤어요. 사람을 피하지는 않았어요.',
    hoursAgo: 8,
    report: {
      ...base,
      kind: 'sighting',
      species: 'dog',
      breed: '진돗개',
      size: 'medium',
      colors: ['brown'],
      eventAt: null,
      lat: 35.04712,
      lng: 128.96622,
      areaText: '사하구 다대동',
    },
  },
  {
    categoryId: 7,
    author: 5,
    title: '두 달 된 아기 고양이 임보처 구해요',
    content:
      '구조한 아기 고양이 셋 중 한 아이의 임시 보호처를 찾아요. 사료와 모래는 보내드려요. 2주 이상 가능하신 분 연락 주세요.',
    hoursAgo: 30,
    report: {
      ...base,
      kind: 'fosterRequest',
      species: 'cat',
      ageBand: 'baby',
      sex: 'F',
      colors: ['tabby'],
      eventAt: null,
      lat: null,
      lng: null,
      areaText: null,
      vaccinated: false,
      region: '부산 수영구',
      conditions: '2주 이상, 다른 고양이가 없는 집이면 좋아요',
    },
  },
  {
    categoryId: 7,
    author: 0,
    title: '믹스견 보리의 평생 가족을 찾아요',
    content:
      '보호소에서 데려와 3개월 임보한 보리예요. 사람을 정말 좋아하고 배변을 잘 가려요. 중성화와 기본 접종을 마쳤어요.',
    hoursAgo: 100,
    report: {
      ...base,
      kind: 'adoption',
      species: 'dog',
      breed: '믹스',
      sex: 'M',
      neutered: true,
      ageBand: 'young',
      size: 'medium',
      colors: ['cream'],
      eventAt: null,
      lat: null,
      lng: null,
      areaText: null,
      vaccinated: true,
      region: '부산 동래구',
      conditions: '입양 후 한 달간 소식 공유',
    },
  },
];

/** Shelter notices as the sync stores them: the first matches 까망이 by place and looks. */
export const SAMPLE_SHELTER_ANIMALS = [
  {
    desertionNo: '426300202600101',
    species: 'cat',
    kindName: '코리안 숏헤어',
    colorText: '검정',
    colors: ['black'],
    age: '2024(년생)',
    weight: '3.4(Kg)',
    sex: 'F',
    neutered: true,
    specialMark: '빨간 방울 목걸이 착용, 온순함',
    foundDaysAgo: 1,
    happenPlace: '부산진구 전포동 주택가',
    noticeNo: '부산-부산진-2026-00412',
    processState: '보호중',
    careName: '부산동물보호센터',
    careTel: '051-000-0000',
    careAddr: '부산광역시 강서구 군라길',
    orgName: '부산광역시 부산진구',
  },
  {
    desertionNo: '426300202600102',
    species: 'dog',
    kindName: '진도견',
    colorText: '황색',
    colors: ['yellow'],
    age: '2021(년생)',
    weight: '16(Kg)',
    sex: 'M',
    neutered: null,
    specialMark: '목줄 착용, 사람을 잘 따름',
    foundDaysAgo: 3,
    happenPlace: '사하구 장림동 공원',
    noticeNo: '부산-사하-2026-00233',
    processState: '보호중',
    careName: '부산동물보호센터',
    careTel: '051-000-0000',
    careAddr: '부산광역시 강서구 군라길',
    orgName: '부산광역시 사하구',
  },
] as const;
