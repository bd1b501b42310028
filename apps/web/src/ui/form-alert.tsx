import styles from './form-alert.module.css';

/** An error sentence announced by screen readers, shown inside the page instead of window.alert. */
export function FormAlert({ message }: { message: string }) {
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
