import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { holdsAny } from '../../app/permissions';
import { toActionDefs, useRegisterActions } from '../../components/actions/use-row-actions';
import { istDate } from '../../components/format';
import {
  BOARD_FAMILIES,
  type Board,
  countdownText,
  istSecondsOfDay,
  nextEvent,
  type SlotState,
  slotState,
} from '../../components/game/board-time';
import { FAMILIES, type FamilyInfo, familyPermission } from '../../components/game/family';
import { LiveState } from '../../components/live/live-state';
import { LoadPanel } from '../../components/load-panel';
import { Tabs } from '../../components/tabs';
import { useOperation } from '../../components/use-operation';
import { useUrlQuery } from '../../components/use-url-query';
import { isLive } from '../../state/live';
import { focusRecord } from '../../state/scope';
import { sessionSignal } from '../../state/session';
import type { GameFamily, ScreenProps } from '../screen-types';
import { type BoardLine, boardActions, lineName } from './board-actions';

const OWNER = 'market-board';
/** On a host without the live stream, the board is read this often (with it, each change reads it). */
const REFRESH_MS = 30_000;
const STATE_CLASS: Readonly<Record<SlotState, string>> = {
  'closed today': 'muted',
  'bidding open': 'ok',
  'bidding closed': 'info',
  'result due': 'warn',
  overdue: 'alarm',
  saved: 'info',
  declared: 'done',
};

/** The clock the countdowns read, ticking each second. */
function useIstSeconds(): number {
  const [now, setNow] = useState(() => istSecondsOfDay(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(istSecondsOfDay(new Date())), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function FamilyBoard({ info }: { info: FamilyInfo }) {
  useSignals();
  const date = istDate(0);
  const read = useOperation<Board>('board.day', { type: info.family, date });
  const { reload } = read;
  const streamed = isLive();
  useEffect(() => {
    if (streamed) return;
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, streamed]);
  const now = useIstSeconds();
  const actions = useMemo(() => boardActions(info), [info]);
  const defs = useMemo(() => toActionDefs(OWNER, actions), [actions]);
  useRegisterActions(OWNER, defs);

  const board = read.data;
  if (!board) return <LoadPanel read={read} onRetry={reload} />;
  const lines: BoardLine[] = board.rows.flatMap((row) =>
    row.slots.map((slot) => ({ row, slot, date: board.gameDate })),
  );
  if (lines.length === 0)
    return <p className="panel notice">No active {info.label.toLowerCase()} providers.</p>;
  return (
    <>
      <LiveState pollMs={REFRESH_MS} />
      <table className="game-table board-table" aria-label={`${info.label} board for ${board.gameDate}`}>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Bids close</th>
            <th scope="col">Result due</th>
            <th scope="col">Next</th>
            <th scope="col">Countdown</th>
            <th scope="col">State</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const { row, slot } = line;
            const state = slotState(slot, row.openToday, now);
            const next = nextEvent(slot, row.openToday, now);
            return (
              <tr
                key={`${row.providerId}-${slot.session ?? ''}`}
                data-state={STATE_CLASS[state]}
                onFocus={() => focusRecord(OWNER, lineName(line), line)}
              >
                <th scope="row">
                  <Link href={actions[0]?.href(line) ?? '#'}>{lineName(line)}</Link>
                </th>
                <td>{slot.bidsClose}</td>
                <td>{slot.resultDue}</td>
                <td>{next ? `${next.label} ${next.at}` : '—'}</td>
                <td className="num">{next ? countdownText(next.inSeconds) : '—'}</td>
                <td>
                  <span className={`state-badge state-${STATE_CLASS[state]}`}>{state}</span>
                  {slot.lateBids > 0 ? (
                    <span
                      className="state-badge state-alarm late-badge"
                      title="Bids placed after bids closed or after a result was saved"
                    >
                      {slot.lateBids} late {slot.lateBids === 1 ? 'bid' : 'bids'}
                    </span>
                  ) : null}
                </td>
                <td>{slot.display ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

/**
 * The market board: today for each family the user declares results for, every provider's next time,
 * a countdown and its state. For watching the clock, not for choosing results: nothing here ranks them.
 */
export default function MarketBoardScreen(_: ScreenProps) {
  useSignals();
  const held = sessionSignal.value?.permission;
  const families = BOARD_FAMILIES.filter((info) => holdsAny(held, [familyPermission(info, 'result')]));
  const first = families[0]?.family ?? 'market';
  const familyKey = families.map((family) => family.family).join(',');
  const allowed = useMemo(() => ({ family: familyKey.split(',') as GameFamily[] }), [familyKey]);
  const defaults = useMemo(() => ({ family: first as GameFamily }), [first]);
  const [query, setQuery] = useUrlQuery(defaults, allowed);
  const info = FAMILIES[query.family];
  return (
    <div className="screen">
      <p className="notice">
        Times are IST. A result is due at its result time; 15 minutes later it is overdue. The alarm (a toast
        and the count beside Market board) follows the same clock on every open console. A slot marked late
        has bids placed after its bids closed or after its result was saved: its declare desk lists them.
      </p>
      <Tabs
        label="Game family"
        items={families.map((family) => ({ value: family.family, label: family.label }))}
        value={info.family}
        onChange={(family) => setQuery({ family }, { replace: true })}
      >
        <FamilyBoard key={info.family} info={info} />
      </Tabs>
    </div>
  );
}
