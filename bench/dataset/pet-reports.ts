import {
  PET_COLORS,
  PET_REPORT_STATUSES_BY_KIND,
  type PetReportKind,
  publishedPoint,
} from '@daengnyang/contract/pet-reports';
import { createRandom } from '../../apps/api/src/db/seed/random.ts';
import { type CopyRow, type TableRows, table } from '../load/copy-format.ts';
import { DISTRICTS } from './busan.ts';
import { DAY_MS, HOUR_MS } from './timeline.ts';

const petReports = table('pet_reports', [
  'post_id',
  'kind',
  'species',
  'breed',
  'sex',
  'age_band',
  'size',
  'colors',
  'marks',
  'registration_number',
  'event_at',
  'window_at',
  'lat',
  'lng',
  'published_lat',
  'published_lng',
  'area_text',
  'contact',
  'region',
  'status',
  'active',
  'status_changed_at',
  'created_at',
  'updated_at',
]);

/** Its own seed: the reports draw nothing from the dataset's random, whose order stays as it was. */
const PET_REPORT_SEED = 23;
const MISSING_KINDS: PetReportKind[] = ['lost', 'lost', 'sighting', 'sighting', 'sheltering'];
const FOSTER_KINDS: PetReportKind[] = ['fosterRequest', 'adoption', 'adoption', 'adoptionReview'];
const SPECIES = ['dog', 'dog', 'dog', 'cat', 'cat', 'other'] as const;
const BREEDS = {
  dog: ['말티즈', '푸들', '진돗개', '믹스', '포메라니안'],
  cat: ['코리안 숏헤어', '러시안 블루', '페르시안'],
  other: ['토끼'],
};
const MARKS = [
  '빨간 목걸이',
  '꼬리 끝이 꺾임',
  '왼쪽 귀 끝 갈색',
  '분홍색 옷',
  '방울 목걸이',
  null,
];
/** Reports stay open this long at most; older ones have mostly found their end. */
const OPEN_DAYS = 45;
/** About 1.5 km around a district's centre (degrees). */
const SPREAD = 0.015;

/**
 * A structured report for every post of categories 6 and 7 (issue 23): kinds of the category,
 * points around Busan's districts (three in four near the centre's districts), events a few
 * hours before the post, reports older than 45 days mostly resolved, one lost report in ten
 * with a registration number.
 */
export function planPetReports(posts: {
  count: number;
  categoryOf: (index: number) => number;
  timeOf: (index: number) => number;
  idOf: (index: number) => number;
  end: number;
}): TableRows {
  const random = createRandom(PET_REPORT_SEED);
  function* rows(): Generator<CopyRow> {
    for (let index = 0; index < posts.count; index++) {
      const categoryId = posts.categoryOf(index);
      if (categoryId !== 6 && categoryId !== 7) continue;
      const created = posts.timeOf(index);
      const missing = categoryId === 6;
      const kind = random.pick(missing ? MISSING_KINDS : FOSTER_KINDS);
      const species = random.pick(SPECIES);
      const district = random.chance(0.75)
        ? random.pick(DISTRICTS.slice(0, 4))
        : random.pick(DISTRICTS);
      const point = {
        lat: district.lat + (random.next() - 0.5) * 2 * SPREAD,
        lng: district.lng + (random.next() - 0.5) * 2 * SPREAD,
      };
      const published = publishedPoint(point.lat, point.lng);
      const eventAt = missing ? new Date(created - random.int(1, 30) * HOUR_MS) : null;
      const open =
        posts.end - created < OPEN_DAYS * DAY_MS ? random.chance(0.85) : random.chance(0.1);
      const statuses = PET_REPORT_STATUSES_BY_KIND[kind];
      const status = (open ? statuses[0] : statuses[statuses.length - 1]) ?? 'closed';
      const colors = random.sample(
        PET_COLORS.map((color) => color.id),
        random.int(1, 2),
      );
      const dong = random.pick(district.dongs);
      yield [
        posts.idOf(index),
        kind,
        species,
        random.pick(BREEDS[species]),
        random.pick(['M', 'F', 'unknown']),
        random.pick(['baby', 'young', 'adult', 'senior', 'unknown']),
        random.pick(['small', 'medium', 'large', 'unknown']),
        colors,
        random.pick(MARKS),
        kind === 'lost' && random.chance(0.1) ? String(410_000_000_000_000 + index) : null,
        eventAt,
        eventAt ?? new Date(created),
        missing ? point.lat : null,
        missing ? point.lng : null,
        missing ? published.lat : null,
        missing ? published.lng : null,
        missing ? `${district.name} ${dong}` : null,
        'comments',
        missing ? null : `부산 ${district.name}`,
        status,
        status === 'searching' || status === 'sighted' || status === 'sheltering',
        new Date(created),
        new Date(created),
        new Date(created),
      ];
    }
  }
  return { table: petReports, rows: rows() };
}
