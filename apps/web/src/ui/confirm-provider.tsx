import { createContext, type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog.tsx';

export type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

type Question = ConfirmOptions & { message: string };

/**
 * Renders the one confirmation dialog of the app and hands out `confirm()` through context.
 * A new question while one is open answers the open one with "no", as a second
 * window.confirm could never appear over the first.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const answer = useCallback((confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback<Confirm>(
    (message, options) => {
      answer(false);
      setQuestion({ ...options, message });
      return new Promise<boolean>((resolve) => {
        resolveRef.current = resolve;
      });
    },
    [answer],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {question !== null && <ConfirmDialog {...question} onAnswer={answer} />}
    </ConfirmContext.Provider>
  );
}
