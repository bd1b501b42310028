import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { EmptyPetIllustration } from './illustrations/empty-pet-illustration.tsx';

type EmptyStateProps = {
  message: string;
  /** A picture above the message; a sleeping pet unless the page has a better one. */
  illustration?: ReactNode;
  /** An optional next step, e.g. a link to write the first post. */
  children?: ReactNode;
};

export function EmptyState({
  message,
  illustration = <EmptyPetIllustration />,
  children,
}: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.illustration}>{illustration}</div>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
