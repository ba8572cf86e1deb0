/**
 * Two-person control: the approval requests guarded calls leave (routes/approval-guards.ts), their
 * decisions, and the policies. Approving locks the request row, re-runs the call's preview and runs the
 * call's own handler (as its maker) in the same transaction as the state change: two approvals at once
 * take turns on the row lock, and the second finds the request no longer PENDING.
 */
import {
  decideRequest,
  getRequest,
  listRequests,
  loadPolicies,
  lockRequest,
  recordEntry,
  requestCounts,
  requestEntries,
  type StoredRequest,
  savePolicy,
  staffById,
} from '../db/approvals.js';
import { writeAudit } from '../db/audit-log.js';
import type { Queryable } from '../db/db.js';
import { requireVersion } from '../db/live-outbox.js';
import { paiseToRupees, rupeesToPaise } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import { transactionView } from '../db/transaction-view.js';
import {
  ACTION_LABEL,
  APPROVAL_ACTIONS,
  APPROVE_KEY,
  type ApprovalAction,
  type ApprovalState,
  BLIND_MISMATCH,
  BLIND_NEEDED,
  blindMatches,
  EXPIRED,
  isBlind,
  NOT_A_CHECKER,
  NOT_PENDING,
  NOT_YOUR_OWN,
  ONLY_MAKER_CANCELS,
  STALE,
  samePreview,
  stateAt,
  WITHOUT_THRESHOLD,
} from '../domain/approvals.js';
import { hasPermission } from '../http/auth.js';
import {
  badRequest,
  conflict,
  type HandlerTable,
  HttpError,
  notFound,
  type RawReply,
  type Reply,
  type RequestContext,
  type Staff,
} from '../http/handler.js';
import { GUARDS } from './approval-guards.js';
import { toRequestWire } from './approval-wire.js';
import { bodyOf, ifMatchVersions, pathId, text } from './request-values.js';

/**
 * If-Match on a decision: the request's version the caller saw (refused when it moved on). A request the
 * live sweep recorded EXPIRED moved on by itself: the expiry's own refusal says so, not "changed by".
 */
async function requireSeenVersion(ctx: RequestContext, tx: Queryable, r: StoredRequest): Promise<void> {
  if (r.state === 'EXPIRED') return;
  const record = {
    kind: 'approval' as const,
    recordId: String(r.requestId),
    label: `Approval request #${r.requestId}`,
    version: r.version,
    state: stateAt(r.state, r.expiresAt, ctx.now()),
  };
  return requireVersion(tx, record, ifMatchVersions(ctx)?.[0]);
}

function staffOf(ctx: RequestContext): Staff {
  if (!ctx.staff) throw new HttpError(401, 'Invalid credentials');
  return ctx.staff;
}

/** The actions whose requests a staff member may approve. */
const approvable = (staff: Staff): ApprovalAction[] =>
  APPROVAL_ACTIONS.filter((a) => hasPermission(staff, APPROVE_KEY[a]));

/**
 * A refusal whose record must stay (an EXPIRED or STALE state, a blind entry): answered as a reply, not
 * thrown, so the transaction (and an Idempotency-Key's, when sent) commits what it wrote.
 */
const refusal = (status: number, msg: string): RawReply => ({
  raw: true,
  status,
  contentType: 'application/json; charset=utf-8',
  body: { error: true, msg },
});

/** The request's call as its maker made it, on `db`. */
async function makerContext(ctx: RequestContext, r: StoredRequest, db: RequestContext['db']) {
  const maker = await staffById(db, r.makerId);
  if (!maker) throw notFound();
  const staff: Staff = {
    employeeId: maker.employee_id,
    username: maker.username,
    fullName: maker.full_name,
    isAdmin: maker.is_admin,
    permission: maker.is_admin ? ctx.permissionKeys : maker.permission,
    tokenId: 0,
  };
  // The checker's If-Match names the approval request's version, not the call's records (the preview is
  // what says those changed).
  const { 'if-match': _checkersVersion, ...headers } = ctx.headers;
  return {
    ...ctx,
    db,
    staff,
    headers,
    operationId: r.operationId,
    params: r.payload.params,
    query: r.payload.query,
    body: r.payload.body,
    idempotencyKey: undefined,
  } satisfies RequestContext;
}

/** The preview the request's call would have now (null when it no longer applies as sent). */
async function previewNow(ctx: RequestContext, r: StoredRequest, db: RequestContext['db']) {
  const guard = GUARDS[r.operationId];
  if (!guard) return null;
  try {
    const subject = await guard(await makerContext(ctx, r, db));
    return subject?.preview ?? null;
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

const audit = (
  q: Queryable,
  r: StoredRequest,
  employeeId: number,
  action: string,
  after: Record<string, unknown>,
) =>
  writeAudit(q, {
    employeeId,
    action,
    entity: r.entity,
    entityId: r.entityId,
    reason: typeof after.reason === 'string' ? after.reason : null,
    after: { request_id: r.requestId, action: r.action, ...after },
  });

type Decision = { refused: RawReply } | { applied: Reply | RawReply };

function policyWire(p: Awaited<ReturnType<typeof loadPolicies>>[number]) {
  return {
    action: p.action,
    label: ACTION_LABEL[p.action],
    enabled: p.enabled,
    threshold: p.thresholdPaise === null ? null : paiseToRupees(p.thresholdPaise),
    has_threshold: !WITHOUT_THRESHOLD.has(p.action),
    expiry_minutes: p.expiryMinutes,
    approve_key: APPROVE_KEY[p.action],
  };
}

/** `base`: the handlers before the guards, which an approval runs. */
export function approvalsHandlers(base: HandlerTable): HandlerTable {
  return {
    'approvals.list': async (ctx) => {
      const staff = staffOf(ctx);
      const now = ctx.now();
      const scope = { employeeId: staff.employeeId, actions: approvable(staff) };
      const page = pageRequest(ctx.query, 20);
      const { rows, total } = await listRequests(
        ctx.db,
        scope,
        {
          state: text(ctx.query.state) as ApprovalState | undefined,
          action: text(ctx.query.action) as ApprovalAction | undefined,
          entity: text(ctx.query.entity),
          entityId: text(ctx.query.entity_id),
        },
        page,
        now,
      );
      return {
        data: {
          rows: rows.map((r) => toRequestWire(ctx, r)),
          pagination: pagination(page, total),
          counts: await requestCounts(ctx.db, scope, now),
        },
      };
    },

    'approvals.get': async (ctx) => {
      const staff = staffOf(ctx);
      const r = await getRequest(ctx.db, pathId(ctx, 'request_id'), ctx.now());
      if (!r || (r.makerId !== staff.employeeId && !hasPermission(staff, APPROVE_KEY[r.action])))
        throw notFound();
      const current = r.state === 'PENDING' ? await previewNow(ctx, r, ctx.db) : null;
      return {
        data: {
          ...toRequestWire(ctx, r),
          current_preview: current,
          entries: (await requestEntries(ctx.db, r.requestId)).map((e) => ({
            employee_id: e.employeeId,
            full_name: e.fullName,
            value: e.value,
            matched: e.matched,
            created_at: e.createdAt,
          })),
          outcome: (r.outcome ?? null) as Record<string, unknown> | null,
        },
      };
    },

    'approvals.approve': async (ctx) => {
      const checker = staffOf(ctx);
      const id = pathId(ctx, 'request_id');
      const { entry } = bodyOf<{ entry?: string }>(ctx);
      let flush = async () => {};
      const decision = await ctx.db.transaction<Decision>(async (tx) => {
        const view = transactionView(tx, ctx.db);
        flush = () => view.flush();
        const r = await lockRequest(tx, id);
        if (!r) throw notFound();
        if (!hasPermission(checker, APPROVE_KEY[r.action]) && r.makerId !== checker.employeeId)
          throw notFound();
        await requireSeenVersion(ctx, tx, r);
        // Expired, whether the live sweep recorded it already or not: said below, as the expiry.
        if (r.state !== 'PENDING' && r.state !== 'EXPIRED') throw conflict(NOT_PENDING(r.state));
        if (r.makerId === checker.employeeId) throw new HttpError(403, NOT_YOUR_OWN);
        if (!hasPermission(checker, APPROVE_KEY[r.action])) throw new HttpError(403, NOT_A_CHECKER);
        if (r.state === 'EXPIRED' || Date.parse(r.expiresAt) <= ctx.now().getTime()) {
          if (r.state === 'PENDING') await decideRequest(tx, id, { state: 'EXPIRED', checkerId: null });
          return { refused: refusal(410, EXPIRED) };
        }
        if (isBlind(r.action)) {
          const typed = entry?.trim() ?? '';
          if (!typed) throw badRequest({ entry: BLIND_NEEDED });
          const matched = blindMatches(r.blindValue ?? '', typed);
          await recordEntry(tx, { requestId: id, employeeId: checker.employeeId, value: typed, matched });
          if (!matched) {
            await audit(tx, r, checker.employeeId, 'approvals.blindMismatch', { entry: typed });
            return { refused: refusal(409, BLIND_MISMATCH) };
          }
        }
        const applyCtx = await makerContext(ctx, r, view);
        const now = await previewNow(ctx, r, view);
        if (!now || !samePreview(now, r.preview)) {
          await decideRequest(tx, id, { state: 'STALE', checkerId: checker.employeeId, outcome: now });
          await audit(tx, r, checker.employeeId, 'approvals.stale', { preview_now: now });
          return { refused: refusal(409, STALE) };
        }
        const handler = base[r.operationId];
        if (!handler) throw new HttpError(501, `Not implemented: ${r.operationId}`);
        const applied = await handler(applyCtx);
        const outcome =
          'raw' in applied ? null : { msg: applied.msg ?? 'Success', data: applied.data ?? null };
        await decideRequest(tx, id, { state: 'APPROVED', checkerId: checker.employeeId, outcome });
        await audit(tx, r, checker.employeeId, 'approvals.approve', { maker_id: r.makerId });
        return { applied };
      });
      await flush();
      if ('refused' in decision) return decision.refused;
      const applied = decision.applied;
      const request = await getRequest(ctx.db, id, ctx.now());
      if (!request) throw notFound();
      return {
        msg: 'raw' in applied ? 'Approved and applied' : (applied.msg ?? 'Approved and applied'),
        data: toRequestWire(ctx, request),
      };
    },

    'approvals.reject': async (ctx) => {
      const checker = staffOf(ctx);
      const id = pathId(ctx, 'request_id');
      const reason = bodyOf<{ reason: string }>(ctx).reason.trim();
      if (!reason) throw badRequest({ reason: 'A reason is required to reject a request' });
      await ctx.db.transaction(async (tx) => {
        const r = await lockRequest(tx, id);
        if (!r || (r.makerId !== checker.employeeId && !hasPermission(checker, APPROVE_KEY[r.action])))
          throw notFound();
        await requireSeenVersion(ctx, tx, r);
        const state = stateAt(r.state, r.expiresAt, ctx.now());
        if (state !== 'PENDING') throw conflict(NOT_PENDING(state));
        if (r.makerId === checker.employeeId) throw new HttpError(403, NOT_YOUR_OWN);
        await decideRequest(tx, id, { state: 'REJECTED', checkerId: checker.employeeId, reason });
        await audit(tx, r, checker.employeeId, 'approvals.reject', { reason });
      });
      const r = await getRequest(ctx.db, id, ctx.now());
      if (!r) throw notFound();
      return { msg: 'Request rejected', data: toRequestWire(ctx, r) };
    },

    'approvals.cancel': async (ctx) => {
      const maker = staffOf(ctx);
      const id = pathId(ctx, 'request_id');
      const reason = bodyOf<{ reason?: string }>(ctx).reason?.trim() || null;
      await ctx.db.transaction(async (tx) => {
        const r = await lockRequest(tx, id);
        if (!r || (r.makerId !== maker.employeeId && !hasPermission(maker, APPROVE_KEY[r.action])))
          throw notFound();
        if (r.makerId !== maker.employeeId) throw new HttpError(403, ONLY_MAKER_CANCELS);
        await requireSeenVersion(ctx, tx, r);
        const state = stateAt(r.state, r.expiresAt, ctx.now());
        if (state !== 'PENDING') throw conflict(NOT_PENDING(state));
        await decideRequest(tx, id, { state: 'CANCELLED', checkerId: null, reason });
        await audit(tx, r, maker.employeeId, 'approvals.cancel', { reason });
      });
      const r = await getRequest(ctx.db, id, ctx.now());
      if (!r) throw notFound();
      return { msg: 'Request cancelled', data: toRequestWire(ctx, r) };
    },

    'approvals.policies': async (ctx) => ({ data: { rows: (await loadPolicies(ctx.db)).map(policyWire) } }),

    'approvals.updatePolicy': async (ctx) => {
      const action = String(ctx.params.action) as ApprovalAction;
      if (!APPROVAL_ACTIONS.includes(action)) throw notFound();
      const body = bodyOf<{ enabled: boolean; threshold?: number | null; expiry_minutes?: number }>(ctx);
      let thresholdPaise: number | null = null;
      if (body.threshold !== undefined && body.threshold !== null && !WITHOUT_THRESHOLD.has(action)) {
        try {
          thresholdPaise = rupeesToPaise(body.threshold);
        } catch {
          throw badRequest({ threshold: 'threshold must have at most 2 decimals' });
        }
      }
      const before = (await loadPolicies(ctx.db)).find((p) => p.action === action);
      const policy = {
        action,
        enabled: body.enabled,
        thresholdPaise,
        expiryMinutes: body.expiry_minutes ?? before?.expiryMinutes ?? 60,
      };
      await ctx.db.transaction(async (tx) => {
        await savePolicy(tx, policy, ctx.staff?.employeeId ?? null);
        await writeAudit(tx, {
          employeeId: ctx.staff?.employeeId ?? null,
          action: 'approvals.updatePolicy',
          entity: 'approval_policy',
          entityId: action,
          before: before && policyWire(before),
          after: policyWire(policy),
        });
      });
      return { msg: 'Approval policy saved', data: policyWire(policy) };
    },
  };
}
