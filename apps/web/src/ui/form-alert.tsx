import styles from './form-alert.module.css';

/** An error sentence announced by screen readers, shown inside the page instead of window.alert. */
export function FormAlert({ message, id }: { message: string; id?: string }) {
  return (
    <p id={id} className={styles.alert} role="alert">
      {message}
    </p>
  );
}
