import { MESSAGES } from '@daengnyang/contract/messages';
import { SANCTION_TYPE_LABELS } from '@daengnyang/contract/sanctions';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '@/lib/format.ts';
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
import { useDecideAppeal } from '../api/decide-appeal.ts';
import { useAdminAppeals } from '../api/get-admin-appeals.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import styles from '../components/moderation.module.css';
import { APPEAL_DECISION_LABELS } from '../moderation-labels.ts';

const STATUS_TABS = [
  { value: 'open', label: '처리 대기' },
  { value: 'closed', label: '처리 완료' },
] as const;

/** /admin/appeals: members' appeals of their sanctions, kept or lifted with a note. */
export function AdminAppealsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status') === 'closed' ? 'closed' : 'open';
  const page = parsePage(searchParams.get('page'));
  const list = useAdminAppeals({ status, page });
  const decide = useDecideAppeal();
  const toast = useToast();
  const [notes, setNotes] = useState<Readonly<Record<number, string>>>({});

  const rows = list.data?.content ?? [];
  const answer = (appealId: number, action: 'uphold' | 'lift') =>
    decide.mutate(
      { appealId, decision: { action, note: notes[appealId] ?? '' } },
      {
        onSuccess: () => toast.success(MESSAGES.decisionDone),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <>
      <AdminPageHeader
        title="이의 신청"
        description="제재를 받은 회원의 이의 신청을 검토하고, 제재를 유지하거나 해제합니다."
      />
      <Card>
        <div className={styles.toolbar}>
          <Tabs
            label="처리 상태"
            tabs={STATUS_TABS}
            value={status}
            onChange={(next) => setSearchParams({ status: next, page: '1' })}
          />
        </div>
        {list.isPending ? (
          <Skeleton count={4} />
        ) : list.isError ? (
          <LoadFailure message={list.error.message} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState message={ADMIN_MESSAGES.noRows} />
        ) : (
          <ul className={styles.cases} aria-label="이의 신청 목록">
            {rows.map(({ appeal, sanction, member }) => (
              <li key={appeal.appealId} className={styles.case}>
                <div className={styles.caseBody}>
                  <p className={styles.caseTitle}>
                    {member.name} · {SANCTION_TYPE_LABELS[sanction.type]}{' '}
                    {sanction.until === null ? '(영구)' : `(${formatDate(sanction.until)}까지)`}
                  </p>
                  <p className={styles.meta}>제재 사유: {sanction.reason}</p>
                  <p className={styles.evidenceText}>{appeal.text}</p>
                  {appeal.status === 'open' ? (
                    <div className={styles.section}>
                      <label className={styles.section}>
                        메모
                        <textarea
                          className={styles.textarea}
                          rows={2}
                          value={notes[appeal.appealId] ?? ''}
                          onChange={(event) =>
                            setNotes({ ...notes, [appeal.appealId]: event.target.value })
                          }
                        />
                      </label>
                      <div className={styles.actions}>
                        <Button
                          variant="secondary"
                          size="small"
                          onClick={() => answer(appeal.appealId, 'uphold')}
                        >
                          {APPEAL_DECISION_LABELS.uphold} ({member.name})
                        </Button>
                        <Button size="small" onClick={() => answer(appeal.appealId, 'lift')}>
                          {APPEAL_DECISION_LABELS.lift} ({member.name})
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <p className={styles.meta}>
                      {appeal.status === 'lifted' ? '해제함' : '유지함'}
                      {appeal.note ? ` — ${appeal.note}` : ''}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {list.data !== undefined && (
        <Pager
          page={page}
          totalPages={list.data.totalPages}
          onChange={(next) => setSearchParams({ status, page: String(next) })}
        />
      )}
    </>
  );
}
