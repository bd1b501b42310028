import { createContext, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type ToastAction, type ToastKind, ToastMessage } from './toast-message.tsx';
import styles from './toast-provider.module.css';

export type Toast = {
  success: (message: string) => void;
  error: (message: string) => void;
  /** A message with one thing to do about it: `toast.offer(MESSAGES.loginRequired, signIn)`. */
  offer: (message: string, action: ToastAction) => void;
};

export const ToastContext = createContext<Toast | null>(null);

type ShownToast = {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction | undefined;
};

/** The in-app replacement for window.alert: messages stacked at the top of the window. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const toast = useMemo<Toast>(() => {
    const show = (kind: ToastKind, message: string, action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, kind, message, action }]);
    };
    return {
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      offer: (message, action) => show('offer', message, action),
    };
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {createPortal(
        <div className={styles.viewport}>
          {toasts.map(({ id, kind, message, action }) => (
            <ToastMessage
              key={id}
              id={id}
              kind={kind}
              message={message}
              action={action}
              onDismiss={dismiss}
            />
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}
