/** Overall profit/loss: per player over a range of business days, with the P/L per day and a CSV export. */
import { TOTAL_BID, TOTAL_WIN } from '../db/bid-totals.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pageSlice, pagination, sortDirection } from '../db/paging.js';
import { int, likeContains } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { bidRange } from './report-scope.js';
import { text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

const PL_ORDER: Record<string, string> = {
  full_name: 'lower(u.full_name)',
  pnl: 'pnl',
  total_bid: 'total_bid',
};

/** The per-player query of the filter and its order: the list pages it, the export takes it whole. */
function profitLossQuery(ctx: RequestContext) {
  const where = bidRange(ctx);
  const search = text(ctx.query.search);
  if (search) {
    where.raw((params) => {
      params.push(likeContains(search.toLowerCase()));
      return `(lower(u.full_name) LIKE $${params.length} OR u.phone LIKE $${params.length})`;
    });
  }
  const dir = sortDirection(ctx.query.order);
  const order = PL_ORDER[text(ctx.query.order_by) ?? 'full_name'] ?? 'lower(u.full_name)';
  const grouped = `SELECT b.user_id, u.full_name, u.phone, ${TOTAL_BID} AS total_bid, ${TOTAL_WIN} AS total_win,
      ${TOTAL_BID} - ${TOTAL_WIN} AS pnl
    FROM bids b JOIN players u ON u.user_id = b.user_id WHERE ${where.where} GROUP BY b.user_id, u.full_name, u.phone`;
  return { where, search, grouped, orderBy: `ORDER BY ${order} ${dir}, b.user_id ${dir}` };
}

function toRow(r: Record<string, unknown>) {
  return {
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    phone: String(r.phone),
    total_bid: money(r.total_bid),
    total_win: money(r.total_win),
    pnl: money(r.pnl),
  };
}

export const profitLossHandlers: HandlerTable = {
  'reports.overallProfitLoss': async (ctx) => {
    const { where, search, grouped, orderBy } = profitLossQuery(ctx);
    const page = pageRequest(ctx.query, 15);
    // The totals and the P/L per day in one pass: the () grouping set is the whole filter, and its
    // count(DISTINCT) the number of players (the rows of the list).
    const sums = await ctx.db.query<{
      date: string | null;
      n: unknown;
      total_bid: unknown;
      total_win: unknown;
    }>(
      `SELECT to_char(b.game_date, 'YYYY-MM-DD') AS date, count(DISTINCT b.user_id) AS n, ${TOTAL_BID} AS total_bid,
              ${TOTAL_WIN} AS total_win
         FROM bids b ${search ? 'JOIN players u ON u.user_id = b.user_id' : ''} WHERE ${where.where}
        GROUP BY GROUPING SETS ((b.game_date), ()) ORDER BY b.game_date NULLS FIRST`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ${orderBy} ${slice.sql}`,
      slice.params,
    );
    const totals = sums.find((r) => r.date === null);
    const days = sums.filter((r) => r.date !== null);
    const bid = int(totals?.total_bid);
    const win = int(totals?.total_win);
    return {
      data: {
        rows: rows.map(toRow),
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

  'reports.overallProfitLossExport': async (ctx) => {
    const { where, grouped, orderBy } = profitLossQuery(ctx);
    const rows = (await ctx.db.query<Record<string, unknown>>(`${grouped} ${orderBy}`, where.params)).map(
      toRow,
    );
    type Row = (typeof rows)[number];
    return csvReply<Row>(
      'overall-pl',
      defaultRange(ctx.query, 15),
      [
        ['user_id', (r) => r.user_id],
        ['full_name', (r) => r.full_name],
        ['phone', (r) => r.phone],
        ['total_bid', (r) => r.total_bid.toFixed(2)],
        ['total_win', (r) => r.total_win.toFixed(2)],
        ['pnl', (r) => r.pnl.toFixed(2)],
      ],
      rows,
    );
  },
};
