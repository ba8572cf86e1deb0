/** The dashboard's counts and graphs, computed from real rows for an IST date range. */
import { type DateRange, dailySeries, inIstRange, istDay } from './daily-series.js';
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { int } from './values.js';

/** Per-day aggregates: each returns `day` and `v` for the range $1..$2. */
export const METRICS = {
  registrations: `SELECT ${istDay('created_at')} AS day, count(*) AS v FROM players
    WHERE ${inIstRange('created_at')} GROUP BY 1`,
  otpSent: `SELECT ${istDay('created_at')} AS day, count(*) AS v FROM otp_logs
    WHERE ${inIstRange('created_at')} GROUP BY 1`,
  otpVerified: `SELECT ${istDay('created_at')} AS day, count(*) AS v FROM otp_logs
    WHERE verified AND ${inIstRange('created_at')} GROUP BY 1`,
  deposits: `SELECT ${istDay('created_at')} AS day, sum(amount_paise) AS v FROM deposits
    WHERE tran_status = 'SUCCESS' AND ${inIstRange('created_at')} GROUP BY 1`,
  withdrawals: `SELECT ${istDay('created_at')} AS day, sum(amount_paise) AS v FROM fund_requests
    WHERE tran_status = 'SUCCESS' AND ${inIstRange('created_at')} GROUP BY 1`,
  bids: `SELECT game_date AS day, sum(amount_paise) AS v FROM bids
    WHERE game_date BETWEEN $1::date AND $2::date AND bid_status <> 'REFUNDED' GROUP BY 1`,
  wins: `SELECT game_date AS day, sum(win_amount_paise) AS v FROM bids
    WHERE game_date BETWEEN $1::date AND $2::date AND bid_status = 'WON' GROUP BY 1`,
  active: `SELECT day, count(*) AS v FROM player_activity WHERE day BETWEEN $1::date AND $2::date GROUP BY 1`,
  bidding: `SELECT game_date AS day, count(DISTINCT user_id) AS v FROM bids
    WHERE game_date BETWEEN $1::date AND $2::date GROUP BY 1`,
  credit: `SELECT ${istDay('created_at')} AS day, sum(amount_paise) AS v FROM ledger_entries
    WHERE amount_paise > 0 AND ${inIstRange('created_at')} GROUP BY 1`,
  debit: `SELECT ${istDay('created_at')} AS day, -sum(amount_paise) AS v FROM ledger_entries
    WHERE amount_paise < 0 AND ${inIstRange('created_at')} GROUP BY 1`,
} as const;

const rupees = (paise: number) => paiseToRupees(paise);

export async function registrationGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, { count: METRICS.registrations });
  return rows.map((r) => ({ date: r.date, count: r.count }));
}

export async function otpGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, { sent: METRICS.otpSent, verified: METRICS.otpVerified });
  return rows.map((r) => ({ date: r.date, sent: r.sent, verified: r.verified }));
}

export async function overviewGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, {
    registrations: METRICS.registrations,
    deposits: METRICS.deposits,
    withdrawals: METRICS.withdrawals,
    bids: METRICS.bids,
    wins: METRICS.wins,
  });
  return rows.map((r) => ({
    date: r.date,
    registrations: r.registrations,
    deposits: rupees(r.deposits),
    withdrawals: rupees(r.withdrawals),
    bids: rupees(r.bids),
    wins: rupees(r.wins),
  }));
}

export async function activeVsBiddingGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, { active: METRICS.active, bidding: METRICS.bidding });
  return rows.map((r) => ({ date: r.date, active: r.active, bidding: r.bidding }));
}

export async function bidVsWinGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, { bid: METRICS.bids, win: METRICS.wins });
  return rows.map((r) => ({ date: r.date, bid: rupees(r.bid), win: rupees(r.win) }));
}

export async function depositVsWithdrawGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, { deposit: METRICS.deposits, withdraw: METRICS.withdrawals });
  return rows.map((r) => ({ date: r.date, deposit: rupees(r.deposit), withdraw: rupees(r.withdraw) }));
}

/** `balance` is the sum of every wallet at the end of the day: all entries before the next IST midnight. */
export async function walletGraph(db: Queryable, range: DateRange) {
  const rows = await dailySeries(db, range, { credit: METRICS.credit, debit: METRICS.debit });
  const [opening] = await db.query(
    `SELECT coalesce(sum(amount_paise), 0) AS v FROM ledger_entries
     WHERE created_at < ($1::date::timestamp AT TIME ZONE 'Asia/Kolkata')`,
    [range.start],
  );
  let balance = int(opening?.v);
  return rows.map((r) => {
    balance += r.credit - r.debit;
    return { date: r.date, balance: rupees(balance), credit: rupees(r.credit), debit: rupees(r.debit) };
  });
}

export async function dashboardCounts(db: Queryable, range: DateRange) {
  const [r] = await db.query(
    `SELECT
      (SELECT coalesce(sum(n), 0) FROM player_stage_counts) AS total_users, -- kept by triggers (db/counters.ts)
      (SELECT count(*) FROM players WHERE ${inIstRange('created_at')}) AS registered_in_range,
      (SELECT count(DISTINCT user_id) FROM player_activity WHERE day BETWEEN $1::date AND $2::date) AS active_users,
      (SELECT count(DISTINCT user_id) FROM bids WHERE game_date BETWEEN $1::date AND $2::date) AS bidding_users,
      (SELECT coalesce(sum(amount_paise), 0) FROM deposits
        WHERE tran_status = 'SUCCESS' AND ${inIstRange('created_at')}) AS total_deposit,
      (SELECT coalesce(sum(amount_paise), 0) FROM fund_requests
        WHERE tran_status = 'SUCCESS' AND ${inIstRange('created_at')}) AS total_withdraw,
      (SELECT coalesce(sum(amount_paise), 0) FROM bids
        WHERE game_date BETWEEN $1::date AND $2::date AND bid_status <> 'REFUNDED') AS total_bid,
      (SELECT coalesce(sum(win_amount_paise), 0) FROM bids
        WHERE game_date BETWEEN $1::date AND $2::date AND bid_status = 'WON') AS total_win,
      (SELECT coalesce(sum(balance_paise), 0) FROM wallets) AS wallet_balance,
      (SELECT count(*) FROM fund_requests WHERE tran_status = 'PENDING') AS pending_fund_requests`,
    [range.start, range.end],
  );
  const totalBid = int(r?.total_bid);
  const totalWin = int(r?.total_win);
  return {
    total_users: int(r?.total_users),
    registered_in_range: int(r?.registered_in_range),
    active_users: int(r?.active_users),
    bidding_users: int(r?.bidding_users),
    total_deposit: rupees(int(r?.total_deposit)),
    total_withdraw: rupees(int(r?.total_withdraw)),
    total_bid: rupees(totalBid),
    total_win: rupees(totalWin),
    profit: rupees(totalBid - totalWin),
    wallet_balance: rupees(int(r?.wallet_balance)),
    pending_fund_requests: int(r?.pending_fund_requests),
  };
}
