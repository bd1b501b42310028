import { createContext, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated.ts';
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

/** More at once is noise; the oldest gives way. */
const MAX_SHOWN = 3;

/**
 * The in-app replacement for window.alert: a few messages, each sentence once, where they cover
 * no navigation (toast-provider.module.css).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  // The toasts' place is on document.body, which the server render does not have.
  const hydrated = useHydrated();

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const toast = useMemo<Toast>(() => {
    const show = (kind: ToastKind, message: string, action?: ToastAction) => {
      const id = nextId.current++;
      const next = { id, kind, message, action };
      setToasts((shown) => {
        // The same sentence again (a second ♥, a double submit) is one message, shown anew
        // in its place: a new id restarts its time and announces it again.
        const same = shown.findIndex((other) => other.kind === kind && other.message === message);
        if (same !== -1) return shown.map((other, index) => (index === same ? next : other));
        return [...shown, next].slice(-MAX_SHOWN);
      });
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
      {hydrated &&
        createPortal(
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
