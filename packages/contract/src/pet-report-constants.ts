import { COMMUNITY_FOSTER_CATEGORY_ID, COMMUNITY_MISSING_CATEGORY_ID } from './constants.ts';

/**
 * The vocabulary of structured pet reports (issue 23): kinds, species, labels, statuses, the
 * published grid, the filter choices, the map tab. Kept apart from the schemas of
 * `pet-reports.ts` (which re-exports all of it), so that a web page showing a label or a badge
 * does not carry zod and the schemas into its first view: only type imports of the schemas
 * leave no code behind.
 */

export const PET_REPORT_CATEGORY_IDS = [
  COMMUNITY_MISSING_CATEGORY_ID,
  COMMUNITY_FOSTER_CATEGORY_ID,
] as const;

export const MISSING_KINDS = ['lost', 'sighting', 'sheltering'] as const;
export const FOSTER_KINDS = ['fosterRequest', 'adoption', 'adoptionReview'] as const;
export const PET_REPORT_KINDS = [...MISSING_KINDS, ...FOSTER_KINDS] as const;
export type PetReportKind = (typeof PET_REPORT_KINDS)[number];
export type MissingKind = (typeof MISSING_KINDS)[number];

export const PET_REPORT_KIND_LABELS: Record<PetReportKind, string> = {
  lost: '실종',
  sighting: '목격',
  sheltering: '보호 중',
  fosterRequest: '임보 요청',
  adoption: '입양 가족 찾기',
  adoptionReview: '입양 후기',
};

/** The category a kind is written in. */
export function petReportCategoryOf(kind: PetReportKind): number {
  return (MISSING_KINDS as readonly string[]).includes(kind)
    ? COMMUNITY_MISSING_CATEGORY_ID
    : COMMUNITY_FOSTER_CATEGORY_ID;
}

export const SPECIES = ['dog', 'cat', 'other'] as const;
export type Species = (typeof SPECIES)[number];
export const SPECIES_LABELS: Record<Species, string> = {
  dog: '강아지',
  cat: '고양이',
  other: '기타',
};

export const PET_SEXES = ['M', 'F', 'unknown'] as const;
export const PET_SEX_LABELS: Record<(typeof PET_SEXES)[number], string> = {
  M: '수컷',
  F: '암컷',
  unknown: '모름',
};

export const AGE_BANDS = ['baby', 'young', 'adult', 'senior', 'unknown'] as const;
export const AGE_BAND_LABELS: Record<(typeof AGE_BANDS)[number], string> = {
  baby: '1살 미만',
  young: '1~3살',
  adult: '4~7살',
  senior: '8살 이상',
  unknown: '모름',
};

export const PET_SIZES = ['small', 'medium', 'large', 'unknown'] as const;
export const PET_SIZE_LABELS: Record<(typeof PET_SIZES)[number], string> = {
  small: '소형 (10kg 미만)',
  medium: '중형 (10~25kg)',
  large: '대형 (25kg 이상)',
  unknown: '모름',
};

/**
 * The fixed colour palette (several may be chosen). `swatch` is the CSS colour the form and the
 * map draw; `words` are how the public shelter service writes it in its free-text `colorCd`
 * ("검정&흰색", "치즈", "삼색"), used to read a shelter animal's colours.
 */
export const PET_COLORS = [
  { id: 'black', label: '검정', swatch: '#1f1f1f', words: ['검정', '검은', '흑', '블랙'] },
  { id: 'white', label: '흰색', swatch: '#ffffff', words: ['흰', '白', '화이트', '백'] },
  { id: 'gray', label: '회색', swatch: '#8a8a8a', words: ['회색', '회', '그레이', '은'] },
  { id: 'brown', label: '갈색', swatch: '#7a4a24', words: ['갈색', '갈', '밤', '초코', '브라운'] },
  {
    id: 'cream',
    label: '크림·베이지',
    swatch: '#efdcb8',
    words: ['크림', '베이지', '아이보리', '미색'],
  },
  { id: 'yellow', label: '노랑·치즈', swatch: '#e3a43a', words: ['노랑', '황', '치즈', '누렁'] },
  { id: 'tabby', label: '고등어·줄무늬', swatch: '#6b6b55', words: ['고등어', '줄무늬', '태비'] },
  { id: 'calico', label: '삼색', swatch: '#c98b4d', words: ['삼색', '카오스'] },
  { id: 'spotted', label: '얼룩·점박이', swatch: '#b5b5b5', words: ['얼룩', '점박이', '바둑'] },
] as const;
export type PetColor = (typeof PET_COLORS)[number]['id'];

export const PET_CONTACTS = ['comments', 'phone'] as const;
export const PET_CONTACT_LABELS: Record<(typeof PET_CONTACTS)[number], string> = {
  comments: '댓글로만 연락받기',
  phone: '전화번호 공개 (로그인한 회원에게만)',
};

/**
 * Statuses, changed by the author (`PATCH /api/pet-reports/{postId}` `{ status }`). Which ones a
 * kind may take is `PET_REPORT_STATUSES_BY_KIND` (400 `PET_REPORT_MESSAGES.petReportStatusInvalid`
 * otherwise); a new report starts at the first of its list. Active: searching, sighted,
 * sheltering. Resolved (`reunited`, `closed`): a badge, out of active filters, the map and new
 * matches.
 */
export const PET_REPORT_STATUSES = [
  'searching',
  'sighted',
  'sheltering',
  'reunited',
  'closed',
] as const;
export type PetReportStatus = (typeof PET_REPORT_STATUSES)[number];
export const PET_REPORT_STATUS_LABELS: Record<PetReportStatus, string> = {
  searching: '찾는 중',
  sighted: '목격됨',
  sheltering: '보호 중',
  reunited: '가족을 만났어요',
  closed: '종료',
};
export const ACTIVE_PET_REPORT_STATUSES = ['searching', 'sighted', 'sheltering'] as const;
export const PET_REPORT_STATUSES_BY_KIND: Record<PetReportKind, readonly PetReportStatus[]> = {
  lost: ['searching', 'sighted', 'reunited', 'closed'],
  sighting: ['sighted', 'sheltering', 'reunited', 'closed'],
  sheltering: ['sheltering', 'reunited', 'closed'],
  fosterRequest: ['searching', 'reunited', 'closed'],
  adoption: ['searching', 'reunited', 'closed'],
  adoptionReview: ['reunited'],
};

/** Where the published point lies: the centre of a grid cell of about 200 m × 200 m. */
export const PUBLISHED_GRID_DEGREES = { lat: 0.002, lng: 0.0024 } as const;

/** The point shown for an exact one: the centre of its grid cell (about 200 m). */
export function publishedPoint(lat: number, lng: number): { lat: number; lng: number } {
  const snap = (value: number, step: number) =>
    Number(((Math.floor(value / step) + 0.5) * step).toFixed(6));
  return { lat: snap(lat, PUBLISHED_GRID_DEGREES.lat), lng: snap(lng, PUBLISHED_GRID_DEGREES.lng) };
}

/** The bounds of a point picked on the map: South Korea and its islands. */
export const PET_REPORT_AREA_BOUNDS = { south: 33, north: 38.7, west: 124.5, east: 131 } as const;

/** How old an `eventAt` may be (days) and how far in the future it may lie (clock skew, minutes). */
export const PET_REPORT_EVENT_LIMITS = { maxAgeDays: 365, futureMinutes: 10 } as const;

/** 010-1234-5678, 02-123-4567, 0507-1234-5678 (안심번호): digits with optional hyphens. */
export const PHONE_PATTERN = /^0\d{1,3}-?\d{3,4}-?\d{4}$/;

export const PET_REPORT_RADII_KM = [1, 3, 5, 10, 20] as const;
export const PET_REPORT_DAYS = [7, 30] as const;

/** Days from `today` to a notice's last day (both `YYYY-MM-DD`): 0 on its last day, negative after. */
export function noticeDaysLeft(noticeEnd: string, today: string): number {
  return Math.round((Date.parse(noticeEnd) - Date.parse(today)) / 86_400_000);
}

export const MATCH_REASONS = [
  'registration',
  'breed',
  'sex',
  'size',
  'age',
  'colors',
  'marks',
  'distance',
  'days',
] as const;

/**
 * Posters of a lost or sheltering report (404 `PET_REPORT_MESSAGES.petPosterUnavailable` for other kinds):
 * `GET /api/pet-reports/{postId}/poster.pdf` (A4) and `.../poster.png` (1080 × 1528, for
 * messengers). Signed-in callers only (401). The area text and the date, never the exact point;
 * the phone only when the author chose to show it; a warning against advance payments; a QR code
 * to the post. Made once per revision of the report and kept in the file store.
 */
export const PET_POSTER_FORMATS = ['pdf', 'png'] as const;

/** The fourth tab of the map (defined beside `MAP_CATEGORIES`). */
export { MAP_PET_REPORTS_TAB } from './constants.ts';

/** The category page filter's section id in category 7 for the shelter notices. */
export const SHELTER_TAB_LABEL = '보호소 공고';

export const PET_POSTER_CONTACT_DEFAULT = '댕냥 게시글 댓글로 연락 주세요';
export const PET_POSTER_WARNING =
  '사례금이나 비용을 먼저 보내달라는 연락은 사기일 수 있어요. 절대 선입금하지 마세요.';
