import { createContext, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { type ToastKind, ToastMessage } from './toast-message.tsx';
import styles from './toast-provider.module.css';

export type Toast = {
  success: (message: string) => void;
  error: (message: string) => void;
};

export const ToastContext = createContext<Toast | null>(null);

type ShownToast = { id: number; kind: ToastKind; message: string };

/** The in-app replacement for window.alert: messages stacked at the top of the window. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  // The toasts' place is on document.body, which the server render does not have.
  const hydrated = useHydrated();

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const toast = useMemo<Toast>(() => {
    const show = (kind: ToastKind) => (message: string) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, kind, message }]);
    };
    return { success: show('success'), error: show('error') };
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {hydrated &&
        createPortal(
          <div className={styles.viewport}>
            {toasts.map(({ id, kind, message }) => (
              <ToastMessage key={id} id={id} kind={kind} message={message} onDismiss={dismiss} />
            ))}
          </div>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
