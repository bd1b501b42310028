import { SPECIES_LABELS } from '@daengnyang/contract/pet-report-constants';
import type { PetReportListItem } from '@daengnyang/contract/pet-reports';
import { formatDate } from '@/lib/format.ts';
import { formatDistance } from '@/lib/format-distance.ts';
import { PetReportKindBadge, PetReportStatusBadge } from './pet-report-badges.tsx';
import styles from './pet-report-summary.module.css';

type PetReportSummaryProps = {
  item: PetReportListItem;
  /**
   * `row`: a row of a list of links, titled by a heading, with the photo. `compact`: inside a
   * button of the narrow list beside the map, title as text and no photo (the card shows it).
   */
  variant: 'row' | 'compact';
};

/** `강아지 · 말티즈`, or the species alone when no breed was written. */
export function speciesText({ species, breed }: PetReportListItem['report']): string {
  return breed === null ? SPECIES_LABELS[species] : `${SPECIES_LABELS[species]} · ${breed}`;
}

/** When it happened (lost, seen), else when it was posted: the date shown on every row. */
export function reportDate(item: PetReportListItem): string {
  return formatDate(item.report.eventAt ?? item.createdAt);
}

/**
 * A pet report at a glance: kind and status badges, the title, species and breed, where (area
 * text), when, how far, and the first photo. The caller wraps it in its link or button.
 */
export function PetReportSummary({ item, variant }: PetReportSummaryProps) {
  const { report, image, distanceMetres } = item;
  const Title = variant === 'row' ? 'h2' : 'span';
  const place = report.areaText ?? report.region;
  return (
    <span className={styles.summary}>
      <span className={styles.body}>
        <span className={styles.badges}>
          <PetReportKindBadge kind={report.kind} />
          <PetReportStatusBadge status={report.status} />
        </span>
        <Title className={styles.title}>{item.title}</Title>
        <span className={styles.facts}>{speciesText(report)}</span>
        <span className={styles.meta}>
          {place !== null && <span>{place}</span>}
          <span>{reportDate(item)}</span>
          {distanceMetres !== null && <span>{formatDistance(distanceMetres)}</span>}
        </span>
      </span>
      {variant === 'row' && image !== null && (
        <img
          className={styles.photo}
          src={image.thumbImgUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      )}
    </span>
  );
}
