import type { Place } from '@daengnyang/contract/map';
import { useId } from 'react';
import { NOTE_MESSAGES } from '@/lib/messages.ts';
import { CloseIcon } from '@/ui/icons/close-icon.tsx';
import styles from './place-info-card.module.css';

type PlaceInfoCardProps = { place: Place; onClose: () => void };

/** The card a marker opens: what a visitor needs before going there. */
export function PlaceInfoCard({ place, onClose }: PlaceInfoCardProps) {
  const headingId = useId();
  const details = [
    { term: '주소', value: place.address },
    { term: '전화', value: place.phoneNumber },
    { term: '운영시간', value: place.operationTime },
    { term: '휴게시간', value: place.breakTime },
  ].filter((detail): detail is { term: string; value: string } => Boolean(detail.value?.trim()));

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 className={styles.name} id={headingId}>
          {place.name}
        </h2>
        <button className={styles.close} type="button" aria-label="닫기" onClick={onClose}>
          <CloseIcon size={18} />
        </button>
      </div>
      {place.content?.trim() && <p className={styles.content}>{place.content}</p>}
      <dl className={styles.details}>
        {details.map(({ term, value }) => (
          <div key={term} className={styles.detail}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>
              {term === '전화' ? (
                <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
      {place.fullTime && <p className={styles.fullTime}>24시간 운영</p>}
      <p className={styles.warning}>{NOTE_MESSAGES.placeVisitWarning}</p>
    </section>
  );
}
