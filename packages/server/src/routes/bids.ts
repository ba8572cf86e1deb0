/** Bids screens: the day's bid list, the revert-bid list, and refunds provider-wise or for selected bids. */
import { lockBidsById, lockPendingBids, refundBids } from '../db/bid-refunds.js';
import { bidConditions, bidListTotals, bidPage, bidSums } from '../db/bid-rows.js';
import { paiseToRupees } from '../db/money.js';
import type { Conditions } from '../db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { providerTypeOf } from '../db/providers.js';
import { int } from '../db/values.js';
import type { ProviderType, Session } from '../domain/bid-types.js';
import { badRequest, conflict, type HandlerTable, notFound } from '../http/handler.js';
import { familyOfPath, requireFamily } from './family-access.js';
import { actorId, bodyOf, num, text } from './request-values.js';

const refundData = (o: { refundedBids: number; refundedPaise: number }) => ({
  refunded_bids: o.refundedBids,
  refunded_amount: paiseToRupees(o.refundedPaise),
});

/**
 * The PENDING bids of a family and day (one provider's when given; one session's scope when given, where
 * Close includes the day's jodi and sangam bids): what the revert list pages and totals, and what a
 * provider-wise revert refunds, so the two cannot disagree.
 */
function pendingBidsOf(slot: {
  providerType: ProviderType;
  gameDate: string | undefined;
  providerId: number | undefined;
  session: unknown;
}): Conditions {
  return bidConditions({ ...slot, status: 'PENDING' });
}

export const bidsHandlers: HandlerTable = {
  'bids.list': async (ctx) => {
    const providerType = ctx.query.game_type as ProviderType;
    requireFamily(ctx, providerType, 'bids');
    const where = bidConditions({
      providerType,
      gameDate: text(ctx.query.bid_date),
      providerId: num(ctx.query.provider_id),
      bidType: text(ctx.query.bid_type),
      session: ctx.query.session,
      search: ctx.query.search,
    });
    const page = pageRequest(ctx.query);
    const { rows, total } = await bidPage(
      ctx.db,
      where,
      {
        sort: {
          by: ctx.query.order_by === 'amount' ? 'amount' : 'bid_created_at',
          dir: sortDirection(ctx.query.order),
        },
        search: ctx.query.search,
        counted: true,
      },
      page,
    );
    const totals = await bidListTotals(ctx.db, where, ctx.query.search);
    return { data: { rows, pagination: pagination(page, total), totals } };
  },

  'bids.revertList': async (ctx) => {
    const where = pendingBidsOf({
      providerType: familyOfPath(ctx, 'result'),
      gameDate: text(ctx.query.game_date),
      providerId: num(ctx.query.provider_id),
      session: ctx.query.session,
    });
    const page = pageRequest(ctx.query, 50);
    // One aggregate over every pending bid the filter matches: what a provider-wise revert refunds, to
    // how many players, and the page's count.
    const sums = await bidSums(ctx.db, where.where, where.params);
    const totals = {
      bid_count: int(sums?.n),
      player_count: int(sums?.players),
      amount: paiseToRupees(String(sums?.stake ?? 0)),
    };
    const { rows, total } = await bidPage(
      ctx.db,
      where,
      { sort: { by: 'bid_created_at', dir: 'DESC' }, total: totals.bid_count },
      page,
    );
    return { data: { rows, pagination: pagination(page, total), totals } };
  },

  'bids.revertProvider': async (ctx) => {
    const body = bodyOf<{
      provider_id: number;
      provider_type: ProviderType;
      game_date: string;
      session?: Session;
      reason: string;
    }>(ctx);
    requireFamily(ctx, body.provider_type, 'result');
    const actualType = await providerTypeOf(ctx.db, body.provider_id);
    if (!actualType) throw notFound('Provider not found');
    if (actualType !== body.provider_type) {
      throw badRequest({
        provider_type: `Provider ${body.provider_id} is not of provider_type ${body.provider_type}`,
      });
    }
    const session = body.session ?? null;
    // The very bids bids.revertList shows (and totals) for this provider, date and session.
    const where = pendingBidsOf({
      providerType: body.provider_type,
      gameDate: body.game_date,
      providerId: body.provider_id,
      session,
    });
    const outcome = await ctx.db.transaction(async (tx) => {
      const ids = await lockPendingBids(tx, where.where, where.params);
      return refundBids(tx, {
        bidIds: ids,
        employeeId: actorId(ctx),
        reason: body.reason,
        action: 'bids.revertProvider',
        entity: 'provider',
        entityId: `${body.provider_id}:${body.game_date}:${session ?? 'all'}`,
      });
    });
    return { msg: `${outcome.refundedBids} bids refunded`, data: refundData(outcome) };
  },

  'bids.revertSelected': async (ctx) => {
    const body = bodyOf<{ bid_ids: number[]; reason: string }>(ctx);
    const outcome = await ctx.db.transaction(async (tx) => {
      const rows = await lockBidsById(tx, body.bid_ids);
      const found = new Set(rows.map((r) => Number(r.bid_id)));
      const missing = body.bid_ids.filter((id) => !found.has(id));
      if (missing.length) throw notFound(`Bids not found: ${missing.slice(0, 20).join(', ')}`);
      for (const type of new Set(rows.map((r) => Number(r.provider_type) as ProviderType)))
        requireFamily(ctx, type, 'result');
      const settled = rows.filter((r) => r.bid_status !== 'PENDING');
      if (settled.length) {
        const list = settled.slice(0, 20).map((r) => `${String(r.bid_id)} (${r.bid_status})`);
        throw conflict(`Only PENDING bids can be reverted; not pending: ${list.join(', ')}`);
      }
      return refundBids(tx, {
        bidIds: body.bid_ids,
        employeeId: actorId(ctx),
        reason: body.reason,
        action: 'bids.revertSelected',
        entity: 'bids',
        entityId: body.bid_ids.slice(0, 20).join(','),
      });
    });
    return { msg: `${outcome.refundedBids} bids refunded`, data: refundData(outcome) };
  },
};
