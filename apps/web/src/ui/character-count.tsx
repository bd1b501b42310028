import styles from './character-count.module.css';

type CharacterCountProps = {
  /** For the field's `aria-describedby`. */
  id: string;
  count: number;
  max: number;
};

/**
 * `n/max` beside a text field that takes no `maxLength`: a pasted text is never cut without a
 * word; the count turns red past the limit and the form says why it cannot be sent.
 */
export function CharacterCount({ id, count, max }: CharacterCountProps) {
  return (
    <span id={id} className={count > max ? `${styles.count} ${styles.over}` : styles.count}>
      {count}/{max}
    </span>
  );
}
