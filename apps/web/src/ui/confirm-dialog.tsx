import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal.tsx';

export type ConfirmOptions = {
  confirmLabel?: string;
  cancelLabel?: string;
};

type ConfirmDialogProps = ConfirmOptions & {
  message: string;
  onAnswer: (confirmed: boolean) => void;
};

/** The in-app replacement for window.confirm: a question, 확인 and 취소. */
export function ConfirmDialog({
  message,
  onAnswer,
  confirmLabel = '확인',
  cancelLabel = '취소',
}: ConfirmDialogProps) {
  return (
    <Modal
      title={message}
      role="alertdialog"
      size="small"
      showCloseButton={false}
      onClose={() => onAnswer(false)}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel}
          </Button>
          <Button data-autofocus onClick={() => onAnswer(true)}>
            {confirmLabel}
          </Button>
        </div>
      }
    />
  );
}
