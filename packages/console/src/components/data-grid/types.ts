import type { ReactNode } from 'react';

export type ColumnKind = 'text' | 'number' | 'money' | 'datetime' | 'bool';

/** One list column as data; the grid turns it into an AG Grid column. */
export interface GridColumn<T> {
  field: keyof T & string;
  header: string;
  kind?: ColumnKind;
  /** The contract's order_by value when the server can sort by this column. */
  sortKey?: string;
  width?: number;
  flex?: number;
  /** Hidden until the user shows it in the column chooser. */
  hidden?: boolean;
  /** Text for cells whose value needs composing. */
  text?: (row: T) => string;
  /** Colours a cell as good (green) or bad (red), e.g. a check's verdict; the text says it too. */
  tone?: (row: T) => 'good' | 'bad' | undefined;
  /** Cell content that is more than text (a list of badges); the CSV keeps the raw value. */
  render?: (row: T) => ReactNode;
}

/** What code may do with a grid: move focus to a row (the first, or one by id), clear the selection. */
export interface GridHandle {
  focusRow: (id: string) => void;
  focusFirstRow: () => void;
  clearSelection: () => void;
  /**
   * A triage grid: the action on this row is done (the server answered), so focus goes on to the next
   * row at once, without waiting for the list's reload (after the confirmation closes, if one is open).
   * The last row on the page keeps its place: the reloaded row that takes it gets focus then.
   */
  advanceFrom: (id: string) => void;
}

export interface GridPagination {
  perPage: number;
  currentPage: number;
  totalPage: number;
  totalCount: number;
  /** The server stopped counting at totalCount (the contract's total_capped): more rows match. */
  totalCapped?: boolean;
}

export interface GridSort {
  orderBy: string;
  order: 'asc' | 'desc';
}

export interface RowMenuItem {
  /** The palette action it runs (`actionId`): every item of a row menu is also a palette entry. */
  id: string;
  label: string;
  /** It opens a dialog (a form or a confirmation) rather than running at once or opening a screen. */
  opensDialog?: boolean;
  run: () => void;
}

export type GridStatus = 'loading' | 'ok' | 'error';

export interface DataGridProps<T> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[] | undefined;
  columns: readonly GridColumn<T>[];
  rowId: (row: T) => string;
  status: GridStatus;
  error?: string;
  onRetry?: () => void;
  pagination?: GridPagination;
  onPageChange?: (page: number) => void;
  sort?: GridSort;
  /** `undefined` when the user clears the sort (back to the default). */
  onSortChange?: (sort: GridSort | undefined) => void;
  onRowOpen?: (row: T) => void;
  /** The row the keyboard or mouse is on (the grid's focused cell): the screen's focused record. */
  onRowFocus?: (row: T) => void;
  /** The row's menu items (from the action registry). */
  rowMenu?: (row: T) => RowMenuItem[];
  rowLabel?: (row: T) => string;
  exportName: string;
  emptyText?: string;
  /** A totals row pinned under the rows (a report's figures for the whole filtered set). */
  totals?: Partial<T>;
  /** Rows can be selected (checkboxes, Space on the focused row); reports the selected rows. */
  onSelectionChange?: (rows: T[]) => void;
  /** Leave out the grid's own export of the rows shown (a report exports the whole filtered set itself). */
  noPageExport?: boolean;
  /** Dense rows (26 px): a queue read at a glance, many rows on one screen. */
  dense?: boolean;
  /**
   * Keyboard triage: J/K move the focused row, X or Space select it (declared keys, listed by `?`),
   * focus goes on to the next row when an action on the focused row is done (`GridHandle.advanceFrom`),
   * and when the focused row leaves the list (an action moved it) focus goes to the row now in its place.
   */
  triage?: boolean;
  /** The URL parameter that keeps the column layout (order, width, shown), so a saved view keeps it. */
  layoutKey?: string;
  /** A live list: the row left it and stays greyed, saying who moved it and when ('Approved by supervisor 14:02'). */
  rowNote?: (row: T) => string | undefined;
  /** A live list: how many times the row changed in place (it flashes at each change). */
  rowFlash?: (row: T) => number | undefined;
  /** The grid's handle for code that moves focus (null when the grid goes). */
  onHandle?: (handle: GridHandle | null) => void;
}
