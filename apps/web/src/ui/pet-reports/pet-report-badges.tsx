import {
  PET_REPORT_KIND_LABELS,
  PET_REPORT_STATUS_LABELS,
  type PetReportKind,
  type PetReportStatus,
} from '@daengnyang/contract/pet-report-constants';
import styles from './pet-report-badges.module.css';

/** The colour class of each kind: the badge's fill, and the map pin's colour (pin-tones.ts). */
const KIND_TONES: Record<PetReportKind, string | undefined> = {
  lost: styles.lost,
  sighting: styles.sighting,
  sheltering: styles.sheltering,
  fosterRequest: styles.fosterRequest,
  adoption: styles.adoption,
  adoptionReview: styles.adoptionReview,
};

const STATUS_TONES: Record<PetReportStatus, string | undefined> = {
  searching: styles.active,
  sighted: styles.active,
  sheltering: styles.active,
  reunited: styles.reunited,
  closed: styles.closed,
};

/** 실종, 목격, 보호 중, 임보 요청…: a filled badge whose colour says the kind at a glance. */
export function PetReportKindBadge({ kind }: { kind: PetReportKind }) {
  return (
    <span className={`${styles.badge} ${KIND_TONES[kind] ?? ''}`}>
      {PET_REPORT_KIND_LABELS[kind]}
    </span>
  );
}

/** 찾는 중, 목격됨, 보호 중; a resolved report says 가족을 만났어요 or 종료. */
export function PetReportStatusBadge({ status }: { status: PetReportStatus }) {
  return (
    <span className={`${styles.badge} ${styles.status} ${STATUS_TONES[status] ?? ''}`}>
      {PET_REPORT_STATUS_LABELS[status]}
    </span>
  );
}
