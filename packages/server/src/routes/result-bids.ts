/** The result screen's bid reads: bid list, bid summary, digit summary, per-player totals, winners. */
import {
  addBidSearch,
  addSessionScope,
  BID_COLUMNS,
  BID_FROM,
  BID_PICK_FROM,
  bidsByPlayer,
  digitPayouts,
  digitTotals,
  hasBidSearch,
  toBidRow,
  winSums,
} from '../db/bid-rows.js';
import { paiseToRupees } from '../db/money.js';
import { Conditions, fetchPage } from '../db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { loadRates } from '../db/rate-table.js';
import { int } from '../db/values.js';
import type { BidType } from '../domain/bid-types.js';
import { badRequest, type HandlerTable, type RequestContext } from '../http/handler.js';
import { familyOfPath } from './family-access.js';
import { num, text } from './request-values.js';

/** provider, date and session of the result screen, over bids `b` (REFUNDED bids left out). */
function slotConditions(ctx: RequestContext): Conditions {
  const providerType = familyOfPath(ctx, 'result');
  const where = new Conditions()
    .add('b.provider_type = ?', providerType)
    .add('b.provider_id = ?', num(ctx.query.provider_id))
    .add('b.game_date = ?', text(ctx.query.game_date));
  addSessionScope(where, ctx.query.session);
  return where;
}

const BID_ORDER: Record<string, string> = {
  bid_created_at: 'b.bid_created_at',
  amount: 'b.amount_paise',
  win_amount: 'b.win_amount_paise',
};

export const resultBidHandlers: HandlerTable = {
  'results.bids': async (ctx) => {
    const where = slotConditions(ctx)
      .add('b.bid_type = ?', text(ctx.query.bid_type))
      .add('b.digit = ?', text(ctx.query.bid_digit));
    addBidSearch(where, ctx.query.search);
    const page = pageRequest(ctx.query, 50);
    const dir = sortDirection(ctx.query.order);
    const column = BID_ORDER[text(ctx.query.order_by) ?? 'bid_created_at'] ?? 'b.bid_created_at';
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: BID_COLUMNS,
        from: BID_FROM,
        where: where.where,
        order: `${column} ${dir}, b.bid_id ${dir}`,
        params: where.params,
        key: 'b.bid_id',
        pickFrom: hasBidSearch(ctx.query.search) ? BID_FROM : BID_PICK_FROM,
      },
      page,
      toBidRow,
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
    const where = slotConditions(ctx).add('b.bid_type = ?', bidType);
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
    const where = slotConditions(ctx).add("b.bid_status <> 'REFUNDED'");
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
    const where = slotConditions(ctx).add("b.bid_status = 'WON'");
    const page = pageRequest(ctx.query, 50);
    // One aggregate over every winning bid of the slot: the totals a revert takes back, and the page's count.
    const sums = await winSums(ctx.db, where);
    const totals = {
      bid_count: int(sums?.n),
      player_count: int(sums?.players),
      win_amount: paiseToRupees(String(sums?.win ?? 0)),
    };
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: BID_COLUMNS,
        from: BID_FROM,
        where: where.where,
        order: 'b.win_amount_paise DESC, b.bid_id',
        params: where.params,
        key: 'b.bid_id',
        pickFrom: BID_PICK_FROM,
        total: totals.bid_count,
      },
      page,
      toBidRow,
    );
    return { data: { rows, pagination: pagination(page, total), totals } };
  },
};
