import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type RefObject, useMemo, useRef, useState } from 'react';
import { sessionSignal } from '../../state/session';
import { actionLabel, isLinkAction, type RowAction } from '../actions/row-action';
import { actionMark, toActionDefs, useRegisterActions, useRunRowAction } from '../actions/use-row-actions';
import { DataGrid } from '../data-grid/data-grid';
import type { GridHandle } from '../data-grid/types';
import { LiveBar } from '../live/live-bar';
import { BulkBar, type BulkSpec } from './bulk-bar';
import { FilterBar } from './filter-bar';
import { fileNameOf, gridOfList } from './list-grid';
import type { ListSpec } from './list-spec';
import { permitted, useRowMenu } from './row-menu-items';
import { useList } from './use-list';

export interface ListScreenProps<Row> {
  list: ListSpec<Row>;
  /** The table's accessible name (may name the current filter: 'BLOCKED users'). */
  label: string | ((values: Readonly<Record<string, string>>) => string);
  /** What a row is called in menus and the palette ('Bonus', 'request 88'). */
  rowLabel: (row: Row) => string;
  /** The row actions (read from the answer where they depend on it: the gateways a request can go to). */
  actions?: readonly RowAction<Row>[] | ((answer: unknown) => readonly RowAction<Row>[]);
  /** Actions that need no row (Add …): toolbar buttons and palette entries. */
  screenActions?: readonly RowAction<null>[];
  onRowOpen?: (row: Row) => void;
  emptyText?: string;
  /** Shown above the filters (a line saying where the figures come from …). */
  intro?: ReactNode;
  /** A line read from the answer, under the filters (a total …). */
  summary?: (answer: unknown) => ReactNode;
  /** More toolbar controls after the actions (an export of the whole filtered set …). */
  tools?: ReactNode;
  /** Leave out the grid's export of the page shown (the screen exports the whole filtered set). */
  noPageExport?: boolean;
  /** Rows can be selected for the bulk bar's actions (read from the answer, like `actions`). */
  bulk?: (answer: unknown) => BulkSpec<Row>;
  /** Shown between the filters and the rows (the last bulk action's result …). */
  aboveRows?: ReactNode;
  /** Dense rows and keyboard triage (J/K, one-key actions, focus kept in place): a work queue. */
  queue?: boolean;
  children?: ReactNode;
}

/**
 * In a work queue, an operation done on a row moves focus on to the next row as soon as the server
 * has answered (a request held for a second person's approval is not done: focus stays).
 */
function advancing<Row>(
  action: RowAction<Row>,
  rowId: (row: Row) => string,
  grid: RefObject<GridHandle | null>,
): RowAction<Row> {
  if (isLinkAction(action)) return action;
  return {
    ...action,
    after: (data, row) => {
      action.after?.(data, row);
      grid.current?.advanceFrom(rowId(row));
    },
  };
}

/**
 * A list screen from its declaration: the filter bar, the grid with server paging and sorting in the
 * URL, the row menu, toolbar buttons and palette entries from the actions, the focused record.
 */
export function ListScreen<Row>(props: ListScreenProps<Row>) {
  useSignals();
  const { list: spec, rowLabel, screenActions = [] } = props;
  const queue = props.queue === true;
  // A sorted work queue holds new rows behind the pill; other lists show them unless scrolled.
  const list = useList(spec, { holdNew: queue });
  const grid = useRef<GridHandle | null>(null);
  const actions = useMemo(() => {
    const declared = typeof props.actions === 'function' ? props.actions(list.answer) : (props.actions ?? []);
    return queue ? declared.map((action) => advancing(action, spec.rowId, grid)) : declared;
  }, [props.actions, list.answer, queue, spec.rowId]);
  const bulk = useMemo(() => props.bulk?.(list.answer), [props.bulk, list.answer]);
  const [selected, setSelected] = useState<Row[]>([]);
  const owner = `${spec.op}${spec.prefix ?? ''}`;
  const menu = useRowMenu(owner, actions, rowLabel);
  const held = sessionSignal.value?.permission;
  const run = useRunRowAction();
  const label = typeof props.label === 'function' ? props.label(list.query.values) : props.label;
  const defs = useMemo(
    () => [...toActionDefs(owner, actions), ...toActionDefs(`${owner}:screen`, screenActions, true)],
    [owner, actions, screenActions],
  );
  useRegisterActions(owner, defs);
  const sort =
    list.query.orderBy && list.query.order
      ? { orderBy: list.query.orderBy, order: list.query.order }
      : undefined;

  const toolbar = screenActions
    .filter((action) => permitted(held, action))
    .map((action) => (
      <button
        key={action.id}
        type="button"
        className="primary"
        {...actionMark(`${owner}:screen`, action)}
        onClick={() => run(action, null)}
      >
        {actionLabel(action, null)}
      </button>
    ));

  return (
    <div className="screen">
      {props.intro}
      <FilterBar
        filters={list.filters}
        list={list}
        extra={
          <>
            {toolbar}
            {props.tools}
          </>
        }
      >
        {props.summary && list.answer ? <p className="list-summary">{props.summary(list.answer)}</p> : null}
        {bulk ? <BulkBar spec={bulk} rows={selected} onDone={() => grid.current?.clearSelection()} /> : null}
        {props.aboveRows}
        <LiveBar live={list.live} owner={owner} />
        <DataGrid<Row>
          {...gridOfList(spec, list, label)}
          sort={sort}
          onSortChange={(next) =>
            list.setQuery({
              orderBy: next?.orderBy ?? spec.sort?.orderBy,
              order: next?.order ?? spec.sort?.order,
            })
          }
          onRowOpen={props.onRowOpen}
          onRowFocus={(row) => {
            menu.onRowFocus(row);
            list.live.rowFocused(spec.rowId(row));
          }}
          rowNote={list.live.following ? list.live.noteOf : undefined}
          rowFlash={list.live.following ? list.live.flashOf : undefined}
          rowMenu={menu.rowMenu}
          rowLabel={rowLabel}
          exportName={`${fileNameOf(label)}-page-${list.query.page}`}
          emptyText={props.emptyText}
          noPageExport={props.noPageExport}
          onSelectionChange={bulk ? setSelected : undefined}
          dense={queue}
          triage={queue}
          onHandle={(handle) => {
            grid.current = handle;
          }}
        />
      </FilterBar>
      {props.children}
    </div>
  );
}
