import { PAGE_SIZES } from '@daengnyang/contract/constants';
import styles from './community-list-skeleton.module.css';

const ROWS = Array.from({ length: PAGE_SIZES.communityList }, (_, index) => index);

/** Grey rows in the shape of the posts about to appear. */
export function CommunityListSkeleton() {
  return (
    <ul className={styles.list} role="status" aria-label="불러오는 중" aria-busy="true">
      {ROWS.map((row) => (
        <li key={row} className={styles.row}>
          <div className={styles.text}>
            <div className={`${styles.block} ${styles.title}`} />
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.line} ${styles.short}`} />
          </div>
          <div className={`${styles.block} ${styles.thumbnail}`} />
        </li>
      ))}
    </ul>
  );
}
