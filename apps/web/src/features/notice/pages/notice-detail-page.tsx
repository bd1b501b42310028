import { MESSAGES } from '@daengnyang/contract/messages';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { parseId } from '@/lib/url-numbers.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { type NoticeParams, useNotice } from '../api/get-notice.ts';
import { NoticeArticle } from '../components/notice-article.tsx';
import { NoticeCommentSection } from '../components/notice-comment-section.tsx';
import { isEventCategory, noticeCategoryName, parseNoticeCategory } from '../notice-category.ts';
import styles from './notice-detail-page.module.css';

export function NoticeDetailPage() {
  const { category, noticeId } = useParams();
  const categoryId = parseNoticeCategory(category);
  const id = parseId(noticeId);
  if (categoryId === null || id === null) {
    return <NoticeNotFound message={MESSAGES.noticeNotFound} listCategoryId={1} />;
  }
  return <NoticeView params={{ categoryId, noticeId: id }} />;
}

function NoticeView({ params }: { params: NoticeParams }) {
  const notice = useNotice(params);
  const listHref = paths.notice.getHref(params.categoryId);

  if (notice.isPending) {
    return (
      <Card className={styles.narrow}>
        <DocumentTitle title={`${noticeCategoryName(params.categoryId)} | 댕냥`} />
        <Skeleton count={6} />
      </Card>
    );
  }
  if (notice.isError) {
    return notice.error.status === 404 ? (
      <NoticeNotFound message={notice.error.message} listCategoryId={params.categoryId} />
    ) : (
      <Card className={styles.narrow}>
        <DocumentTitle title={`${noticeCategoryName(params.categoryId)} | 댕냥`} />
        {/* The page keeps its h1 when the notice cannot be shown; the message says why. */}
        <h1 className="visually-hidden">{noticeCategoryName(params.categoryId)}</h1>
        <LoadFailure message={notice.error.message} onRetry={() => void notice.refetch()} />
      </Card>
    );
  }
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <DocumentTitle title={`${notice.data.title} | ${notice.data.noticeCategoryName} | 댕냥`} />
      <Card className={styles.section}>
        <NoticeArticle notice={notice.data} params={params} />
      </Card>
      {isEventCategory(notice.data.noticeCategoryId) && (
        <Card className={styles.section}>
          <NoticeCommentSection notice={notice.data} params={params} />
        </Card>
      )}
      <Link
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.back}`}
        to={listHref}
      >
        목록으로
      </Link>
    </div>
  );
}

function NoticeNotFound({ message, listCategoryId }: { message: string; listCategoryId: number }) {
  return (
    <Card className={styles.narrow}>
      <DocumentTitle title="공지사항 | 댕냥" />
      <h1 className="visually-hidden">공지사항</h1>
      <EmptyState message={message}>
        <Link
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          to={paths.notice.getHref(listCategoryId)}
        >
          목록으로
        </Link>
      </EmptyState>
    </Card>
  );
}
