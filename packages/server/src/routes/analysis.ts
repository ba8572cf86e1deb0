/** Analysis: per provider of a family and per player, computed from bids; per bank in analysis-bank.ts. */

import { gameAnalysis, userAnalysisAll, userAnalysisPage, userAnalysisQuery } from '../db/analysis.js';
import { luckOfPlayers } from '../db/improbable-winners.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { int } from '../db/values.js';
import { isImprobable } from '../domain/win-odds.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { bankAnalysisHandlers } from './analysis-bank.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { bidRange, reportFamily } from './report-scope.js';
import { num, text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

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

function userAnalysis(ctx: RequestContext) {
  return userAnalysisQuery(String(ctx.params.type), bidRange(ctx), text(ctx.query.order_by), ctx.query.order);
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
    const where = bidRange(ctx, { providerType, providerId: num(ctx.query.provider_id) });
    const page = pageRequest(ctx.query);
    const { providers, totals, rows } = await gameAnalysis(
      ctx.db,
      where,
      page,
      text(ctx.query.order_by),
      sortDirection(ctx.query.order),
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
    const page = pageRequest(ctx.query);
    const { totals, rows } = await userAnalysisPage(ctx.db, userAnalysis(ctx), page);
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
    const rows = (await userAnalysisAll(ctx.db, userAnalysis(ctx))).map(toUserRow);
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
