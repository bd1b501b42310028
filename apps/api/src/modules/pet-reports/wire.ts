import type { PetReport, PetReportListItem } from '@daengnyang/contract/pet-reports';
import { toUserSummary } from '../../db/authors.ts';
import { formatSeoulDateTime } from '../../http/dates.ts';
import type { ImageUrls } from '../../images/urls.ts';
import type { ListedReport, ReportRow, StoredReport } from './repository.ts';

/** Who reads a report: the phone is for signed-in members, the withheld flags for its author. */
export type ReportReader = { signedIn: boolean; author: boolean };

type Listed = Omit<PetReport, 'withheld' | 'phone'>;

/** The public part of a report: the published point, never the exact one or a withheld field. */
function toListedReport(report: ListedReport): Listed {
  return {
    kind: report.kind as PetReport['kind'],
    species: report.species as PetReport['species'],
    breed: report.breed,
    sex: report.sex as PetReport['sex'],
    neutered: report.neutered,
    ageBand: report.ageBand as PetReport['ageBand'],
    size: report.size as PetReport['size'],
    colors: report.colors as PetReport['colors'],
    marks: report.marks,
    eventAt: report.eventAt ? formatSeoulDateTime(report.eventAt) : null,
    lat: report.publishedLat,
    lng: report.publishedLng,
    areaText: report.areaText,
    contact: report.contact as PetReport['contact'],
    reward: report.reward,
    vaccinated: report.vaccinated,
    region: report.region,
    conditions: report.conditions,
    status: report.status as PetReport['status'],
    statusChangedAt: formatSeoulDateTime(report.statusChangedAt),
  };
}

export function toPetReport(report: StoredReport, reader: ReportReader): PetReport {
  return {
    ...toListedReport(report),
    phone: reader.signedIn && report.contact === 'phone' ? report.phone : null,
    ...(reader.author
      ? {
          withheld: {
            registrationNumber: report.registrationNumber !== null,
            secretDetail: report.secretDetail !== null,
          },
        }
      : {}),
  };
}

export function toListItem(row: ReportRow, imageUrls: ImageUrls): PetReportListItem {
  return {
    communityId: row.report.postId,
    communityCategoryId: row.categoryId,
    title: row.title,
    createdAt: formatSeoulDateTime(row.postCreatedAt),
    user: toUserSummary(row, imageUrls),
    image: row.image ? imageUrls.image(row.image) : null,
    report: toListedReport(row.report),
    distanceMetres: row.distanceMetres === null ? null : Math.round(row.distanceMetres),
  };
}

/** `YYYY-MM-DD` of today in the site's time zone. */
export const siteToday = (now: Date = new Date()) => formatSeoulDateTime(now).slice(0, 10);
