import type { CellClassRules, ColDef, ValueFormatterParams } from 'ag-grid-community';
import { formatIst, formatMoney } from '../format';
import type { GridColumn, GridSort } from './types';

function formatter<T>(column: GridColumn<T>) {
  return (p: ValueFormatterParams<T>): string => {
    if (column.text && p.data) return column.text(p.data);
    const value: unknown = p.value;
    switch (column.kind) {
      case 'money':
        return formatMoney(typeof value === 'number' ? value : null);
      case 'datetime':
        return formatIst(typeof value === 'string' ? value : null);
      case 'bool':
        return value ? 'Yes' : 'No';
      default:
        return value === null || value === undefined || value === '' ? '—' : String(value);
    }
  };
}

/** A column's cell classes: its tone (good, bad), or a negative amount marked. */
function cellClasses<T>(column: GridColumn<T>): CellClassRules<T> | undefined {
  const tone = column.tone;
  if (tone)
    return {
      'cell-good': (p) => Boolean(p.data && tone(p.data) === 'good'),
      'cell-bad': (p) => Boolean(p.data && tone(p.data) === 'bad'),
    };
  // A negative amount (e.g. a loss to the house) is marked, not only signed.
  if (column.kind === 'money') return { 'money-negative': (p) => typeof p.value === 'number' && p.value < 0 };
  return undefined;
}

/** Columns as data -> AG Grid columns; sorting is the server's, so the grid keeps the row order. */
export function columnDefs<T>(
  columns: readonly GridColumn<T>[],
  hidden: ReadonlySet<string>,
  sort: GridSort | undefined,
): ColDef<T>[] {
  return columns.map((column) => ({
    colId: column.field,
    field: column.field as unknown as ColDef<T>['field'],
    headerName: column.header,
    hide: hidden.has(column.field),
    sortable: Boolean(column.sortKey),
    sort: column.sortKey && sort?.orderBy === column.sortKey ? sort.order : null,
    comparator: () => 0,
    width: column.width,
    flex: column.width ? undefined : (column.flex ?? 1),
    // A flexible column (names) keeps room for its text on a phone; the grid scrolls sideways instead.
    minWidth: column.width ? 90 : 140,
    type: column.kind === 'money' || column.kind === 'number' ? 'rightAligned' : undefined,
    // The grid shows our formatted text (no checkbox cells for booleans).
    cellDataType: false,
    valueFormatter: formatter(column),
    cellClassRules: cellClasses(column),
    cellRenderer: column.render ? (p: { data?: T }) => (p.data ? column.render?.(p.data) : null) : undefined,
  }));
}
