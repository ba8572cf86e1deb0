/** The result screen's bid reads: bid list, bid summary, digit summary, per-player totals, winners. */
import {
  type BidFilters,
  bidConditions,
  bidPage,
  bidsByPlayer,
  digitPayouts,
  digitTotals,
  winSums,
} from '../db/bid-rows.js';
import { paiseToRupees } from '../db/money.js';
import type { Conditions } from '../db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { loadRates } from '../db/rate-table.js';
import { int } from '../db/values.js';
import type { BidType } from '../domain/bid-types.js';
import { badRequest, type HandlerTable, type RequestContext } from '../http/handler.js';
import { familyOfPath } from './family-access.js';
import { num, text } from './request-values.js';

/** provider, date and session of the result screen, over bids `b`, with what each read adds. */
function slotConditions(ctx: RequestContext, more: Partial<BidFilters> = {}): Conditions {
  return bidConditions({
    providerType: familyOfPath(ctx, 'result'),
    providerId: num(ctx.query.provider_id),
    gameDate: text(ctx.query.game_date),
    session: ctx.query.session,
    ...more,
  });
}

export const resultBidHandlers: HandlerTable = {
  'results.bids': async (ctx) => {
    const where = slotConditions(ctx, {
      bidType: text(ctx.query.bid_type),
      digit: text(ctx.query.bid_digit),
      search: ctx.query.search,
    });
    const page = pageRequest(ctx.query, 50);
    const { rows, total } = await bidPage(
      ctx.db,
      where,
      {
        sort: { by: text(ctx.query.order_by), dir: sortDirection(ctx.query.order) },
        search: ctx.query.search,
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'results.bidSummary': async (ctx) => {
    const providerType = familyOfPath(ctx, 'result');
    if (ctx.query.provider_type !== undefined && ctx.query.provider_type !== providerType) {
      throw badRequest({
        provider_type: `provider_type ${String(ctx.query.provider_type)} does not match ${String(ctx.params.type)}`,
      });
    }
    const bidType = ctx.query.bid_type as BidType;
    const rate = (await loadRates(ctx.db, providerType)).get(bidType);
    if (!rate) throw badRequest({ bid_type: `${bidType} is not a bid type of ${String(ctx.params.type)}` });
    // bid_digit_totals (db/counters.ts) counts the slot's bids per digit, stake and rate snapshot,
    // REFUNDED bids left out: the same sums as over the bids, without reading 1,00,000 of them.
    const where = slotConditions(ctx, { bidType });
    const rows = await digitPayouts(ctx.db, where, rate);
    const totalPaise = rows.reduce((sum, r) => sum + int(r.total_amount), 0);
    const lines = rows.map((r) => {
      const payout = int(r.payout_if_wins);
      return {
        digit: r.digit,
        bidCount: int(r.bid_count),
        amount: int(r.total_amount),
        payout,
        pnl: totalPaise - payout,
      };
    });
    const key = text(ctx.query.order_by) ?? 'pnl';
    const sign = sortDirection(ctx.query.order) === 'ASC' ? 1 : -1;
    lines.sort((a, b) => {
      const diff =
        key === 'digit'
          ? a.digit.localeCompare(b.digit)
          : key === 'amount'
            ? a.amount - b.amount
            : a.pnl - b.pnl;
      return sign * (diff || a.digit.localeCompare(b.digit));
    });
    return {
      data: {
        rows: lines.map((l) => ({
          digit: l.digit,
          bid_count: l.bidCount,
          total_amount: paiseToRupees(l.amount),
          payout_if_wins: paiseToRupees(l.payout),
          pnl: paiseToRupees(l.pnl),
        })),
        total_amount: paiseToRupees(totalPaise),
      },
    };
  },

  'results.bidDigitSummary': async (ctx) => {
    const where = slotConditions(ctx);
    const rows = await digitTotals(ctx.db, where);
    return {
      data: {
        rows: rows.map((r) => ({
          bid_type: r.bid_type,
          digit: r.digit,
          bid_count: int(r.bid_count),
          total_amount: paiseToRupees(int(r.total_amount)),
        })),
      },
    };
  },

  'results.bidsByUser': async (ctx) => {
    const where = slotConditions(ctx, { status: 'NOT_REFUNDED' });
    const page = pageRequest(ctx.query, 50);
    const { total, rows } = await bidsByPlayer(ctx.db, where, page);
    return {
      data: {
        rows: rows.map((r) => ({
          user_id: r.user_id,
          full_name: r.full_name,
          bid_count: int(r.bid_count),
          total_amount: paiseToRupees(int(r.total_amount)),
          total_win: paiseToRupees(int(r.total_win)),
        })),
        pagination: pagination(page, total),
      },
    };
  },

  'results.winners': async (ctx) => {
    const where = slotConditions(ctx, { status: 'WON' });
    const page = pageRequest(ctx.query, 50);
    // One aggregate over every winning bid of the slot: the totals a revert takes back, and the page's count.
    const sums = await winSums(ctx.db, where);
    const totals = {
      bid_count: int(sums?.n),
      player_count: int(sums?.players),
      win_amount: paiseToRupees(String(sums?.win ?? 0)),
    };
    const { rows, total } = await bidPage(
      ctx.db,
      where,
      { sort: 'biggest-wins', total: totals.bid_count },
      page,
    );
    return { data: { rows, pagination: pagination(page, total), totals } };
  },
};
