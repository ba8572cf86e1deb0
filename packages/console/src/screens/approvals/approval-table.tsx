/**
 * The triage table: J/K (or the arrows) move the focused request; the screen's one-key actions (A
 * approve, R reject, Y history) apply to it. Rows are plain table rows with a roving tabindex, so
 * focus is a real DOM focus.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { formatIst, formatMoney } from '../../components/format';
import { offerArrivalFocus } from '../../state/arrival';
import type { ApprovalRow } from './approval-list';

export interface ApprovalTableProps {
  rows: readonly ApprovalRow[];
  focus: number;
  /** Moves DOM focus to `focus` when it changes (after a key or an arrival), not on every render. */
  focusTick: number;
  onFocusRow: (index: number) => void;
  onRowFocused: (index: number) => void;
  /** Live: a request someone else decided stays greyed, saying who and when, until the user moves on. */
  noteOf?: (row: ApprovalRow) => string | undefined;
  /** Live: how many times a request changed in place (it flashes at each change). */
  flashOf?: (row: ApprovalRow) => number | undefined;
}

export function ApprovalTable(props: ApprovalTableProps) {
  const { rows, focus, focusTick, onFocusRow, onRowFocused, noteOf, flashOf } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (focusTick === 0) return;
    body.current?.querySelectorAll<HTMLTableRowElement>('tr')[focus]?.focus();
  }, [focusTick, focus]);
  // Arriving at Approvals: focus on the first request, where J/K and the one-key decisions work.
  const drawn = rows.length > 0;
  useLayoutEffect(() => {
    const element = body.current;
    if (!drawn || !element) return;
    const focus = () => element.querySelector<HTMLTableRowElement>('tr[tabindex="0"]')?.focus();
    return offerArrivalFocus({ kind: 'grid', element, focus });
  }, [drawn]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'arrowdown') onFocusRow(Math.min(rows.length - 1, focus + 1));
    else if (key === 'k' || key === 'arrowup') onFocusRow(Math.max(0, focus - 1));
    else return;
    event.preventDefault();
  };

  return (
    <table className="queue-table" aria-label="Approval requests">
      <thead>
        <tr>
          <th scope="col">Request</th>
          <th scope="col">What</th>
          <th scope="col">Amount</th>
          <th scope="col">Asked by</th>
          <th scope="col">State</th>
          <th scope="col">Asked</th>
          <th scope="col">Expires</th>
        </tr>
      </thead>
      <tbody ref={body} onKeyDown={onKeyDown}>
        {rows.map((row, index) => {
          const note = noteOf?.(row);
          return (
            <tr
              key={row.requestId}
              data-request-id={row.requestId}
              tabIndex={index === focus ? 0 : -1}
              className={liveClass(index === focus, note, flashOf?.(row))}
              onFocus={() => onRowFocused(index)}
            >
              <td>#{row.requestId}</td>
              <td>
                {row.summary} <span className="muted">({row.actionLabel})</span>
              </td>
              <td className="num">{row.amount === null ? '—' : formatMoney(row.amount)}</td>
              <td>{row.makerName}</td>
              <td>
                {row.state}
                {row.reason ? <span className="muted"> · {row.reason}</span> : null}
                {note ? <span className="live-note"> · {note}</span> : null}
              </td>
              <td>{formatIst(row.createdAt)}</td>
              <td>{formatIst(row.expiresAt)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The row's classes: focused, greyed after someone else moved it, flashing after a change (live-rows.ts). */
function liveClass(focused: boolean, note: string | undefined, flashes: number | undefined): string {
  const classes = [focused ? 'focused' : '', note ? 'live-left' : ''];
  if (flashes) classes.push(flashes % 2 ? 'live-changed-odd' : 'live-changed-even');
  return classes.filter(Boolean).join(' ');
}
