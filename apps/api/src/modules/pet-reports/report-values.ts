import { COMMUNITY_MISSING_CATEGORY_ID } from '@daengnyang/contract/constants';
import { PET_REPORT_MESSAGES } from '@daengnyang/contract/pet-report-messages';
import {
  ACTIVE_PET_REPORT_STATUSES,
  PET_REPORT_CATEGORY_IDS,
  PET_REPORT_EVENT_LIMITS,
  PET_REPORT_STATUSES_BY_KIND,
  type PetReportInput,
  type PetReportKind,
  type PetReportStatus,
  petReportCategoryOf,
  publishedPoint,
} from '@daengnyang/contract/pet-reports';
import { describedAnimal } from '../../db/pet-report-fields.ts';
import { badRequest } from '../../http/errors.ts';
import type { StoredReport } from './repository.ts';

/** What a report stores besides its post id and timestamps. */
export type ReportValues = Omit<StoredReport, 'postId' | 'statusChangedAt' | 'revision'>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const isActiveStatus = (status: string): boolean =>
  (ACTIVE_PET_REPORT_STATUSES as readonly string[]).includes(status);

export const hasReports = (categoryId: number): boolean =>
  (PET_REPORT_CATEGORY_IDS as readonly number[]).includes(categoryId);

function eventTime(input: PetReportInput, now: Date): Date {
  if (!input.eventAt) throw badRequest(PET_REPORT_MESSAGES.petReportEventAtRequired);
  const at = new Date(input.eventAt);
  const tooNew = at.getTime() > now.getTime() + PET_REPORT_EVENT_LIMITS.futureMinutes * MINUTE_MS;
  const tooOld = at.getTime() < now.getTime() - PET_REPORT_EVENT_LIMITS.maxAgeDays * DAY_MS;
  if (tooNew || tooOld) throw badRequest(PET_REPORT_MESSAGES.petReportEventAtInvalid);
  return at;
}

/** The exact point: the one sent, else (an edit) the stored one; category 6 needs one. */
function exactPoint(input: PetReportInput, stored: StoredReport | null) {
  if (input.lat != null && input.lng != null) return { lat: input.lat, lng: input.lng };
  if (input.lat == null && input.lng == null && stored?.lat != null && stored.lng != null) {
    return { lat: stored.lat, lng: stored.lng };
  }
  throw badRequest(PET_REPORT_MESSAGES.petReportPlaceRequired);
}

/** The status a report keeps when its kind changes: its own when the kind allows it. */
function statusFor(kind: PetReportKind, stored: StoredReport | null): PetReportStatus {
  const allowed = PET_REPORT_STATUSES_BY_KIND[kind];
  const current = allowed.find((status) => status === stored?.status);
  return current ?? (allowed[0] as PetReportStatus);
}

/** An omitted withheld field keeps what is stored; null clears it. */
const keptWithheld = (sent: string | null | undefined, stored: string | null | undefined) =>
  sent === undefined ? (stored ?? null) : sent;

/**
 * The values a post of `categoryId` stores for the report sent (decision 033): the checks the
 * contract leaves to the server (kind of the category, required fields per category, the event
 * time's bounds), fields of the other category dropped, the published point derived from the
 * exact one, the status kept or set to the kind's first.
 */
export function reportValues(
  categoryId: number,
  input: PetReportInput,
  stored: StoredReport | null,
  postCreatedAt: Date,
  now: Date = new Date(),
): ReportValues {
  if (!hasReports(categoryId) || petReportCategoryOf(input.kind) !== categoryId) {
    throw badRequest(PET_REPORT_MESSAGES.petReportKindMismatch);
  }
  const status = statusFor(input.kind, stored);
  const common = {
    ...describedAnimal(input),
    registrationNumber: keptWithheld(input.registrationNumber, stored?.registrationNumber),
    secretDetail: keptWithheld(input.secretDetail, stored?.secretDetail),
    status,
    active: isActiveStatus(status),
  };
  if (categoryId === COMMUNITY_MISSING_CATEGORY_ID) {
    const eventAt = eventTime(input, now);
    const point = exactPoint(input, stored);
    if (!input.areaText) throw badRequest(PET_REPORT_MESSAGES.petReportAreaRequired);
    if (input.contact === 'phone' && !input.phone)
      throw badRequest(PET_REPORT_MESSAGES.petReportPhoneRequired);
    const published = publishedPoint(point.lat, point.lng);
    return {
      ...common,
      eventAt,
      windowAt: eventAt,
      lat: point.lat,
      lng: point.lng,
      publishedLat: published.lat,
      publishedLng: published.lng,
      areaText: input.areaText,
      contact: input.contact,
      phone: input.contact === 'phone' ? input.phone : null,
      vaccinated: null,
      region: null,
      conditions: null,
    };
  }
  if (!input.region) throw badRequest(PET_REPORT_MESSAGES.petReportRegionRequired);
  return {
    ...common,
    eventAt: null,
    windowAt: postCreatedAt,
    lat: null,
    lng: null,
    publishedLat: null,
    publishedLng: null,
    areaText: null,
    contact: 'comments',
    phone: null,
    vaccinated: input.vaccinated ?? null,
    region: input.region,
    conditions: input.conditions ?? null,
  };
}

/** Whether writing `next` changes the stored report (its revision rises then). */
export function changesReport(stored: StoredReport, next: ReportValues): boolean {
  return (Object.keys(next) as Array<keyof ReportValues>).some((key) => {
    const before = stored[key];
    const after = next[key];
    if (before instanceof Date && after instanceof Date)
      return before.getTime() !== after.getTime();
    return JSON.stringify(before) !== JSON.stringify(after);
  });
}
