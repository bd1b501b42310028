import { MESSAGES } from '@daengnyang/contract/messages';
import { SANCTION_TYPE_LABELS, SanctionCreateSchema } from '@daengnyang/contract/sanctions';
import { type FormEvent, useState } from 'react';
import { formatDate } from '@/lib/format.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { useToast } from '@/ui/use-toast.ts';
import { useCreateUserSanction } from '../api/create-user-sanction.ts';
import { useUserSanctions } from '../api/get-user-sanctions.ts';
import { useLiftUserSanctions } from '../api/lift-user-sanctions.ts';
import styles from './moderation.module.css';
import { EMPTY_SANCTION, type SanctionDraft, SanctionFields } from './sanction-fields.tsx';

type UserSanctionsDialogProps = { user: { userId: number; name: string }; onClose: () => void };

/** A member's sanctions (해제 lifts the active ones) and the form that imposes a new one. */
export function UserSanctionsDialog({ user, onClose }: UserSanctionsDialogProps) {
  const sanctions = useUserSanctions(user.userId);
  const create = useCreateUserSanction();
  const lift = useLiftUserSanctions();
  const toast = useToast();
  const [draft, setDraft] = useState<SanctionDraft>(EMPTY_SANCTION);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const hasActive = sanctions.data?.some((sanction) => sanction.active) ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = SanctionCreateSchema.safeParse(draft);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    create.mutate(
      { userId: user.userId, sanction: checked.data },
      {
        onSuccess: () => {
          toast.success(MESSAGES.sanctionImposed);
          setDraft(EMPTY_SANCTION);
          setProblem(null);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Modal title={`${user.name}님 제재`} onClose={onClose} size="large">
      <section className={styles.section} aria-label="제재 내역">
        <h3 className={styles.sectionTitle}>제재 내역</h3>
        {sanctions.isPending ? (
          <Skeleton count={2} />
        ) : sanctions.isError ? (
          <FormAlert message={sanctions.error.message} />
        ) : sanctions.data.length === 0 ? (
          <p>제재 내역이 없습니다.</p>
        ) : (
          <ul className={styles.history}>
            {sanctions.data.map((sanction) => (
              <li key={sanction.sanctionId}>
                {formatDate(sanction.createdAt)} {SANCTION_TYPE_LABELS[sanction.type]}{' '}
                {sanction.until === null ? '(영구)' : `(${formatDate(sanction.until)}까지)`} —{' '}
                {sanction.reason} {sanction.active ? '· 적용 중' : '· 종료'}
              </li>
            ))}
          </ul>
        )}
        {hasActive && (
          <Button
            variant="secondary"
            size="small"
            loading={lift.isPending}
            onClick={() =>
              lift.mutate(user.userId, {
                onSuccess: () => toast.success(MESSAGES.sanctionsLifted),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            제재 해제
          </Button>
        )}
      </section>
      <form className={styles.section} onSubmit={submit} noValidate>
        <h3 className={styles.sectionTitle}>새 제재</h3>
        <SanctionFields value={draft} onChange={setDraft} reasonError={reasonError} />
        {problem !== null && <FormAlert message={problem} />}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button type="submit" loading={create.isPending}>
            제재하기
          </Button>
        </div>
      </form>
    </Modal>
  );
}
