/** Results: list, save with preview, delete saved, declare, revert, report. */
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import { revertResult } from '../db/result-revert.js';
import {
  declaredResultPage,
  getResultRow,
  type ResultRow,
  resultFamily,
  resultPage,
} from '../db/result-rows.js';
import { deleteSavedResult, saveResult } from '../db/result-save.js';
import { declareResult, lockResult, planFor, previewSettlement } from '../db/result-settlement.js';
import { recordSessionCheck } from '../db/settlement-check.js';
import {
  BID_TYPES_BY_PROVIDER_TYPE,
  type BidType,
  type ProviderType,
  type Session,
} from '../domain/bid-types.js';
import { badRequest, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { familyOfPath, requireFamily } from './family-access.js';
import { actorId, bodyOf, num, text } from './request-values.js';
import { resultBidHandlers } from './result-bids.js';

async function resultRowOrThrow(ctx: RequestContext, resultId: number): Promise<ResultRow> {
  const row = await getResultRow(ctx.db, resultId);
  if (!row) throw notFound();
  return row;
}

/** Looks a result up and checks the family key before anything else. */
async function resultOfBody(ctx: RequestContext): Promise<number> {
  const { result_id } = bodyOf<{ result_id: number }>(ctx);
  const providerType = await resultFamily(ctx.db, result_id);
  if (providerType === undefined) throw notFound();
  requireFamily(ctx, providerType, 'result');
  return result_id;
}

export const resultsHandlers: HandlerTable = {
  ...resultBidHandlers,

  'results.list': async (ctx) => {
    const providerType = familyOfPath(ctx, 'result');
    const page = pageRequest(ctx.query, 50);
    const bidType = text(ctx.query.bid_type) as BidType | undefined;
    if (bidType && !BID_TYPES_BY_PROVIDER_TYPE[providerType].includes(bidType)) {
      throw badRequest({ bid_type: `${bidType} is not a bid type of provider type ${providerType}` });
    }
    const { rows, total } = await resultPage(
      ctx.db,
      {
        providerType,
        gameDate: text(ctx.query.game_date),
        session: text(ctx.query.session),
        providerId: num(ctx.query.provider_id),
        providerName: text(ctx.query.provider_name),
        bidType,
        bidDigit: text(ctx.query.bid_digit),
        search: text(ctx.query.search),
        orderBy: text(ctx.query.order_by),
        order: ctx.query.order,
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'results.save': async (ctx) => {
    const body = bodyOf<{
      provider_id: number;
      provider_type: ProviderType;
      game_date: string;
      session?: Session;
      panna?: string;
      digit?: string;
    }>(ctx);
    requireFamily(ctx, body.provider_type, 'result');
    const resultId = await saveResult(ctx.db, {
      providerId: body.provider_id,
      providerType: body.provider_type,
      gameDate: body.game_date,
      session: body.session,
      panna: body.panna,
      digit: body.digit,
      employeeId: actorId(ctx),
    });
    const preview = await ctx.db.transaction(async (tx) => {
      const stored = await lockResult(tx, resultId);
      return previewSettlement(tx, await planFor(tx, stored, true));
    });
    return {
      msg: 'Result saved successfully',
      data: {
        result: await resultRowOrThrow(ctx, resultId),
        preview: {
          winners: preview.winners,
          total_payout: paiseToRupees(preview.totalPayoutPaise),
          total_bid: paiseToRupees(preview.totalBidPaise),
          by_bid_type: preview.byBidType.map((line) => ({
            bid_type: line.bidType,
            winners: line.winners,
            payout: paiseToRupees(line.payoutPaise),
          })),
          top_winners: preview.topWinners.map((w) => ({
            bid_id: w.bidId,
            user_id: w.userId,
            full_name: w.fullName,
            bid_type: w.bidType,
            session: w.session,
            digit: w.digit,
            amount: paiseToRupees(w.amountPaise),
            win_amount: paiseToRupees(w.winPaise),
          })),
        },
      },
    };
  },

  'results.deleteSaved': async (ctx) => {
    const resultId = await resultOfBody(ctx);
    await deleteSavedResult(ctx.db, resultId);
    return { msg: 'Result deleted successfully', data: null };
  },

  'results.declare': async (ctx) => {
    const resultId = await resultOfBody(ctx);
    const { reason } = bodyOf<{ reason?: string }>(ctx);
    const settled = await ctx.metrics.settlement('declare', () =>
      declareResult(ctx.db, { resultId, employeeId: actorId(ctx), reason: reason ?? null }),
    );
    ctx.metrics.settledBids.inc({ outcome: 'won' }, settled.won);
    ctx.metrics.settledBids.inc({ outcome: 'lost' }, settled.lost);
    // The session check (issue 26) right after the declare's settlement; its verdict is kept for the Books.
    await recordSessionCheck(ctx.db, resultId, 'DECLARE');
    return {
      msg: 'Result declared successfully',
      data: {
        result: await resultRowOrThrow(ctx, resultId),
        settled: { won: settled.won, lost: settled.lost, payout: paiseToRupees(settled.payoutPaise) },
      },
    };
  },

  'results.revert': async (ctx) => {
    const resultId = await resultOfBody(ctx);
    const { reason } = bodyOf<{ reason: string }>(ctx);
    const reverted = await ctx.metrics.settlement('revert', () =>
      revertResult(ctx.db, { resultId, employeeId: actorId(ctx), reason }),
    );
    ctx.metrics.settledBids.inc({ outcome: 'reverted' }, reverted.bids);
    await recordSessionCheck(ctx.db, resultId, 'REVERT');
    return {
      msg: 'Result reverted successfully',
      data: {
        result: await resultRowOrThrow(ctx, resultId),
        reverted: { bids: reverted.bids, amount: paiseToRupees(reverted.amountPaise) },
      },
    };
  },

  'results.report': async (ctx) => {
    const providerType = familyOfPath(ctx, 'result');
    const page = pageRequest(ctx.query, 50);
    const range = defaultRange(ctx.query, 15);
    const { rows, total } = await declaredResultPage(
      ctx.db,
      { providerType, start: range.start, end: range.end, providerId: num(ctx.query.provider_id) },
      page,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          game_date: r.game_date,
          provider_id: r.provider_id,
          provider_name: r.provider_name,
          session: r.session,
          display: r.display,
          total_bid: r.total_bid,
          total_win: r.total_win,
          pnl: Math.round((r.total_bid - r.total_win) * 100) / 100,
          declared_by: r.declared_by,
          declared_at: r.declared_at,
        })),
        pagination: pagination(page, total),
      },
    };
  },
};
