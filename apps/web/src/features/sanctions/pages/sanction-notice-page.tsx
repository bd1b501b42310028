import { MESSAGES } from '@daengnyang/contract/messages';
import {
  APPEAL_MAX_LENGTH,
  SANCTION_TYPE_LABELS,
  type Sanction,
} from '@daengnyang/contract/sanctions';
import { Link } from 'react-router';
import { useAppealSanction } from '@/api/safety/appeal-sanction.ts';
import { useMySanctions } from '@/api/safety/get-my-sanctions.ts';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/lib/format.ts';
import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import { useTokenState } from '@/lib/token-store.ts';
import buttonStyles from '@/ui/button.module.css';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { LoadFailure } from '@/ui/load-failure.tsx';
import { TextRequestForm } from '@/ui/safety/text-request-form.tsx';
import { SignInRedirect } from '@/ui/sign-in-redirect.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useToast } from '@/ui/use-toast.ts';
import styles from './sanction-notice-page.module.css';

const APPEAL_STATUS_LABELS = {
  open: '이의 신청을 검토하고 있어요.',
  upheld: '이의 신청을 검토했지만 제재가 유지되었어요.',
  lifted: '이의 신청이 받아들여져 제재가 해제되었어요.',
} as const;

/** `until` as the server's sentence shows it: the day, or null for a permanent sanction. */
export function sanctionEnd(sanction: Pick<Sanction, 'until'>): string | null {
  return sanction.until === null ? null : formatDate(sanction.until);
}

type SanctionNoticePageProps = { onLogout: () => void };

/**
 * The sanction notice: what was decided, why, until when, and the one appeal the member may
 * send. A suspended member is sent here from every page; a write-banned one comes from the
 * banner.
 */
export function SanctionNoticePage({ onLogout }: SanctionNoticePageProps) {
  const sanctions = useMySanctions();
  if (useTokenState() === 'none') return <SignInRedirect />;
  if (sanctions.isPending) {
    return (
      <Card>
        <DocumentTitle title="이용 제한 안내 | 댕냥" />
        <Skeleton count={4} />
      </Card>
    );
  }
  if (sanctions.isError) {
    if (sanctions.error.status === 401) return <SignInRedirect />;
    return (
      <Card>
        <DocumentTitle title="이용 제한 안내 | 댕냥" />
        <h1 className="visually-hidden">이용 제한 안내</h1>
        <LoadFailure message={sanctions.error.message} onRetry={() => void sanctions.refetch()} />
      </Card>
    );
  }
  const { active } = sanctions.data;
  return (
    <Card className={styles.page}>
      <DocumentTitle title="이용 제한 안내 | 댕냥" />
      <h1 className={styles.title}>이용 제한 안내</h1>
      {active === null ? (
        <EmptyState message="지금 받고 있는 이용 제한이 없어요.">
          <Link
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            to={paths.home.getHref()}
          >
            홈으로
          </Link>
        </EmptyState>
      ) : (
        <ActiveSanction sanction={active} />
      )}
      <Button className={styles.logout} variant="secondary" onClick={onLogout}>
        로그아웃
      </Button>
    </Card>
  );
}

function ActiveSanction({ sanction }: { sanction: Sanction }) {
  const appeal = useAppealSanction();
  const toast = useToast();
  const end = sanctionEnd(sanction);
  return (
    <>
      <p className={styles.headline} role="status">
        {MESSAGES.sanctioned(end)}
      </p>
      <dl className={styles.facts}>
        <dt>제한 종류</dt>
        <dd>{SANCTION_TYPE_LABELS[sanction.type]}</dd>
        <dt>사유</dt>
        <dd className={styles.reason}>{sanction.reason}</dd>
        <dt>기간</dt>
        <dd>{end === null ? '영구' : `${end}까지`}</dd>
      </dl>
      <section className={styles.appeal} aria-label="이의 신청">
        <h2 className={styles.subtitle}>이의 신청</h2>
        {sanction.appeal === null ? (
          <TextRequestForm
            label="이의 신청 내용"
            submitLabel="이의 신청하기"
            max={APPEAL_MAX_LENGTH}
            requiredMessage={MESSAGES.appealRequired}
            tooLongMessage={MESSAGES.appealTooLong}
            pending={appeal.isPending}
            onSubmit={(text) =>
              appeal.mutateAsync(
                { sanctionId: sanction.sanctionId, text },
                { onSuccess: () => toast.success(SAFETY_MESSAGES.appealSent) },
              )
            }
          />
        ) : (
          <p>{APPEAL_STATUS_LABELS[sanction.appeal.status]}</p>
        )}
      </section>
    </>
  );
}
