/** The weekly withdrawal-request window (wallet.timings, wallet.updateTiming). */

import { writeAudit } from '../db/audit-log.js';
import { fundTimings, lockFundTiming, updateFundTiming } from '../db/fund-timings.js';
import { badRequest, type HandlerTable, notFound } from '../http/handler.js';
import { actorId, bodyOf, pathId } from './request-values.js';

export const fundTimingHandlers: HandlerTable = {
  'wallet.timings': async (ctx) => ({ data: { rows: await fundTimings(ctx.db) } }),

  'wallet.updateTiming': async (ctx) => {
    const timingId = pathId(ctx, 'timing_id');
    const body = bodyOf<{ open_time: string; close_time: string; is_active: boolean }>(ctx);
    if (body.close_time <= body.open_time) throw badRequest('close_time must be after open_time');
    const row = await ctx.db.transaction(async (tx) => {
      const before = await lockFundTiming(tx, timingId);
      if (!before) throw notFound();
      const after = await updateFundTiming(tx, timingId, body);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'wallet.updateTiming',
        entity: 'fund_timing',
        entityId: timingId,
        before,
        after,
      });
      return after;
    });
    return { msg: 'Fund request timing updated successfully', data: row };
  },
};
