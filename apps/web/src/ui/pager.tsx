import { pageWindow } from './page-window.ts';
import styles from './pager.module.css';

type PagerProps = {
  /** The current page, counted from 1 as the API does. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** How many page numbers are shown at once. */
  windowSize?: number;
  /** Names the navigation; a page with several pagers tells them apart ('내 게시글 페이지 이동'). */
  label?: string;
};

/** Previous, a window of page numbers and next. Nothing is shown when there is one page. */
export function Pager({
  page,
  totalPages,
  onChange,
  windowSize = 5,
  label = '페이지 이동',
}: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        className={styles.step}
        type="button"
        aria-label="이전 페이지"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <Chevron direction="left" />
      </button>
      <ol className={styles.pages}>
        {pageWindow(page, totalPages, windowSize).map((number) => (
          <li key={number}>
            <button
              className={styles.page}
              type="button"
              // The name starts with the visible number as a word of its own (WCAG 2.5.3).
              aria-label={`${number} 페이지`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => {
                if (number !== page) onChange(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button
        className={styles.step}
        type="button"
        aria-label="다음 페이지"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <Chevron direction="right" />
      </button>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} />
    </svg>
  );
}
