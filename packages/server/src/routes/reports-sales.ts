/**
 * Sales of one family: bid, win and profit per provider and player, with the per-provider level (the
 * report's first drill-down and its chart) and the totals over the whole filter.
 */
import { groupedAll, groupedPage, salesByProvider, salesQuery } from '../db/grouped-report.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import { int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { bidRange, reportFamily, SALES_KEY } from './report-scope.js';
import { num, text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

/** The provider-and-player query of the filter and its order: the list pages it, the export takes it whole. */
function sales(ctx: RequestContext) {
  const providerType = reportFamily(ctx, SALES_KEY);
  const where = bidRange(ctx, { providerType, providerId: num(ctx.query.provider_id) });
  return salesQuery(
    where,
    { providerName: text(ctx.query.provider_name), playerName: text(ctx.query.player_name) },
    text(ctx.query.order_by),
    ctx.query.order,
  );
}

function toRow(r: Record<string, unknown>) {
  return {
    provider_id: int(r.provider_id),
    provider_name: String(r.provider_name),
    user_id: int(r.user_id),
    player_name: String(r.player_name),
    bid: money(r.bid),
    win: money(r.win),
    profit: money(r.profit),
  };
}

export const salesReportHandlers: HandlerTable = {
  'reports.sales': async (ctx) => {
    const q = sales(ctx);
    const page = pageRequest(ctx.query, 25);
    // One row per provider over the whole filter; the totals and the row count are its sums.
    const providers = await salesByProvider(ctx.db, q);
    const rows = await groupedPage(ctx.db, q, page);
    const sum = (key: 'players' | 'bid' | 'win') => providers.reduce((n, r) => n + int(r[key]), 0);
    const bid = sum('bid');
    const win = sum('win');
    return {
      data: {
        rows: rows.map(toRow),
        pagination: pagination(page, sum('players')),
        totals: { bid: paiseToRupees(bid), win: paiseToRupees(win), profit: paiseToRupees(bid - win) },
        by_provider: providers.map((r) => ({
          provider_id: int(r.provider_id),
          provider_name: r.provider_name,
          players: int(r.players),
          bid: money(r.bid),
          win: money(r.win),
          profit: paiseToRupees(int(r.bid) - int(r.win)),
        })),
      },
    };
  },

  'reports.salesExport': async (ctx) => {
    const rows = (await groupedAll(ctx.db, sales(ctx))).map(toRow);
    type Row = (typeof rows)[number];
    return csvReply<Row>(
      `${String(ctx.params.type)}-sales`,
      defaultRange(ctx.query, 15),
      [
        ['provider_id', (r) => r.provider_id],
        ['provider_name', (r) => r.provider_name],
        ['user_id', (r) => r.user_id],
        ['player_name', (r) => r.player_name],
        ['bid', (r) => r.bid.toFixed(2)],
        ['win', (r) => r.win.toFixed(2)],
        ['profit', (r) => r.profit.toFixed(2)],
      ],
      rows,
    );
  },
};
