import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import styles from './button.module.css';

type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'medium' | 'small';
  /** Ignores presses and shows a spinner while the action it started is running. */
  loading?: boolean;
};

/**
 * Cancels a press of a busy button. A submit button's default action is the submission, and
 * Enter in a form's field presses its submit button, so the form is not sent twice either.
 */
export function ignorePress(event: MouseEvent) {
  event.preventDefault();
}

export function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const classes = [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    loading && styles.loading,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  // A busy button stays focusable (aria-disabled, not disabled): a disabled element drops the
  // focus to <body>, and a keyboard user who pressed it would start again from the top.
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? ignorePress : onClick}
      {...props}
    >
      <span className={styles.label}>{children}</span>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
}
