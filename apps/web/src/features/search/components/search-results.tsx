import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { useCommunitySearch } from '../api/search-communities.ts';
import { useFoodSearch } from '../api/search-foods.ts';
import { parseSearchState, type SearchState, searchStateParams } from '../search-state.ts';
import { CommunityResults } from './community-results.tsx';
import { FoodResults } from './food-results.tsx';
import styles from './search-results.module.css';

function withTotal(label: string, total: number | undefined) {
  return total === undefined ? label : `${label}(${total})`;
}

/**
 * Both searches run at once so each tab shows its total; the tab not shown asks for its first
 * page, which is the page it opens on.
 */
export function SearchResults({ searchText }: { searchText: string }) {
  const panelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSearchState(searchParams);
  const communities = useCommunitySearch({
    searchText,
    categoryId: state.categoryId,
    page: state.tab === 'community' ? state.page : 1,
  });
  const foods = useFoodSearch({ searchText, page: state.tab === 'food' ? state.page : 1 });

  const show = (next: Partial<SearchState>) => {
    setSearchParams(searchStateParams({ ...state, page: 1, ...next }));
  };
  const showPage = (page: number) => {
    show({ page });
    window.scrollTo({ top: 0 });
  };

  const tabs = [
    { value: 'community', label: withTotal('커뮤니티', communities.data?.totalElements) },
    { value: 'food', label: withTotal('먹거리', foods.data?.totalElements) },
  ] as const;

  return (
    <div className={styles.results}>
      <DocumentTitle title={`'${searchText}' 검색 결과 | 댕냥`} />
      <h1 className={styles.title}>
        <span className={styles.word}>‘{searchText}’</span> 검색 결과
      </h1>
      <Tabs
        label="검색 결과 종류"
        tabs={tabs}
        value={state.tab}
        onChange={(tab) => show({ tab })}
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-label={tabs.find((tab) => tab.value === state.tab)?.label}
      >
        {state.tab === 'community' ? (
          <CommunityResults
            searchText={searchText}
            categoryId={state.categoryId}
            page={state.page}
            result={communities}
            onCategoryChange={(categoryId) => show({ categoryId })}
            onPageChange={showPage}
          />
        ) : (
          <FoodResults
            searchText={searchText}
            page={state.page}
            result={foods}
            onPageChange={showPage}
          />
        )}
      </div>
    </div>
  );
}
