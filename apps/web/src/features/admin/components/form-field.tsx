import { type ReactNode, useId } from 'react';
import styles from './form-field.module.css';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** The field's own message (spec §5: each missing field its own). */
  error?: string | undefined;
  hint?: string;
  className?: string;
  /** Renders the control with the id and descriptions that tie it to the label and message. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled control of an admin dialog with its hint and its error underneath. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint !== undefined && hintId, error !== undefined && errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': describedBy })}
      {hint !== undefined && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
