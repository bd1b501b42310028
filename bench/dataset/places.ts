import type { Random } from '../../apps/api/src/db/seed/random.ts';
import { type CopyRow, type TableRows, table } from '../load/copy-format.ts';
import { DISTRICTS, MAP_CENTRE, nearestDistrict } from './busan.ts';
import { growingTimeline, normal, sharePicker } from './distributions.ts';
import type { Timeline } from './timeline.ts';
import type { Volumes } from './volumes.ts';

const HOSPITAL = 1;
const CAFE = 2;
const SHELTER = 3;
const CATEGORY_SHARES = [
  { id: HOSPITAL, share: 0.5 },
  { id: CAFE, share: 0.35 },
  { id: SHELTER, share: 0.15 },
];
/** Three quarters within the map's default 3 km circle (a little inside it, to be sure). */
const NEAR_CENTRE_SHARE = 0.75;
const NEAR_CENTRE_RADIUS_M = 2950;
const METRES_PER_DEGREE = 111_320;

const HOSPITAL_NAMES = [
  '튼튼',
  '하늘',
  '바른',
  '사랑',
  '온누리',
  '행복',
  '해맑은',
  '우리',
  '새봄',
  '푸른',
];
const HOSPITAL_KINDS = ['동물병원', '동물의료센터', '동물메디컬센터'];
const CAFE_NAMES = [
  '멍멍',
  '냥냥',
  '댕댕',
  '꼬리',
  '발자국',
  '구름',
  '포근',
  '몽실',
  '산들',
  '코코',
];
const CAFE_KINDS = ['카페', '애견카페', '펫카페', '고양이카페', '애견운동장'];
const SHELTER_NAMES = ['희망', '나눔', '새삶', '온기', '동행', '소망'];
const DESCRIPTIONS: Record<number, string[]> = {
  [HOSPITAL]: [
    '진료 과목: 내과, 외과, 피부과. 주차 가능합니다.',
    '고양이 친화 병원 인증을 받았어요.',
    '예약 우선 진료입니다. 응급 상황은 전화 주세요.',
    '슬개골, 관절 수술을 많이 합니다.',
  ],
  [CAFE]: [
    '대형견도 입장 가능해요. 주차 2대.',
    '소형견 전용 공간이 따로 있어요.',
    '반려동물 동반 메뉴가 있습니다.',
    '실내 놀이터와 야외 마당이 있어요.',
  ],
  [SHELTER]: [
    '봉사 신청은 전화로 문의해 주세요.',
    '입양 상담은 예약제로 진행합니다.',
    '후원 물품은 사료와 배변패드가 가장 필요해요.',
  ],
};

const tables = {
  places: table('places', [
    'id',
    'category_id',
    'name',
    'address',
    'phone_number',
    'operation_time',
    'break_time',
    'full_time',
    'content',
    'lat',
    'lng',
    'created_at',
    'updated_at',
  ]),
};

/**
 * Pet hospitals, cafes and shelters in Busan: 75% within 3 km of the map's default centre (a
 * dense city centre, what the map scenarios query), the rest around the other districts.
 */
export function planPlaces(random: Random, volumes: Volumes, timeline: Timeline): TableRows[] {
  const times = growingTimeline(random, volumes.places, timeline.start, timeline.end);
  const category = sharePicker(random, CATEGORY_SHARES);

  function* places(): Generator<CopyRow> {
    for (let index = 0; index < volumes.places; index++) {
      const categoryId = category();
      const { lat, lng } = random.chance(NEAR_CENTRE_SHARE)
        ? nearCentre(random)
        : aroundDistrict(random);
      const district = nearestDistrict(lat, lng);
      const dong = random.pick(district.dongs);
      const fullTime = categoryId === HOSPITAL && random.chance(0.2);
      const created = new Date(times[index] ?? 0);
      yield [
        index + 1,
        categoryId,
        placeName(random, categoryId, { dong, district: district.name, fullTime }),
        `부산광역시 ${district.name} ${random.pick(district.roads)} ${random.int(1, 999)}${random.chance(0.4) ? ` ${random.int(1, 5)}층` : ''}`,
        random.chance(0.9)
          ? `051-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`
          : null,
        operationTime(random, categoryId, fullTime),
        categoryId === HOSPITAL && !fullTime && random.chance(0.6) ? '13:00 - 14:00' : null,
        fullTime,
        random.chance(0.8) ? random.pick(DESCRIPTIONS[categoryId] ?? []) : null,
        lat,
        lng,
        created,
        created,
      ];
    }
  }

  return [{ table: tables.places, rows: places() }];
}

/** Uniform over the disc: the radius grows with the square root of a uniform draw. */
function nearCentre(random: Random): { lat: number; lng: number } {
  const distance = NEAR_CENTRE_RADIUS_M * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  return offset(MAP_CENTRE, distance * Math.cos(angle), distance * Math.sin(angle));
}

function aroundDistrict(random: Random): { lat: number; lng: number } {
  const district = random.pick(DISTRICTS);
  return offset(district, normal(random) * 1500, normal(random) * 1500);
}

function offset(from: { lat: number; lng: number }, northMetres: number, eastMetres: number) {
  const lat = from.lat + northMetres / METRES_PER_DEGREE;
  const lng = from.lng + eastMetres / (METRES_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(7)), lng: Number(lng.toFixed(7)) };
}

function placeName(
  random: Random,
  categoryId: number,
  where: { dong: string; district: string; fullTime: boolean },
): string {
  if (categoryId === HOSPITAL) {
    const base = random.chance(0.3) ? where.dong : random.pick(HOSPITAL_NAMES);
    return `${where.fullTime ? '24시 ' : ''}${base}${random.pick(HOSPITAL_KINDS)}`;
  }
  if (categoryId === CAFE) {
    const branch = random.chance(0.4) ? ` ${where.dong}점` : '';
    return `${random.pick(CAFE_NAMES)}${random.pick(CAFE_KINDS)}${branch}`;
  }
  return random.chance(0.3)
    ? `${where.district} 유기동물보호소`
    : `${random.pick(SHELTER_NAMES)} 동물보호센터`;
}

function operationTime(random: Random, categoryId: number, fullTime: boolean): string | null {
  if (fullTime) return '24시간';
  if (random.chance(0.05)) return null;
  if (categoryId === HOSPITAL)
    return random.pick(['09:00 - 19:00', '09:30 - 20:00', '10:00 - 21:00']);
  if (categoryId === CAFE) return random.pick(['11:00 - 21:00', '12:00 - 22:00', '10:00 - 20:00']);
  return random.pick(['10:00 - 17:00', '09:00 - 18:00']);
}
