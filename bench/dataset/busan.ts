/** The map's default centre (서면, 부산진구): where three quarters of the places are. */
export const MAP_CENTRE = { lat: 35.1595454, lng: 129.0616078 } as const;

/** Busan's districts: approximate centres, neighbourhoods and main roads, for addresses. */
export const DISTRICTS = [
  {
    name: '부산진구',
    lat: 35.163,
    lng: 129.0532,
    dongs: [
      '부전동',
      '전포동',
      '범천동',
      '양정동',
      '연지동',
      '초읍동',
      '부암동',
      '당감동',
      '가야동',
      '개금동',
    ],
    roads: ['중앙대로', '서면로', '전포대로', '가야대로', '동평로', '새싹로'],
  },
  {
    name: '동래구',
    lat: 35.2049,
    lng: 129.0837,
    dongs: ['온천동', '명륜동', '사직동', '안락동', '명장동', '수안동'],
    roads: ['충렬대로', '온천장로', '명륜로', '사직로'],
  },
  {
    name: '연제구',
    lat: 35.1762,
    lng: 129.0799,
    dongs: ['연산동', '거제동'],
    roads: ['월드컵대로', '중앙대로', '과정로', '고분로'],
  },
  {
    name: '남구',
    lat: 35.1366,
    lng: 129.0843,
    dongs: ['대연동', '용호동', '문현동', '감만동', '우암동'],
    roads: ['수영로', '유엔평화로', '용호로', '황령대로'],
  },
  {
    name: '동구',
    lat: 35.1293,
    lng: 129.0454,
    dongs: ['초량동', '수정동', '좌천동', '범일동'],
    roads: ['중앙대로', '망양로', '초량로', '범일로'],
  },
  {
    name: '수영구',
    lat: 35.1455,
    lng: 129.1133,
    dongs: ['광안동', '남천동', '민락동', '수영동', '망미동'],
    roads: ['광안해변로', '수영로', '광남로', '연수로'],
  },
  {
    name: '해운대구',
    lat: 35.1631,
    lng: 129.1636,
    dongs: ['우동', '중동', '좌동', '송정동', '반여동', '재송동'],
    roads: ['해운대로', '센텀중앙로', '달맞이길', '좌동순환로'],
  },
  {
    name: '중구',
    lat: 35.1062,
    lng: 129.0324,
    dongs: ['남포동', '광복동', '중앙동', '동광동', '부평동'],
    roads: ['중구로', '광복로', '구덕로', '대청로'],
  },
  {
    name: '서구',
    lat: 35.0979,
    lng: 129.0243,
    dongs: ['동대신동', '서대신동', '암남동', '남부민동'],
    roads: ['대영로', '구덕로', '충무대로'],
  },
  {
    name: '영도구',
    lat: 35.0911,
    lng: 129.0679,
    dongs: ['남항동', '영선동', '봉래동', '동삼동'],
    roads: ['태종로', '절영로', '하나길'],
  },
  {
    name: '북구',
    lat: 35.1973,
    lng: 128.9903,
    dongs: ['구포동', '화명동', '덕천동', '만덕동'],
    roads: ['낙동대로', '금곡대로', '만덕대로'],
  },
  {
    name: '사상구',
    lat: 35.1525,
    lng: 128.991,
    dongs: ['괘법동', '감전동', '주례동', '학장동', '엄궁동', '모라동'],
    roads: ['사상로', '낙동대로', '가야대로'],
  },
  {
    name: '사하구',
    lat: 35.1046,
    lng: 128.9749,
    dongs: ['하단동', '괴정동', '당리동', '다대동', '장림동'],
    roads: ['낙동남로', '다대로', '하신중앙로'],
  },
  {
    name: '금정구',
    lat: 35.2429,
    lng: 129.0922,
    dongs: ['장전동', '구서동', '부곡동', '서동', '남산동'],
    roads: ['금정로', '중앙대로', '부산대학로'],
  },
  {
    name: '강서구',
    lat: 35.2122,
    lng: 128.9807,
    dongs: ['명지동', '대저동', '강동동'],
    roads: ['명지국제로', '공항로', '낙동북로'],
  },
  {
    name: '기장군',
    lat: 35.2445,
    lng: 129.2222,
    dongs: ['기장읍', '정관읍', '일광읍'],
    roads: ['기장대로', '정관로', '일광로'],
  },
] as const;

export type District = (typeof DISTRICTS)[number];

/** The district whose centre is nearest: good enough to give a point a believable address. */
export function nearestDistrict(lat: number, lng: number): District {
  let nearest: District = DISTRICTS[0];
  let best = Number.POSITIVE_INFINITY;
  for (const district of DISTRICTS) {
    const distance = (district.lat - lat) ** 2 + ((district.lng - lng) * 0.82) ** 2;
    if (distance < best) {
      best = distance;
      nearest = district;
    }
  }
  return nearest;
}
