import { useSearchParams } from 'react-router';
import { parsePage } from '@/lib/url-numbers.ts';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useAdminAudit } from '../api/get-admin-audit.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { AuditTable } from '../components/audit-table.tsx';
import styles from './admin-audit-page.module.css';

/** /admin/audit: every administrator change, newest first, read only. */
export function AdminAuditPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const audit = useAdminAudit(page);

  return (
    <>
      <AdminPageHeader
        title="감사 로그"
        description="관리자가 언제 무엇을 바꾸거나 지웠는지 기록합니다. 기록은 고치거나 지울 수 없습니다."
      />
      <Card className={styles.card}>
        {audit.isPending ? (
          <div className={styles.state}>
            <Skeleton count={6} />
          </div>
        ) : audit.isError ? (
          <div role="alert">
            <EmptyState message={audit.error.message}>
              <Button variant="secondary" size="small" onClick={() => void audit.refetch()}>
                다시 시도
              </Button>
            </EmptyState>
          </div>
        ) : audit.data.content.length === 0 ? (
          <EmptyState message={ADMIN_MESSAGES.noAudit} />
        ) : (
          <AuditTable rows={audit.data.content} />
        )}
      </Card>
      {audit.data !== undefined && (
        <Pager
          page={page}
          totalPages={audit.data.totalPages}
          onChange={(next) => setSearchParams({ page: String(next) })}
        />
      )}
    </>
  );
}
