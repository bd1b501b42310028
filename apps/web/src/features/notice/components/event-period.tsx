import type { EventPeriod } from '@daengnyang/contract/notice';
import { EVENT_STATUS_LABELS, eventStatus, formatEventPeriod } from '../event-status.ts';
import styles from './event-period.module.css';

type EventPeriodLineProps = {
  period: EventPeriod;
  /** The Seoul day the page was drawn on, read once per render by the page. */
  today: string;
  className?: string;
};

/** An event's state (예정, 진행중, 마감) as a badge, and its first and last day. */
export function EventPeriodLine({ period, today, className }: EventPeriodLineProps) {
  const status = eventStatus(period, today);
  const [first, last] = formatEventPeriod(period, today);
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line}>
      <span className={`${styles.badge} ${styles[status]}`}>{EVENT_STATUS_LABELS[status]}</span>
      <span className={styles.period}>
        <span className={styles.hidden}>기간</span>
        <time dateTime={period.startsOn}>{first}</time>
        {' – '}
        <time dateTime={period.endsOn}>{last}</time>
      </span>
    </p>
  );
}
