import { z } from 'zod';
import { DateTimeSchema, IdSchema, ImageSchema, jsonText, UserSummarySchema } from './common.ts';
import { CommunityPostSchema } from './community.ts';
import { pagedSchema } from './paging.ts';
import {
  AGE_BANDS,
  MATCH_REASONS,
  PET_COLORS,
  PET_CONTACTS,
  PET_REPORT_AREA_BOUNDS,
  PET_REPORT_KINDS,
  PET_REPORT_STATUSES,
  PET_SEXES,
  PET_SIZES,
  type PetColor,
  PHONE_PATTERN,
  SPECIES,
} from './pet-report-constants.ts';
import { PET_REPORT_MESSAGES } from './pet-report-messages.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * Structured pet reports (issue 23) on posts of categories 6 (실종·목격) and 7 (임보·입양).
 *
 * Writing: `POST /api/communities` and `PUT /api/communities/{id}` take an additive multipart
 * field `petReport` (JSON text of `PetReportInputSchema`). Its `kind` must belong to the post's
 * category (400 `PET_REPORT_MESSAGES.petReportKindMismatch`); in category 6 a report is required of clients
 * that send one at all — a post without the field stays plain text as in the base contract. The
 * server writes a short readable summary (`petReportSummary`) above the content, so clients that
 * know only the base contract show it. On an edit, an omitted `petReport` keeps the report;
 * omitted `lat`/`lng`, `registrationNumber` or `secretDetail` keep what is stored; a post moved
 * out of categories 6 and 7 loses its report.
 *
 * Reading: the post detail (and the author's own lists) carry `petReport` (`PetReportSchema`):
 * the point **published** — snapped to a grid of about 200 m (`publishedPoint`) — never the exact
 * one, in any response, poster, card or page; the registration number and the withheld detail
 * never leave the server (the author learns only that they are set); the phone number only for
 * signed-in callers, and only when the author chose `contact: 'phone'`.
 */

export * from './pet-report-constants.ts';

const PET_COLOR_IDS = PET_COLORS.map((color) => color.id) as [PetColor, ...PetColor[]];

const optionalText = (max: number, tooLong: string) =>
  singleLineText(PET_REPORT_MESSAGES.petReportInvalid)
    .max(max, tooLong)
    .transform((text) => text || null)
    .nullish();

/**
 * What a client sends as `petReport`. Fields that do not belong to the kind are ignored
 * (category 7 has no place or contact; category 6 no vaccination, region or conditions).
 *
 * Category 6 requires `species`, `eventAt`, `lat`/`lng` (on writing; an edit may omit them to keep
 * the stored point), `areaText`; `contact: 'phone'` requires `phone`. Category 7 requires
 * `species` and `region`.
 */
export const PetReportInputSchema = z.object({
  kind: z.enum(PET_REPORT_KINDS, PET_REPORT_MESSAGES.petReportKindInvalid),
  species: z.enum(SPECIES, PET_REPORT_MESSAGES.petReportSpeciesRequired),
  breed: optionalText(40, PET_REPORT_MESSAGES.petReportTextTooLong),
  sex: z.enum(PET_SEXES, PET_REPORT_MESSAGES.petReportInvalid).default('unknown'),
  /** null: not known. */
  neutered: z.boolean().nullable().default(null),
  ageBand: z.enum(AGE_BANDS, PET_REPORT_MESSAGES.petReportInvalid).default('unknown'),
  size: z.enum(PET_SIZES, PET_REPORT_MESSAGES.petReportInvalid).default('unknown'),
  colors: z
    .array(z.enum(PET_COLOR_IDS, PET_REPORT_MESSAGES.petReportInvalid))
    .max(PET_COLORS.length, PET_REPORT_MESSAGES.petReportInvalid)
    .default([])
    .transform((colors) => [...new Set(colors)]),
  marks: multiLineText(PET_REPORT_MESSAGES.petReportInvalid)
    .max(300, PET_REPORT_MESSAGES.petReportTextTooLong)
    .transform((text) => text || null)
    .nullish(),
  /** 15 digits; matched exactly against other reports and shelter animals, never shown. */
  registrationNumber: z
    .string()
    .regex(/^\d{15}$/, PET_REPORT_MESSAGES.petReportRegistrationInvalid)
    .nullish(),
  /** One detail only the owner (or finder) knows, to check a claim; never shown. */
  secretDetail: optionalText(200, PET_REPORT_MESSAGES.petReportTextTooLong),
  /** When lost or seen: ISO 8601 with an offset; not in the future, at most a year ago. */
  eventAt: z.iso
    .datetime({ offset: true, error: PET_REPORT_MESSAGES.petReportEventAtInvalid })
    .nullish(),
  lat: z
    .number(PET_REPORT_MESSAGES.petReportPlaceInvalid)
    .min(PET_REPORT_AREA_BOUNDS.south, PET_REPORT_MESSAGES.petReportPlaceInvalid)
    .max(PET_REPORT_AREA_BOUNDS.north, PET_REPORT_MESSAGES.petReportPlaceInvalid)
    .nullish(),
  lng: z
    .number(PET_REPORT_MESSAGES.petReportPlaceInvalid)
    .min(PET_REPORT_AREA_BOUNDS.west, PET_REPORT_MESSAGES.petReportPlaceInvalid)
    .max(PET_REPORT_AREA_BOUNDS.east, PET_REPORT_MESSAGES.petReportPlaceInvalid)
    .nullish(),
  /** The 동 (or landmark) near the place, e.g. "부산진구 전포동". */
  areaText: optionalText(40, PET_REPORT_MESSAGES.petReportTextTooLong),
  contact: z.enum(PET_CONTACTS, PET_REPORT_MESSAGES.petReportInvalid).default('comments'),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, PET_REPORT_MESSAGES.petReportPhoneInvalid)
    .nullish()
    .transform((phone) => phone || null),
  /** 사례금 in won. */
  reward: z.int(PET_REPORT_MESSAGES.petReportRewardInvalid).min(0).max(10_000_000).nullish(),
  /** Category 7: null when not known. */
  vaccinated: z.boolean().nullish(),
  region: optionalText(40, PET_REPORT_MESSAGES.petReportTextTooLong),
  conditions: multiLineText(PET_REPORT_MESSAGES.petReportInvalid)
    .max(500, PET_REPORT_MESSAGES.petReportTextTooLong)
    .transform((text) => text || null)
    .nullish(),
});
export type PetReportInput = z.infer<typeof PetReportInputSchema>;

/** The multipart field: JSON text of `PetReportInputSchema`. */
export const PetReportFieldSchema = jsonText(PET_REPORT_MESSAGES.petReportInvalid)
  .pipe(PetReportInputSchema)
  .optional()
  .meta({
    description:
      'JSON: the structured report of a category 6 or 7 post (kind, species, eventAt, lat, lng, areaText, …).',
    example:
      '{"kind":"lost","species":"cat","breed":"코리안 숏헤어","sex":"F","colors":["black"],"eventAt":"2026-11-24T19:30:00+09:00","lat":35.1569,"lng":129.0643,"areaText":"부산진구 전포동"}',
  });

/** A report as reads show it: the published point, no registration number or withheld detail. */
export const PetReportSchema = z.object({
  kind: z.enum(PET_REPORT_KINDS),
  species: z.enum(SPECIES),
  breed: z.string().nullable(),
  sex: z.enum(PET_SEXES),
  neutered: z.boolean().nullable(),
  ageBand: z.enum(AGE_BANDS),
  size: z.enum(PET_SIZES),
  colors: z.array(z.enum(PET_COLOR_IDS)),
  marks: z.string().nullable(),
  eventAt: DateTimeSchema.nullable(),
  /** The published point (grid centre), null for category 7 reports without a place. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  areaText: z.string().nullable(),
  contact: z.enum(PET_CONTACTS),
  /** Only to signed-in callers and only when `contact` is `phone`; null otherwise. */
  phone: z.string().nullable(),
  reward: z.int().nullable(),
  vaccinated: z.boolean().nullable(),
  region: z.string().nullable(),
  conditions: z.string().nullable(),
  status: z.enum(PET_REPORT_STATUSES),
  statusChangedAt: DateTimeSchema,
  /** To the author only: which withheld fields are set (their values never leave the server). */
  withheld: z.object({ registrationNumber: z.boolean(), secretDetail: z.boolean() }).optional(),
});
export type PetReport = z.infer<typeof PetReportSchema>;

/**
 * The post detail with its report (additive `petReport`, present on posts that have one). Kept
 * apart from `CommunityPostSchema` so that pages without reports do not carry these schemas.
 */
export const CommunityPostWithReportSchema = CommunityPostSchema.extend({
  petReport: PetReportSchema.optional(),
});
export type CommunityPostWithReport = z.infer<typeof CommunityPostWithReportSchema>;

/** `PATCH /api/pet-reports/{postId}` — the author changes the status. */
export const PetReportParamsSchema = z.object({ postId: IdSchema });
export const PetReportStatusChangeSchema = z.object({
  status: z.enum(PET_REPORT_STATUSES, PET_REPORT_MESSAGES.petReportStatusInvalid),
});

/**
 * `GET /api/pet-reports?category&kind&species&status&lat&lng&radius&days&page&size` — reports
 * newest event first (nearest first when `lat`/`lng` are given). `category` 6 or 7 (default 6);
 * `status` `active` (default) | `resolved` | `all` or one status; `radius` in km (1–20, needs
 * `lat`/`lng`; without them the default centre is used when `radius` is set); `days` 7 or 30
 * (by `eventAt`, or the post's time when there is none). The map tab asks
 * `category=6&status=active&days=30&page=1&size=100&lat&lng` (100: `MAP_MAX_PLACES`).
 */
export const PetReportListQuerySchema = z.object({
  category: z.coerce
    .number()
    .pipe(z.union([z.literal(6), z.literal(7)]))
    .catch(6)
    .default(6),
  kind: z.enum(PET_REPORT_KINDS, PET_REPORT_MESSAGES.petReportKindInvalid).optional(),
  species: z.enum(SPECIES, PET_REPORT_MESSAGES.petReportInvalid).optional(),
  status: z
    .enum(
      ['active', 'resolved', 'all', ...PET_REPORT_STATUSES],
      PET_REPORT_MESSAGES.petReportStatusInvalid,
    )
    .default('active'),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().min(1).max(20).optional(),
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(30)]))
    .optional(),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(200).catch(20).default(20),
});
export type PetReportListQuery = z.infer<typeof PetReportListQuerySchema>;

/** One row of the filtered list and of the map tab. */
export const PetReportListItemSchema = z.object({
  communityId: z.int(),
  communityCategoryId: z.int(),
  title: z.string(),
  createdAt: DateTimeSchema,
  user: UserSummarySchema,
  /** The post's first image, null without one. */
  image: ImageSchema.nullable(),
  report: PetReportSchema.omit({ withheld: true, phone: true }),
  /** From the asked `lat`/`lng` to the published point, null when either is missing. */
  distanceMetres: z.int().nullable(),
});
export type PetReportListItem = z.infer<typeof PetReportListItemSchema>;
export const PetReportPageSchema = pagedSchema(PetReportListItemSchema);

/**
 * A shelter animal of the public service (구조동물 조회, synced where
 * `ANIMAL_PROTECTION_API_KEY` is set). `noticeDaysLeft`: days until the notice ends (0 on its last
 * day, negative after), shown as "공고 종료 D-n".
 */
export const ShelterAnimalSchema = z.object({
  desertionNo: z.string(),
  species: z.enum(SPECIES),
  kindName: z.string(),
  colorText: z.string(),
  colors: z.array(z.enum(PET_COLOR_IDS)),
  age: z.string(),
  weight: z.string(),
  sex: z.enum(PET_SEXES),
  neutered: z.boolean().nullable(),
  specialMark: z.string(),
  /** `YYYY-MM-DD`, as are the notice's first and last day. */
  happenDate: z.string(),
  happenPlace: z.string(),
  noticeNo: z.string(),
  noticeStart: z.string(),
  noticeEnd: z.string(),
  noticeDaysLeft: z.int(),
  processState: z.string(),
  careName: z.string(),
  careTel: z.string(),
  careAddr: z.string(),
  images: z.array(ImageSchema),
});
export type ShelterAnimal = z.infer<typeof ShelterAnimalSchema>;

/**
 * `GET /api/shelter-animals?species&page&size` — animals under notice or protection, the notice
 * ending soonest first (the 보호소 공고 tab of 임보·입양). 404 while the sync is not configured.
 */
export const ShelterAnimalListQuerySchema = z.object({
  species: z.enum(SPECIES, PET_REPORT_MESSAGES.petReportInvalid).optional(),
  page: z.coerce.number().int().min(1).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(50).catch(12).default(12),
});
export const ShelterAnimalPageSchema = pagedSchema(ShelterAnimalSchema);

/** The parts of a match score, each with its points and the sentence the list shows. */
export const MatchReasonSchema = z.object({
  reason: z.enum(MATCH_REASONS),
  points: z.number(),
  /** e.g. "등록번호 일치", "480m 거리", "하루 뒤 목격", "색 일치: 검정". */
  text: z.string(),
});

/**
 * `GET /api/pet-reports/{postId}/matches` — for a lost report the sightings, sheltering reports
 * and shelter animals that may be the same animal (for a sighting or sheltering report, the lost
 * reports), best first, at most 20, each with its `score` (percent of the most a pair can score)
 * and why. Another species never matches; the area and window are species-aware (decision 034).
 * Signed-in callers only (401); the author's dismissed candidates are left out.
 */
export const PetMatchSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('post'),
    candidateId: z.int(),
    score: z.int(),
    reasons: z.array(MatchReasonSchema),
    post: PetReportListItemSchema,
  }),
  z.object({
    type: z.literal('shelter'),
    candidateId: z.string(),
    score: z.int(),
    reasons: z.array(MatchReasonSchema),
    animal: ShelterAnimalSchema,
  }),
]);
export type PetMatch = z.infer<typeof PetMatchSchema>;
export const PetMatchListSchema = z.array(PetMatchSchema);

/**
 * `POST /api/pet-reports/{postId}/matches/dismiss` — "내 아이가 아니에요": the author leaves a
 * candidate out for good (idempotent; 403 for others; 404 `petMatchCandidateNotFound` when the
 * candidate is no report or shelter animal). Answers `PET_REPORT_MESSAGES.petMatchDismissed`.
 */
export const PetMatchDismissSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post'), candidateId: IdSchema }),
  z.object({ type: z.literal('shelter'), candidateId: z.string().min(1).max(30) }),
]);
export type PetMatchDismiss = z.infer<typeof PetMatchDismissSchema>;
