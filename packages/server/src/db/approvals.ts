/** Approval policies and requests (two-person control): every statement over migration 110's tables. */
import {
  APPROVAL_ACTIONS,
  APPROVAL_STATES,
  type ApprovalAction,
  type ApprovalPolicy,
  type ApprovalState,
  defaultPolicy,
  stateAt,
} from '../domain/approvals.js';
import type { Queryable } from './db.js';
import { paise } from './money.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { instant, instantOrNull, int, list } from './values.js';

/** Every action's policy, the default (off, 60 minutes) for an action without a row. */
export async function loadPolicies(q: Queryable): Promise<ApprovalPolicy[]> {
  const rows = await q.query<{
    action: ApprovalAction;
    enabled: boolean;
    threshold_paise: unknown;
    expiry_minutes: number;
  }>('SELECT action, enabled, threshold_paise, expiry_minutes FROM approval_policies');
  const byAction = new Map(rows.map((r) => [r.action, r]));
  return APPROVAL_ACTIONS.map((action) => {
    const r = byAction.get(action);
    if (!r) return defaultPolicy(action);
    return {
      action,
      enabled: Boolean(r.enabled),
      thresholdPaise: r.threshold_paise === null ? null : paise(r.threshold_paise),
      expiryMinutes: int(r.expiry_minutes),
    };
  });
}

export async function loadPolicy(q: Queryable, action: ApprovalAction): Promise<ApprovalPolicy> {
  const all = await loadPolicies(q);
  return all.find((p) => p.action === action) ?? defaultPolicy(action);
}

export async function savePolicy(q: Queryable, policy: ApprovalPolicy, employeeId: number | null) {
  await q.query(
    `INSERT INTO approval_policies (action, enabled, threshold_paise, expiry_minutes, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (action) DO UPDATE SET enabled = $2, threshold_paise = $3, expiry_minutes = $4,
       updated_by = $5, updated_at = now()`,
    [policy.action, policy.enabled, policy.thresholdPaise, policy.expiryMinutes, employeeId],
  );
}

/** Demo policies, written only where no policy row exists yet (a changed policy is left alone). */
export async function seedPolicies(q: Queryable, policies: readonly ApprovalPolicy[]): Promise<void> {
  for (const p of policies) {
    await q.query(
      `INSERT INTO approval_policies (action, enabled, threshold_paise, expiry_minutes)
       VALUES ($1, $2, $3, $4) ON CONFLICT (action) DO NOTHING`,
      [p.action, p.enabled, p.thresholdPaise, p.expiryMinutes],
    );
  }
}

/** What a guarded call leaves to be approved: the fields a new request and a stored one share. */
interface RequestFields<Payload> {
  action: ApprovalAction;
  operationId: string;
  /** The call as its maker sent it, run again when approved. */
  payload: Payload;
  preview: unknown;
  summary: string;
  amountPaise: number | null;
  entity: string;
  entityId: string;
  blindValue: string | null;
  makerId: number;
}

export interface NewApprovalRequest
  extends RequestFields<{ params: unknown; query: unknown; body: unknown }> {
  expiresAt: Date;
}

export async function insertRequest(q: Queryable, r: NewApprovalRequest): Promise<number> {
  const [row] = await q.query<{ request_id: unknown }>(
    `INSERT INTO approval_requests (action, operation_id, payload, preview, summary, amount_paise, entity,
       entity_id, blind_value, maker_id, expires_at)
     VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8, $9, $10, $11) RETURNING request_id`,
    [
      r.action,
      r.operationId,
      JSON.stringify(r.payload),
      JSON.stringify(r.preview),
      r.summary,
      r.amountPaise,
      r.entity,
      r.entityId,
      r.blindValue,
      r.makerId,
      r.expiresAt.toISOString(),
    ],
  );
  return int(row?.request_id);
}

export interface StoredRequest
  extends RequestFields<{ params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }> {
  requestId: number;
  makerName: string;
  state: ApprovalState;
  reason: string | null;
  checkerId: number | null;
  checkerName: string | null;
  outcome: unknown;
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  /** Rises with every change (live events carry it; If-Match on a decision names it). */
  version: number;
}

const COLUMNS = `r.request_id, r.action, r.operation_id, r.payload, r.preview, r.summary, r.amount_paise, r.entity,
  r.entity_id, r.blind_value, r.maker_id, m.full_name AS maker_name, r.state, r.reason, r.checker_id,
  c.full_name AS checker_name, r.outcome, r.created_at, r.expires_at, r.decided_at, r.version`;
const FROM = `approval_requests r JOIN employees m ON m.employee_id = r.maker_id
  LEFT JOIN employees c ON c.employee_id = r.checker_id`;

const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/** A request row as stored; with `now`, its state as of then (see `stateAt`; the row is not changed). */
function toStored(r: Record<string, unknown>, now?: Date): StoredRequest {
  const stored = storedAsIs(r);
  if (!now) return stored;
  const state = stateAt(stored.state, stored.expiresAt, now);
  return state === stored.state
    ? stored
    : { ...stored, state, decidedAt: stored.decidedAt ?? stored.expiresAt };
}

function storedAsIs(r: Record<string, unknown>): StoredRequest {
  return {
    requestId: int(r.request_id),
    action: r.action as ApprovalAction,
    operationId: String(r.operation_id),
    payload: json(r.payload),
    preview: json(r.preview),
    summary: String(r.summary),
    amountPaise: r.amount_paise === null ? null : paise(r.amount_paise),
    entity: String(r.entity),
    entityId: String(r.entity_id),
    blindValue: r.blind_value === null ? null : String(r.blind_value),
    makerId: int(r.maker_id),
    makerName: String(r.maker_name),
    state: r.state as ApprovalState,
    reason: r.reason === null ? null : String(r.reason),
    checkerId: r.checker_id === null ? null : int(r.checker_id),
    checkerName: r.checker_name === null ? null : String(r.checker_name),
    outcome: r.outcome === null ? null : json(r.outcome),
    createdAt: instant(r.created_at),
    expiresAt: instant(r.expires_at),
    decidedAt: instantOrNull(r.decided_at),
    version: int(r.version),
  };
}

/** A request as of `now` (a PENDING one past its expiry reads EXPIRED). */
export async function getRequest(q: Queryable, id: number, now: Date): Promise<StoredRequest | undefined> {
  const [r] = await q.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.request_id = $1`, [id]);
  return r ? toStored(r, now) : undefined;
}

/** The request row locked until the transaction ends: concurrent decisions on it take turns. */
export async function lockRequest(q: Queryable, id: number): Promise<StoredRequest | undefined> {
  const [r] = await q.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.request_id = $1 FOR UPDATE OF r`, [id]);
  return r ? toStored(r) : undefined;
}

export async function decideRequest(
  q: Queryable,
  id: number,
  change: { state: ApprovalState; checkerId: number | null; reason?: string | null; outcome?: unknown },
): Promise<void> {
  await q.query(
    `UPDATE approval_requests SET state = $2, checker_id = $3, reason = coalesce($4, reason),
       outcome = coalesce($5::jsonb, outcome), decided_at = now()
     WHERE request_id = $1`,
    [
      id,
      change.state,
      change.checkerId,
      change.reason ?? null,
      change.outcome === undefined ? null : JSON.stringify(change.outcome),
    ],
  );
}

export async function recordEntry(
  q: Queryable,
  entry: { requestId: number; employeeId: number; value: string; matched: boolean },
): Promise<void> {
  await q.query(
    'INSERT INTO approval_entries (request_id, employee_id, value, matched) VALUES ($1, $2, $3, $4)',
    [entry.requestId, entry.employeeId, entry.value, entry.matched],
  );
}

export interface BlindEntry {
  employeeId: number;
  fullName: string;
  value: string;
  matched: boolean;
  createdAt: string;
}

export async function requestEntries(q: Queryable, id: number): Promise<BlindEntry[]> {
  const rows = await q.query(
    `SELECT e.employee_id, s.full_name, e.value, e.matched, e.created_at
       FROM approval_entries e JOIN employees s ON s.employee_id = e.employee_id
      WHERE e.request_id = $1 ORDER BY e.entry_id`,
    [id],
  );
  return rows.map((r) => ({
    employeeId: int(r.employee_id),
    fullName: String(r.full_name),
    value: String(r.value),
    matched: Boolean(r.matched),
    createdAt: instant(r.created_at),
  }));
}

/** Who sees which requests: those of the actions they may approve, and their own. */
export interface RequestScope {
  employeeId: number;
  actions: readonly ApprovalAction[];
}

/** The SQL of a request's state as of the instant in parameter `at` (as `stateAt`). */
const stateAtSql = (at: string) =>
  `(CASE WHEN r.state = 'PENDING' AND r.expires_at <= ${at}::timestamptz THEN 'EXPIRED' ELSE r.state END)`;

function scoped(scope: RequestScope): Conditions {
  return new Conditions().raw((params) => {
    params.push(scope.employeeId, [...scope.actions]);
    return `(r.maker_id = $${params.length - 1} OR r.action = ANY($${params.length}::text[]))`;
  });
}

export async function listRequests(
  q: Queryable,
  scope: RequestScope,
  filter: { state?: ApprovalState; action?: ApprovalAction; entity?: string; entityId?: string },
  page: PageRequest,
  now: Date,
) {
  const c = scoped(scope);
  const { state } = filter;
  if (state)
    c.raw((params) => {
      params.push(now.toISOString(), state);
      return `${stateAtSql(`$${params.length - 1}`)} = $${params.length}`;
    });
  c.add('r.action = ?', filter.action)
    .add('r.entity = ?', filter.entity)
    .add('r.entity_id = ?', filter.entityId);
  return fetchPage(
    q,
    { columns: COLUMNS, from: FROM, where: c.where, order: 'r.request_id DESC', params: c.params },
    page,
    (r) => toStored(r, now),
  );
}

/** The requests in each state as of `now`. */
export async function requestCounts(
  q: Queryable,
  scope: RequestScope,
  now: Date,
): Promise<Record<Lowercase<ApprovalState>, number>> {
  const c = scoped(scope);
  const params = [...c.params, now.toISOString()];
  const rows = await q.query<{ state: ApprovalState; n: unknown }>(
    `SELECT ${stateAtSql(`$${params.length}`)} AS state, count(*) AS n FROM approval_requests r
      WHERE ${c.where} GROUP BY 1`,
    params,
  );
  const counts = Object.fromEntries(APPROVAL_STATES.map((s) => [s.toLowerCase(), 0])) as Record<
    Lowercase<ApprovalState>,
    number
  >;
  for (const r of rows) counts[r.state.toLowerCase() as Lowercase<ApprovalState>] = int(r.n);
  return counts;
}

/** A staff member as the request pipeline knows them (the maker a request is applied as). */
export async function staffById(q: Queryable, employeeId: number) {
  const [r] = await q.query<{
    employee_id: number;
    username: string;
    full_name: string;
    is_admin: boolean;
    permission: unknown;
  }>('SELECT employee_id, username, full_name, is_admin, permission FROM employees WHERE employee_id = $1', [
    employeeId,
  ]);
  return r && { ...r, permission: list<string>(r.permission) };
}
