import type { Notice } from '@daengnyang/contract/notice';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { useSeoulToday } from '@/lib/use-seoul-today.ts';
import { ImageStrip } from '@/ui/image-strip.tsx';
import { LikeToggle } from '@/ui/like-toggle.tsx';
import { ShareButtons } from '@/ui/share/share-buttons.tsx';
import type { NoticeParams } from '../api/get-notice.ts';
import { useLikeNotice } from '../api/like-notice.ts';
import { useUnlikeNotice } from '../api/unlike-notice.ts';
import { EventPeriodLine } from './event-period.tsx';
import { EyeIcon } from './eye-icon.tsx';
import styles from './notice-article.module.css';

type NoticeArticleProps = { notice: Notice; params: NoticeParams };

/**
 * The notice itself: its board, title, an event's state and period, author, date, views, text,
 * pictures and heart.
 */
export function NoticeArticle({ notice, params }: NoticeArticleProps) {
  const like = useLikeNotice();
  const unlike = useUnlikeNotice();
  const today = useSeoulToday();
  return (
    <article className={styles.article}>
      <Link className={styles.category} to={paths.notice.getHref(notice.noticeCategoryId)}>
        {notice.noticeCategoryName}
      </Link>
      <h1 className={styles.title}>{notice.title}</h1>
      {notice.eventPeriod !== null && (
        <EventPeriodLine className={styles.period} period={notice.eventPeriod} today={today} />
      )}
      <p className={styles.meta}>
        <strong className={styles.author}>{notice.user.name}</strong>
        <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
        <span className={styles.views}>
          <EyeIcon size={14} />
          조회 {notice.views}
        </span>
      </p>
      <div className={styles.content}>{notice.content}</div>
      <ImageStrip images={notice.noticeImgs} title={notice.title} />
      <div className={styles.share}>
        <ShareButtons
          title={notice.title}
          path={paths.noticeDetail.getHref(notice.noticeCategoryId, notice.noticeId)}
        />
      </div>
      <div className={styles.like}>
        <LikeToggle
          liked={notice.isLike === 1}
          count={notice.likeCount}
          params={params}
          like={like}
          unlike={unlike}
        />
      </div>
    </article>
  );
}
