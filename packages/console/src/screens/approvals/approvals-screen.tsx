/**
 * Approvals (two-person control): requests by state with counts, keyboard triage as on the
 * withdrawals queue (J/K move, A approve, R reject, Y history), and the focused request's preview
 * beside what it would do now. `?request=12` opens one request (the palette's entries link here).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { toActionDefs, useRegisterActions } from '../../components/actions/use-row-actions';
import { whenDialogCloses } from '../../components/data-grid/grid-focus';
import { Pager } from '../../components/data-grid/pager';
import { FilterBar } from '../../components/list/filter-bar';
import { useList } from '../../components/list/use-list';
import { LiveBar } from '../../components/live/live-bar';
import { focusRecord } from '../../state/scope';
import type { ScreenProps } from '../screen-types';
import { approvalActions } from './approval-actions';
import { ApprovalDetail } from './approval-detail';
import { type ApprovalRow, approvalList } from './approval-list';
import { ApprovalTable } from './approval-table';

const OWNER = 'approvals.list';

export default function ApprovalsScreen(_: ScreenProps) {
  useSignals();
  // A sorted queue: new requests wait behind the pill, focus follows the request id, not its place.
  const list = useList(approvalList, { holdNew: true });
  const rows = list.rows ?? [];
  const asked = Number(new URLSearchParams(useSearch()).get('request')) || null;
  const [focusId, setFocusId] = useState<number | null>(null);
  const [lastIndex, setLastIndex] = useState(0);
  const [focusTick, setFocusTick] = useState(0);
  const at = rows.findIndex((r) => r.requestId === focusId);
  // The focused request left the list (decided): the request now in its place is the one focused.
  const focus = at >= 0 ? at : Math.min(lastIndex, Math.max(0, rows.length - 1));
  const { rowFocused: liveFocused } = list.live;

  const rowFocused = useCallback(
    (index: number) => {
      const row = rows[index];
      setLastIndex(index);
      if (!row) return;
      setFocusId(row.requestId);
      liveFocused(String(row.requestId));
      focusRecord(OWNER, `request #${row.requestId}`, row);
    },
    [rows, liveFocused],
  );
  const moveFocus = useCallback(
    (index: number) => {
      rowFocused(index);
      setFocusTick((n) => n + 1);
    },
    [rowFocused],
  );

  // Arriving with ?request=N (the palette, a link) puts focus on that request once it is listed.
  useEffect(() => {
    if (!asked || list.status !== 'ok') return;
    const index = rows.findIndex((r) => r.requestId === asked);
    if (index >= 0) moveFocus(index);
  }, [asked, rows, list.status, moveFocus]);

  // The list reloads after a decision; the focused record follows the row now at the focus.
  useEffect(() => {
    const row = rows[Math.min(focus, rows.length - 1)];
    if (row) focusRecord(OWNER, `request #${row.requestId}`, row);
  }, [rows, focus]);

  // After a decision the request leaves this state's list: once the list has reloaded and the dialog has
  // closed, focus goes on to the request now in its place (the next piece of work), or to the state tabs
  // when none is left, never to the page.
  const decided = useRef(false);
  useEffect(() => {
    if (!decided.current || list.status !== 'ok') return;
    decided.current = false;
    // A task later: the closing dialog hands focus back to its opener first (a microtask).
    whenDialogCloses(() =>
      setTimeout(() => {
        if (rows.length > 0) setFocusTick((n) => n + 1);
        else
          document
            .querySelector<HTMLElement>('main [role="tab"][aria-selected="true"]:not([inert] *)')
            ?.focus();
      }),
    );
  }, [rows, list.status]);
  const actions = useMemo(
    () =>
      approvalActions(() => {
        decided.current = true;
      }),
    [],
  );
  const defs = useMemo(() => toActionDefs<ApprovalRow>(OWNER, actions), [actions]);
  useRegisterActions(OWNER, defs);

  const focused = rows[focus];
  const shown = asked && !rows.some((r) => r.requestId === asked) ? asked : focused?.requestId;

  return (
    <div className="screen">
      <FilterBar filters={approvalList.filters} list={list}>
        <LiveBar live={list.live} owner={OWNER} />
        {list.status === 'error' ? (
          <p role="alert">
            {list.message}{' '}
            <button type="button" onClick={list.reload}>
              Retry
            </button>
          </p>
        ) : rows.length === 0 && list.status === 'ok' ? (
          <p className="empty">No requests in this state</p>
        ) : (
          <ApprovalTable
            rows={rows}
            noteOf={list.live.following ? list.live.noteOf : undefined}
            flashOf={list.live.following ? list.live.flashOf : undefined}
            focus={focus}
            focusTick={focusTick}
            onFocusRow={moveFocus}
            onRowFocused={rowFocused}
          />
        )}
        {list.pagination ? (
          <Pager
            label="Approval requests"
            pagination={list.pagination}
            onPageChange={(page) => list.setQuery({ page })}
          />
        ) : null}
        <p className="muted keyboard-hint">
          J/K move · A approve (a declaration: type the result) · R reject · Alt+C cancel your own · Y history
        </p>
        {shown ? <ApprovalDetail key={shown} requestId={shown} /> : null}
      </FilterBar>
    </div>
  );
}
