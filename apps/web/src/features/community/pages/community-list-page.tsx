import type { CommunitySort } from '@daengnyang/contract/constants';
import { MESSAGES } from '@daengnyang/contract/messages';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useWriteBan } from '@/api/safety/use-write-ban.ts';
import { useCurrentUser } from '@/api/use-current-user.ts';
import { paths } from '@/config/paths.ts';
import { EMPTY_MESSAGES, SAFETY_MESSAGES } from '@/lib/messages.ts';
import { parsePage } from '@/lib/url-numbers.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useCommunityList } from '../api/get-community-list.ts';
import {
  COMMUNITY_TABS,
  communityListSearch,
  isAllCategory,
  parseCommunityCategory,
  parseCommunitySort,
} from '../community-category.ts';
import { CommunityListSkeleton } from '../components/community-list-skeleton.tsx';
import { CommunityPostItem } from '../components/community-post-item.tsx';
import { CommunitySortButtons } from '../components/community-sort-buttons.tsx';
import { PetReportBoard } from '../components/pet-report-board.tsx';
import { PencilIcon } from '../components/stat-icons.tsx';
import { highlightedPostId, NEW_POST_HIGHLIGHT_MS } from '../new-post-highlight.ts';
import { petReportCategoryOf } from '../pet-report-filter.ts';
import styles from './community-list-page.module.css';

export function CommunityListPage() {
  const categoryId = parseCommunityCategory(useParams().category);
  return (
    <>
      <DocumentTitle title="커뮤니티 | 댕냥" />
      {categoryId === null ? (
        <Card>
          <EmptyState message={MESSAGES.communityCategoryNotFound}>
            <Link
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              to={paths.community.getHref(1)}
            >
              커뮤니티 전체 보기
            </Link>
          </EmptyState>
        </Card>
      ) : (
        <CommunityBoard categoryId={categoryId} />
      )}
    </>
  );
}

/**
 * The board of one category. Sort and page live in the URL (`?sort=popular&page=2`), so the
 * back button returns to the page the reader came from.
 */
function CommunityBoard({ categoryId }: { categoryId: number }) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseCommunitySort(searchParams.get('sort'));
  const page = parsePage(searchParams.get('page'));
  const { user } = useCurrentUser();
  const banned = useWriteBan() !== null;
  const toast = useToast();
  const panelId = useId();
  const newPostId = useNewPostHighlight();

  const showCategory = (next: number) => {
    // A new tab starts on its first page, in the same order.
    navigate({ pathname: paths.community.getHref(next), search: communityListSearch(sort, 1) });
  };
  const showSort = (next: CommunitySort) => setSearchParams(communityListSearch(next, 1));
  const showPage = (next: number) => {
    setSearchParams(communityListSearch(sort, next));
    window.scrollTo({ top: 0 });
  };
  const reportCategory = petReportCategoryOf(categoryId);
  const posts = (
    <CommunityPosts
      categoryId={categoryId}
      sort={sort}
      page={page}
      newPostId={newPostId}
      onSort={showSort}
      onPage={showPage}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>커뮤니티</h1>
          <p className={styles.lead}>반려인들과 일상, 고민, 정보를 나눠보세요.</p>
        </div>
        {user !== null && !banned && (
          <Link
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            to={paths.communityRegister.getHref()}
          >
            <PencilIcon />
            글쓰기
          </Link>
        )}
        {user !== null && banned && (
          // A link cannot be disabled: under a write ban it is a button that says why.
          <button
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            type="button"
            aria-disabled="true"
            title={SAFETY_MESSAGES.writeDisabled}
            onClick={() => toast.error(SAFETY_MESSAGES.writeDisabled)}
          >
            <PencilIcon />
            글쓰기
          </button>
        )}
      </div>
      <Card className={styles.board}>
        <Tabs
          label="커뮤니티 카테고리"
          tabs={COMMUNITY_TABS}
          value={categoryId}
          onChange={showCategory}
          panelId={panelId}
        />
        <div id={panelId} role="tabpanel" aria-label="게시글 목록">
          {reportCategory === null ? (
            posts
          ) : (
            <PetReportBoard category={reportCategory} posts={posts} />
          )}
        </div>
      </Card>
    </div>
  );
}

type CommunityPostsProps = {
  categoryId: number;
  sort: CommunitySort;
  page: number;
  newPostId: number | null;
  onSort: (sort: CommunitySort) => void;
  onPage: (page: number) => void;
};

/** The board's posts, newest or most liked first, a page at a time. */
function CommunityPosts({
  categoryId,
  sort,
  page,
  newPostId,
  onSort,
  onPage,
}: CommunityPostsProps) {
  const list = useCommunityList({ categoryId, sort, page });
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.total}>
          {list.data !== undefined && (
            <>
              총 <strong>{list.data.totalElements}</strong>개의 글
            </>
          )}
        </p>
        <CommunitySortButtons value={sort} onChange={onSort} />
      </div>
      {list.isPending ? (
        <CommunityListSkeleton />
      ) : list.isError ? (
        <LoadFailure message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.content.length === 0 ? (
        <EmptyState message={EMPTY_MESSAGES.searchResults} />
      ) : (
        <>
          <ul className={styles.posts}>
            {list.data.content.map((post) => (
              <CommunityPostItem
                key={post.communityId}
                post={post}
                showCategory={isAllCategory(categoryId)}
                highlighted={post.communityId === newPostId}
              />
            ))}
          </ul>
          <Pager page={page} totalPages={list.data.totalPages} onChange={onPage} />
        </>
      )}
    </>
  );
}

/**
 * The post the reader has just written, for a few seconds after the write page sent them
 * here; then the mark goes, and so does the state, so going back to the list marks nothing.
 */
function useNewPostHighlight(): number | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [postId, setPostId] = useState(() => highlightedPostId(location.state));

  useEffect(() => {
    if (postId === null) return;
    const timer = setTimeout(() => {
      setPostId(null);
      navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }, NEW_POST_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [postId, navigate, location.pathname, location.search]);

  return postId;
}
