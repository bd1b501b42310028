import type { CommunityPost } from '@daengnyang/contract/community';
import { COMMUNITY_CATEGORIES } from '@daengnyang/contract/constants';
import type { Paged } from '@daengnyang/contract/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/ui/button.tsx';
import { ChipGroup } from '@/ui/chip-group.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Pager } from '@/ui/pager.tsx';
import { BlockedItem } from '@/ui/safety/blocked-item.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { CommunityResultItem } from './community-result-item.tsx';
import styles from './community-results.module.css';
import { SearchEmpty } from './search-empty.tsx';

const CATEGORY_OPTIONS = COMMUNITY_CATEGORIES.map(({ id, name }) => ({ value: id, label: name }));

type CommunityResultsProps = {
  searchText: string;
  categoryId: number;
  page: number;
  result: UseQueryResult<Paged<CommunityPost>>;
  onCategoryChange: (categoryId: number) => void;
  onPageChange: (page: number) => void;
};

/** The community tab: category chips, the posts found (5 a page) and the pager. */
export function CommunityResults({
  searchText,
  categoryId,
  page,
  result,
  onCategoryChange,
  onPageChange,
}: CommunityResultsProps) {
  const { data, error } = result;
  return (
    <div className={styles.results}>
      <ChipGroup
        label="카테고리"
        options={CATEGORY_OPTIONS}
        value={categoryId}
        onChange={onCategoryChange}
      />
      {error !== null ? (
        <EmptyState message={error.message}>
          <Button variant="secondary" onClick={() => void result.refetch()}>
            다시 시도
          </Button>
        </EmptyState>
      ) : data === undefined ? (
        <Skeleton count={5} />
      ) : data.content.length === 0 ? (
        <SearchEmpty />
      ) : (
        <>
          <ul className={styles.list} aria-busy={result.isPlaceholderData || undefined}>
            {data.content.map((post) => (
              <li key={post.communityId}>
                <BlockedItem blocked={post.blockedAuthor === true} kind="post">
                  <CommunityResultItem post={post} searchText={searchText} />
                </BlockedItem>
              </li>
            ))}
          </ul>
          <Pager page={page} totalPages={data.totalPages} onChange={onPageChange} />
        </>
      )}
    </div>
  );
}
