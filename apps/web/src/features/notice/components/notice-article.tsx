import type { Notice } from '@daengnyang/contract/notice';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import type { NoticeParams } from '../api/get-notice.ts';
import { EyeIcon } from './eye-icon.tsx';
import styles from './notice-article.module.css';
import { NoticeImages } from './notice-images.tsx';
import { NoticeLike } from './notice-like.tsx';

type NoticeArticleProps = { notice: Notice; params: NoticeParams };

/** The notice itself: its board, title, author, date, views, text, pictures and heart. */
export function NoticeArticle({ notice, params }: NoticeArticleProps) {
  return (
    <article className={styles.article}>
      <Link className={styles.category} to={paths.notice.getHref(notice.noticeCategoryId)}>
        {notice.noticeCategoryName}
      </Link>
      <h1 className={styles.title}>{notice.title}</h1>
      <p className={styles.meta}>
        <strong className={styles.author}>{notice.user.name}</strong>
        <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
        <span className={styles.views}>
          <EyeIcon size={14} />
          조회 {notice.views}
        </span>
      </p>
      <div className={styles.content}>{notice.content}</div>
      <NoticeImages images={notice.noticeImgs} />
      <div className={styles.like}>
        <NoticeLike notice={notice} params={params} />
      </div>
    </article>
  );
}
