/**
 * Withdrawals and the payment-gateway queue (/wallet/withdrawals, /payment-gateway/pg): status tabs
 * with counts, gateway filter and search on the kit's list controller; keyboard triage (J/K, one key
 * per action, Enter confirms, focus on the next request) and bulk actions with a per-request summary.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { pendingIntent } from '../../components/actions/action-runner';
import { toActionDefs, useRegisterActions, useRunRowAction } from '../../components/actions/use-row-actions';
import { Pager } from '../../components/data-grid/pager';
import { formatMoney } from '../../components/format';
import { FilterBar } from '../../components/list/filter-bar';
import { useList } from '../../components/list/use-list';
import { focusRecord } from '../../state/scope';
import type { ScreenProps } from '../screen-types';
import { bulkActions, bulkOutcome, selectionTotal } from './bulk-actions';
import { BulkSummary } from './bulk-summary';
import { queueActions } from './queue-actions';
import { type QueueRow, queueList } from './queue-list';
import { QueueTable } from './queue-table';

const OWNER = 'gateway.requests';

export default function WithdrawalsScreen(_: ScreenProps) {
  useSignals();
  const list = useList(queueList);
  const rows = list.rows ?? [];
  const [focus, setFocus] = useState(0);
  const [focusTick, setFocusTick] = useState(0);
  const [selected, setSelected] = useState<ReadonlyMap<number, QueueRow>>(new Map());
  /** The request an action just finished on: focus goes to the next one once the list reloads. */
  const acted = useRef<{ requestId: number; index: number; rows: readonly QueueRow[] } | null>(null);
  const run = useRunRowAction();

  const rowFocused = useCallback(
    (index: number) => {
      setFocus(index);
      const row = rows[index];
      if (row) focusRecord(OWNER, `request ${row.requestId}`, row);
    },
    [rows],
  );
  const moveFocus = useCallback(
    (index: number) => {
      rowFocused(index);
      setFocusTick((t) => t + 1);
    },
    [rowFocused],
  );

  const gateways = (list.answer as { pgList?: string[] } | undefined)?.pgList;
  const bulk = useMemo(() => bulkActions(gateways ?? []), [gateways]);
  const actions = useMemo(
    () =>
      queueActions((row) => {
        acted.current = {
          requestId: row.requestId,
          index: rows.findIndex((r) => r.requestId === row.requestId),
          rows,
        };
      }, gateways ?? []),
    [rows, gateways],
  );
  const defs = useMemo(() => toActionDefs(OWNER, actions), [actions]);
  useRegisterActions(OWNER, defs);

  // Once the list has reloaded after the action and its confirmation has closed (the dialog hands
  // focus back as it closes), focus goes to the next request.
  const dialogOpen = pendingIntent.value !== null;
  useEffect(() => {
    const done = acted.current;
    if (!done || list.status !== 'ok' || dialogOpen || rows === done.rows) return;
    const still = rows.findIndex((r) => r.requestId === done.requestId);
    acted.current = null;
    const next = still >= 0 ? still + 1 : done.index;
    moveFocus(Math.max(0, Math.min(next, rows.length - 1)));
  }, [rows, list.status, dialogOpen, moveFocus]);

  const toggle = (row: QueueRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.requestId)) next.delete(row.requestId);
      else next.set(row.requestId, row);
      return next;
    });
  const chosen = [...selected.values()];
  const selection = { rows: chosen };

  // A new tab, filter or page is a new queue: the selection and focus start over.
  useEffect(() => {
    setSelected(new Map());
    setFocus(0);
  }, [list.query]);

  return (
    <div className="screen">
      <FilterBar filters={queueList.filters} list={list}>
        <section className="bulk-bar" aria-label="Selected requests">
          <span>
            {chosen.length} selected · {formatMoney(selectionTotal(chosen))}
          </span>
          {bulk
            .filter((action) => action.when?.(selection) ?? true)
            .map((action) => (
              <button
                key={action.id}
                type="button"
                onClick={() => {
                  bulkOutcome.value = null;
                  run(action, selection);
                  setSelected(new Map());
                }}
              >
                {typeof action.label === 'function' ? action.label(selection) : action.label}
              </button>
            ))}
        </section>
        <BulkSummary />
        {list.status === 'error' ? (
          <p role="alert">
            {list.message}{' '}
            <button type="button" onClick={list.reload}>
              Retry
            </button>
          </p>
        ) : rows.length === 0 && list.status === 'ok' ? (
          <p className="empty">No requests in this status</p>
        ) : (
          <QueueTable
            rows={rows}
            focus={Math.min(focus, Math.max(0, rows.length - 1))}
            focusTick={focusTick}
            onFocusRow={moveFocus}
            onRowFocused={rowFocused}
            selected={new Set(selected.keys())}
            onToggle={toggle}
          />
        )}
        {list.pagination ? (
          <Pager
            label="Withdrawal requests"
            pagination={list.pagination}
            onPageChange={(page) => list.setQuery({ page })}
          />
        ) : null}
        <p className="muted keyboard-hint">
          J/K move · Space selects · A approve · D decline · H hold · W wait · P send to gateway · R resend
          queued · C check payout · G player's wallet · Enter confirms
        </p>
      </FilterBar>
    </div>
  );
}
