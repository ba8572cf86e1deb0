import { playerWalletUrl } from '../../app/links';
import type { GridColumn } from '../data-grid/types';
import { queryString } from '../use-url-query';
import { shiftDate } from './quick-ranges';

/** The spec's default range of a report, 15 days back to today, on its first page. */
export const lastFifteenDays = (today: string) => ({ start: shiftDate(today, -15), end: today, page: 1 });

/** The URL of a report at `path`: `query` with `patch` applied (page back to 1 unless given). */
export function reportHref<Q extends Record<string, string | number>>(
  path: string,
  query: Q,
  defaults: Q,
  patch: Partial<Q>,
) {
  return `${path}${queryString({ ...query, page: 1, ...patch }, defaults, new URLSearchParams())}`;
}

/** Bar series of a chart: [yKey, yName] each. */
export const bars = (...series: (readonly [string, string])[]) =>
  series.map(([yKey, yName]) => ({ yKey, yName, type: 'bar' as const }));

/** The figures of bids per player or provider: players, bids, bid, win and the house's P/L (`pnl`). */
export const bidTotals = (pnl: string) =>
  [
    ['Players', 'players', 'count'],
    ['Bids', 'bidCount', 'count'],
    ['Bid', 'totalBid'],
    ['Win', 'totalWin'],
    [pnl, 'bidPnl'],
  ] as const;

/** Columns every ledger or gateway entry has: the player, the amount, when. */
export const ENTRY = {
  player: { field: 'fullName', header: 'Player', flex: 2 },
  amount: { field: 'amount', header: 'Amount', kind: 'money', width: 150 },
  at: { field: 'createdAt', header: 'At', kind: 'datetime', width: 185 },
} as const;

/** The range as the contract names it. */
export const rangeInput = ({ q }: { q: { start: string; end: string } }) => ({
  startDate: q.start,
  endDate: q.end,
});

const ORDERS = ['asc', 'desc'] as const;
type Order = (typeof ORDERS)[number];

/** A sort kept in the URL: `orderBy` one of `keys` (the first is the default) and `order`. */
export function urlSort<K extends string>(keys: readonly K[], order: Order = 'desc') {
  return {
    defaults: { orderBy: keys[0] as K, order },
    allowed: { orderBy: keys, order: ORDERS },
    /** The sort as the contract takes it. */
    of: (q: { orderBy: K; order: Order }) => ({ orderBy: q.orderBy, order: q.order }),
  };
}

/** A player list's input: the range, the sort and the search when there is one. */
export function searchInput<
  Q extends { start: string; end: string; search: string; orderBy: string; order: string },
>(ctx: { q: Q }) {
  const { search, orderBy, order } = ctx.q;
  return {
    ...rangeInput(ctx),
    orderBy: orderBy as Q['orderBy'],
    order: order as Q['order'],
    ...(search ? { search } : {}),
  };
}

/** A select filter's options from `{ value: label }`. */
export const choices = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

interface PlayerRow {
  userId: number;
  fullName: string;
  phone: string;
}

/** The ID, name and phone of a player row (the name sorts by full_name where the report can). */
function playerColumns<Row extends PlayerRow>(sortByName: boolean): GridColumn<Row>[] {
  return [
    { field: 'userId', header: 'ID', kind: 'number', width: 90 },
    { field: 'fullName', header: 'Player', flex: 2, ...(sortByName ? { sortKey: 'full_name' } : {}) },
    { field: 'phone', header: 'Phone', width: 130 },
  ];
}

/** Rows of players: named by the player, a row opens the player's wallet, totals under the name. */
const PLAYER_ROWS = {
  rowId: (row: PlayerRow) => String(row.userId),
  rowLabel: (row: PlayerRow) => row.fullName,
  open: (row: PlayerRow) => playerWalletUrl(row.userId),
  totalsRow: 'fullName',
} as const;

/** The staff members (employee_id, username) as a select filter's options: who made or sent entries. */
export const STAFF_OPTIONS = {
  op: 'reports.admins',
  input: () => ({}),
  toOptions: (answer: unknown) =>
    (answer as { rows: { employeeId: number; username: string }[] }).rows.map((r) => ({
      value: String(r.employeeId),
      label: r.username,
    })),
};

/** A report of players: their columns (ID, name, phone) and rows (a row opens the wallet). */
export const PLAYERS = { columns: playerColumns, rows: PLAYER_ROWS };
