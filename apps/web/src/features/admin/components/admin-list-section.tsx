import type { Paged } from '@daengnyang/contract/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { ApiError } from '@/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useRowSelection } from '../use-row-selection.ts';
import styles from './admin-list-section.module.css';
import type { AdminRow } from './admin-row.ts';
import { AdminSearchForm } from './admin-search-form.tsx';
import { AdminTable, type AdminTableProps } from './admin-table.tsx';

type AdminListSectionProps<Row extends AdminRow> = Omit<
  AdminTableProps<Row>,
  'rows' | 'selection'
> & {
  list: UseQueryResult<Paged<Row>, ApiError>;
  /** The counter word of the total: 명 for people, 개 for things. */
  countUnit: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The category chips, where the list has categories. */
  filter?: ReactNode;
  searchText: string;
  searchPlaceholder: string;
  onSearch: (text: string) => void;
  onDeleteSelected: (ids: readonly number[]) => void;
};

/** An admin list: filter, search, total, bulk delete, the table (or its states) and the pager. */
export function AdminListSection<Row extends AdminRow>({
  list,
  countUnit,
  page,
  onPageChange,
  filter,
  searchText,
  searchPlaceholder,
  onSearch,
  onDeleteSelected,
  ...table
}: AdminListSectionProps<Row>) {
  const rows = list.data?.content ?? [];
  const { rowId, isSelectable = () => true } = table;
  const selection = useRowSelection(rows.map(rowId), rows.filter(isSelectable).map(rowId));
  const totalPages = list.data?.totalPages;
  const selectedCount = selection.selectedIds.length;

  // A page past the end (the last rows of the last page were deleted, or an old address) shows
  // the last page that exists instead of an empty table.
  useEffect(() => {
    if (
      totalPages !== undefined &&
      list.isPlaceholderData === false &&
      page > Math.max(totalPages, 1)
    ) {
      onPageChange(Math.max(totalPages, 1));
    }
  }, [totalPages, page, list.isPlaceholderData, onPageChange]);

  return (
    <>
      <Card className={styles.card}>
        {filter !== undefined && <div className={styles.filter}>{filter}</div>}
        <div className={styles.toolbar}>
          <AdminSearchForm
            key={searchText}
            value={searchText}
            placeholder={searchPlaceholder}
            onSearch={onSearch}
          />
          <div className={styles.bulk}>
            {list.data !== undefined && (
              <p className={styles.total} aria-live="polite">
                총 <strong>{list.data.totalElements.toLocaleString('ko-KR')}</strong>
                {countUnit}
                {selectedCount > 0 && (
                  <span className={styles.selected}> · {selectedCount}개 선택</span>
                )}
              </p>
            )}
            <Button
              variant="secondary"
              size="small"
              className={styles.bulkDelete}
              disabled={selectedCount === 0}
              onClick={() => onDeleteSelected(selection.selectedIds)}
            >
              선택 삭제
            </Button>
          </div>
        </div>
        {list.isPending ? (
          <div className={styles.state}>
            <Skeleton count={6} />
          </div>
        ) : list.isError ? (
          <div role="alert">
            <EmptyState message={list.error.message}>
              <Button variant="secondary" size="small" onClick={() => void list.refetch()}>
                다시 시도
              </Button>
            </EmptyState>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState message={ADMIN_MESSAGES.noRows} />
        ) : (
          <div
            className={list.isPlaceholderData ? styles.loading : undefined}
            aria-busy={list.isPlaceholderData}
          >
            <AdminTable rows={rows} selection={selection} {...table} />
          </div>
        )}
      </Card>
      {totalPages !== undefined && (
        <Pager page={page} totalPages={totalPages} onChange={onPageChange} />
      )}
    </>
  );
}
