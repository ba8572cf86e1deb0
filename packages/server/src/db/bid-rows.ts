/** Reading bids as the contract's BidRow, and the filters the bid screens share. */
import type { HalfSangamForm, ProviderType, Session } from '../domain/bid-types.js';
import { BID_COUNT, TOTAL_BID, TOTAL_WIN } from './bid-totals.js';
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { Conditions, fetchPage } from './page-query.js';
import { type PageRequest, pageSlice } from './paging.js';
import { sessionScopeSql } from './result-rows.js';
import { instant, int, likeContains } from './values.js';

export const BID_FROM = `bids b
  JOIN players u ON u.user_id = b.user_id
  JOIN providers p ON p.provider_id = b.provider_id`;

/** The bids table alone: enough to pick a page or count it when no filter reads the player. */
export const BID_PICK_FROM = 'bids b';

/**
 * Bids counted by the triggers of db/counters.ts (per day, family, provider, session, bid type), for
 * fetchPage's `count`: answers a WHERE on b.game_date, b.provider_type, b.provider_id, b.session and
 * b.bid_type only (no status, digit, player or search).
 */
export const BID_COUNTS = { from: 'bid_slot_counts b', expression: 'coalesce(sum(b.n), 0)' };

export const BID_COLUMNS = `b.bid_id, b.user_id, u.full_name, b.provider_id, p.provider_name, b.provider_type, b.game_date,
  b.session, b.bid_type, b.digit, b.half_sangam_form, b.amount_paise, b.win_amount_paise, b.bid_status, b.bid_created_at`;

export interface BidRow {
  bid_id: number;
  user_id: number;
  full_name: string;
  provider_id: number;
  provider_name: string;
  provider_type: ProviderType;
  game_date: string;
  session: Session | null;
  bid_type: string;
  digit: string;
  half_sangam_form: HalfSangamForm | null;
  amount: number;
  win_amount: number;
  bid_status: string;
  bid_created_at: string;
}

export function toBidRow(r: Record<string, unknown>): BidRow {
  return {
    bid_id: Number(r.bid_id),
    user_id: Number(r.user_id),
    full_name: String(r.full_name),
    provider_id: Number(r.provider_id),
    provider_name: String(r.provider_name),
    provider_type: Number(r.provider_type) as ProviderType,
    game_date: String(r.game_date),
    session: (r.session as Session | null) ?? null,
    bid_type: String(r.bid_type),
    digit: String(r.digit),
    half_sangam_form: (r.half_sangam_form as HalfSangamForm | null) ?? null,
    amount: paiseToRupees(r.amount_paise as string),
    win_amount: paiseToRupees(r.win_amount_paise as string),
    bid_status: String(r.bid_status),
    bid_created_at: instant(r.bid_created_at),
  };
}

/** Session filter on bids `b`: the bids that session's result decides (Close includes jodi and sangams). */
export function addSessionScope(where: Conditions, session: unknown): void {
  if (session !== 'Open' && session !== 'Close') return;
  where.raw((params) => {
    params.push(session);
    return sessionScopeSql('b', `$${params.length}::text`);
  });
}

/** Whether a bid list has a search term (which reads the player, so needs BID_FROM). */
export function hasBidSearch(search: unknown): search is string {
  return typeof search === 'string' && search.trim() !== '';
}

/** Search over a bid's player (name, phone, user id) or its digit. */
export function addBidSearch(where: Conditions, search: unknown): void {
  if (!hasBidSearch(search)) return;
  const term = search.trim();
  where.raw((params) => {
    params.push(likeContains(term.toLowerCase()));
    const like = `$${params.length}`;
    params.push(term);
    const exact = `$${params.length}`;
    return `(lower(u.full_name) LIKE ${like} OR u.phone LIKE ${like} OR b.digit = ${exact} OR u.user_id::text = ${exact})`;
  });
}

/**
 * A bid list's totals: bids not refunded, their stake, and the wins. Without a search they come from
 * bid_list_totals (db/counters.ts: bids per day, family, provider, session and bid type, refunded ones
 * left out, with their stake and wins; named like the bids columns, so the list's WHERE, which filters
 * on those only, filters it too), so a session of 1,00,000 pending bids sums a dozen rows instead of
 * every bid. A search reads the player: it sums the matching bids.
 */
export async function bidListTotals(
  db: Queryable,
  where: Conditions,
  search: unknown,
): Promise<{ bid_count: number; amount: number; win_amount: number }> {
  const sql = hasBidSearch(search)
    ? `SELECT ${BID_COUNT} AS n, ${TOTAL_BID} AS bid, ${TOTAL_WIN} AS win FROM ${BID_FROM} WHERE ${where.where}`
    : `SELECT coalesce(sum(b.n), 0) AS n, coalesce(sum(b.bid_paise), 0) AS bid,
              coalesce(sum(b.win_paise), 0) AS win
         FROM bid_list_totals b WHERE ${where.where}`;
  const [sums] = await db.query<{ n: unknown; bid: unknown; win: unknown }>(sql, where.params);
  return {
    bid_count: Number(sums?.n ?? 0),
    amount: paiseToRupees(String(sums?.bid ?? 0)),
    win_amount: paiseToRupees(String(sums?.win ?? 0)),
  };
}

/** Count, players and stake (paise) of the bids `where` (over BID_PICK_FROM) matches. */
export async function bidSums(
  db: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<{ n: unknown; players: unknown; stake: unknown } | undefined> {
  const [sums] = await db.query<{ n: unknown; players: unknown; stake: unknown }>(
    `SELECT count(*) AS n, count(DISTINCT b.user_id) AS players, coalesce(sum(b.amount_paise), 0) AS stake
       FROM ${BID_PICK_FROM} WHERE ${where}`,
    params,
  );
  return sums;
}

/** The slot's bids per digit of one bid type, from bid_digit_totals (REFUNDED bids left out), with what
 * each digit would pay if it won: at each bid's rate snapshot, else at the family's current rate. */
export function digitPayouts(
  db: Queryable,
  where: Conditions,
  rate: { winAmount: number; bidAmount: number },
): Promise<{ digit: string; bid_count: unknown; total_amount: unknown; payout_if_wins: unknown }[]> {
  const n = where.params.length;
  return db.query<{ digit: string; bid_count: unknown; total_amount: unknown; payout_if_wins: unknown }>(
    `SELECT b.digit, sum(b.n) AS bid_count, sum(b.n * b.amount_paise) AS total_amount,
            sum(b.n * (b.amount_paise * coalesce(b.rate_win_amount, $${n + 1}) / coalesce(b.rate_bid_amount, $${n + 2}))) AS payout_if_wins
       FROM bid_digit_totals b WHERE ${where.where} GROUP BY b.digit HAVING sum(b.n) > 0`,
    [...where.params, rate.winAmount, rate.bidAmount],
  );
}

/** The slot's bids per bid type and digit, from bid_digit_totals. */
export function digitTotals(
  db: Queryable,
  where: Conditions,
): Promise<{ bid_type: string; digit: string; bid_count: unknown; total_amount: unknown }[]> {
  return db.query<{ bid_type: string; digit: string; bid_count: unknown; total_amount: unknown }>(
    `SELECT b.bid_type, b.digit, sum(b.n) AS bid_count, sum(b.n * b.amount_paise) AS total_amount
       FROM bid_digit_totals b WHERE ${where.where}
      GROUP BY b.bid_type, b.digit HAVING sum(b.n) > 0 ORDER BY b.bid_type, b.digit`,
    where.params,
  );
}

/** Players of the bids `where` matches: how many, and one page of them by stake. */
export async function bidsByPlayer(
  db: Queryable,
  where: Conditions,
  page: PageRequest,
): Promise<{
  total: number;
  rows: {
    user_id: number;
    full_name: string;
    bid_count: unknown;
    total_amount: unknown;
    total_win: unknown;
  }[];
}> {
  const [count] = await db.query<{ n: unknown }>(
    `SELECT count(DISTINCT b.user_id) AS n FROM bids b WHERE ${where.where}`,
    where.params,
  );
  const slice = pageSlice(where.params, page);
  const rows = await db.query<{
    user_id: number;
    full_name: string;
    bid_count: unknown;
    total_amount: unknown;
    total_win: unknown;
  }>(
    `SELECT b.user_id, u.full_name, count(*) AS bid_count, sum(b.amount_paise) AS total_amount,
            sum(b.win_amount_paise) AS total_win
       FROM bids b JOIN players u ON u.user_id = b.user_id
      WHERE ${where.where}
      GROUP BY b.user_id, u.full_name
      ORDER BY sum(b.amount_paise) DESC, b.user_id
      ${slice.sql}`,
    slice.params,
  );
  return { total: int(count?.n), rows };
}

/** Count, players and winnings (paise) of the bids `where` (over BID_PICK_FROM) matches. */
export async function winSums(
  db: Queryable,
  where: Conditions,
): Promise<{ n: unknown; players: unknown; win: unknown } | undefined> {
  const [sums] = await db.query<{ n: unknown; players: unknown; win: unknown }>(
    `SELECT count(*) AS n, count(DISTINCT b.user_id) AS players, ${TOTAL_WIN} AS win
       FROM ${BID_PICK_FROM} WHERE ${where.where}`,
    where.params,
  );
  return sums;
}

/** Which bids of a family a list or total covers (bids `b`). */
export interface BidFilters {
  providerType: ProviderType;
  gameDate?: string | undefined;
  providerId?: number | undefined;
  bidType?: string | undefined;
  digit?: string | undefined;
  /** Open or Close: the session's scope (Close includes the day's jodi and sangam bids); else all. */
  session?: unknown;
  /** Bid id, player name or phone (see addBidSearch). */
  search?: unknown;
  status?: 'PENDING' | 'WON' | 'NOT_REFUNDED' | undefined;
}

const STATUS_SQL = {
  PENDING: "b.bid_status = 'PENDING'",
  WON: "b.bid_status = 'WON'",
  NOT_REFUNDED: "b.bid_status <> 'REFUNDED'",
} as const;

export function bidConditions(f: BidFilters): Conditions {
  const where = new Conditions()
    .add('b.provider_type = ?', f.providerType)
    .add('b.game_date = ?', f.gameDate)
    .add('b.provider_id = ?', f.providerId)
    .add('b.bid_type = ?', f.bidType)
    .add('b.digit = ?', f.digit);
  if (f.status) where.add(STATUS_SQL[f.status]);
  addSessionScope(where, f.session);
  addBidSearch(where, f.search);
  return where;
}

const BID_ORDER: Record<string, string> = {
  bid_created_at: 'b.bid_created_at',
  amount: 'b.amount_paise',
  win_amount: 'b.win_amount_paise',
};

/**
 * One page of the bids `where` matches (built by bidConditions from `search`), and their count: from the
 * kept counts when `counted` and there is no search, as given in `total`, else counted.
 * `sort`: a column (bid_created_at, amount, win_amount) and a direction, or the biggest wins first.
 */
export function bidPage(
  db: Queryable,
  where: Conditions,
  o: {
    sort: { by: string | undefined; dir: 'ASC' | 'DESC' } | 'biggest-wins';
    search?: unknown;
    counted?: boolean;
    total?: number;
  },
  page: PageRequest,
): Promise<{ rows: BidRow[]; total: number }> {
  const searching = hasBidSearch(o.search);
  const order =
    o.sort === 'biggest-wins'
      ? 'b.win_amount_paise DESC, b.bid_id'
      : `${BID_ORDER[o.sort.by ?? 'bid_created_at'] ?? 'b.bid_created_at'} ${o.sort.dir}, b.bid_id ${o.sort.dir}`;
  return fetchPage(
    db,
    {
      columns: BID_COLUMNS,
      from: BID_FROM,
      where: where.where,
      order,
      params: where.params,
      key: 'b.bid_id',
      pickFrom: searching ? BID_FROM : BID_PICK_FROM,
      count: o.counted && !searching ? BID_COUNTS : undefined,
      total: o.total,
    },
    page,
    toBidRow,
  );
}
