/** Moving keyboard focus in a grid: its first row on arrival, J/K in a plain grid, after a dialog. */
import type { GridApi } from 'ag-grid-community';
import type { KeyboardEvent } from 'react';

/** Runs now, or when the confirmation still open closes (it hands focus back to its opener first). */
export function whenDialogCloses(run: () => void) {
  const dialog = document.querySelector('dialog[open]');
  if (dialog) dialog.addEventListener('close', run, { once: true });
  else run();
}

/**
 * Focus on the first row's first cell (the header when the list is empty), where the arrows and J/K work.
 * The grid is as tall as its rows (autoHeight): the browser scrolls the focused cell into view.
 */
export function focusFirstRow<T>(grid: GridApi<T>): void {
  // A grid being torn down with its screen has no columns left to focus.
  if (grid.isDestroyed()) return;
  // The first column of the record, not the selection checkbox AG Grid puts before it.
  const columns = grid.getAllDisplayedColumns() ?? [];
  const column = columns.find((c) => !c.getColId().startsWith('ag-Grid')) ?? columns[0];
  if (!column) return;
  if (grid.getDisplayedRowCount() === 0) {
    grid.setFocusedHeader(column);
    return;
  }
  grid.setFocusedCell(0, column);
}

/**
 * J and K move a row down and up, as the arrows do (the triage queue's keys, on every list). Read from the
 * DOM key event: AG Grid hands its own key events over a task later, after the next key may have run.
 */
export function moveByLetter<T>(grid: GridApi<T> | null, event: KeyboardEvent<HTMLElement>): void {
  const step = event.key === 'j' ? 1 : event.key === 'k' ? -1 : 0;
  if (!grid || step === 0 || event.ctrlKey || event.metaKey || event.altKey) return;
  const cell = grid.getFocusedCell();
  if (!cell || cell.rowPinned || !(event.target instanceof Element) || !event.target.closest('.ag-cell'))
    return;
  event.preventDefault();
  const target = cell.rowIndex + step;
  if (target >= 0 && target < grid.getDisplayedRowCount()) grid.setFocusedCell(target, cell.column);
}
