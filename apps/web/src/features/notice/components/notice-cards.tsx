import type { Notice } from '@daengnyang/contract/notice';
import { formatDate } from '@/lib/format.ts';
import { useSeoulToday } from '@/lib/use-seoul-today.ts';
import cardStyles from '@/ui/card.module.css';
import { eventStatus } from '../event-status.ts';
import { EventPeriodLine } from './event-period.tsx';
import { EyeIcon } from './eye-icon.tsx';
import { NoticeArt } from './notice-art.tsx';
import styles from './notice-cards.module.css';
import { NoticeLink } from './notice-link.tsx';

/**
 * Magazine articles and events as picture cards with title, date and views; a notice without
 * a picture gets one of a few drawn scenes, so neighbouring cards differ. An event with a
 * period says whether it is upcoming, running or over; one that is over looks muted.
 */
export function NoticeCards({ notices }: { notices: readonly Notice[] }) {
  const today = useSeoulToday();
  return (
    <ul className={styles.grid}>
      {notices.map((notice) => {
        const thumbnail = notice.noticeImgs[0]?.thumbImgUrl;
        const period = notice.eventPeriod;
        const ended = period !== null && eventStatus(period, today) === 'ended';
        return (
          <li key={notice.noticeId}>
            <NoticeLink
              className={`${cardStyles.linkCard} ${styles.card}${ended ? ` ${styles.ended}` : ''}`}
              categoryId={notice.noticeCategoryId}
              noticeId={notice.noticeId}
            >
              <div className={thumbnail === undefined ? styles.art : styles.picture}>
                {thumbnail === undefined ? (
                  <NoticeArt className={styles.image} noticeId={notice.noticeId} />
                ) : (
                  <img
                    className={styles.image}
                    src={thumbnail}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </div>
              <div className={styles.body}>
                {period !== null && <EventPeriodLine period={period} today={today} />}
                <h2 className={`${cardStyles.title} ${styles.title}`}>{notice.title}</h2>
                <p className={styles.meta}>
                  <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
                  <span className={styles.views}>
                    <EyeIcon size={14} />
                    <span className={styles.hidden}>조회수</span>
                    {notice.views}
                  </span>
                </p>
              </div>
            </NoticeLink>
          </li>
        );
      })}
    </ul>
  );
}
