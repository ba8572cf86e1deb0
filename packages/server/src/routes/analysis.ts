/** Analysis: per provider of a family and per player, computed from bids; per bank in analysis-bank.ts. */

import { BID_COUNT, TOTAL_BID, TOTAL_WIN } from '../db/bid-totals.js';
import { luckOfPlayers } from '../db/improbable-winners.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pageSlice, pagination, sortDirection } from '../db/paging.js';
import { int } from '../db/values.js';
import { isImprobable } from '../domain/win-odds.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { bankAnalysisHandlers } from './analysis-bank.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { bidRange, reportFamily } from './report-scope.js';
import { num, text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

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

/** Which players each user-analysis type ranks (over the grouped bid_pnl). */
const USER_FILTER: Record<string, string> = {
  'top-gainers': 'bid_pnl < 0',
  'top-losers': 'bid_pnl > 0',
  'top-bidders': 'true',
  'most-active': 'true',
};

/** players, bid_count, total_bid and total_win (paise) of a totals query, as the contract's totals. */
function bidTotals(r: Record<string, unknown>) {
  return {
    players: int(r.players),
    bid_count: int(r.bid_count),
    total_bid: money(r.total_bid),
    total_win: money(r.total_win),
    bid_pnl: paiseToRupees(int(r.total_bid) - int(r.total_win)),
  };
}

/** The players of a user-analysis type and their order: the list pages them, the export takes them whole. */
function userAnalysisQuery(ctx: RequestContext) {
  const type = String(ctx.params.type);
  const where = bidRange(ctx);
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
  return { where, grouped, orderBy: `ORDER BY ${order} ${dir}, user_id` };
}

function toUserRow(r: Record<string, unknown>) {
  return {
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    phone: String(r.phone),
    bid_count: int(r.bid_count),
    total_bid: money(r.total_bid),
    total_win: money(r.total_win),
    bid_pnl: money(r.bid_pnl),
  };
}

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
    // Every provider (a family has tens, not thousands): the chart's series and the row count.
    const providers = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY lower(p.provider_name), b.provider_id`,
      where.params,
    );
    const [totals] = await ctx.db.query<Record<string, unknown>>(
      `SELECT count(DISTINCT b.user_id) AS players, ${BID_COUNT} AS bid_count, ${TOTAL_BID} AS total_bid,
              ${TOTAL_WIN} AS total_win FROM bids b WHERE ${where.where}`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, b.provider_id ${slice.sql}`,
      slice.params,
    );
    const toRow = (r: Record<string, unknown>) => ({
      provider_id: int(r.provider_id),
      provider_name: String(r.provider_name),
      bid_count: int(r.bid_count),
      players: int(r.players),
      total_bid: money(r.total_bid),
      total_win: money(r.total_win),
      bid_pnl: money(r.bid_pnl),
    });
    return {
      data: {
        rows: rows.map(toRow),
        pagination: pagination(page, providers.length),
        totals: bidTotals(totals ?? {}),
        by_provider: providers.map(toRow),
      },
    };
  },

  'analysis.user': async (ctx) => {
    const { where, grouped, orderBy } = userAnalysisQuery(ctx);
    const page = pageRequest(ctx.query);
    const [totals] = await ctx.db.query<Record<string, unknown>>(
      `SELECT count(*) AS players, coalesce(sum(bid_count), 0) AS bid_count, coalesce(sum(total_bid), 0) AS total_bid,
              coalesce(sum(total_win), 0) AS total_win FROM (${grouped}) c`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ${orderBy} ${slice.sql}`,
      slice.params,
    );
    // Designed (issue 26): each player's wins against chance over the same range.
    const range = defaultRange(ctx.query, 15);
    const luck = await luckOfPlayers(
      ctx.db,
      { startDate: range.start, endDate: range.end },
      rows.map((r) => int(r.user_id)),
    );
    return {
      data: {
        rows: rows.map((r) => {
          const row = toUserRow(r);
          const l = luck.get(row.user_id);
          return {
            ...row,
            win_chance: l ? l.probabilityText : null,
            improbable: Boolean(l && isImprobable(l.wins, l.log10Probability)),
          };
        }),
        pagination: pagination(page, int(totals?.players)),
        totals: bidTotals(totals ?? {}),
      },
    };
  },

  'analysis.userExport': async (ctx) => {
    const { where, grouped, orderBy } = userAnalysisQuery(ctx);
    const rows = (await ctx.db.query<Record<string, unknown>>(`${grouped} ${orderBy}`, where.params)).map(
      toUserRow,
    );
    type Row = (typeof rows)[number];
    return csvReply<Row>(
      `user-analysis-${String(ctx.params.type)}`,
      defaultRange(ctx.query, 15),
      [
        ['user_id', (r) => r.user_id],
        ['full_name', (r) => r.full_name],
        ['phone', (r) => r.phone],
        ['bid_count', (r) => r.bid_count],
        ['total_bid', (r) => r.total_bid.toFixed(2)],
        ['total_win', (r) => r.total_win.toFixed(2)],
        ['bid_pnl', (r) => r.bid_pnl.toFixed(2)],
      ],
      rows,
    );
  },
  ...bankAnalysisHandlers,
};
