import { MESSAGES } from '@daengnyang/contract/messages';
import { formatDate, formatTime } from '@/lib/format.ts';
import { AUTHOR_MESSAGES } from '@/lib/messages.ts';
import { Button } from './button.tsx';
import styles from './draft-prompt.module.css';

type DraftPromptProps = {
  /** When the draft was saved, as the API writes times. */
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
};

/** Offers a draft kept earlier (issue 22): 복원 fills the form with it, 삭제 throws it away. */
export function DraftPrompt({ savedAt, onRestore, onDiscard }: DraftPromptProps) {
  return (
    <div className={styles.prompt} role="status">
      <p className={styles.text}>
        {AUTHOR_MESSAGES.draftFound(`${formatDate(savedAt)} ${formatTime(savedAt)}`)}
      </p>
      <div className={styles.actions}>
        <Button size="small" onClick={onRestore}>
          복원
        </Button>
        <Button size="small" variant="secondary" onClick={onDiscard}>
          삭제
        </Button>
      </div>
    </div>
  );
}

type DraftConflictProps = { onLoad: () => void; onOverwrite: () => void };

/**
 * The server refused the form's draft (409): another tab or device saved a newer one. The
 * member takes that one (불러오기) or saves what this form holds over it (덮어쓰기).
 */
export function DraftConflict({ onLoad, onOverwrite }: DraftConflictProps) {
  return (
    <div className={`${styles.prompt} ${styles.conflict}`} role="alert">
      <p className={styles.text}>{MESSAGES.draftOpenElsewhere}</p>
      <div className={styles.actions}>
        <Button size="small" onClick={onLoad}>
          불러오기
        </Button>
        <Button size="small" variant="secondary" onClick={onOverwrite}>
          덮어쓰기
        </Button>
      </div>
    </div>
  );
}
