import {
  AGE_BAND_LABELS,
  PET_COLORS,
  PET_SEX_LABELS,
  PET_SIZE_LABELS,
  type PetMatch,
} from '@daengnyang/contract/pet-reports';

/**
 * Scoring a pair — a lost animal and one seen, sheltered or in a shelter notice — after Animal
 * Shelter Manager's matcher (decision 034): every part worth `PART_POINTS`, an equal
 * registration number `REGISTRATION_POINTS`; another species never reaches scoring. The score
 * is the percent of what the pair could reach.
 */
export const PART_POINTS = 5;
export const REGISTRATION_POINTS = 50;
/** Below this many points a pair is no match (ASM: 20 of its 75). */
export const MATCH_FLOOR_POINTS = 15;
/** The window: from 2 days before the loss to 30 days after. */
export const WINDOW_DAYS = { before: 2, after: 30 } as const;
/** Days apart that still earn every point of `days`. */
const FULL_DAYS = 2;

const DAY_MS = 86_400_000;
const CAT_NEAR_METRES = 1000;
const CAT_AREA_METRES = 3000;
const DOG_AREA_METRES = { base: 3000, perDay: 2000, max: 20_000 } as const;
const OTHER_AREA_METRES = 5000;

/** The farthest any candidate of a species may be: what the area search asks the index for. */
export function widestAreaMetres(species: string): number {
  if (species === 'cat') return CAT_AREA_METRES;
  if (species === 'dog') return DOG_AREA_METRES.max;
  return OTHER_AREA_METRES;
}

/**
 * How far from the loss a candidate may be, `days` after it: cats stay close (three in four are
 * found within 500 m), dogs roam wider the longer they are lost.
 */
export function areaMetres(species: string, days: number): number {
  if (species === 'cat') return CAT_AREA_METRES;
  if (species === 'dog') {
    return Math.min(
      DOG_AREA_METRES.max,
      DOG_AREA_METRES.base + DOG_AREA_METRES.perDay * Math.max(0, days),
    );
  }
  return OTHER_AREA_METRES;
}

function distancePoints(species: string, metres: number, days: number): number {
  if (species === 'cat') {
    // The first kilometre counts most: 5 → 4 over it, then down to 0 at the area's edge.
    if (metres <= CAT_NEAR_METRES) return PART_POINTS - metres / CAT_NEAR_METRES;
    return ((PART_POINTS - 1) * (CAT_AREA_METRES - metres)) / (CAT_AREA_METRES - CAT_NEAR_METRES);
  }
  return PART_POINTS * Math.max(0, 1 - metres / areaMetres(species, days));
}

/** One side of a pair, from a report or a shelter animal. */
export type MatchProfile = {
  species: string;
  breed: string | null;
  sex: string;
  size: string;
  ageBand: string;
  colors: readonly string[];
  marks: string | null;
  registrationNumber: string | null;
  /** When lost, seen or found. */
  at: Date;
  /** Words of the place (동, 구) for candidates without a point. */
  areaWords: readonly string[];
};

type Reason = PetMatch['reasons'][number];
export type Scored = { score: number; reasons: Reason[] };

const normalBreed = (breed: string) => breed.replace(/\[[^\]]*\]|[\s()·-]/g, '').toLowerCase();
const MARK_STOP_WORDS = new Set(['있음', '없음', '있어요', '있습니다', '약간', '조금']);

/** Particles written onto a Korean noun ("방울을", "꼬리에"): the noun is what compares. */
// Not 이 and 가: too many nouns end with them (고양이, 목걸이).
const PARTICLE = /(으로|에서|이랑|에게|을|를|은|는|에|의|도|와|과|로|랑)$/;
const withoutParticle = (word: string) => (word.length >= 3 ? word.replace(PARTICLE, '') : word);

/** The words of a free text worth comparing: two letters or more, some filler words left out. */
export function wordsOf(text: string | null): string[] {
  if (!text) return [];
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .map(withoutParticle)
    .filter((word) => word.length >= 2);
  return [...new Set(words.filter((word) => !MARK_STOP_WORDS.has(word)))];
}

function breedReason(lost: MatchProfile, found: MatchProfile): Reason | null {
  if (!lost.breed || !found.breed) return null;
  const a = normalBreed(lost.breed);
  const b = normalBreed(found.breed);
  if (a.length < 2 || b.length < 2 || !(a.includes(b) || b.includes(a))) return null;
  return { reason: 'breed', points: PART_POINTS, text: `품종 일치: ${lost.breed}` };
}

function equalReason<Value extends string>(
  reason: 'sex' | 'size' | 'age',
  a: string,
  b: string,
  labels: Record<Value, string>,
  prefix: string,
): Reason | null {
  if (a === 'unknown' || a !== b) return null;
  return { reason, points: PART_POINTS, text: `${prefix} 일치: ${labels[a as Value]}` };
}

function colorReason(lost: MatchProfile, found: MatchProfile): Reason | null {
  const shared = PET_COLORS.filter(
    (color) => lost.colors.includes(color.id) && found.colors.includes(color.id),
  );
  if (shared.length === 0) return null;
  const points = (PART_POINTS * shared.length) / Math.max(lost.colors.length, found.colors.length);
  return {
    reason: 'colors',
    points,
    text: `색 일치: ${shared.map((color) => color.label).join(', ')}`,
  };
}

function marksReason(lost: MatchProfile, found: MatchProfile): Reason | null {
  const theirs = new Set(wordsOf(found.marks));
  const shared = wordsOf(lost.marks).filter((word) => theirs.has(word));
  if (shared.length === 0) return null;
  return {
    reason: 'marks',
    points: Math.min(PART_POINTS, shared.length * 2.5),
    text: `특징 일치: ${shared.slice(0, 3).join(', ')}`,
  };
}

export function distanceText(metres: number): string {
  if (metres < 1000) return `${Math.max(100, Math.round(metres / 10) * 10)}m 거리`;
  return `${(metres / 1000).toFixed(1)}km 거리`;
}

/** "같은 날", "하루 뒤", "3일 뒤", "하루 전": the candidate's time against the report's. */
function daysApartText(days: number): string {
  const whole = Math.round(Math.abs(days));
  if (whole === 0) return '같은 날';
  const count = whole === 1 ? '하루' : `${whole}일`;
  return `${count} ${days > 0 ? '뒤' : '전'}`;
}

/** How the days part reads from the side that asked: the other side's event. */
export type DaysWording = 'sighting' | 'sheltering' | 'shelter' | 'lost';
const DAYS_WORDS: Record<DaysWording, string> = {
  sighting: '목격',
  sheltering: '구조',
  shelter: '보호소 구조',
  lost: '실종',
};

function areaReason(lost: MatchProfile, found: MatchProfile): Reason | null {
  const theirs = new Set(found.areaWords);
  const shared = lost.areaWords.filter((word) => theirs.has(word));
  const town = shared.find((word) => /[동읍면리가]$/.test(word));
  if (town) return { reason: 'distance', points: PART_POINTS, text: `같은 동네: ${town}` };
  const district = shared.find((word) => /[구군시]$/.test(word));
  if (district) return { reason: 'distance', points: 3, text: `같은 지역: ${district}` };
  return null;
}

/**
 * Scores a pair, or null when it is no match: another species, two different registration
 * numbers, outside the window or the area (for a shelter animal: no shared place word), or
 * below the floor. `distanceMetres` is between the
 * published points (null for a shelter animal: its place is compared by words). `wording` is
 * the kind of the side shown, whose event the time apart names.
 */
export function scorePair(
  lost: MatchProfile,
  found: MatchProfile,
  distanceMetres: number | null,
  wording: DaysWording,
): Scored | null {
  if (lost.species !== found.species) return null;
  const bothRegistered = lost.registrationNumber !== null && found.registrationNumber !== null;
  const registered = bothRegistered && lost.registrationNumber === found.registrationNumber;
  if (bothRegistered && !registered) return null;
  const days = (found.at.getTime() - lost.at.getTime()) / DAY_MS;
  if (days < -WINDOW_DAYS.before || days > WINDOW_DAYS.after) return null;
  if (!registered && distanceMetres !== null && distanceMetres > areaMetres(lost.species, days)) {
    return null;
  }
  // A shelter animal has no point: without a shared place word (동, 구) it is too far to tell.
  const area = distanceMetres === null ? areaReason(lost, found) : null;
  if (!registered && distanceMetres === null && area === null) return null;
  const shownDays = wording === 'lost' ? -days : days;
  const reasons: Array<Reason | null> = [
    registered
      ? { reason: 'registration', points: REGISTRATION_POINTS, text: '등록번호 일치' }
      : null,
    breedReason(lost, found),
    equalReason('sex', lost.sex, found.sex, PET_SEX_LABELS, '성별'),
    equalReason('size', lost.size, found.size, PET_SIZE_LABELS, '크기'),
    equalReason('age', lost.ageBand, found.ageBand, AGE_BAND_LABELS, '나이대'),
    colorReason(lost, found),
    marksReason(lost, found),
    distanceMetres === null
      ? area
      : {
          reason: 'distance',
          points: distancePoints(lost.species, distanceMetres, days),
          text: distanceText(distanceMetres),
        },
    {
      reason: 'days',
      points:
        days <= FULL_DAYS
          ? PART_POINTS
          : (PART_POINTS * (WINDOW_DAYS.after - days)) / (WINDOW_DAYS.after - FULL_DAYS),
      text: `${daysApartText(shownDays)} ${DAYS_WORDS[wording]}`,
    },
  ];
  const kept = reasons
    .filter((reason): reason is Reason => reason !== null && reason.points > 0)
    .map((reason) => ({ ...reason, points: Math.round(reason.points * 10) / 10 }));
  const points = kept.reduce((sum, reason) => sum + reason.points, 0);
  if (points < MATCH_FLOOR_POINTS) return null;
  const most = 8 * PART_POINTS + (bothRegistered ? REGISTRATION_POINTS : 0);
  return {
    score: Math.min(100, Math.round((points / most) * 100)),
    reasons: kept.sort((a, b) => b.points - a.points),
  };
}
