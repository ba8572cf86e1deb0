import { DataGrid } from '../data-grid/data-grid';
import type { ListSpec } from './list-spec';
import { type ListController, useList } from './use-list';

/** A grid's props bound to a list controller: its rows, columns, status, retry and pager. */
export function gridOfList<Row>(spec: ListSpec<Row>, list: ListController<Row>, label: string) {
  return {
    label,
    rows: list.rows,
    columns: spec.columns,
    rowId: spec.rowId,
    status: list.status,
    error: list.status === 'error' ? list.message : undefined,
    onRetry: list.reload,
    pagination: list.pagination,
    onPageChange: (page: number) => list.setQuery({ page }),
    layoutKey: `${spec.prefix ?? ''}cols`,
  };
}

/** A file name from a label: 'Withdraw history' -> 'withdraw-history'. */
export const fileNameOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

interface Props<Row> {
  list: ListSpec<Row>;
  label: string;
  emptyText: string;
  exportName?: string;
}

/**
 * A list without a filter bar (a panel of rows beside other work): the kit's list controller (its page
 * in the URL under the list's prefix, clamped to the last page) and the grid with its pager.
 */
export function ListGrid<Row>({ list: spec, label, emptyText, exportName }: Props<Row>) {
  const list = useList(spec);
  return (
    <DataGrid<Row>
      {...gridOfList(spec, list, label)}
      exportName={exportName ?? fileNameOf(label)}
      emptyText={emptyText}
    />
  );
}
