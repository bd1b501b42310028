import { formatDate, formatTime } from '@/lib/format.ts';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import styles from './edited-mark.module.css';

/** 수정됨 with when (issue 22), next to an item its author changed; nothing for others. */
export function EditedMark({ editedAt }: { editedAt: string | undefined }) {
  if (editedAt === undefined) return null;
  return (
    <span className={styles.mark}>
      {AUTHOR_MESSAGES.editedMark}{' '}
      <time dateTime={editedAt}>
        {formatDate(editedAt)} {formatTime(editedAt)}
      </time>
    </span>
  );
}
