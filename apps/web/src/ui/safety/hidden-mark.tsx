import { SAFETY_MESSAGES } from '@/lib/messages.ts';
import styles from './hidden-mark.module.css';

/**
 * What the author of a withheld item sees on it: that it is under review and nobody else sees
 * it; under 임시조치, until when.
 */
export function HiddenMark({ until }: { until?: string | null }) {
  return (
    <p className={styles.mark} role="note">
      {until
        ? SAFETY_MESSAGES.temporaryMeasureMark(until.slice(0, 10))
        : SAFETY_MESSAGES.ownHiddenMark}
    </p>
  );
}
