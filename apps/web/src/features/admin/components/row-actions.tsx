import { Button } from '@/ui/button.tsx';
import styles from './row-actions.module.css';

type RowActionsProps = {
  /**
   * What the buttons act on, read after their visible word so the name starts with it
   * (WCAG 2.5.3): '삭제 (제목)'.
   */
  label: string;
  /** The item on the site, opened in a new tab. */
  siteHref?: string;
  onEdit?: () => void;
  /** A member's sanctions (issue 21): 제재 opens them. */
  onSanction?: (() => void) | undefined;
  onDelete: () => void;
  deleteDisabled?: boolean;
};

/** The last cell of an admin row: view on the site, edit, sanction, delete. */
export function RowActions({
  label,
  siteHref,
  onEdit,
  onSanction,
  onDelete,
  deleteDisabled,
}: RowActionsProps) {
  return (
    <div className={styles.actions}>
      {siteHref !== undefined && (
        <a
          className={styles.view}
          href={siteHref}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${label} 사이트에서 보기 (새 탭)`}
          title="사이트에서 보기"
        >
          <ExternalIcon />
        </a>
      )}
      {onEdit !== undefined && (
        <Button variant="secondary" size="small" aria-label={`수정 (${label})`} onClick={onEdit}>
          수정
        </Button>
      )}
      {onSanction !== undefined && (
        <Button
          variant="secondary"
          size="small"
          aria-label={`제재 (${label})`}
          onClick={onSanction}
        >
          제재
        </Button>
      )}
      <Button
        className={styles.delete}
        variant="secondary"
        size="small"
        aria-label={`삭제 (${label})`}
        disabled={deleteDisabled}
        onClick={onDelete}
      >
        삭제
      </Button>
    </div>
  );
}

function ExternalIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M7 1.5h3.5V5M10.5 1.5 5.5 6.5M9 7.5v2.5a.5.5 0 0 1-.5.5h-7a.5.5 0 0 1-.5-.5v-7a.5.5 0 0 1 .5-.5H4" />
    </svg>
  );
}
