import { useSignals } from '@preact/signals-react/runtime';
import type {
  CellFocusedEvent,
  CellKeyDownEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { offerArrivalFocus } from '../../state/arrival';
import { themeSignal } from '../../state/theme';
import { useRegisterActions } from '../actions/use-row-actions';
import { returnFocusInstead } from '../focus-return';
import { useMountTurn } from '../mount-turn';
import { ACTIONS_COL, actionsColumn } from './actions-column';
import { ColumnChooser } from './column-chooser';
import { columnDefs } from './column-defs';
import { useColumnLayout } from './column-layout';
import { GridError } from './grid-error';
import { focusFirstRow, moveByLetter, whenDialogCloses } from './grid-focus';
import { TRIAGE_ACTIONS, type TriageTarget, triageFocus } from './grid-keys';
import { useKeptPlace, useLiveGrid } from './grid-live';
import { darkGridTheme, lightGridTheme } from './grid-setup';
import { Pager } from './pager';
import { useRecordHome } from './record-home';
import { RowMenu, type RowMenuState } from './row-menu';
import type { DataGridProps, GridHandle } from './types';

const NO_KEYS: readonly never[] = [];
/** AG Grid leaves Space to us in a triage grid: X or Space select, once. */
const leaveSpace = { suppressKeyboardEvent: (p: { event: { key: string } }) => p.event.key === ' ' };

export default function DataGridImpl<T>(props: DataGridProps<T>) {
  useSignals();
  const { rowMenu, rowLabel, sort, onSortChange, onRowOpen } = props;
  const layout = useColumnLayout(props.columns, props.layoutKey);
  const { columns, hidden } = layout;
  const api = useRef<GridApi<T> | null>(null);
  const [menu, setMenu] = useState<RowMenuState<T> | null>(null);
  /** The grid has drawn the rows of its first answer (or knows it has none): focus may land on it. */
  const [drawn, setDrawn] = useState(false);
  const [ready, setReady] = useState(false);
  const settled = ready && props.status === 'ok' && props.rows?.length === 0;
  useEffect(() => {
    const grid = api.current;
    const element = section.current;
    if (!(drawn || settled) || !grid || !element) return;
    // Its first row; on a kept screen shown again, the row the user was on.
    const focus = () => {
      const cell = lastCell();
      if (cell) focusAt(cell.index, cell.col);
      else focusFirstRow(grid);
    };
    return offerArrivalFocus({ kind: 'grid', element, focus });
  }, [drawn, settled]);
  const { granted: mounted } = useMountTurn();
  const section = useRef<HTMLElement>(null);
  /** The focused row (id, place) and column: where focus goes back when that row leaves the list. */
  const lastFocus = useRef<{ id: string; index: number; col: string } | null>(null);
  const focusRound = useRef(0);
  const rowData = useMemo(() => (props.rows ? [...props.rows] : []), [props.rows]);
  const triage = props.triage === true;
  // One set of triage keys for every triage grid on the screen; a plain grid registers none (and clears none).
  useRegisterActions(triage ? 'grid.triage' : 'grid.plain', triage ? TRIAGE_ACTIONS : NO_KEYS);

  function focusAt(index: number, col?: string) {
    const grid = api.current;
    const count = grid?.getDisplayedRowCount() ?? 0;
    if (!grid || count === 0) return;
    const at = Math.max(0, Math.min(index, count - 1));
    const column =
      col ??
      grid
        .getAllDisplayedColumns()
        .find((c) => !c.getColId().startsWith('ag-Grid'))
        ?.getColId();
    if (!column) return;
    // Every row is drawn (autoHeight): the browser scrolls the cell into view as it takes focus.
    grid.setFocusedCell(at, column);
    // The row by its id (a row element leaving the list may still carry the index a moment longer).
    const node = grid.getDisplayedRowAtIndex(at);
    const cell = () =>
      section.current?.querySelector<HTMLElement>(`[row-id="${node?.id}"] [col-id="${column}"]`);
    cell()?.focus();
    if (node?.data && !node.rowPinned) props.onRowFocus?.(node.data);
    // If the grid's redraw dropped focus (the cell it was on went), the latest row asked for takes it back.
    const mine = ++focusRound.current;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (mine === focusRound.current && (!active || active === document.body)) cell()?.focus();
    });
  }
  /** The focused cell's row and column, as the DOM has them (a cell focused by a click or by code). */
  function focusedCell() {
    const active = document.activeElement;
    const id = section.current?.contains(active) ? active?.closest('[row-id]')?.getAttribute('row-id') : null;
    const index = id ? api.current?.getRowNode(id)?.rowIndex : null;
    if (index == null) return null;
    return { index, col: active?.closest('[col-id]')?.getAttribute('col-id') ?? undefined };
  }
  function lastCell() {
    const last = lastFocus.current;
    const index = last ? (api.current?.getRowNode(last.id)?.rowIndex ?? last.index) : null;
    return index == null || !last ? null : { index, col: last.col };
  }
  const target: TriageTarget = {
    move: (step) => {
      // From the focused row, else (focus elsewhere on the screen) from the row focused last.
      const cell = focusedCell() ?? lastCell();
      focusAt((cell?.index ?? -step) + step, cell?.col);
    },
    toggle: () => {
      const index = focusedCell()?.index;
      const node = index == null ? undefined : api.current?.getDisplayedRowAtIndex(index);
      if (node && !node.rowPinned) node.setSelected(!node.isSelected());
    },
  };
  const handle: GridHandle = {
    focusRow: (id) => {
      const index = api.current?.getRowNode(id)?.rowIndex;
      if (index != null) focusAt(index);
    },
    focusFirstRow: () => focusAt(0),
    clearSelection: () => api.current?.deselectAll(),
    advanceFrom: (id) => {
      const grid = api.current;
      const at = grid?.getRowNode(id)?.rowIndex;
      if (!triage || at == null) return;
      const next = grid?.getDisplayedRowAtIndex(at + 1);
      if (!next?.id || next.rowPinned) return;
      const nextId = next.id;
      const col = lastFocus.current?.col;
      // A confirmation still open hands focus straight to the next row as it closes.
      if (document.querySelector('dialog[open]'))
        returnFocusInstead(() =>
          section.current?.querySelector<HTMLElement>(`[row-id="${nextId}"] [col-id="${col}"]`),
        );
      else focusAt(at + 1, col);
    },
  };
  // Read through a ref: a screen passes a new function each render, and the handle is given once (on
  // grid ready) and taken back once (on unmount), not on every render.
  const onHandle = useRef(props.onHandle);
  onHandle.current = props.onHandle;
  useEffect(() => () => onHandle.current?.(null), []);

  /**
   * New rows came: the focused row left the list (approved, deleted, declined), so focus goes to the row
   * now in its place; or it moved (a row above it left), so focus follows it there (the grid itself keeps
   * focus on a place, which another row now holds).
   */
  function rowsUpdated() {
    const last = beforeRows.current;
    if (!last) return;
    // Run now or as a confirmation closes: focus may have moved on meanwhile (to the next row, or out
    // of the grid), and stays wherever it is on a row still in the list.
    const refocus = () => {
      const grid = api.current;
      const active = document.activeElement;
      const inGrid = active != null && section.current?.contains(active) === true;
      if (!grid || (active && active !== document.body && !inGrid)) return;
      const rowId = inGrid ? active.closest('[row-id]')?.getAttribute('row-id') : null;
      if (inGrid && !rowId) return;
      const node = rowId ? grid.getRowNode(rowId) : undefined;
      if (active && node) {
        // Focus is on a row still in the list: it stays, and the grid's own focused place follows it.
        const col = active.closest('[col-id]')?.getAttribute('col-id');
        if (node.rowIndex != null && col && grid.getFocusedCell()?.rowIndex !== node.rowIndex)
          grid.setFocusedCell(node.rowIndex, col);
        return;
      }
      focusAt(grid.getRowNode(last.id)?.rowIndex ?? last.index, last.col);
    };
    whenDialogCloses(refocus);
    place.restore();
  }
  // The focused record before new rows reach the grid (AG Grid gets them in its own effect, after this
  // one): the grid keeps focus on a place, and moves it to whatever row now holds that place, so the
  // record is taken before that and its place in the model cleared.
  const beforeRows = useRef<typeof lastFocus.current>(null);
  // Where the focused row stood on screen before new rows came: rows drawn above it do not move it.
  const place = useKeptPlace(section);
  useLayoutEffect(() => {
    beforeRows.current = lastFocus.current;
    place.remember(lastFocus.current?.id);
    if (lastFocus.current && section.current?.contains(document.activeElement))
      api.current?.clearFocusedCell();
  }, [rowData]);
  // Checked as soon as the new rows are committed (AG Grid's own rowDataUpdated event comes a task later).
  useEffect(rowsUpdated, [rowData]);

  // A dialog or drawer that closes gives focus back to its record here (`focus-return.ts`).
  useRecordHome(ready, { section, api, lastFocus, rowId: props.rowId, focusAt });

  /**
   * Shift+F10 or the menu key (the platform's context-menu keys) open the focused row's actions, read from
   * the DOM key event so the browser's own context menu is refused in time (AG Grid's event comes late).
   */
  function contextMenuKey(event: KeyboardEvent<HTMLElement>) {
    if (!rowMenu || !(event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) return;
    const cell = (event.target as HTMLElement).closest<HTMLElement>('.ag-cell');
    const id = cell?.closest('[row-id]')?.getAttribute('row-id');
    const node = id ? api.current?.getRowNode(id) : undefined;
    if (!cell || !node?.data || node.rowPinned) return;
    event.preventDefault();
    setMenu({ row: node.data, rect: cell.getBoundingClientRect(), opener: cell });
  }

  function spaceSelects(event: KeyboardEvent<HTMLElement>) {
    if (!triage || event.key !== ' ' || !(event.target as HTMLElement).closest('.ag-cell')) return;
    event.preventDefault();
    target.toggle();
  }
  const selectable = props.onSelectionChange !== undefined;
  const rowSelection = useMemo(
    () => (selectable ? ({ mode: 'multiRow', checkboxes: true, headerCheckbox: true } as const) : undefined),
    [selectable],
  );

  // The grid's inputs change only when what they hold changes: a new column set, rows, sort or pinned
  // row makes AG Grid rebuild its columns or diff its rows and measure the viewport again (a forced
  // layout per row), which a re-render of the screen around it must not cost. The menu and the row's
  // label are read at click time through refs (screens pass new functions each render).
  const labelOf = useRef(rowLabel);
  labelOf.current = rowLabel;
  const idOf = useRef(props.rowId);
  idOf.current = props.rowId;
  const hasMenu = rowMenu !== undefined;
  const { rowClassRules, note } = useLiveGrid(props, rowData);
  const orderBy = sort?.orderBy;
  const order = sort?.order;
  const totals = props.totals;
  const pinned = useMemo(() => (totals ? [totals as T] : undefined), [totals]);
  const getRowId = useCallback(
    (p: GetRowIdParams<T>) => (p.rowPinned ? `pinned-${p.rowPinned}` : idOf.current(p.data)),
    [],
  );

  const defs = useMemo<ColDef<T>[]>(() => {
    const listed = columnDefs(columns, hidden, orderBy && order ? { orderBy, order } : undefined);
    const base = note ? [...listed, note] : listed;
    if (!hasMenu) return base;
    const label = (row: T) => (labelOf.current ? labelOf.current(row) : 'row');
    const open = (row: T, opener: HTMLElement) =>
      setMenu({ row, rect: opener.getBoundingClientRect(), opener });
    return [...base, actionsColumn<T>(label, open)];
  }, [columns, hidden, orderBy, order, hasMenu, note]);

  function sortChanged(event: SortChangedEvent<T>) {
    if (!onSortChange) return;
    const sorted = event.api.getColumnState().find((c) => c.sort);
    const column = columns.find((c) => c.field === sorted?.colId);
    if (!sorted?.sort || !column?.sortKey) onSortChange(undefined);
    else onSortChange({ orderBy: column.sortKey, order: sorted.sort });
  }

  function cellKeyDown(event: CellKeyDownEvent<T>) {
    const key = (event.event as KeyboardEvent | null)?.key;
    if (key !== 'Enter' || !event.data || event.node.rowPinned) return;
    if (event.column.getColId() === ACTIONS_COL && rowMenu) {
      const cell = (event.event?.target as HTMLElement | null)?.closest<HTMLElement>('.ag-cell') ?? null;
      setMenu({ row: event.data, rect: (cell ?? document.body).getBoundingClientRect(), opener: cell });
    } else onRowOpen?.(event.data);
  }

  function cellFocused(event: CellFocusedEvent<T>) {
    if (event.rowIndex == null || event.rowPinned) return;
    const node = event.api.getDisplayedRowAtIndex(event.rowIndex);
    // The event comes a task late: where DOM focus already is on another row, that row is the record.
    const domRow = document.activeElement?.closest('[row-id]');
    if (domRow && section.current?.contains(domRow) && domRow.getAttribute('row-id') !== node?.id) return;
    const col = typeof event.column === 'string' ? event.column : event.column?.getColId();
    if (node?.id && col) lastFocus.current = { id: node.id, index: event.rowIndex, col };
    if (node?.data && props.onRowFocus) props.onRowFocus(node.data);
  }

  /**
   * The row DOM focus lands on becomes the focused record at once. AG Grid hands its events to
   * onCellFocused a task later (its grid events are asynchronous), and the browser runs the next key
   * press before such a task: Alt+E typed right after ArrowDown must already apply to the new row.
   */
  function domFocused(event: FocusEvent<HTMLElement>) {
    if (triage && section.current) triageFocus(section.current, target);
    if (!(event.target instanceof Element)) return;
    // Data rows carry their id (header rows none); read by id, not by the displayed index, which a row
    // keeps a moment after a row above it left the list.
    const id = event.target.closest('[row-id]')?.getAttribute('row-id');
    const node = id ? api.current?.getRowNode(id) : undefined;
    if (!node?.data || node.rowPinned || node.rowIndex == null) return;
    props.onRowFocus?.(node.data);
    const col = event.target.closest('[col-id]')?.getAttribute('col-id');
    if (node.id && col) lastFocus.current = { id: node.id, index: node.rowIndex, col };
  }

  function exportCsv() {
    const keys = columns.filter((c) => !hidden.has(c.field)).map((c) => c.field);
    api.current?.exportDataAsCsv({ fileName: `${props.exportName}.csv`, columnKeys: keys });
  }

  return (
    <div className="data-grid">
      <div className="grid-toolbar">
        <ColumnChooser columns={columns} hidden={hidden} onChange={layout.setHidden} onMove={layout.move} />
        {props.noPageExport ? null : (
          <button type="button" onClick={exportCsv} disabled={!props.rows?.length}>
            Export CSV
          </button>
        )}
      </div>
      {props.status === 'error' ? <GridError error={props.error} onRetry={props.onRetry} /> : null}
      <section
        ref={section}
        aria-label={props.label}
        // Busy until its first answer's rows are drawn (AG Grid draws them a frame after it is given them).
        aria-busy={props.status === 'loading' || (props.status === 'ok' && !drawn && !settled)}
        onFocus={domFocused}
        onKeyDownCapture={spaceSelects}
        onKeyDown={(event) => {
          contextMenuKey(event);
          moveByLetter(triage ? null : api.current, event);
        }}
        className={props.dense ? 'dense' : undefined}
      >
        {mounted ? (
          <AgGridReact<T>
            theme={themeSignal.value === 'dark' ? darkGridTheme : lightGridTheme}
            rowData={rowData}
            columnDefs={defs}
            getRowId={getRowId}
            rowClassRules={rowClassRules}
            pinnedBottomRowData={pinned}
            loading={props.status === 'loading' && !props.rows}
            domLayout="autoHeight"
            overlayNoRowsTemplate={`<span class="grid-empty">${props.emptyText ?? 'No rows to show'}</span>`}
            onGridReady={(event) => {
              api.current = event.api;
              onHandle.current?.(handle);
              setReady(true);
            }}
            rowHeight={props.dense ? 26 : undefined}
            defaultColDef={triage ? leaveSpace : undefined}
            onRowDataUpdated={rowsUpdated}
            onFirstDataRendered={() => setDrawn(true)}
            rowSelection={rowSelection}
            onSelectionChanged={(event) => props.onSelectionChange?.(event.api.getSelectedRows())}
            onSortChanged={sortChanged}
            onColumnResized={layout.onColumnResized}
            onColumnMoved={layout.onColumnMoved}
            onCellKeyDown={cellKeyDown}
            onCellFocused={cellFocused}
            onRowDoubleClicked={(event) => event.data && !event.node.rowPinned && onRowOpen?.(event.data)}
            enableCellTextSelection
            ensureDomOrder
          />
        ) : (
          <p className="grid-placeholder">Loading table…</p>
        )}
      </section>
      {props.pagination && props.onPageChange ? (
        <Pager label={props.label} pagination={props.pagination} onPageChange={props.onPageChange} />
      ) : null}
      {menu && rowMenu ? (
        <RowMenu state={menu} items={rowMenu(menu.row)} onClose={() => setMenu(null)} />
      ) : null}
    </div>
  );
}
