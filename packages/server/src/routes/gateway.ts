/** Withdrawal requests through the payment gateway: lists, counts and the four actions. */

import { moveFundRequest, type Step } from '../db/fund-request-moves.js';
import type { FundRequestFilter, FundRequestRow } from '../db/fund-requests.js';
import {
  findFundRequestRow,
  fundRequestCounts,
  gatewayNames,
  listFundRequests,
} from '../db/fund-requests.js';
import { listQueueRequests } from '../db/gateway-queue.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import type { TranStatus } from '../domain/fund-request-transitions.js';
import { gatewayAnswer, gatewayPayoutStatus } from '../domain/gateway-simulation.js';
import { refusalAnswer } from '../http/domain-refusals.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { fundRequestTransitions } from '../http/transition-table.js';
import { actorId, bodyOf, ifMatchByRecord, text } from './request-values.js';

function filterOf(ctx: RequestContext): FundRequestFilter {
  return {
    statuses: [String(ctx.params.tran_status) as TranStatus],
    search: text(ctx.query.search),
    gateway: text(ctx.query.gateway),
    orderBy: (text(ctx.query.order_by) ?? 'created_at') as 'created_at' | 'amount',
    direction: sortDirection(ctx.query.order),
  };
}

/** The approval queue: each row carries the approver's facts and risk hints. */
async function listQueue(ctx: RequestContext) {
  const page = pageRequest(ctx.query);
  const { rows, total } = await listQueueRequests(ctx.db, filterOf(ctx), page);
  return { data: { rows, pagination: pagination(page, total), pg_list: await gatewayNames(ctx.db) } };
}

async function listHistory(ctx: RequestContext) {
  const page = pageRequest(ctx.query);
  const { rows, total } = await listFundRequests(ctx.db, filterOf(ctx), page);
  return { data: { rows, pagination: pagination(page, total), pg_list: await gatewayNames(ctx.db) } };
}

interface BatchAction {
  /** The contract's GatewayAction name, echoed in the reply. */
  action: 'WAIT_HOLD' | 'VERIFY' | 'PROCESS' | 'REINITIALIZE_QUEUED';
  auditAction: string;
  steps: (requestId: number, from: TranStatus) => Step[];
  reason?: string | null;
  gateway?: string | null;
}

/**
 * Moves each request in its own transaction, so one illegal move does not undo the others; answers
 * 409 only when none could move (404 when none exists).
 */
async function runBatch(ctx: RequestContext, requestIds: number[], action: BatchAction) {
  const expected = ifMatchByRecord(ctx, requestIds);
  const updated: FundRequestRow[] = [];
  const failed: { request_id: number; msg: string }[] = [];
  let missing = 0;
  for (const requestId of [...new Set(requestIds)]) {
    const outcome = await moveFundRequest(ctx.db, {
      transitions: fundRequestTransitions(),
      requestId,
      actor: actorId(ctx),
      auditAction: action.auditAction,
      steps: action.steps,
      reason: action.reason,
      gateway: action.gateway,
      expectedVersion: expected.get(requestId),
    });
    if (outcome.ok) {
      const row = await findFundRequestRow(ctx.db, requestId);
      if (row) updated.push(row);
    } else {
      const answer = refusalAnswer(outcome.refusal);
      if (answer.status === 404) missing += 1;
      failed.push({ request_id: requestId, msg: answer.message });
    }
  }
  if (updated.length === 0) {
    if (missing === failed.length) throw notFound(failed.map((f) => f.msg).join('; '));
    throw conflict(failed.map((f) => f.msg).join('; '));
  }
  const msg =
    failed.length === 0
      ? `${updated.length} request${updated.length === 1 ? '' : 's'} updated successfully`
      : `${updated.length} of ${updated.length + failed.length} requests updated`;
  return { msg, data: { action: action.action, updated, failed } };
}

/**
 * Verify approves or declines an open request; on PROCESSING, approving asks the gateway how the payout
 * ended (declining stays DECLINED, which the table refuses there: the gateway may already have paid).
 */
function verifyTarget(requestId: number, from: TranStatus, approve: boolean): TranStatus {
  if (approve && from === 'PROCESSING') return gatewayPayoutStatus(requestId);
  return approve ? 'APPROVED' : 'DECLINED';
}

const cleanReason = (reason: string | null | undefined) => reason?.trim() || null;

export const gatewayHandlers: HandlerTable = {
  'gateway.requests': listQueue,
  'gateway.history': listHistory,
  'gateway.counts': async (ctx) => ({ data: await fundRequestCounts(ctx.db) }),

  'gateway.waitHold': async (ctx) => {
    const body = bodyOf<{ request_ids: number[]; status: 'WAITING' | 'HOLD'; reason?: string | null }>(ctx);
    return runBatch(ctx, body.request_ids, {
      action: 'WAIT_HOLD',
      auditAction: 'gateway.waitHold',
      steps: () => [{ action: 'waitHold', to: body.status }],
      reason: cleanReason(body.reason),
    });
  },

  'gateway.verify': async (ctx) => {
    const body = bodyOf<{ request_ids: number[]; approve: boolean; reason?: string | null }>(ctx);
    return runBatch(ctx, body.request_ids, {
      action: 'VERIFY',
      auditAction: 'gateway.verify',
      steps: (id, from) => [{ action: 'verify', to: verifyTarget(id, from, body.approve) }],
      reason: cleanReason(body.reason),
    });
  },

  'gateway.process': async (ctx) => {
    const body = bodyOf<{ request_ids: number[]; gateway: string }>(ctx);
    return runBatch(ctx, body.request_ids, {
      action: 'PROCESS',
      auditAction: 'gateway.process',
      steps: (id) => [
        { action: 'process', to: 'PROCESSING' },
        { action: 'gatewayAnswer', to: gatewayAnswer(id, false) },
      ],
      gateway: body.gateway.trim(),
    });
  },

  'gateway.reinitializeQueued': async (ctx) => {
    const body = bodyOf<{ request_ids: number[] }>(ctx);
    return runBatch(ctx, body.request_ids, {
      action: 'REINITIALIZE_QUEUED',
      auditAction: 'gateway.reinitializeQueued',
      steps: (id) => [
        { action: 'reinitializeQueued', to: 'PROCESSING' },
        { action: 'gatewayAnswer', to: gatewayAnswer(id, true) },
      ],
    });
  },
};
