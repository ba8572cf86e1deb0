/** Reasons offered for manual fund adjustments: list, add, delete, offer or withdraw (is_action). */

import { writeAudit } from '../db/audit-log.js';
import {
  deleteManualFund,
  insertManualFund,
  listManualFunds,
  lockManualFund,
  setManualFundStatus,
} from '../db/manual-funds.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { conflict, type HandlerTable, HttpError, notFound } from '../http/handler.js';
import { actorId, bodyOf, pathId, text } from './request-values.js';

export const MANUAL_FUND_MESSAGES = {
  created: 'Manual fund reason added successfully',
  deleted: 'Manual fund reason deleted successfully',
  updated: 'Manual fund reason updated successfully',
  duplicate: 'Manual fund reason already exists',
  notFound: 'Manual fund reason not found',
} as const;

export const manualFundsHandlers: HandlerTable = {
  'manualFunds.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await listManualFunds(
      ctx.db,
      {
        search: text(ctx.query.search),
        orderBy: (text(ctx.query.order_by) ?? 'created_at') as 'created_at' | 'reasons',
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'manualFunds.create': async (ctx) => {
    const reasons = bodyOf<{ reasons: string }>(ctx).reasons.trim();
    const row = await ctx.db.transaction(async (tx) => {
      const created = await insertManualFund(tx, reasons);
      if (!created) throw conflict(MANUAL_FUND_MESSAGES.duplicate);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'manualFunds.create',
        entity: 'manual_fund_reason',
        entityId: created.manual_fund_id,
        after: created,
      });
      return created;
    });
    return { msg: MANUAL_FUND_MESSAGES.created, data: row };
  },

  // The console reads this operation's error from msg.manual_fund_id (spec section 5).
  'manualFunds.delete': async (ctx) => {
    const id = pathId(ctx, 'manual_fund_id');
    await ctx.db.transaction(async (tx) => {
      const before = await lockManualFund(tx, id);
      if (!before) throw new HttpError(404, { manual_fund_id: MANUAL_FUND_MESSAGES.notFound });
      await deleteManualFund(tx, id);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'manualFunds.delete',
        entity: 'manual_fund_reason',
        entityId: id,
        before,
      });
    });
    return { msg: MANUAL_FUND_MESSAGES.deleted, data: null };
  },

  'manualFunds.updateStatus': async (ctx) => {
    const id = pathId(ctx, 'manual_fund_id');
    const isAction = bodyOf<{ is_action: boolean }>(ctx).is_action;
    const row = await ctx.db.transaction(async (tx) => {
      const before = await lockManualFund(tx, id);
      if (!before) throw notFound();
      const after = await setManualFundStatus(tx, id, isAction);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'manualFunds.updateStatus',
        entity: 'manual_fund_reason',
        entityId: id,
        before: { is_action: before.is_action },
        after: { is_action: after.is_action },
      });
      return after;
    });
    return { msg: MANUAL_FUND_MESSAGES.updated, data: row };
  },
};
