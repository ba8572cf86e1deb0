/** Overall profit/loss: per player over a range of business days, with the P/L per day and a CSV export. */
import { groupedAll, groupedPage, profitLossByDay, profitLossQuery } from '../db/grouped-report.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import { int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { bidRange } from './report-scope.js';
import { text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

/** The per-player query of the filter and its order: the list pages it, the export takes it whole. */
function profitLoss(ctx: RequestContext) {
  const search = text(ctx.query.search);
  const q = profitLossQuery(bidRange(ctx), search, text(ctx.query.order_by), ctx.query.order);
  return { q, search };
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
    const { q, search } = profitLoss(ctx);
    const page = pageRequest(ctx.query, 15);
    const sums = await profitLossByDay(ctx.db, q, search);
    const rows = await groupedPage(ctx.db, q, page);
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
    const rows = (await groupedAll(ctx.db, profitLoss(ctx).q)).map(toRow);
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
