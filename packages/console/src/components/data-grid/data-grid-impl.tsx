import { useSignals } from '@preact/signals-react/runtime';
import type {
  CellFocusedEvent,
  CellKeyDownEvent,
  ColDef,
  GridApi,
  ICellRendererParams,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import { themeSignal } from '../../state/theme';
import { useMountTurn } from '../mount-turn';
import { ColumnChooser } from './column-chooser';
import { columnDefs } from './column-defs';
import { darkGridTheme, lightGridTheme } from './grid-setup';
import { Pager } from './pager';
import { RowMenu, type RowMenuState } from './row-menu';
import type { DataGridProps } from './types';

const ACTIONS_COL = '__actions';

export default function DataGridImpl<T>(props: DataGridProps<T>) {
  useSignals();
  const { columns, rowMenu, rowLabel, sort, onSortChange, onRowOpen } = props;
  const api = useRef<GridApi<T> | null>(null);
  const [hidden, setHidden] = useState(
    () => new Set<string>(columns.filter((c) => c.hidden).map((c) => c.field)),
  );
  const [menu, setMenu] = useState<RowMenuState<T> | null>(null);
  const { granted: mounted } = useMountTurn();

  const defs = useMemo<ColDef<T>[]>(() => {
    const base = columnDefs(columns, hidden, sort);
    if (!rowMenu) return base;
    const actions: ColDef<T> = {
      colId: ACTIONS_COL,
      headerName: 'Actions',
      width: 90,
      sortable: false,
      cellRenderer: (p: ICellRendererParams<T>) =>
        p.data && !p.node.rowPinned ? (
          <button
            type="button"
            className="row-menu-button"
            tabIndex={-1}
            aria-label={`Actions for ${rowLabel ? rowLabel(p.data) : 'row'}`}
            onClick={(event) => {
              if (p.data) {
                const opener = event.currentTarget;
                setMenu({ row: p.data, rect: opener.getBoundingClientRect(), opener });
              }
            }}
          >
            ⋯
          </button>
        ) : null,
    };
    return [...base, actions];
  }, [columns, hidden, sort, rowMenu, rowLabel]);

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
    if (event.rowIndex == null || event.rowPinned || !props.onRowFocus) return;
    const data = event.api.getDisplayedRowAtIndex(event.rowIndex)?.data;
    if (data) props.onRowFocus(data);
  }

  function exportCsv() {
    const keys = columns.filter((c) => !hidden.has(c.field)).map((c) => c.field);
    api.current?.exportDataAsCsv({ fileName: `${props.exportName}.csv`, columnKeys: keys });
  }

  return (
    <div className="data-grid">
      <div className="grid-toolbar">
        <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} />
        {props.noPageExport ? null : (
          <button type="button" onClick={exportCsv} disabled={!props.rows?.length}>
            Export CSV
          </button>
        )}
      </div>
      {props.status === 'error' ? (
        <div role="alert" className="grid-error">
          <span>{props.error ?? 'Something went wrong'}</span>
          {props.onRetry ? (
            <button type="button" onClick={props.onRetry}>
              Retry
            </button>
          ) : null}
        </div>
      ) : null}
      <section aria-label={props.label} aria-busy={props.status === 'loading'}>
        {mounted ? (
          <AgGridReact<T>
            theme={themeSignal.value === 'dark' ? darkGridTheme : lightGridTheme}
            rowData={props.rows ? [...props.rows] : []}
            columnDefs={defs}
            getRowId={(p) => (p.rowPinned ? `pinned-${p.rowPinned}` : props.rowId(p.data))}
            pinnedBottomRowData={props.totals ? [props.totals as T] : undefined}
            loading={props.status === 'loading' && !props.rows}
            domLayout="autoHeight"
            overlayNoRowsTemplate={`<span class="grid-empty">${props.emptyText ?? 'No rows to show'}</span>`}
            onGridReady={(event) => {
              api.current = event.api;
            }}
            onSortChanged={sortChanged}
            onCellKeyDown={cellKeyDown}
            onCellFocused={cellFocused}
            onRowDoubleClicked={(event) => event.data && !event.node.rowPinned && onRowOpen?.(event.data)}
            suppressMovableColumns
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
