/** An approval request as the contract's ApprovalRequest (what the caller may see of it). */
import { getRequest, type StoredRequest } from '../db/approvals.js';
import { paiseToRupees } from '../db/money.js';
import { ACTION_LABEL, APPROVE_KEY, isBlind } from '../domain/approvals.js';
import { hasPermission } from '../http/auth.js';
import { notFound, type RequestContext } from '../http/handler.js';

export function toRequestWire(ctx: RequestContext, r: StoredRequest) {
  const staff = ctx.staff;
  const mine = staff?.employeeId === r.makerId;
  const pending = r.state === 'PENDING';
  return {
    request_id: r.requestId,
    action: r.action,
    action_label: ACTION_LABEL[r.action],
    operation_id: r.operationId,
    summary: r.summary,
    amount: r.amountPaise === null ? null : paiseToRupees(r.amountPaise),
    entity: r.entity,
    entity_id: r.entityId,
    maker_id: r.makerId,
    maker_name: r.makerName,
    state: r.state,
    reason: r.reason,
    checker_id: r.checkerId,
    checker_name: r.checkerName,
    blind: isBlind(r.action),
    preview: r.preview as Record<string, unknown>,
    created_at: r.createdAt,
    expires_at: r.expiresAt,
    decided_at: r.decidedAt,
    can_approve: Boolean(pending && staff && !mine && hasPermission(staff, APPROVE_KEY[r.action])),
    can_cancel: pending && mine,
    version: r.version,
  };
}

export async function requestWire(ctx: RequestContext, requestId: number) {
  const r = await getRequest(ctx.db, requestId, ctx.now());
  if (!r) throw notFound();
  return toRequestWire(ctx, r);
}
