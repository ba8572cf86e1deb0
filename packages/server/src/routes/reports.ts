/** Reports computed from bids and the ledger: overall P/L, sales, user deposits, PG and admin fund. */
import { TOTAL_BID, TOTAL_WIN } from '../db/bid-totals.js';
import { paiseToRupees } from '../db/money.js';
import { Conditions } from '../db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { istDaysSql } from '../db/report-range.js';
import { instantOrNull, int, likeContains } from '../db/values.js';
import type { HandlerTable } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { bidRange, reportFamily, SALES_KEY } from './report-scope.js';
import { adminFundReportHandlers } from './reports-admin-fund.js';
import { pgReportHandlers } from './reports-pg.js';
import { salesReportHandlers } from './reports-sales.js';
import { text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

const PL_ORDER: Record<string, string> = {
  full_name: 'lower(u.full_name)',
  pnl: 'pnl',
  total_bid: 'total_bid',
};

export const reportsHandlers: HandlerTable = {
  ...pgReportHandlers,
  ...adminFundReportHandlers,
  ...salesReportHandlers,

  'reports.overallProfitLoss': async (ctx) => {
    const where = bidRange(ctx);
    const search = text(ctx.query.search);
    if (search) {
      where.raw((params) => {
        params.push(likeContains(search.toLowerCase()));
        return `(lower(u.full_name) LIKE $${params.length} OR u.phone LIKE $${params.length})`;
      });
    }
    const page = pageRequest(ctx.query, 15);
    const dir = sortDirection(ctx.query.order);
    const order = PL_ORDER[text(ctx.query.order_by) ?? 'full_name'] ?? 'lower(u.full_name)';
    const grouped = `SELECT b.user_id, u.full_name, u.phone, ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win,
        ${TOTAL_BID} - ${TOTAL_WIN} AS pnl
      FROM bids b JOIN players u ON u.user_id = b.user_id WHERE ${where.where} GROUP BY b.user_id, u.full_name, u.phone`;
    const [totals] = await ctx.db.query<{ n: unknown; total_bid: unknown; total_win: unknown }>(
      `SELECT count(*) AS n, coalesce(sum(total_bid), 0) AS total_bid, coalesce(sum(total_win), 0) AS total_win FROM (${grouped}) g`,
      where.params,
    );
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, b.user_id ${dir} LIMIT ${page.perPage} OFFSET ${page.offset}`,
      where.params,
    );
    const days = await ctx.db.query<{ date: string; total_bid: unknown; total_win: unknown }>(
      `SELECT to_char(b.game_date, 'YYYY-MM-DD') AS date, ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win
         FROM bids b JOIN players u ON u.user_id = b.user_id WHERE ${where.where} GROUP BY b.game_date ORDER BY b.game_date`,
      where.params,
    );
    const bid = int(totals?.total_bid);
    const win = int(totals?.total_win);
    return {
      data: {
        rows: rows.map((r) => ({
          user_id: int(r.user_id),
          full_name: String(r.full_name),
          phone: String(r.phone),
          total_bid: money(r.total_bid),
          total_win: money(r.total_win),
          pnl: money(r.pnl),
        })),
        pagination: pagination(page, int(totals?.n)),
        totals: {
          total_bid: paiseToRupees(bid),
          total_win: paiseToRupees(win),
          pnl: paiseToRupees(bid - win),
        },
        by_date: days.map((d) => ({
          date: d.date,
          total_bid: money(d.total_bid),
          total_win: money(d.total_win),
          pnl: paiseToRupees(int(d.total_bid) - int(d.total_win)),
        })),
      },
    };
  },

  'reports.providerList': async (ctx) => {
    const providerType = reportFamily(ctx, SALES_KEY);
    const rows = await ctx.db.query<{ provider_id: number; provider_name: string }>(
      'SELECT provider_id, provider_name FROM providers WHERE provider_type = $1 ORDER BY provider_name, provider_id',
      [providerType],
    );
    return { data: { rows } };
  },

  'reports.userDeposit': async (ctx) => {
    const { start, end } = defaultRange(ctx.query, 15);
    const where = new Conditions().add("d.tran_status = 'SUCCESS'");
    where.raw((params) => {
      params.push(start, end);
      return istDaysSql('d.created_at', `$${params.length - 1}`, `$${params.length}`);
    });
    const search = text(ctx.query.search);
    if (search) {
      where.raw((params) => {
        params.push(likeContains(search.toLowerCase()));
        return `(lower(u.full_name) LIKE $${params.length} OR u.phone LIKE $${params.length})`;
      });
    }
    const page = pageRequest(ctx.query);
    const dir = sortDirection(ctx.query.order);
    const order = ctx.query.order_by === 'full_name' ? 'lower(u.full_name)' : 'total_deposit';
    const grouped = `SELECT d.user_id, u.full_name, u.phone, count(*) AS deposit_count, sum(d.amount_paise) AS total_deposit,
        max(d.created_at) AS last_deposit_at
      FROM deposits d JOIN players u ON u.user_id = d.user_id WHERE ${where.where} GROUP BY d.user_id, u.full_name, u.phone`;
    const [totals] = await ctx.db.query<{ users: unknown; deposit_count: unknown; total_deposit: unknown }>(
      `SELECT count(*) AS users, coalesce(sum(deposit_count), 0) AS deposit_count, coalesce(sum(total_deposit), 0) AS total_deposit
         FROM (${grouped}) g`,
      where.params,
    );
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, d.user_id ${dir} LIMIT ${page.perPage} OFFSET ${page.offset}`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          user_id: int(r.user_id),
          full_name: String(r.full_name),
          phone: String(r.phone),
          deposit_count: int(r.deposit_count),
          total_deposit: money(r.total_deposit),
          last_deposit_at: instantOrNull(r.last_deposit_at),
        })),
        pagination: pagination(page, int(totals?.users)),
        totals: {
          users: int(totals?.users),
          deposit_count: int(totals?.deposit_count),
          total_deposit: money(totals?.total_deposit),
        },
      },
    };
  },
};
