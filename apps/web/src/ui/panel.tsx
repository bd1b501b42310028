import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import styles from './panel.module.css';

type PagedItems = { content: readonly unknown[]; totalElements: number; totalPages: number };

type PanelProps<Data extends PagedItems> = {
  title: string;
  query: UseQueryResult<Data>;
  page: number;
  onPageChange: (page: number) => void;
  emptyMessage: string;
  /** The list, once there is something in it. */
  children: (data: Data) => ReactNode;
  className?: string;
  /** Controls for the whole list, at the end of the title's row (모두 읽음). */
  actions?: ReactNode;
};

/**
 * A titled card of a paged list (my page's panels, the notifications) with its loading, error
 * and empty states.
 */
export function Panel<Data extends PagedItems>({
  title,
  query,
  page,
  onPageChange,
  emptyMessage,
  children,
  className,
  actions,
}: PanelProps<Data>) {
  const titleId = useId();
  const { data, error } = query;
  return (
    <Card
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={titleId}
    >
      <div className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          {title}
          {data !== undefined && <span className={styles.total}>{data.totalElements}</span>}
        </h2>
        {actions}
      </div>
      {error !== null ? (
        <EmptyState message={error.message}>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            다시 시도
          </Button>
        </EmptyState>
      ) : data === undefined ? (
        <Skeleton count={4} />
      ) : data.content.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <div className={styles.body} aria-busy={query.isPlaceholderData || undefined}>
          {children(data)}
        </div>
      )}
      {data !== undefined && (
        <Pager
          page={page}
          totalPages={data.totalPages}
          onChange={onPageChange}
          label={`${title} 페이지 이동`}
        />
      )}
    </Card>
  );
}
