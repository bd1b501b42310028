import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import buttonStyles from '@/ui/button.module.css';
import { Card } from '@/ui/card.tsx';
import { DocumentTitle } from '@/ui/document-title.tsx';
import styles from './legal-document.module.css';

type LegalDocumentProps = {
  title: string;
  /** The date the text took effect, as readers expect to see it on such a page. */
  effectiveDate?: string;
  lead: string;
  children: ReactNode;
  /** Whether to end with the way to ask a question (the contact page itself does not). */
  showContactLink?: boolean;
};

/** The frame of the footer's pages: title, lead, numbered sections and the way to ask. */
export function LegalDocument({
  title,
  effectiveDate,
  lead,
  children,
  showContactLink = true,
}: LegalDocumentProps) {
  return (
    <Card className={styles.document}>
      <DocumentTitle title={`${title} | 댕냥`} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {effectiveDate !== undefined && <p className={styles.date}>시행일 {effectiveDate}</p>}
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={styles.body}>{children}</div>
      {showContactLink && (
        <Link
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.contact}`}
          to={paths.contact.getHref()}
        >
          궁금한 점은 고객문의로
        </Link>
      )}
    </Card>
  );
}

/** One numbered part of a document. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 className={styles.sectionTitle} id={titleId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
