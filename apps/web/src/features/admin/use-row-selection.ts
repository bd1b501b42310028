import { useState } from 'react';

export type RowSelection = {
  selectedIds: readonly number[];
  isSelected: (id: number) => boolean;
  toggle: (id: number) => void;
  /** Every selectable row is selected (and there is at least one). */
  allSelected: boolean;
  /** Some, but not all, selectable rows are selected. */
  partlySelected: boolean;
  toggleAll: () => void;
};

const NONE: ReadonlySet<number> = new Set();

/**
 * Checkbox selection over the rows on screen. It belongs to those rows: when they change (another
 * page, filter or search, or a refetch after a delete) the selection starts empty again, so a
 * bulk delete never reaches rows the administrator no longer sees.
 */
export function useRowSelection(
  rowIds: readonly number[],
  selectableIds: readonly number[] = rowIds,
): RowSelection {
  const rowsKey = rowIds.join(',');
  const [state, setState] = useState({ rowsKey, ids: NONE });
  const ids = state.rowsKey === rowsKey ? state.ids : NONE;

  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => ids.has(id));
  const toggle = (id: number) => {
    const next = new Set(ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setState({ rowsKey, ids: next });
  };

  return {
    selectedIds: selectableIds.filter((id) => ids.has(id)),
    isSelected: (id) => ids.has(id),
    toggle,
    allSelected,
    partlySelected: !allSelected && ids.size > 0,
    toggleAll: () => setState({ rowsKey, ids: allSelected ? NONE : new Set(selectableIds) }),
  };
}
