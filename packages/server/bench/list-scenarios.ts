/**
 * The paged lists measured: players by stage (first pages, deep pages, search), the ledger (all
 * entries, one player's) and the bid list by day, family and provider. Each scenario cycles over a few
 * URLs in-process; HTTP load uses its `httpUrl`.
 */
import type { Db } from '../src/db/db.js';
import { forgetKeptCounts } from '../src/db/kept-counts.js';
import type { BenchData } from './bench-seed.js';

export interface ListScenario {
  operation: string;
  urls: string[];
  /** The one URL the HTTP load repeats. */
  httpUrl: string;
  /** Runs before each in-process request; a scenario with it has no HTTP row. */
  beforeEach?: () => void;
}

/** Pages at 10%, 50% and 90% of a list of `total` rows (OFFSET paging: the deeper, the costlier). */
function deepPages(total: number, perPage: number): number[] {
  const last = Math.max(1, Math.ceil(total / perPage));
  return [0.1, 0.5, 0.9].map((f) => Math.max(1, Math.floor(last * f)));
}

async function count(db: Db, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}

export async function listScenarios(db: Db, data: BenchData): Promise<ListScenario[]> {
  const registered = await count(db, "SELECT count(*)::int AS n FROM players WHERE stage = 'REGISTERED'", []);
  const entries = data.counts.ledgerEntries;
  const market = data.markets[1] ?? 0;
  const marketBids = await count(
    db,
    'SELECT count(*)::int AS n FROM bids WHERE provider_id = $1 AND game_date = $2',
    [market, data.yesterday],
  );
  const users = (q: string) => `/v1/users?stage=REGISTERED&per_page=10&${q}`;
  const ledger = (q: string) => `/v1/users/wallet/all-transactions?per_page=15&${q}`;
  const bids = (q: string) => `/v1/bids/user/list?per_page=10&${q}`;
  const day = `bid_date=${data.yesterday}`;
  const scenarios: Array<Omit<ListScenario, 'httpUrl'> & { http?: number }> = [
    { operation: 'users list, pages 1-3', urls: [1, 2, 3].map((p) => users(`page=${p}`)) },
    {
      operation: `users list, deep pages (of ${Math.ceil(registered / 10)})`,
      urls: deepPages(registered, 10).map((p) => users(`page=${p}`)),
      http: 1,
    },
    {
      operation: 'users list, search (name, phone, id)',
      urls: ['search=Sharma', 'search=98765', 'search=4242'].map((q) => users(`page=1&${q}`)),
    },
    {
      // Every request as a search's first: its capped count made in full, none kept (db/kept-counts.ts).
      operation: 'users list, search, first request (count in full)',
      urls: ['search=Sharma', 'search=98765', 'search=4242'].map((q) => users(`page=1&${q}`)),
      beforeEach: forgetKeptCounts,
    },
    {
      operation: 'wallet all-transactions, pages 1-3',
      urls: [1, 2, 3].map((p) => ledger(`current_page=${p}`)),
    },
    {
      operation: `wallet all-transactions, deep pages (of ${Math.ceil(entries / 15)})`,
      urls: deepPages(entries, 15).map((p) => ledger(`current_page=${p}`)),
      http: 1,
    },
    {
      operation: 'wallet all-transactions, one player',
      urls: [101, 5003, 77777 % data.counts.players || 1].map((u) => ledger(`current_page=1&user_id=${u}`)),
    },
    {
      operation: 'bids list, market day + provider, pages 1-3',
      urls: [1, 2, 3].map((p) => bids(`${day}&game_type=1&provider_id=${market}&current_page=${p}`)),
    },
    {
      operation: `bids list, market day + provider, deep (of ${Math.ceil(marketBids / 10)})`,
      urls: deepPages(marketBids, 10).map((p) =>
        bids(`${day}&game_type=1&provider_id=${market}&current_page=${p}`),
      ),
      http: 1,
    },
    {
      operation: 'bids list, starline/jackpot day + provider',
      urls: [
        bids(`${day}&game_type=2&provider_id=${data.starline[0]}&current_page=1`),
        bids(`${day}&game_type=3&provider_id=${data.jackpot[0]}&current_page=1`),
      ],
    },
    {
      operation: `bids list, busy session today (${data.counts.pendingBids.toLocaleString('en-IN')} bids)`,
      urls: [1, 2].map((p) =>
        bids(`bid_date=${data.today}&game_type=1&provider_id=${data.busyMarket}&current_page=${p}`),
      ),
    },
  ];
  return scenarios.map(({ http, ...s }) => ({ ...s, httpUrl: s.urls[http ?? 0] ?? '' }));
}
