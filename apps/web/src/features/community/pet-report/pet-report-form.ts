import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import {
  type AGE_BANDS,
  FOSTER_KINDS,
  MISSING_KINDS,
  type PET_CONTACTS,
  PET_REPORT_CATEGORY_IDS,
  PET_REPORT_EVENT_LIMITS,
  type PET_SEXES,
  type PET_SIZES,
  type PetColor,
  type PetReport,
  PetReportInputSchema,
  type PetReportKind,
  type Species,
} from '@daengnyang/contract/pet-reports';
import type { Checked, FormErrors } from '@/lib/forms/contract-form.ts';

type Tristate = 'yes' | 'no' | 'unknown';
type LatLng = { lat: number; lng: number };

/** What the report's fields hold while the member types: text as typed, choices as picked. */
export type PetReportFormValue = {
  kind: PetReportKind | '';
  species: Species | '';
  breed: string;
  sex: (typeof PET_SEXES)[number];
  neutered: Tristate;
  ageBand: (typeof AGE_BANDS)[number];
  size: (typeof PET_SIZES)[number];
  colors: PetColor[];
  marks: string;
  registrationNumber: string;
  secretDetail: string;
  /** `YYYY-MM-DDTHH:mm` in Seoul time, as a `datetime-local` input holds it. */
  eventAt: string;
  point: LatLng | null;
  /** Set once the member picks a place: an edit sends the point only then. */
  pointMoved: boolean;
  areaText: string;
  contact: (typeof PET_CONTACTS)[number];
  phone: string;
  reward: string;
  vaccinated: Tristate;
  region: string;
  conditions: string;
};

/** The fields in the order the form shows them: the first wrong one takes the focus. */
export const PET_REPORT_FIELDS = [
  'kind',
  'species',
  'breed',
  'registrationNumber',
  'secretDetail',
  'marks',
  'eventAt',
  'lat',
  'areaText',
  'phone',
  'reward',
  'region',
  'conditions',
] as const;
export type PetReportField = (typeof PET_REPORT_FIELDS)[number];

export function isPetReportCategory(categoryId: number): boolean {
  return (PET_REPORT_CATEGORY_IDS as readonly number[]).includes(categoryId);
}

export function kindsOf(categoryId: number): readonly PetReportKind[] {
  return categoryId === COMMUNITY_MISSING_CATEGORY_ID ? MISSING_KINDS : FOSTER_KINDS;
}

const fromTristate = (value: Tristate) => (value === 'unknown' ? null : value === 'yes');
const toTristate = (value: boolean | null): Tristate =>
  value === null ? 'unknown' : value ? 'yes' : 'no';

/** `2026-11-24T19:30:00+09:00` → `2026-11-24T19:30` (the API writes Seoul times). */
function seoulInputValue(iso: string | null): string {
  if (iso === null) return '';
  const seoul = new Date(Date.parse(iso) + 9 * 3_600_000).toISOString();
  return seoul.slice(0, 16);
}

/** A new report's fields, or those of the report an edit starts from. */
export function startingPetReport(report: PetReport | undefined): PetReportFormValue {
  return {
    kind: report?.kind ?? '',
    species: report?.species ?? '',
    breed: report?.breed ?? '',
    sex: report?.sex ?? 'unknown',
    neutered: toTristate(report?.neutered ?? null),
    ageBand: report?.ageBand ?? 'unknown',
    size: report?.size ?? 'unknown',
    colors: report?.colors ?? [],
    marks: report?.marks ?? '',
    registrationNumber: '',
    secretDetail: '',
    eventAt: seoulInputValue(report?.eventAt ?? null),
    point: report?.lat != null && report.lng != null ? { lat: report.lat, lng: report.lng } : null,
    pointMoved: false,
    areaText: report?.areaText ?? '',
    contact: report?.contact ?? 'comments',
    phone: report?.phone ?? '',
    reward: report?.reward == null ? '' : String(report.reward),
    vaccinated: toTristate(report?.vaccinated ?? null),
    region: report?.region ?? '',
    conditions: report?.conditions ?? '',
  };
}

/**
 * Whether nothing of a new report was filled in: a post written without a report (before
 * reports existed, or on another board) may be edited without one.
 */
export const isBlankPetReport = (value: PetReportFormValue): boolean =>
  JSON.stringify(value) === JSON.stringify(startingPetReport(undefined));

/** The report as a draft keeps it: JSON text, without the values that are never shown. */
export function draftOfPetReport(value: PetReportFormValue): string {
  return JSON.stringify({ ...value, registrationNumber: '', secretDetail: '' });
}

/** The report of a draft, over a new report's fields; null when the draft holds none. */
export function petReportOfDraft(text: string | undefined): PetReportFormValue | null {
  if (text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return { ...startingPetReport(undefined), ...(parsed as Partial<PetReportFormValue>) };
  } catch {
    return null;
  }
}

/** The report as the wire takes it: only what belongs to the category and what was typed. */
function inputOf(value: PetReportFormValue, categoryId: number, editing: boolean) {
  const common = {
    kind: value.kind || undefined,
    species: value.species || undefined,
    sex: value.sex,
    neutered: fromTristate(value.neutered),
    ageBand: value.ageBand,
  };
  if (categoryId !== COMMUNITY_MISSING_CATEGORY_ID) {
    return {
      ...common,
      vaccinated: fromTristate(value.vaccinated),
      region: value.region,
      conditions: value.conditions,
    };
  }
  const reward = value.reward.trim();
  // An edit keeps the stored point, number and detail unless the member picked or typed anew.
  const sendPoint = value.point !== null && (!editing || value.pointMoved);
  return {
    ...common,
    breed: value.breed,
    size: value.size,
    colors: value.colors,
    marks: value.marks,
    ...(value.registrationNumber.trim() !== '' && {
      registrationNumber: value.registrationNumber.trim(),
    }),
    ...(value.secretDetail.trim() !== '' && { secretDetail: value.secretDetail }),
    eventAt: value.eventAt === '' ? undefined : `${value.eventAt}:00+09:00`,
    ...(sendPoint && value.point),
    areaText: value.areaText,
    contact: value.contact,
    phone: value.contact === 'phone' ? value.phone : null,
    reward: reward === '' ? null : /^\d+$/.test(reward) ? Number(reward) : Number.NaN,
  };
}

/** The rules the schema leaves to the category (the server applies the same, with these words). */
function categoryRules(
  value: PetReportFormValue,
  categoryId: number,
  editing: boolean,
  now: number,
): FormErrors<PetReportField> {
  const found: FormErrors<PetReportField> = {};
  if (value.kind === '') found.kind = PET_REPORT_MESSAGES.petReportKindInvalid;
  if (categoryId !== COMMUNITY_MISSING_CATEGORY_ID) {
    if (value.region.trim() === '') found.region = PET_REPORT_MESSAGES.petReportRegionRequired;
    return found;
  }
  if (value.eventAt === '') {
    found.eventAt = PET_REPORT_MESSAGES.petReportEventAtRequired;
  } else {
    const at = Date.parse(`${value.eventAt}:00+09:00`);
    const oldest = now - PET_REPORT_EVENT_LIMITS.maxAgeDays * 86_400_000;
    const latest = now + PET_REPORT_EVENT_LIMITS.futureMinutes * 60_000;
    if (!(at >= oldest && at <= latest))
      found.eventAt = PET_REPORT_MESSAGES.petReportEventAtInvalid;
  }
  if (value.point === null && !editing) found.lat = PET_REPORT_MESSAGES.petReportPlaceRequired;
  if (value.areaText.trim() === '') found.areaText = PET_REPORT_MESSAGES.petReportAreaRequired;
  if (value.contact === 'phone' && value.phone.trim() === '') {
    found.phone = PET_REPORT_MESSAGES.petReportPhoneRequired;
  }
  return found;
}

/**
 * The report checked by the contract's schema and the category's rules, with the server's
 * Korean messages: the JSON text to send as `petReport`, or the message of each wrong field.
 */
export function checkPetReport(
  value: PetReportFormValue,
  categoryId: number,
  { editing, now = Date.now() }: { editing: boolean; now?: number },
): Checked<string, PetReportField> {
  const input = inputOf(value, categoryId, editing);
  const errors = categoryRules(value, categoryId, editing, now);
  const parsed = PetReportInputSchema.safeParse(input);
  for (const issue of parsed.error?.issues ?? []) {
    const head = issue.path[0] === 'lng' ? 'lat' : issue.path[0];
    const field = PET_REPORT_FIELDS.find((name) => name === head);
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  // What was typed is sent, not the schema's output: the server applies its own defaults.
  return { ok: true, fields: JSON.stringify(input) };
}
