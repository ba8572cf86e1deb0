/** Analysis: per provider of a family, per player, per bank; computed from bids and fund requests. */
import { BID_COUNT, TOTAL_BID, TOTAL_WIN } from '../db/bid-totals.js';
import { paiseToRupees } from '../db/money.js';
import { Conditions } from '../db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { istDaysSql } from '../db/report-range.js';
import { int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { reportFamily } from './reports.js';
import { num, text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

function bidRange(ctx: RequestContext): Conditions {
  const { start, end } = defaultRange(ctx.query, 15);
  return new Conditions().add('b.game_date >= ?', start).add('b.game_date <= ?', end);
}

const GAME_ORDER: Record<string, string> = {
  bid_pnl: 'bid_pnl',
  total_bid: 'total_bid',
  provider_name: 'lower(p.provider_name)',
};
const USER_ORDER: Record<string, string> = {
  bid_pnl: 'bid_pnl',
  total_bid: 'total_bid',
  bid_count: 'bid_count',
};
const BANK_ORDER: Record<string, string> = {
  total_amount: 'total_amount',
  request_count: 'request_count',
  bank_name: 'bank_name',
};

/** Which players each user-analysis type ranks (over the grouped bid_pnl). */
const USER_FILTER: Record<string, string> = {
  'top-gainers': 'bid_pnl < 0',
  'top-losers': 'bid_pnl > 0',
  'top-bidders': 'true',
  'most-active': 'true',
};

export const analysisHandlers: HandlerTable = {
  'analysis.game': async (ctx) => {
    const providerType = reportFamily(ctx, {
      1: 'srh.gameAnalysis',
      2: 'srh.starlineAnalysis',
      3: 'srh.jackpotAnalysis',
    });
    const where = bidRange(ctx)
      .add('b.provider_type = ?', providerType)
      .add('b.provider_id = ?', num(ctx.query.provider_id));
    const page = pageRequest(ctx.query);
    const dir = sortDirection(ctx.query.order);
    const order = GAME_ORDER[text(ctx.query.order_by) ?? 'bid_pnl'] ?? 'bid_pnl';
    const grouped = `SELECT b.provider_id, p.provider_name, ${BID_COUNT} AS bid_count, count(DISTINCT b.user_id) AS players,
        ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win, ${TOTAL_BID} - ${TOTAL_WIN} AS bid_pnl
      FROM bids b JOIN providers p ON p.provider_id = b.provider_id WHERE ${where.where}
      GROUP BY b.provider_id, p.provider_name`;
    const [count] = await ctx.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM (${grouped}) g`,
      where.params,
    );
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, b.provider_id LIMIT ${page.perPage} OFFSET ${page.offset}`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          provider_id: int(r.provider_id),
          provider_name: String(r.provider_name),
          bid_count: int(r.bid_count),
          players: int(r.players),
          total_bid: money(r.total_bid),
          total_win: money(r.total_win),
          bid_pnl: money(r.bid_pnl),
        })),
        pagination: pagination(page, int(count?.n)),
      },
    };
  },

  'analysis.user': async (ctx) => {
    const type = String(ctx.params.type);
    const where = bidRange(ctx);
    const page = pageRequest(ctx.query);
    const natural = type === 'top-gainers' ? 'asc' : 'desc';
    const dir = sortDirection(ctx.query.order ?? natural);
    const defaultOrder =
      type === 'most-active' ? 'bid_count' : type === 'top-bidders' ? 'total_bid' : 'bid_pnl';
    const order = USER_ORDER[text(ctx.query.order_by) ?? defaultOrder] ?? 'bid_pnl';
    const grouped = `SELECT * FROM (
        SELECT b.user_id, u.full_name, u.phone, ${BID_COUNT} AS bid_count, ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win,
               ${TOTAL_BID} - ${TOTAL_WIN} AS bid_pnl
          FROM bids b JOIN players u ON u.user_id = b.user_id WHERE ${where.where}
         GROUP BY b.user_id, u.full_name, u.phone) g
      WHERE ${USER_FILTER[type] ?? 'true'}`;
    const [count] = await ctx.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM (${grouped}) c`,
      where.params,
    );
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, user_id LIMIT ${page.perPage} OFFSET ${page.offset}`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          user_id: int(r.user_id),
          full_name: String(r.full_name),
          phone: String(r.phone),
          bid_count: int(r.bid_count),
          total_bid: money(r.total_bid),
          total_win: money(r.total_win),
          bid_pnl: money(r.bid_pnl),
        })),
        pagination: pagination(page, int(count?.n)),
      },
    };
  },

  'analysis.bank': async (ctx) => {
    const { start, end } = defaultRange(ctx.query, 15);
    const where = new Conditions();
    where.raw((params) => {
      params.push(start, end);
      return istDaysSql('f.created_at', `$${params.length - 1}`, `$${params.length}`);
    });
    const page = pageRequest(ctx.query);
    const dir = sortDirection(ctx.query.order);
    const order = BANK_ORDER[text(ctx.query.order_by) ?? 'total_amount'] ?? 'total_amount';
    const grouped = `SELECT min(a.bank_name) AS bank_name, upper(substr(a.ifsc, 1, 4)) AS ifsc_prefix,
        count(DISTINCT a.account_id) AS accounts, count(*) AS request_count, sum(f.amount_paise) AS total_amount,
        coalesce(sum(f.amount_paise) FILTER (WHERE f.tran_status = 'SUCCESS'), 0) AS success_amount,
        count(*) FILTER (WHERE f.tran_status IN ('FAILED', 'DECLINED')) AS failed_count
      FROM fund_requests f JOIN bank_accounts a ON a.account_id = f.account_id
      WHERE ${where.where} AND upper(substr(a.ifsc, 1, 4)) ~ '^[A-Z]{4}$'
      GROUP BY upper(substr(a.ifsc, 1, 4))`;
    const [count] = await ctx.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM (${grouped}) g`,
      where.params,
    );
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, ifsc_prefix LIMIT ${page.perPage} OFFSET ${page.offset}`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          bank_name: String(r.bank_name),
          ifsc_prefix: String(r.ifsc_prefix),
          accounts: int(r.accounts),
          request_count: int(r.request_count),
          total_amount: money(r.total_amount),
          success_amount: money(r.success_amount),
          failed_count: int(r.failed_count),
        })),
        pagination: pagination(page, int(count?.n)),
      },
    };
  },
};
