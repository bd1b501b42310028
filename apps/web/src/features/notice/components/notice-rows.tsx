import type { Notice } from '@daengnyang/contract/notice';
import { formatDate } from '@/lib/format.ts';
import { NoticeLink } from './notice-link.tsx';
import styles from './notice-rows.module.css';

/** Notices as a table of title, author and date. */
export function NoticeRows({ notices }: { notices: readonly Notice[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.titleColumn}>
            제목
          </th>
          <th scope="col">작성자</th>
          <th scope="col">작성일</th>
        </tr>
      </thead>
      <tbody>
        {notices.map((notice) => (
          <tr key={notice.noticeId} className={styles.row}>
            <td className={styles.titleCell}>
              <NoticeLink
                className={styles.link}
                categoryId={notice.noticeCategoryId}
                noticeId={notice.noticeId}
              >
                {notice.title}
              </NoticeLink>
            </td>
            <td className={styles.muted}>{notice.user.name}</td>
            <td className={styles.muted}>
              <time dateTime={notice.createdAt}>{formatDate(notice.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
