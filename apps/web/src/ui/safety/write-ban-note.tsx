import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import styles from './write-ban-note.module.css';

/** Why a write control is disabled, under it and named by its `aria-describedby`. */
export function WriteBanNote({ id }: { id: string }) {
  return (
    <p id={id} className={styles.note}>
      {SAFETY_MESSAGES.writeDisabled}
    </p>
  );
}
