import type { ReactNode } from 'react';
import { DocumentTitle } from '@/ui/document-title.tsx';
import styles from './admin-page-header.module.css';

type AdminPageHeaderProps = {
  title: string;
  description: string;
  /** E.g. the create button. */
  children?: ReactNode;
};

/** An admin screen's heading, what it is for, and its main action. */
export function AdminPageHeader({ title, description, children }: AdminPageHeaderProps) {
  return (
    <header className={styles.header}>
      <DocumentTitle title={`${title} | 댕냥 관리자`} />
      <div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.description}>{description}</p>
      </div>
      {children}
    </header>
  );
}
