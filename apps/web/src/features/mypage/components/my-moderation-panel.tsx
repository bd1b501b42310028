import { useId } from 'react';
import { Link } from 'react-router';
import { useMyModeration } from '@/api/safety/get-my-moderation.ts';
import { formatDate } from '@/lib/format.ts';
import { CONTENT_KIND_LABELS } from '@/lib/messages.ts';
import { Card } from '@/ui/card.tsx';
import { OwnModerationNotice } from '@/ui/safety/own-moderation-notice.tsx';
import styles from './my-safety-panels.module.css';

/**
 * 검토 중인 내 글: my items withheld now, with what happened and, under 임시조치, the one
 * objection. Shown only while there is one, so most members never see it.
 */
export function MyModerationPanel() {
  const titleId = useId();
  const items = useMyModeration().data ?? [];
  if (items.length === 0) return null;
  return (
    <Card className={styles.panel} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId}>
        검토 중인 내 글 <span className={styles.total}>{items.length}</span>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.caseId} className={styles.item}>
            <p className={styles.where}>
              {CONTENT_KIND_LABELS[item.targetType]} · {formatDate(item.since)}부터
            </p>
            {item.link === null ? (
              <p className={styles.excerpt}>{item.excerpt}</p>
            ) : (
              <Link className={styles.excerpt} to={item.link}>
                {item.excerpt}
              </Link>
            )}
            <OwnModerationNotice targetType={item.targetType} targetId={item.targetId} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
