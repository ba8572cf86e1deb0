/**
 * The triage table: J/K (or the arrows) move the focused request, Space selects it for a bulk action,
 * and the screen's one-key actions (A approve, D decline, H hold …) apply to the focused row. Rows are
 * plain table rows with a roving tabindex, so focus is a real DOM focus the browser and tests can see.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { formatIst, formatMoney } from '../../components/format';
import type { QueueRow } from './queue-list';
import { RiskHints } from './risk-hints';

export interface QueueTableProps {
  rows: readonly QueueRow[];
  focus: number;
  /** Moves DOM focus to `focus` when true (after a key or an action), not on every render. */
  focusTick: number;
  /** A key asks to move to `index`. */
  onFocusRow: (index: number) => void;
  /** The row at `index` took DOM focus (a key, a click or Tab): it is the focused record. */
  onRowFocused: (index: number) => void;
  selected: ReadonlySet<number>;
  onToggle: (row: QueueRow) => void;
}

export function QueueTable(props: QueueTableProps) {
  const { rows, focus, focusTick, onFocusRow, onRowFocused, selected, onToggle } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => {
    if (focusTick === 0) return;
    const row = body.current?.querySelectorAll<HTMLTableRowElement>('tr')[focus];
    row?.focus();
    // And again after this commit's effects: a closing dialog gives focus back in one of them.
    const timer = setTimeout(() => row?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusTick, focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'j' || key === 'arrowdown') onFocusRow(Math.min(rows.length - 1, focus + 1));
    else if (key === 'k' || key === 'arrowup') onFocusRow(Math.max(0, focus - 1));
    else if (key === ' ' || key === 'x') {
      const row = rows[focus];
      if (row) onToggle(row);
    } else return;
    event.preventDefault();
  };

  return (
    <table className="queue-table" aria-label="Withdrawal requests">
      <thead>
        <tr>
          <th scope="col">Select</th>
          <th scope="col">Request</th>
          <th scope="col">Player</th>
          <th scope="col">Amount</th>
          <th scope="col">Bank and account</th>
          <th scope="col">Balance</th>
          <th scope="col">Deposits</th>
          <th scope="col">Risk</th>
          <th scope="col">Status</th>
          <th scope="col">Requested</th>
        </tr>
      </thead>
      <tbody ref={body} onKeyDown={onKeyDown}>
        {rows.map((row, index) => (
          <tr
            key={row.requestId}
            data-request-id={row.requestId}
            tabIndex={index === focus ? 0 : -1}
            aria-selected={selected.has(row.requestId)}
            className={index === focus ? 'focused' : undefined}
            onFocus={() => onRowFocused(index)}
          >
            <td>
              <input
                type="checkbox"
                tabIndex={-1}
                aria-label={`Select request ${row.requestId}`}
                checked={selected.has(row.requestId)}
                onChange={() => onToggle(row)}
              />
            </td>
            <td>#{row.requestId}</td>
            <td>
              {row.fullName}{' '}
              <span className="muted">
                ({row.phone}, user {row.userId})
              </span>
            </td>
            <td className="num">{formatMoney(row.amount)}</td>
            <td>
              {row.bankName} {row.accountNumber} <span className="muted">{row.ifsc}</span>
            </td>
            <td className="num">{formatMoney(row.walletBalance)}</td>
            <td className="num">
              {formatMoney(row.depositsTotal)}
              <span className="muted"> · {row.paidWithdrawals} paid before</span>
            </td>
            <td>
              <RiskHints row={row} />
            </td>
            <td>{row.tranStatus}</td>
            <td>{formatIst(row.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
