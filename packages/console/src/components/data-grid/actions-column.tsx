import type { ColDef, ICellRendererParams } from 'ag-grid-community';

export const ACTIONS_COL = '__actions';

/**
 * The last column of a grid with row actions (kept there): a "⋯" button per row that opens the row's menu (Enter on
 * the cell does the same; the button itself is out of the tab order, as every cell is).
 */
export function actionsColumn<T>(
  label: (row: T) => string,
  open: (row: T, opener: HTMLElement) => void,
): ColDef<T> {
  return {
    colId: ACTIONS_COL,
    headerName: 'Actions',
    width: 90,
    sortable: false,
    // The row's menu stays the last column: columns move among themselves, never past it.
    lockPosition: 'right',
    cellRenderer: (p: ICellRendererParams<T>) =>
      p.data && !p.node.rowPinned ? (
        <button
          type="button"
          className="row-menu-button"
          tabIndex={-1}
          aria-label={`Actions for ${label(p.data)}`}
          onClick={(event) => {
            if (p.data) open(p.data, event.currentTarget);
          }}
        >
          ⋯
        </button>
      ) : null,
  };
}
