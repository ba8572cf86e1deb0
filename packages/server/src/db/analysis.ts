/** The analysis reports' SQL: per provider of a family, per player, and per bank (IFSC prefix). */
import { BID_COUNT, TOTAL_BID, TOTAL_WIN } from './bid-totals.js';
import type { Queryable } from './db.js';
import { Conditions } from './page-query.js';
import { type PageRequest, pageSlice, sortDirection } from './paging.js';
import { istDaysSql } from './report-range.js';

type Row = Record<string, unknown>;

const GAME_ORDER: Record<string, string> = {
  bid_pnl: 'bid_pnl',
  total_bid: 'total_bid',
  provider_name: 'lower(p.provider_name)',
};

/** Per provider of `where` (bids b): every provider (the chart), the totals, and one page in `orderBy`. */
export async function gameAnalysis(
  db: Queryable,
  where: Conditions,
  page: PageRequest,
  orderBy: string | undefined,
  dir: 'ASC' | 'DESC',
): Promise<{ providers: Row[]; totals: Row | undefined; rows: Row[] }> {
  const order = GAME_ORDER[orderBy ?? 'bid_pnl'] ?? 'bid_pnl';
  const grouped = `SELECT b.provider_id, p.provider_name, ${BID_COUNT} AS bid_count, count(DISTINCT b.user_id) AS players,
      ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win, ${TOTAL_BID} - ${TOTAL_WIN} AS bid_pnl
    FROM bids b JOIN providers p ON p.provider_id = b.provider_id WHERE ${where.where}
    GROUP BY b.provider_id, p.provider_name`;
  // Every provider (a family has tens, not thousands): the chart's series and the row count.
  const providers = await db.query<Row>(
    `${grouped} ORDER BY lower(p.provider_name), b.provider_id`,
    where.params,
  );
  const [totals] = await db.query<Row>(
    `SELECT count(DISTINCT b.user_id) AS players, ${BID_COUNT} AS bid_count, ${TOTAL_BID} AS total_bid,
            ${TOTAL_WIN} AS total_win FROM bids b WHERE ${where.where}`,
    where.params,
  );
  const slice = pageSlice(where.params, page);
  const rows = await db.query<Row>(
    `${grouped} ORDER BY ${order} ${dir}, b.provider_id ${slice.sql}`,
    slice.params,
  );
  return { providers, totals, rows };
}

const USER_ORDER: Record<string, string> = {
  bid_pnl: 'bid_pnl',
  total_bid: 'total_bid',
  bid_count: 'bid_count',
};

/** Which players each user-analysis type ranks (over the grouped bid_pnl). */
const USER_FILTER: Record<string, string> = {
  'top-gainers': 'bid_pnl < 0',
  'top-losers': 'bid_pnl > 0',
  'top-bidders': 'true',
  'most-active': 'true',
};

/** The players of a user-analysis type and their order: the list pages them, the export takes them whole. */
export interface UserAnalysis {
  where: Conditions;
  grouped: string;
  orderBy: string;
}

export function userAnalysisQuery(
  type: string,
  where: Conditions,
  orderBy: string | undefined,
  order: unknown,
): UserAnalysis {
  const natural = type === 'top-gainers' ? 'asc' : 'desc';
  const dir = sortDirection(order ?? natural);
  const defaultOrder =
    type === 'most-active' ? 'bid_count' : type === 'top-bidders' ? 'total_bid' : 'bid_pnl';
  const column = USER_ORDER[orderBy ?? defaultOrder] ?? 'bid_pnl';
  const grouped = `SELECT * FROM (
      SELECT b.user_id, u.full_name, u.phone, ${BID_COUNT} AS bid_count, ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win,
             ${TOTAL_BID} - ${TOTAL_WIN} AS bid_pnl
        FROM bids b JOIN players u ON u.user_id = b.user_id WHERE ${where.where}
       GROUP BY b.user_id, u.full_name, u.phone) g
    WHERE ${USER_FILTER[type] ?? 'true'}`;
  return { where, grouped, orderBy: `ORDER BY ${column} ${dir}, user_id` };
}

/** The totals over every ranked player, and one page of them. */
export async function userAnalysisPage(
  db: Queryable,
  q: UserAnalysis,
  page: PageRequest,
): Promise<{ totals: Row | undefined; rows: Row[] }> {
  const [totals] = await db.query<Row>(
    `SELECT count(*) AS players, coalesce(sum(bid_count), 0) AS bid_count, coalesce(sum(total_bid), 0) AS total_bid,
            coalesce(sum(total_win), 0) AS total_win FROM (${q.grouped}) c`,
    q.where.params,
  );
  const slice = pageSlice(q.where.params, page);
  const rows = await db.query<Row>(`${q.grouped} ${q.orderBy} ${slice.sql}`, slice.params);
  return { totals, rows };
}

/** Every ranked player, in order (the export). */
export function userAnalysisAll(db: Queryable, q: UserAnalysis): Promise<Row[]> {
  return db.query<Row>(`${q.grouped} ${q.orderBy}`, q.where.params);
}

const BANK_ORDER: Record<string, string> = {
  total_amount: 'total_amount',
  request_count: 'request_count',
  bank_name: 'bank_name',
};

/** Withdrawal requests per bank over IST days start..end: every bank (the chart) and one page. */
export async function bankAnalysis(
  db: Queryable,
  range: { start: string; end: string },
  page: PageRequest,
  orderBy: string | undefined,
  dir: 'ASC' | 'DESC',
): Promise<{ banks: Row[]; rows: Row[] }> {
  const where = new Conditions();
  where.raw((params) => {
    params.push(range.start, range.end);
    return istDaysSql('f.created_at', `$${params.length - 1}`, `$${params.length}`);
  });
  const order = BANK_ORDER[orderBy ?? 'total_amount'] ?? 'total_amount';
  const grouped = `SELECT min(a.bank_name) AS bank_name, upper(substr(a.ifsc, 1, 4)) AS ifsc_prefix,
      count(DISTINCT a.account_id) AS accounts, count(*) AS request_count, sum(f.amount_paise) AS total_amount,
      coalesce(sum(f.amount_paise) FILTER (WHERE f.tran_status = 'SUCCESS'), 0) AS success_amount,
      count(*) FILTER (WHERE f.tran_status IN ('FAILED', 'DECLINED')) AS failed_count
    FROM fund_requests f JOIN bank_accounts a ON a.account_id = f.account_id
    WHERE ${where.where} AND upper(substr(a.ifsc, 1, 4)) ~ '^[A-Z]{4}$'
    GROUP BY upper(substr(a.ifsc, 1, 4))`;
  // Every bank (a few hundred at most): the chart's series; the totals and the row count are its sums.
  const banks = await db.query<Row>(`${grouped} ORDER BY total_amount DESC, ifsc_prefix`, where.params);
  const slice = pageSlice(where.params, page);
  const rows = await db.query<Row>(
    `${grouped} ORDER BY ${order} ${dir}, ifsc_prefix ${slice.sql}`,
    slice.params,
  );
  return { banks, rows };
}
