/** Payout rates per family and bid type ("10 ka 95"). */

import { BID_TYPE_LABELS } from '@backoffice/sdk';
import { writeAudit } from '../db/audit-log.js';
import type { Queryable } from '../db/db.js';
import { loadRates, upsertRate } from '../db/rate-table.js';
import { BID_TYPES_BY_PROVIDER_TYPE, type BidType, type ProviderType } from '../domain/bid-types.js';
import { badRequest, type HandlerTable } from '../http/handler.js';
import { requireFamily } from './family-access.js';
import { actorId, bodyOf } from './request-values.js';

async function rateTable(db: Queryable, providerType: ProviderType) {
  const rates = await loadRates(db, providerType);
  return {
    provider_type: providerType,
    rows: [...rates].map(([bidType, rate]) => ({
      bid_type: bidType,
      label: BID_TYPE_LABELS[bidType] ?? bidType,
      bid_amount: rate.bidAmount,
      win_amount: rate.winAmount,
      rate: rate.winAmount / rate.bidAmount,
    })),
  };
}

export const ratesHandlers: HandlerTable = {
  'rates.get': async (ctx) => {
    const providerType = ctx.params.provider_type as ProviderType;
    requireFamily(ctx, providerType, 'rates');
    return { data: await rateTable(ctx.db, providerType) };
  },

  'rates.update': async (ctx) => {
    const providerType = ctx.params.provider_type as ProviderType;
    requireFamily(ctx, providerType, 'rates');
    const { rows } = bodyOf<{ rows: Array<{ bid_type: BidType; bid_amount: number; win_amount: number }> }>(
      ctx,
    );
    const allowed = BID_TYPES_BY_PROVIDER_TYPE[providerType];
    const seen = new Set<string>();
    for (const row of rows) {
      if (!allowed.includes(row.bid_type)) {
        throw badRequest({ bid_type: `${row.bid_type} is not a bid type of provider type ${providerType}` });
      }
      if (seen.has(row.bid_type)) throw badRequest({ bid_type: `${row.bid_type} is listed twice` });
      seen.add(row.bid_type);
    }
    const table = await ctx.db.transaction(async (tx) => {
      const before = await rateTable(tx, providerType);
      for (const row of rows) {
        await upsertRate(tx, providerType, row.bid_type, row.bid_amount, row.win_amount);
      }
      const after = await rateTable(tx, providerType);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'rates.update',
        entity: 'rates',
        entityId: providerType,
        before: before.rows,
        after: after.rows,
      });
      return after;
    });
    return { msg: 'Rates updated successfully', data: table };
  },
};
