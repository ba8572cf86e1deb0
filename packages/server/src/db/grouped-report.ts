/**
 * Reports over one grouped query (a row per player, or per provider and player): its totals, one page
 * of it in the asked order, or all of it for the CSV export. The query builders live here too, with the
 * filters they read passed in as values.
 */
import { TOTAL_BID, TOTAL_WIN } from './bid-totals.js';
import type { Queryable } from './db.js';
import { Conditions } from './page-query.js';
import { type PageRequest, pageSlice, sortDirection } from './paging.js';
import { istDaysSql } from './report-range.js';
import { likeContains } from './values.js';

type Row = Record<string, unknown>;

/** A grouped query, its parameters and its ORDER BY. */
export interface GroupedQuery {
  where: Conditions;
  grouped: string;
  orderBy: string;
}

/** One page of the grouped rows, in order. */
export function groupedPage(db: Queryable, q: GroupedQuery, page: PageRequest): Promise<Row[]> {
  const slice = pageSlice(q.where.params, page);
  return db.query<Row>(`${q.grouped} ${q.orderBy} ${slice.sql}`, slice.params);
}

/** Every grouped row, in order (the export). */
export function groupedAll(db: Queryable, q: GroupedQuery): Promise<Row[]> {
  return db.query<Row>(`${q.grouped} ${q.orderBy}`, q.where.params);
}

/** Bids `b` of business days start..end, of a family and a provider when given. */
export function bidConditions(f: {
  start: string;
  end: string;
  providerType?: number | undefined;
  providerId?: number | undefined;
}): Conditions {
  return new Conditions()
    .add('b.game_date >= ?', f.start)
    .add('b.game_date <= ?', f.end)
    .add('b.provider_type = ?', f.providerType)
    .add('b.provider_id = ?', f.providerId);
}

/** Narrows `where` to players (u) whose name or phone contains `search`. */
function addPlayerSearch(where: Conditions, search: string): void {
  where.raw((params) => {
    params.push(likeContains(search.toLowerCase()));
    return `(lower(u.full_name) LIKE $${params.length} OR u.phone LIKE $${params.length})`;
  });
}

const PL_ORDER: Record<string, string> = {
  full_name: 'lower(u.full_name)',
  pnl: 'pnl',
  total_bid: 'total_bid',
};

/** Overall P/L per player over `where` (bids b). */
export function profitLossQuery(
  where: Conditions,
  search: string | undefined,
  orderBy: string | undefined,
  order: unknown,
): GroupedQuery {
  if (search) addPlayerSearch(where, search);
  const dir = sortDirection(order);
  const column = PL_ORDER[orderBy ?? 'full_name'] ?? 'lower(u.full_name)';
  const grouped = `SELECT b.user_id, u.full_name, u.phone, ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win,
      ${TOTAL_BID} - ${TOTAL_WIN} AS pnl
    FROM bids b JOIN players u ON u.user_id = b.user_id WHERE ${where.where} GROUP BY b.user_id, u.full_name, u.phone`;
  return { where, grouped, orderBy: `ORDER BY ${column} ${dir}, b.user_id ${dir}` };
}

/**
 * The P/L totals and the P/L per day in one pass: the () grouping set is the whole filter (date null),
 * and its count(DISTINCT) the number of players (the rows of the list).
 */
export function profitLossByDay(
  db: Queryable,
  q: GroupedQuery,
  search: string | undefined,
): Promise<{ date: string | null; n: unknown; total_bid: unknown; total_win: unknown }[]> {
  return db.query<{ date: string | null; n: unknown; total_bid: unknown; total_win: unknown }>(
    `SELECT to_char(b.game_date, 'YYYY-MM-DD') AS date, count(DISTINCT b.user_id) AS n, ${TOTAL_BID} AS total_bid,
            ${TOTAL_WIN} AS total_win
       FROM bids b ${search ? 'JOIN players u ON u.user_id = b.user_id' : ''} WHERE ${q.where.where}
      GROUP BY GROUPING SETS ((b.game_date), ()) ORDER BY b.game_date NULLS FIRST`,
    q.where.params,
  );
}

const SALES_ORDER: Record<string, string> = {
  provider_name: 'lower(p.provider_name)',
  player_name: 'lower(u.full_name)',
  bid: 'bid',
  win: 'win',
  profit: 'profit',
};

/** Sales per provider and player over `where` (bids b). */
export function salesQuery(
  where: Conditions,
  filters: { providerName: string | undefined; playerName: string | undefined },
  orderBy: string | undefined,
  order: unknown,
): GroupedQuery {
  if (filters.providerName) {
    where.add('lower(p.provider_name) LIKE ?', likeContains(filters.providerName.toLowerCase()));
  }
  if (filters.playerName) addPlayerSearch(where, filters.playerName);
  const dir = sortDirection(order);
  const column = SALES_ORDER[orderBy ?? 'provider_name'] ?? 'lower(p.provider_name)';
  const grouped = `SELECT b.provider_id, p.provider_name, b.user_id, u.full_name AS player_name, ${TOTAL_BID} AS bid,
      ${TOTAL_WIN} AS win, ${TOTAL_BID} - ${TOTAL_WIN} AS profit
    FROM bids b JOIN players u ON u.user_id = b.user_id JOIN providers p ON p.provider_id = b.provider_id
    WHERE ${where.where} GROUP BY b.provider_id, p.provider_name, b.user_id, u.full_name`;
  return { where, grouped, orderBy: `ORDER BY ${column} ${dir}, b.provider_id, b.user_id` };
}

/** One row per provider over the whole sales filter: players, bid and win. */
export function salesByProvider(
  db: Queryable,
  q: GroupedQuery,
): Promise<{ provider_id: unknown; provider_name: string; players: unknown; bid: unknown; win: unknown }[]> {
  return db.query<{
    provider_id: unknown;
    provider_name: string;
    players: unknown;
    bid: unknown;
    win: unknown;
  }>(
    `SELECT provider_id, provider_name, count(*) AS players, sum(bid) AS bid, sum(win) AS win FROM (${q.grouped}) g
      GROUP BY provider_id, provider_name ORDER BY lower(provider_name), provider_id`,
    q.where.params,
  );
}

/** SUCCESS deposits per player over IST days start..end. */
export function userDepositQuery(
  range: { start: string; end: string },
  search: string | undefined,
  orderBy: unknown,
  order: unknown,
): GroupedQuery {
  const where = new Conditions().add("d.tran_status = 'SUCCESS'");
  where.raw((params) => {
    params.push(range.start, range.end);
    return istDaysSql('d.created_at', `$${params.length - 1}`, `$${params.length}`);
  });
  if (search) addPlayerSearch(where, search);
  const dir = sortDirection(order);
  const column = orderBy === 'full_name' ? 'lower(u.full_name)' : 'total_deposit';
  const grouped = `SELECT d.user_id, u.full_name, u.phone, count(*) AS deposit_count, sum(d.amount_paise) AS total_deposit,
      max(d.created_at) AS last_deposit_at
    FROM deposits d JOIN players u ON u.user_id = d.user_id WHERE ${where.where} GROUP BY d.user_id, u.full_name, u.phone`;
  return { where, grouped, orderBy: `ORDER BY ${column} ${dir}, d.user_id ${dir}` };
}

/** Players, deposits and paise over the whole deposit filter. */
export async function userDepositTotals(
  db: Queryable,
  q: GroupedQuery,
): Promise<{ users: unknown; deposit_count: unknown; total_deposit: unknown } | undefined> {
  const [totals] = await db.query<{ users: unknown; deposit_count: unknown; total_deposit: unknown }>(
    `SELECT count(*) AS users, coalesce(sum(deposit_count), 0) AS deposit_count, coalesce(sum(total_deposit), 0) AS total_deposit
       FROM (${q.grouped}) g`,
    q.where.params,
  );
  return totals;
}
