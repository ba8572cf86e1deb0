/**
 * The guarded operations (two-person control) are declared in the contract (v1.yaml's x-approval: the
 * kind whose policy holds a call, when it is guarded, the amount its threshold reads). Here, for each, what
 * a call is about (the amount, the record it acts on) and the preview of its effect. `withApprovalGuards`
 * wraps their handlers: when the kind's policy applies, the call answers 202 with an approval request
 * instead of running; routes/approvals.ts runs the unwrapped handler when a second person approves.
 */
import {
  approvalGuards,
  approvalKind,
  GUARDED_OPERATIONS,
  type OperationApproval,
  operationApproval,
} from '@backoffice/sdk';
import {
  declarePreview,
  employeeNow,
  fundRequestsNow,
  providerRefundPreview,
  resultNow,
  revertPreview,
  selectedRefundPreview,
  walletNow,
} from '../db/approval-previews.js';
import { insertRequest, loadPolicies, loadPolicy } from '../db/approvals.js';
import { writeAudit } from '../db/audit-log.js';
import { requireVersion } from '../db/live-outbox.js';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../db/money.js';
import {
  type ApprovalAction,
  type ApprovalPolicy,
  awaitingMessage,
  defaultPolicy,
  policyApplies,
} from '../domain/approvals.js';
import type { ProviderType } from '../domain/bid-types.js';
import { conflict, type Handler, type HandlerTable, type RequestContext } from '../http/handler.js';
import { requestWire } from './approval-wire.js';
import { requireFamily } from './family-access.js';
import { bodyOf, ifMatchByRecord, pathId } from './request-values.js';
import { correctionPreview } from './result-correction.js';

/** What a guarded call is about and what it would do now. */
export interface GuardSubject {
  /** Fields of the record the call acts on that the contract's x-approval may choose the kind by. */
  record?: Record<string, unknown>;
  /** What the policy's threshold reads (paise); null for actions without an amount. */
  amountPaise: number | null;
  summary: string;
  entity: string;
  entityId: string;
  /** Declarations: what the checker must type blind. */
  blindValue?: string;
  /** The effect as the checker sees it (rupees); equal JSON later means nothing changed. */
  preview: Record<string, unknown>;
}

/** undefined: the call is not guardable as sent (missing record, wrong state); its handler answers. */
export type Guard = (ctx: RequestContext) => Promise<GuardSubject | undefined>;

const slotName = (r: { provider_name: string; game_date: string; session: string | null }) =>
  `${r.provider_name} ${r.game_date}${r.session ? ` ${r.session}` : ''}`;

const rupees = paiseToRupees;

export const GUARDS: Record<string, Guard> = {
  'wallet.adjust': async (ctx) => {
    const body = bodyOf<{ user_id: number; amount: number; type: number; reason: string }>(ctx);
    let amountPaise: number;
    try {
      amountPaise = rupeesToPaise(body.amount);
    } catch {
      return undefined;
    }
    const wallet = await walletNow(ctx.db, body.user_id);
    if (!wallet || amountPaise <= 0) return undefined;
    const credit = body.type === 0;
    const after = wallet.balancePaise + (credit ? amountPaise : -amountPaise);
    // An overdrawing debit is refused at once (409), not held for a second person.
    if (after < 0) return undefined;
    return {
      amountPaise,
      summary: `${credit ? 'Credit' : 'Debit'} ${formatRupees(amountPaise)} ${credit ? 'to' : 'from'} ${wallet.fullName} (user ${body.user_id})`,
      entity: 'wallet',
      entityId: String(body.user_id),
      preview: {
        user_id: body.user_id,
        full_name: wallet.fullName,
        amount: rupees(amountPaise),
        balance_before: rupees(wallet.balancePaise),
        balance_after: rupees(after),
      },
    };
  },

  'results.declare': async (ctx) => {
    const { result_id } = bodyOf<{ result_id: number }>(ctx);
    const result = await resultNow(ctx.db, result_id);
    if (result?.status !== 'SAVED') return undefined;
    requireFamily(ctx, result.provider_type, 'result');
    const p = await declarePreview(ctx.db, result);
    return {
      record: { provider_type: result.provider_type },
      amountPaise: p.totalPayoutPaise,
      summary: `Declare the result of ${slotName(result)}`,
      entity: 'result',
      entityId: String(result_id),
      blindValue: result.panna ?? result.digit,
      preview: {
        result_id,
        provider_name: result.provider_name,
        game_date: result.game_date,
        session: result.session,
        winners: p.winners,
        total_payout: rupees(p.totalPayoutPaise),
        total_bid: rupees(p.totalBidPaise),
        by_bid_type: p.byBidType.map((l) => ({
          bid_type: l.bidType,
          winners: l.winners,
          payout: rupees(l.payoutPaise),
        })),
      },
    };
  },

  'results.revert': async (ctx) => {
    const { result_id } = bodyOf<{ result_id: number }>(ctx);
    const result = await resultNow(ctx.db, result_id);
    if (result?.status !== 'DECLARED') return undefined;
    requireFamily(ctx, result.provider_type, 'result');
    const p = await revertPreview(ctx.db, result_id);
    return {
      amountPaise: p.winPaise,
      summary: `Revert the result of ${slotName(result)}`,
      entity: 'result',
      entityId: String(result_id),
      preview: {
        result_id,
        provider_name: result.provider_name,
        game_date: result.game_date,
        session: result.session,
        result: result.panna ? `${result.panna}-${result.ank ?? ''}` : result.digit,
        settled_bids: p.bids,
        winners: p.winners,
        players: p.players,
        win_taken_back: rupees(p.winPaise),
      },
    };
  },

  // Correcting a result reverts it: the revert policy holds it, with the correction's own preview.
  'results.correct': async (ctx) => {
    const { result_id } = bodyOf<{ result_id: number }>(ctx);
    const result = await resultNow(ctx.db, result_id);
    if (result?.status !== 'DECLARED') return undefined;
    const preview = await correctionPreview(ctx);
    if (!preview.can_apply) return undefined;
    return {
      amountPaise: (await revertPreview(ctx.db, result_id)).winPaise,
      summary: `Correct the result of ${slotName(result)} from ${result.digit} to ${preview.to}`,
      entity: 'result',
      entityId: String(result_id),
      preview,
    };
  },

  'bids.revertSelected': async (ctx) => {
    const { bid_ids } = bodyOf<{ bid_ids: number[] }>(ctx);
    const p = await selectedRefundPreview(ctx.db, bid_ids);
    if (p.bids === 0 || p.notPending > 0 || p.bids !== bid_ids.length) return undefined;
    return {
      amountPaise: p.stakePaise,
      summary: `Refund ${p.bids} selected bids (${formatRupees(p.stakePaise)})`,
      entity: 'bids',
      entityId: bid_ids.slice(0, 20).join(','),
      preview: { bids: p.bids, players: p.players, refund: rupees(p.stakePaise) },
    };
  },

  'bids.revertProvider': async (ctx) => {
    const body = bodyOf<{
      provider_id: number;
      provider_type: ProviderType;
      game_date: string;
      session?: string;
    }>(ctx);
    requireFamily(ctx, body.provider_type, 'result');
    const session = body.session ?? null;
    const p = await providerRefundPreview(ctx.db, {
      providerId: body.provider_id,
      providerType: body.provider_type,
      gameDate: body.game_date,
      session,
    });
    if (p.bids === 0) return undefined;
    return {
      amountPaise: p.stakePaise,
      summary: `Refund ${p.bids} bids of provider ${body.provider_id} on ${body.game_date}${session ? ` ${session}` : ''}`,
      entity: 'provider',
      entityId: `${body.provider_id}:${body.game_date}:${session ?? 'all'}`,
      preview: { bids: p.bids, players: p.players, refund: rupees(p.stakePaise) },
    };
  },

  'gateway.verify': async (ctx) => {
    const body = bodyOf<{ request_ids: number[] }>(ctx);
    const rows = await fundRequestsNow(ctx.db, body.request_ids);
    if (rows.length === 0) return undefined;
    // A request someone changed since the caller saw it is refused before it is held for a second person.
    const expected = ifMatchByRecord(ctx, body.request_ids);
    for (const r of rows) {
      const record = {
        kind: 'withdrawal' as const,
        recordId: String(r.requestId),
        label: `Request #${r.requestId}`,
        version: r.version,
        state: r.status,
      };
      await requireVersion(ctx.db, record, expected.get(r.requestId));
    }
    const total = rows.reduce((n, r) => n + r.amountPaise, 0);
    return {
      // Each withdrawal is weighed on its own: the largest of the batch decides.
      amountPaise: Math.max(...rows.map((r) => r.amountPaise)),
      summary: `Approve ${rows.length === 1 ? 'withdrawal' : `${rows.length} withdrawals`} ${rows.map((r) => r.requestId).join(', ')} (${formatRupees(total)})`,
      entity: 'fund_request',
      entityId: String(rows[0]?.requestId),
      preview: {
        requests: rows.map((r) => ({
          request_id: r.requestId,
          user_id: r.userId,
          amount: rupees(r.amountPaise),
          tran_status: r.status,
        })),
        total: rupees(total),
      },
    };
  },

  'employees.update': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    const body = bodyOf<{ permission: string[]; is_admin: boolean }>(ctx);
    const before = await employeeNow(ctx.db, id);
    if (!before) return undefined;
    const added = body.permission.filter((k) => !before.permission.includes(k)).sort();
    const becomesAdmin = body.is_admin && !before.is_admin;
    if (added.length === 0 && !becomesAdmin) return undefined;
    return {
      amountPaise: null,
      summary: `Grant ${becomesAdmin ? 'admin' : added.join(', ')} to ${before.full_name} (${before.username})`,
      entity: 'employee',
      entityId: String(id),
      preview: {
        employee_id: id,
        username: before.username,
        is_admin_before: before.is_admin,
        is_admin_after: body.is_admin,
        permission_before: [...before.permission].sort(),
        added,
        removed: before.permission.filter((k) => !body.permission.includes(k)).sort(),
      },
    };
  },
};

/** The guarded call's 202: the request it left, instead of its effect. */
async function holdForApproval(
  ctx: RequestContext,
  subject: GuardSubject & { action: ApprovalAction },
  policies: ApprovalPolicy[],
) {
  const policy = policies.find((p) => p.action === subject.action) ?? defaultPolicy(subject.action);
  if (!policyApplies(policy, subject.amountPaise)) return undefined;
  const makerId = ctx.staff?.employeeId;
  if (makerId === undefined) return undefined;
  const expiresAt = new Date(ctx.now().getTime() + policy.expiryMinutes * 60_000);
  const requestId = await ctx.db.transaction(async (tx) => {
    const id = await insertRequest(tx, {
      action: subject.action,
      operationId: ctx.operationId,
      payload: { params: ctx.params, query: ctx.query, body: ctx.body },
      preview: subject.preview,
      summary: subject.summary,
      amountPaise: subject.amountPaise,
      entity: subject.entity,
      entityId: subject.entityId,
      blindValue: subject.blindValue ?? null,
      makerId,
      expiresAt,
    });
    await writeAudit(tx, {
      employeeId: makerId,
      action: 'approvals.request',
      entity: subject.entity,
      entityId: subject.entityId,
      after: { request_id: id, action: subject.action, summary: subject.summary },
    });
    return id;
  });
  return {
    status: 202,
    msg: awaitingMessage({ requestId, action: subject.action, expiresAt }, ctx.now()),
    data: await requestWire(ctx, requestId),
  };
}

/** The contract's declaration of a guarded operation; a guard the contract does not declare fails the start. */
function declared(operationId: string): OperationApproval {
  const approval = operationApproval(operationId);
  if (!approval) throw new Error(`approval guard ${operationId}: v1.yaml declares no x-approval for it`);
  return approval;
}

/** The kind (ApprovalAction) whose policy holds a call, by the contract's x-approval; null when none does. */
export function subjectKind(
  operationId: string,
  body: unknown,
  subject: GuardSubject,
): ApprovalAction | null {
  const field = (name: string) =>
    (body as Record<string, unknown> | undefined)?.[name] ?? subject.record?.[name];
  return approvalKind(declared(operationId), field) as ApprovalAction | null;
}

/**
 * A guarded handler: a call none of whose kinds has its policy on runs at once, without its subject (a
 * declare's preview alone reads every pending bid of the session, about 0.5 s for 1,00,000 on PGlite, and
 * an adjustment's reads the wallet); so does a call the contract does not guard as sent (`when`).
 */
function guarded(operationId: string, original: Handler, guard: Guard): Handler {
  const approval = declared(operationId);
  const kinds = approval.kinds as readonly ApprovalAction[];
  const handler: Handler = async (ctx) => {
    const field = (name: string) => (ctx.body as Record<string, unknown> | undefined)?.[name];
    if (!approvalGuards(approval, field)) return original(ctx);
    // Read beside the token read where the pipeline did (see Handler.readAhead), else here.
    const policies = ((await ctx.readAhead) as ApprovalPolicy[] | undefined) ?? (await loadPolicies(ctx.db));
    if (!policies.some((p) => p.enabled && kinds.includes(p.action))) return original(ctx);
    const subject = await guard(ctx);
    if (!subject) return original(ctx);
    const action = subjectKind(operationId, ctx.body, subject);
    if (!action) return original(ctx);
    const held = await holdForApproval(ctx, { ...subject, action }, policies);
    return held ?? original(ctx);
  };
  handler.readAhead = loadPolicies;
  return handler;
}

export const GRANT_AT_CREATE =
  'Granting permission keys needs a second person: create the employee without keys or admin, then grant them';

/**
 * Creating an employee with keys (or as admin) is a grant too. It is not held as a request (that would
 * keep the new password in it): under the grant policy the create is refused and the grant follows as
 * an update, which is held.
 */
function grantsAtCreate(original: Handler): Handler {
  return async (ctx) => {
    const body = bodyOf<{ permission?: string[]; is_admin?: boolean }>(ctx);
    const grants = (body.permission?.length ?? 0) > 0 || body.is_admin === true;
    if (grants && policyApplies(await loadPolicy(ctx.db, 'PERMISSION_GRANT'), null))
      throw conflict(GRANT_AT_CREATE);
    return original(ctx);
  };
}

/** The handler table with every guarded operation behind its policy. */
export function withApprovalGuards(handlers: HandlerTable): HandlerTable {
  const wrapped: HandlerTable = { ...handlers };
  for (const operationId of GUARDED_OPERATIONS) {
    if (!GUARDS[operationId])
      throw new Error(`${operationId} is guarded in v1.yaml (x-approval) but has no guard here`);
  }
  for (const [operationId, guard] of Object.entries(GUARDS)) {
    const original = handlers[operationId];
    if (original) wrapped[operationId] = guarded(operationId, original, guard);
  }
  const create = handlers['employees.create'];
  if (create) wrapped['employees.create'] = grantsAtCreate(create);
  return wrapped;
}
