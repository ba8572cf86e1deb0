/** Withdrawal (fund) requests: rows, lists by status, counts, and the locked read used by the actions. */
import { TRAN_STATUSES, type TranStatus } from '../domain/fund-request-transitions.js';
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { instant, int, likeContains } from './values.js';

export interface FundRequestRow {
  request_id: number;
  user_id: number;
  full_name: string;
  phone: string;
  amount: number;
  account_number: string;
  ifsc: string;
  bank_name: string;
  gateway: string | null;
  tran_status: TranStatus;
  reason: string | null;
  created_at: string;
  updated_at: string;
  /** Rises with every change (live events carry it; If-Match on a move names it). */
  version: number;
}

export const FUND_REQUEST_COLUMNS = `f.request_id, f.user_id, p.full_name, p.phone, f.amount_paise, a.account_number, a.ifsc,
  a.bank_name, f.gateway, f.tran_status, f.reason, f.created_at, f.updated_at, f.version`;
export const FUND_REQUEST_FROM = `fund_requests f JOIN players p ON p.user_id = f.user_id
  JOIN bank_accounts a ON a.account_id = f.account_id`;

export function toFundRequestRow(r: Record<string, unknown>): FundRequestRow {
  return {
    request_id: int(r.request_id),
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    phone: String(r.phone),
    amount: paiseToRupees(r.amount_paise as number),
    account_number: String(r.account_number),
    ifsc: String(r.ifsc),
    bank_name: String(r.bank_name),
    gateway: (r.gateway as string | null) ?? null,
    tran_status: r.tran_status as TranStatus,
    reason: (r.reason as string | null) ?? null,
    created_at: instant(r.created_at),
    updated_at: instant(r.updated_at),
    version: int(r.version),
  };
}

export async function findFundRequestRow(
  db: Queryable,
  requestId: number,
): Promise<FundRequestRow | undefined> {
  const [r] = await db.query(
    `SELECT ${FUND_REQUEST_COLUMNS} FROM ${FUND_REQUEST_FROM} WHERE f.request_id = $1`,
    [requestId],
  );
  return r ? toFundRequestRow(r) : undefined;
}

export interface FundRequestFilter {
  statuses: TranStatus[];
  search?: string;
  gateway?: string;
  userId?: number;
  startDate?: string;
  endDate?: string;
  orderBy: 'created_at' | 'amount' | 'updated_at';
  direction: 'ASC' | 'DESC';
}

/** `search` matches the player's name or phone, the account number, or the request id / user id. */
export function fundRequestConditions(filter: FundRequestFilter): { c: Conditions; searching: boolean } {
  const c = new Conditions()
    .add('f.tran_status = ANY(?::text[])', filter.statuses)
    .add('f.gateway = ?', filter.gateway)
    .add('f.user_id = ?', filter.userId)
    .add(`f.created_at >= (?::date::timestamp AT TIME ZONE 'Asia/Kolkata')`, filter.startDate)
    .add(`f.created_at < ((?::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`, filter.endDate);
  const text = filter.search?.trim();
  if (text) {
    c.raw((params) => {
      params.push(likeContains(text.toLowerCase()));
      const like = `$${params.length}`;
      const parts = [
        `lower(p.full_name) LIKE ${like}`,
        `p.phone LIKE ${like}`,
        `a.account_number LIKE ${like}`,
      ];
      if (/^\d{1,15}$/.test(text)) {
        params.push(Number(text));
        parts.push(`f.request_id = $${params.length}`, `f.user_id = $${params.length}`);
      }
      return `(${parts.join(' OR ')})`;
    });
  }
  return { c, searching: Boolean(text) };
}

export function fundRequestOrder(filter: FundRequestFilter): string {
  const key = { created_at: 'f.created_at', updated_at: 'f.updated_at', amount: 'f.amount_paise' }[
    filter.orderBy
  ];
  return `${key} ${filter.direction}, f.request_id ${filter.direction}`;
}

export async function listFundRequests(db: Queryable, filter: FundRequestFilter, page: PageRequest) {
  const { c, searching } = fundRequestConditions(filter);
  return fetchPage(
    db,
    {
      columns: FUND_REQUEST_COLUMNS,
      from: FUND_REQUEST_FROM,
      where: c.where,
      order: fundRequestOrder(filter),
      params: c.params,
      key: 'f.request_id',
      pickFrom: searching ? FUND_REQUEST_FROM : 'fund_requests f',
    },
    page,
    toFundRequestRow,
  );
}

/** The gateways seen on requests, for the list's gateway filter. */
export async function gatewayNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ gateway: string }>(
    'SELECT DISTINCT gateway FROM fund_requests WHERE gateway IS NOT NULL ORDER BY gateway',
  );
  return rows.map((r) => r.gateway);
}

export type FundRequestCounts = Record<Lowercase<TranStatus>, number>;

export async function fundRequestCounts(db: Queryable): Promise<FundRequestCounts> {
  const rows = await db.query<{ tran_status: TranStatus; n: unknown }>(
    'SELECT tran_status, count(*) AS n FROM fund_requests GROUP BY tran_status',
  );
  const counts = Object.fromEntries(TRAN_STATUSES.map((s) => [s.toLowerCase(), 0])) as FundRequestCounts;
  for (const r of rows) counts[r.tran_status.toLowerCase() as Lowercase<TranStatus>] = int(r.n);
  return counts;
}

export interface LockedFundRequest {
  request_id: number;
  user_id: number;
  amount_paise: number;
  tran_status: TranStatus;
  gateway: string | null;
  reason: string | null;
  refund_entry_id: number | null;
  version: number;
}

/** Reads a request under its row lock (SELECT ... FOR UPDATE) for a status change. */
export async function lockFundRequest(
  tx: Queryable,
  requestId: number,
): Promise<LockedFundRequest | undefined> {
  const [r] = await tx.query(
    `SELECT request_id, user_id, amount_paise, tran_status, gateway, reason, refund_entry_id, version
     FROM fund_requests WHERE request_id = $1 FOR UPDATE`,
    [requestId],
  );
  if (!r) return undefined;
  return {
    request_id: int(r.request_id),
    user_id: int(r.user_id),
    amount_paise: int(r.amount_paise),
    tran_status: r.tran_status as TranStatus,
    gateway: (r.gateway as string | null) ?? null,
    reason: (r.reason as string | null) ?? null,
    refund_entry_id:
      r.refund_entry_id === null || r.refund_entry_id === undefined ? null : int(r.refund_entry_id),
    version: int(r.version),
  };
}

export async function setFundRequestStatus(
  tx: Queryable,
  requestId: number,
  status: TranStatus,
  changes: { reason?: string | null; gateway?: string | null },
) {
  await tx.query(
    `UPDATE fund_requests SET tran_status = $2, reason = coalesce($3, reason), gateway = coalesce($4, gateway),
       updated_at = now()
     WHERE request_id = $1`,
    [requestId, status, changes.reason ?? null, changes.gateway ?? null],
  );
}

/**
 * Records the refund entry of a request. The `refund_entry_id IS NULL` condition (and the column's
 * UNIQUE constraint) mean a request is refunded at most once; false when it already was.
 */
export async function markRefunded(tx: Queryable, requestId: number, entryId: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE fund_requests SET refund_entry_id = $2 WHERE request_id = $1 AND refund_entry_id IS NULL RETURNING request_id',
    [requestId, entryId],
  );
  return rows.length === 1;
}
