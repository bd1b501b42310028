import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements, keepTabInside } from './focusable.ts';
import { CloseIcon } from './icons/close-icon.tsx';
import styles from './modal.module.css';

type ModalProps = {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content, right-aligned. */
  footer?: ReactNode;
  /** `alertdialog` for questions that interrupt (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** Confirmations answer with their buttons; other dialogs get a close (X) button. */
  showCloseButton?: boolean;
};

/**
 * A modal dialog: rendered over the page, focus moved inside (to the element marked
 * `data-autofocus`, else the first control) and kept there, Escape and the backdrop close it,
 * and focus goes back to where it was when it closes. Mount it to open, unmount it to close.
 */
export function Modal({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  size = 'medium',
  showCloseButton = true,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnFocusTo = document.activeElement;
    const dialog = dialogRef.current;
    if (dialog !== null) {
      const initial =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableElements(dialog)[0];
      (initial ?? dialog).focus();
    }
    // The page behind must not scroll under the backdrop.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (returnFocusTo instanceof HTMLElement) returnFocusTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (dialogRef.current !== null) keepTabInside(event, dialogRef.current);
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only relays Escape, Tab and outside clicks; the dialog inside is the control.
    <div
      className={styles.backdrop}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, which both take aria-modal. */}
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          {showCloseButton && (
            <button className={styles.close} type="button" aria-label="닫기" onClick={onClose}>
              <CloseIcon />
            </button>
          )}
        </div>
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
