import styles from './skeleton.module.css';

type SkeletonProps = {
  /** Text lines for a paragraph or a list, cards for a grid. */
  variant?: 'lines' | 'cards';
  count?: number;
  /** Grid columns, for cards. */
  columns?: number;
};

/** Grey shapes where content is about to appear, announced once as "불러오는 중". */
export function Skeleton({ variant = 'lines', count = 3, columns = 4 }: SkeletonProps) {
  const items = Array.from({ length: count }, (_, index) => index);
  return (
    <div
      className={variant === 'cards' ? styles.cards : styles.lines}
      style={variant === 'cards' ? { gridTemplateColumns: `repeat(${columns}, 1fr)` } : undefined}
      role="status"
      aria-label="불러오는 중"
      aria-busy="true"
    >
      {items.map((index) =>
        variant === 'cards' ? (
          <div key={index} className={styles.card}>
            <div className={`${styles.block} ${styles.image}`} />
            <div className={`${styles.block} ${styles.line}`} />
            <div className={`${styles.block} ${styles.line} ${styles.short}`} />
          </div>
        ) : (
          <div
            key={index}
            className={`${styles.block} ${styles.line} ${index === count - 1 ? styles.short : ''}`}
          />
        ),
      )}
    </div>
  );
}
