import { MESSAGES } from '@daengnyang/contract/messages';
import { Link } from 'react-router';
import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import styles from './sanction-banner.module.css';

/**
 * Under the header while the member is write-banned: the server's sentence with the end date,
 * the reason, and the way to appeal. Nothing for visitors (the server renders as one), so the
 * first render matches the server's HTML.
 */
export function SanctionBanner() {
  const ban = useWriteBan();
  if (ban === null || ban.type !== 'writeBan') return null;
  return (
    <section className={styles.banner} aria-label="활동 제한 안내">
      <div className={styles.inner}>
        <p className={styles.headline}>
          {MESSAGES.sanctioned(ban.until === null ? null : formatDate(ban.until))}
        </p>
        <p className={styles.reason}>{SAFETY_MESSAGES.writeBanReason(ban.reason)}</p>
        <Link className={styles.link} to={paths.sanction.getHref()}>
          {ban.appeal === null ? '이의 신청' : '이의 신청 결과 보기'}
        </Link>
      </div>
    </section>
  );
}
