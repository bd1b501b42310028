import { useEffect } from 'react';
import { CloseIcon } from './icons/close-icon.tsx';
import styles from './toast-message.module.css';

export type ToastKind = 'success' | 'error';

/** Errors stay longer: they usually ask the reader to do something. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { success: 3000, error: 5000 };

type ToastMessageProps = {
  id: number;
  kind: ToastKind;
  message: string;
  /** Must keep its identity across renders, or the timer restarts. */
  onDismiss: (id: number) => void;
};

/**
 * One message. Success is a polite `status`, an error an assertive `alert`; both dismiss
 * themselves after a while or with their close button.
 */
export function ToastMessage({ id, kind, message, onDismiss }: ToastMessageProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), TOAST_DURATION_MS[kind]);
    return () => clearTimeout(timer);
  }, [id, kind, onDismiss]);

  return (
    <div className={`${styles.toast} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon} aria-hidden="true">
        {kind === 'error' ? '!' : '✓'}
      </span>
      <p className={styles.message}>{message}</p>
      <button
        className={styles.close}
        type="button"
        aria-label="알림 닫기"
        onClick={() => onDismiss(id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
