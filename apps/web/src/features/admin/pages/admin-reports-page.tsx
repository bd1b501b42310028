import { MESSAGES } from '@daengnyang/contract/messages';
import { REPORT_REASON_LABELS, type ReportCase } from '@daengnyang/contract/moderation';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatTime } from '@/lib/format.ts';
import { CONTENT_KIND_LABELS } from '@/lib/messages.ts';
import { parsePage } from '@/lib/url-numbers.ts';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';
import { useDecideCases } from '../api/decide-cases.ts';
import { type CaseSort, type CaseStatus, useAdminReports } from '../api/get-admin-reports.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { CaseReviewDialog } from '../components/case-review-dialog.tsx';
import styles from '../components/moderation.module.css';
import { DECISION_LABELS, TARGET_STATE_LABELS } from '../moderation-labels.ts';

const STATUS_TABS = [
  { value: 'open', label: '처리 대기' },
  { value: 'closed', label: '처리 완료' },
] as const;

const BULK_ACTIONS = ['dismiss', 'hide', 'delete'] as const;
type BulkAction = (typeof BULK_ACTIONS)[number];

/** What a case is about, in one line: the title as reported, else the start of its text. */
const caseHeadline = (reportCase: ReportCase) =>
  reportCase.snapshot.title ?? reportCase.snapshot.content.slice(0, 60);

/** The reasons of a case's reports, each once, in the order first reported. */
const reasonsOf = (reportCase: ReportCase) =>
  [...new Set(reportCase.reports.map((report) => REPORT_REASON_LABELS[report.reason]))].join(', ');

/**
 * /admin/reports: the review queue. Open or closed cases by weight or newest (urgent ones —
 * categories 6 and 7 — marked and listed first by the server), each opened for review and a
 * decision, or several decided at once.
 */
export function AdminReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status: CaseStatus = searchParams.get('status') === 'closed' ? 'closed' : 'open';
  const sort: CaseSort = searchParams.get('sort') === 'newest' ? 'newest' : 'weight';
  const page = parsePage(searchParams.get('page'));
  const list = useAdminReports({ status, sort, page });
  const bulk = useDecideCases();
  const toast = useToast();
  const [reviewing, setReviewing] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkAction, setBulkAction] = useState<BulkAction>('dismiss');

  const cases = list.data?.content ?? [];
  const reviewed = cases.find((item) => item.caseId === reviewing);
  const show = (next: { status?: CaseStatus; sort?: CaseSort; page?: number }) => {
    setSelected(new Set());
    setSearchParams({
      status: next.status ?? status,
      sort: next.sort ?? sort,
      page: String(next.page ?? 1),
    });
  };
  const toggle = (caseId: number) =>
    setSelected((before) => {
      const after = new Set(before);
      if (!after.delete(caseId)) after.add(caseId);
      return after;
    });

  const decideSelected = () => {
    const chosen = cases.filter((item) => selected.has(item.caseId));
    bulk.mutate(
      {
        cases: chosen.map(({ caseId, version }) => ({ caseId, version })),
        action: bulkAction,
        note: '',
      },
      {
        onSuccess: (results) => {
          setSelected(new Set());
          const refused = results.filter((result) => !result.decided);
          if (refused.length === 0) toast.success(MESSAGES.decisionDone);
          else toast.error(refused[0]?.message ?? MESSAGES.caseStale);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <>
      <AdminPageHeader
        title="신고 관리"
        description="회원들이 신고한 글과 댓글을 검토합니다. 긴급(실종·목격, 임보·입양) 건이 먼저 보입니다."
      />
      <Card>
        <div className={styles.toolbar}>
          <Tabs
            label="처리 상태"
            tabs={STATUS_TABS}
            value={status}
            onChange={(next) => show({ status: next })}
          />
          <label className={styles.choice}>
            정렬
            <select
              className={styles.select}
              value={sort}
              onChange={(event) =>
                show({ sort: event.target.value === 'newest' ? 'newest' : 'weight' })
              }
            >
              <option value="weight">가중치순</option>
              <option value="newest">최신순</option>
            </select>
          </label>
          {status === 'open' && (
            <div className={styles.bulk}>
              <label className={styles.choice}>
                선택한 {selected.size}건을
                <select
                  className={styles.select}
                  value={bulkAction}
                  onChange={(event) => setBulkAction(event.target.value as BulkAction)}
                >
                  {BULK_ACTIONS.map((action) => (
                    <option key={action} value={action}>
                      {DECISION_LABELS[action]}
                    </option>
                  ))}
                </select>
              </label>
              <Button
                size="small"
                disabled={selected.size === 0}
                loading={bulk.isPending}
                onClick={decideSelected}
              >
                일괄 처리
              </Button>
            </div>
          )}
        </div>
        {list.isPending ? (
          <Skeleton count={6} />
        ) : list.isError ? (
          <LoadFailure message={list.error.message} onRetry={() => void list.refetch()} />
        ) : cases.length === 0 ? (
          <EmptyState message={ADMIN_MESSAGES.noRows} />
        ) : (
          <ul className={styles.cases} aria-label="신고 건 목록" aria-busy={list.isPlaceholderData}>
            {cases.map((item) => (
              <li
                key={item.caseId}
                className={item.urgent ? `${styles.case} ${styles.urgent}` : styles.case}
              >
                {status === 'open' && (
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      aria-label={`신고 건 #${item.caseId} 선택`}
                      checked={selected.has(item.caseId)}
                      onChange={() => toggle(item.caseId)}
                    />
                  </label>
                )}
                <div className={styles.caseBody}>
                  <p className={styles.caseTitle}>
                    {item.urgent && <span className={styles.badge}>긴급</span>} [
                    {CONTENT_KIND_LABELS[item.targetType]}] {caseHeadline(item)}
                  </p>
                  <p className={styles.meta}>
                    <span>신고 {item.reports.length}건</span>
                    <span>가중치 {item.weight}</span>
                    <span>{reasonsOf(item)}</span>
                    <span>작성자 {item.author.name}</span>
                    <span>{TARGET_STATE_LABELS[item.item.state]}</span>
                    <span>
                      {formatDate(item.updatedAt)} {formatTime(item.updatedAt)}
                    </span>
                  </p>
                </div>
                <Button variant="secondary" size="small" onClick={() => setReviewing(item.caseId)}>
                  검토 (#{item.caseId})
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {list.data !== undefined && (
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onChange={(next) => show({ page: next })}
        />
      )}
      {reviewed !== undefined && (
        <CaseReviewDialog
          key={`${reviewed.caseId}-${reviewed.version}`}
          reportCase={reviewed}
          onClose={() => setReviewing(null)}
        />
      )}
    </>
  );
}
