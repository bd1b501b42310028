import type { PrincipalUser } from '@daengnyang/contract/account';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CONFIRM_MESSAGES, ERROR_MESSAGES } from '@/lib/messages.ts';
import { Button } from '@/ui/button.tsx';
import { Modal } from '@/ui/modal.tsx';
import { useConfirm } from '@/ui/use-confirm.ts';
import { useToast } from '@/ui/use-toast.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { WITHDRAW_MESSAGES } from '../mypage-messages.ts';
import styles from './withdraw-dialog.module.css';

type WithdrawDialogProps = { user: PrincipalUser; onClose: () => void };

/**
 * Spec §5: the user types their own e-mail; a mismatch says so and closes the dialog, a match
 * asks once more and withdraws. Without an e-mail the nickname stands in (see mypage-messages).
 * Posts and comments stay, shown as 탈퇴한 사용자, unless the member chooses to delete them too.
 */
export function WithdrawDialog({ user, onClose }: WithdrawDialogProps) {
  const inputId = useId();
  const formId = useId();
  const contentNoteId = useId();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [deleteContent, setDeleteContent] = useState(false);
  const byEmail = user.email !== null;
  const withdraw = useWithdraw({
    mutationConfig: {
      onSuccess: (message) => {
        navigate(paths.home.getHref(), { replace: true });
        toast.success(message);
      },
      onError: (error) => toast.error(error.message),
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== (user.email ?? user.name).trim()) {
      toast.error(
        byEmail ? ERROR_MESSAGES.withdrawEmailMismatch : WITHDRAW_MESSAGES.nicknameMismatch,
      );
      onClose();
      return;
    }
    if (await confirm(CONFIRM_MESSAGES.withdraw)) withdraw.mutate({ deleteContent });
  };

  return (
    <Modal
      title="회원 탈퇴"
      onClose={onClose}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button
            className={styles.danger}
            type="submit"
            form={formId}
            loading={withdraw.isPending}
          >
            탈퇴하기
          </Button>
        </div>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.warning}>{WITHDRAW_MESSAGES.consequences}</p>
        <div className={styles.content}>
          <p className={styles.contentNote} id={contentNoteId} aria-live="polite">
            {deleteContent ? WITHDRAW_MESSAGES.contentDeleted : WITHDRAW_MESSAGES.contentKept}
          </p>
          <label className={styles.choice}>
            <input
              className={styles.checkbox}
              type="checkbox"
              checked={deleteContent}
              aria-describedby={contentNoteId}
              onChange={(event) => setDeleteContent(event.target.checked)}
            />
            {WITHDRAW_MESSAGES.deleteContent}
          </label>
        </div>
        <label className={styles.label} htmlFor={inputId}>
          {byEmail ? WITHDRAW_MESSAGES.askEmail : WITHDRAW_MESSAGES.askNickname}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type={byEmail ? 'email' : 'text'}
          value={typed}
          placeholder={byEmail ? '이메일' : '닉네임'}
          autoComplete="off"
          data-autofocus
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
    </Modal>
  );
}
