import type { AuditRow } from '@daengnyang/contract/admin-audit';
import { formatDate, formatTime } from '@/lib/format.ts';
import { actionName, detailText, targetName } from '../audit-labels.ts';
import tableStyles from './admin-table.module.css';
import styles from './audit-table.module.css';
import { Nickname } from './table-cell.tsx';

/** Ids shown before the rest are counted, so a bulk delete of hundreds stays one line. */
const SHOWN_IDS = 8;

function idsText(ids: readonly number[]): string {
  const shown = ids.slice(0, SHOWN_IDS).join(', ');
  return ids.length > SHOWN_IDS ? `${shown} 외 ${ids.length - SHOWN_IDS}개` : shown;
}

/** The audit log, read only: when, who, what, to which ids. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  return (
    <div className={tableStyles.scroller}>
      <table className={tableStyles.table}>
        <caption className={tableStyles.caption}>관리 작업 기록</caption>
        <thead>
          <tr>
            <th scope="col">일시</th>
            <th scope="col">관리자</th>
            <th scope="col">작업</th>
            <th scope="col">대상</th>
            <th scope="col">대상 번호</th>
            <th scope="col">내용</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.auditId}>
              <td className={styles.when}>
                <time dateTime={row.createdAt}>
                  {formatDate(row.createdAt)} {formatTime(row.createdAt)}
                </time>
              </td>
              <td>
                <Nickname name={row.adminName} />
              </td>
              <td>
                <span className={`${styles.action} ${styles[actionTone(row.action)]}`}>
                  {actionName(row.action)}
                </span>
              </td>
              <td className={styles.nowrap}>{targetName(row.targetType)}</td>
              <td className={styles.ids}>{idsText(row.targetIds)}</td>
              <td>{detailText(row.detail) || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Deletes read red, creates green, edits neutral: the kind of change at a glance. */
function actionTone(action: string): 'remove' | 'add' | 'edit' {
  if (action.endsWith('.delete')) return 'remove';
  if (action.endsWith('.create')) return 'add';
  return 'edit';
}
