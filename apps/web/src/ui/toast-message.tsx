import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { CloseIcon } from './icons/close-icon.tsx';
import styles from './toast-message.module.css';

/** `offer`: a message with one thing to do about it, such as signing in. */
export type ToastKind = 'success' | 'error' | 'offer';

/**
 * The one way on that an offer gives: a link to `href` (so it can open in a new tab too) that
 * the app follows itself on a plain click. The toasts live outside the router, so the caller
 * passes how to get there.
 */
export type ToastAction = { label: string; href: string; follow: () => void };

/** Errors stay longer: they usually ask the reader to do something; an offer longer still. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = {
  success: 3000,
  error: 5000,
  offer: 8000,
};

const ICONS: Record<ToastKind, string> = { success: '✓', error: '!', offer: 'i' };

type ToastMessageProps = {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction | undefined;
  /** Must keep its identity across renders, or the timer restarts. */
  onDismiss: (id: number) => void;
};

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * One message. Success and offers are a polite `status`, an error an assertive `alert`; each
 * dismisses itself after a while or with its close button. The time stands still while the
 * pointer rests on the message or the keyboard focus is in it, so its link can be reached.
 */
export function ToastMessage({ id, kind, message, action, onDismiss }: ToastMessageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS[kind]);
  const paused = hovered || focused;

  useEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && element.contains(next))) setFocused(false);
    };
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [id, paused, onDismiss]);

  const follow = (event: MouseEvent) => {
    if (action === undefined || opensElsewhere(event)) return;
    event.preventDefault();
    onDismiss(id);
    action.follow();
  };

  return (
    <div
      ref={ref}
      className={`${styles.toast} ${styles[kind]}`}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <span className={styles.icon} aria-hidden="true">
        {ICONS[kind]}
      </span>
      <p className={styles.message}>{message}</p>
      {action !== undefined && (
        <a className={styles.action} href={action.href} onClick={follow}>
          {action.label}
        </a>
      )}
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
