import styles from './post-stats.module.css';
import { CommentIcon, EyeIcon, HeartIcon } from './stat-icons.tsx';

type PostStatsProps = { likes: number; comments: number; views: number };

/** Likes, comments and views as icons with numbers, each read out with its name. */
export function PostStats({ likes, comments, views }: PostStatsProps) {
  return (
    <ul className={styles.stats}>
      <li className={styles.stat}>
        <HeartIcon />
        <span className={styles.label}>좋아요</span>
        {likes}
      </li>
      <li className={styles.stat}>
        <CommentIcon />
        <span className={styles.label}>댓글</span>
        {comments}
      </li>
      <li className={styles.stat}>
        <EyeIcon />
        <span className={styles.label}>조회수</span>
        {views}
      </li>
    </ul>
  );
}
