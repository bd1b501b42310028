import { MESSAGES } from '@daengnyang/contract/messages';
import { useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths.ts';
import { EMPTY_MESSAGES } from '@/lib/messages.ts';
import { parsePage } from '@/lib/url-numbers.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { useNoticeList } from '../api/get-notice-list.ts';
import { NoticeCards } from '../components/notice-cards.tsx';
import { NoticeRows } from '../components/notice-rows.tsx';
import {
  NOTICE_TABS,
  noticeCategoryLead,
  noticeCategoryName,
  parseNoticeCategory,
  showsAsRows,
} from '../notice-category.ts';
import styles from './notice-list-page.module.css';

export function NoticeListPage() {
  const categoryId = parseNoticeCategory(useParams().category);
  if (categoryId === null) {
    return (
      <Card>
        <DocumentTitle title="공지사항 | 댕냥" />
        <EmptyState message={MESSAGES.noticeCategoryNotFound}>
          <Link
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            to={paths.notice.getHref(1)}
          >
            공지사항 보기
          </Link>
        </EmptyState>
      </Card>
    );
  }
  return <NoticeBoard categoryId={categoryId} />;
}

/**
 * One board of notices. The page lives in the URL (`?page=2`), so the back button returns to
 * it; another tab is another URL and starts on page 1 (spec §2).
 */
function NoticeBoard({ categoryId }: { categoryId: number }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const panelId = useId();
  const list = useNoticeList({ categoryId, page });
  const rows = showsAsRows(categoryId);

  const showPage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <div className={styles.page}>
      <DocumentTitle title={`${noticeCategoryName(categoryId)} | 댕냥`} />
      <div>
        <h1 className={styles.title}>{noticeCategoryName(categoryId)}</h1>
        <p className={styles.lead}>{noticeCategoryLead(categoryId)}</p>
      </div>
      <Card className={styles.board}>
        <Tabs
          label="공지 게시판"
          tabs={NOTICE_TABS}
          value={categoryId}
          onChange={(next) => navigate(paths.notice.getHref(next))}
          panelId={panelId}
        />
        <div id={panelId} role="tabpanel" aria-label={noticeCategoryName(categoryId)}>
          {list.isPending ? (
            <div className={styles.loading}>
              {rows ? <Skeleton count={10} /> : <Skeleton variant="cards" count={6} columns={3} />}
            </div>
          ) : list.isError ? (
            <LoadFailure message={list.error.message} onRetry={() => void list.refetch()} />
          ) : list.data.content.length === 0 ? (
            <EmptyState message={EMPTY_MESSAGES.searchResults} />
          ) : (
            <>
              {rows ? (
                <NoticeRows notices={list.data.content} />
              ) : (
                <NoticeCards notices={list.data.content} />
              )}
              <Pager page={page} totalPages={list.data.totalPages} onChange={showPage} />
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
