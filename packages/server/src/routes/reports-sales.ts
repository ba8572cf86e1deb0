/**
 * Sales of one family: bid, win and profit per provider and player, with the per-provider level (the
 * report's first drill-down and its chart) and the totals over the whole filter.
 */
import { TOTAL_BID, TOTAL_WIN } from '../db/bid-totals.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pageSlice, pagination, sortDirection } from '../db/paging.js';
import { int, likeContains } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { bidRange, reportFamily, SALES_KEY } from './report-scope.js';
import { num, text } from './request-values.js';

const SALES_ORDER: Record<string, string> = {
  provider_name: 'lower(p.provider_name)',
  player_name: 'lower(u.full_name)',
  bid: 'bid',
  win: 'win',
  profit: 'profit',
};

const money = (v: unknown) => paiseToRupees(int(v));

/** The provider-and-player query of the filter and its order: the list pages it, the export takes it whole. */
function salesQuery(ctx: RequestContext) {
  const providerType = reportFamily(ctx, SALES_KEY);
  const where = bidRange(ctx)
    .add('b.provider_type = ?', providerType)
    .add('b.provider_id = ?', num(ctx.query.provider_id));
  const providerName = text(ctx.query.provider_name);
  if (providerName) where.add('lower(p.provider_name) LIKE ?', likeContains(providerName.toLowerCase()));
  const playerName = text(ctx.query.player_name);
  if (playerName) {
    where.raw((params) => {
      params.push(likeContains(playerName.toLowerCase()));
      return `(lower(u.full_name) LIKE $${params.length} OR u.phone LIKE $${params.length})`;
    });
  }
  const dir = sortDirection(ctx.query.order);
  const order = SALES_ORDER[text(ctx.query.order_by) ?? 'provider_name'] ?? 'lower(p.provider_name)';
  const grouped = `SELECT b.provider_id, p.provider_name, b.user_id, u.full_name AS player_name, ${TOTAL_BID} AS bid,
      ${TOTAL_WIN} AS win, ${TOTAL_BID} - ${TOTAL_WIN} AS profit
    FROM bids b JOIN players u ON u.user_id = b.user_id JOIN providers p ON p.provider_id = b.provider_id
    WHERE ${where.where} GROUP BY b.provider_id, p.provider_name, b.user_id, u.full_name`;
  return { where, grouped, orderBy: `ORDER BY ${order} ${dir}, b.provider_id, b.user_id` };
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
    const { where, grouped, orderBy } = salesQuery(ctx);
    const page = pageRequest(ctx.query, 25);
    // One row per provider over the whole filter; the totals and the row count are its sums.
    const providers = await ctx.db.query<{
      provider_id: unknown;
      provider_name: string;
      players: unknown;
      bid: unknown;
      win: unknown;
    }>(
      `SELECT provider_id, provider_name, count(*) AS players, sum(bid) AS bid, sum(win) AS win FROM (${grouped}) g
        GROUP BY provider_id, provider_name ORDER BY lower(provider_name), provider_id`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ${orderBy} ${slice.sql}`,
      slice.params,
    );
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
    const { where, grouped, orderBy } = salesQuery(ctx);
    const rows = (await ctx.db.query<Record<string, unknown>>(`${grouped} ${orderBy}`, where.params)).map(
      toRow,
    );
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
