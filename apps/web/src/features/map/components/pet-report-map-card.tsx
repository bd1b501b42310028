import { PET_REPORT_KIND_LABELS } from '@daengnyang/contract/pet-report-constants';
import type { PetReportListItem } from '@daengnyang/contract/pet-reports';
import { useId } from 'react';
import buttonStyles from '@/ui/button.module.css';
import { CommunityPostLink } from '@/ui/community-post-link.tsx';
import { CloseIcon } from '@/ui/icons/close-icon.tsx';
import { PetReportKindBadge, PetReportStatusBadge } from '@/ui/pet-reports/pet-report-badges.tsx';
import { reportDate, speciesText } from '@/ui/pet-reports/pet-report-summary.tsx';
import styles from './pet-report-map-card.module.css';
import cardStyles from './place-info-card.module.css';

type PetReportMapCardProps = { item: PetReportListItem; onClose: () => void };

/** The card a report's marker opens: its photo, kind, species, area and date, and its post. */
export function PetReportMapCard({ item, onClose }: PetReportMapCardProps) {
  const headingId = useId();
  const { report, image } = item;
  return (
    <section className={cardStyles.card} aria-labelledby={headingId}>
      <div className={cardStyles.header}>
        <h2 className={cardStyles.name} id={headingId}>
          {item.title}
        </h2>
        <button className={cardStyles.close} type="button" aria-label="닫기" onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      {image !== null && (
        <img
          className={styles.photo}
          src={image.imgUrl}
          alt={image.description ?? `${PET_REPORT_KIND_LABELS[report.kind]} ${item.title} 사진`}
          width={320}
          height={200}
          decoding="async"
        />
      )}
      <p className={styles.badges}>
        <PetReportKindBadge kind={report.kind} />
        <PetReportStatusBadge status={report.status} />
      </p>
      <dl className={cardStyles.details}>
        <div className={cardStyles.detail}>
          <dt className={cardStyles.term}>동물</dt>
          <dd className={cardStyles.value}>{speciesText(report)}</dd>
        </div>
        {report.areaText !== null && (
          <div className={cardStyles.detail}>
            <dt className={cardStyles.term}>장소</dt>
            <dd className={cardStyles.value}>{report.areaText} 부근</dd>
          </div>
        )}
        <div className={cardStyles.detail}>
          <dt className={cardStyles.term}>날짜</dt>
          <dd className={cardStyles.value}>{reportDate(item)}</dd>
        </div>
      </dl>
      <CommunityPostLink
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        categoryId={item.communityCategoryId}
        communityId={item.communityId}
      >
        게시글 보기
      </CommunityPostLink>
    </section>
  );
}
