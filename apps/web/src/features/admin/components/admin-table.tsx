import type { ReactNode } from 'react';
import type { RowSelection } from '../use-row-selection.ts';
import type { AdminRow } from './admin-row.ts';
import styles from './admin-table.module.css';
import { TableCell } from './table-cell.tsx';

export type AdminTableProps<Row extends AdminRow> = {
  /** Names the table for screen readers. */
  caption: string;
  rows: readonly Row[];
  /** The column headings by row key; a key without one shows the key itself. */
  columnLabels: Readonly<Record<string, string>>;
  /** Row keys not shown as columns. */
  hiddenColumns?: readonly string[];
  rowId: (row: Row) => number;
  /** Names the row's checkbox, e.g. the post's title. */
  rowLabel: (row: Row) => string;
  isSelectable?: (row: Row) => boolean;
  selection: RowSelection;
  actions: (row: Row) => ReactNode;
};

/**
 * A table of flat admin rows. The columns are the first row's keys in their order (the contract
 * fixes that order), so the table follows the API's rows without a column list of its own.
 */
export function AdminTable<Row extends AdminRow>({
  caption,
  rows,
  columnLabels,
  hiddenColumns = [],
  rowId,
  rowLabel,
  isSelectable = () => true,
  selection,
  actions,
}: AdminTableProps<Row>) {
  const columns = Object.keys(rows[0] ?? {}).filter((key) => !hiddenColumns.includes(key));

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th className={styles.check} scope="col">
              <input
                type="checkbox"
                aria-label="전체 선택"
                checked={selection.allSelected}
                ref={(input) => {
                  if (input !== null) input.indeterminate = selection.partlySelected;
                }}
                disabled={!rows.some(isSelectable)}
                onChange={selection.toggleAll}
              />
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" data-column={column}>
                {columnLabels[column] ?? column}
              </th>
            ))}
            <th className={styles.actions} scope="col">
              관리
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = rowId(row);
            const selected = selection.isSelected(id);
            return (
              <tr key={id} className={selected ? styles.selected : undefined}>
                <td className={styles.check}>
                  <input
                    type="checkbox"
                    aria-label={`${rowLabel(row)} 선택`}
                    checked={selected}
                    disabled={!isSelectable(row)}
                    onChange={() => selection.toggle(id)}
                  />
                </td>
                {columns.map((column) => (
                  <td key={column} data-column={column}>
                    <TableCell column={column} value={row[column] ?? null} />
                  </td>
                ))}
                <td className={styles.actions}>{actions(row)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
