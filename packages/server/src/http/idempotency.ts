import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { type TransactionView, transactionView } from '../db/transaction-view.js';
import { HttpError } from './handler.js';

export const KEY_REUSED = 'Idempotency-Key reused with a different request';
export const KEY_IN_FLIGHT = 'A request with this Idempotency-Key is still being processed';

/** A reply as sent on the wire, kept so a repeat of the request gets exactly the same answer. */
export interface StoredReply {
  status: number;
  contentType: string;
  body: unknown;
  headers?: Record<string, string>;
}

export interface IdempotentRequest {
  employeeId: number;
  key: string;
  operationId: string;
  /** What must match for a replay: the operation's path params, query and body. */
  fingerprint: unknown;
}

/** Key order does not change the hash. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(operationId: string, fingerprint: unknown): string {
  return createHash('sha256')
    .update(`${operationId}\n${stableJson(fingerprint)}`)
    .digest('hex');
}

interface KeyRow {
  operation_id: string;
  body_hash: string;
  state: 'PENDING' | 'DONE';
  status_code: number | null;
  /** body: the wire text of the first reply. */
  response: { contentType: string; body: string; headers?: Record<string, string> } | null;
}

type Outcome = { replay: StoredReply } | { reply: StoredReply; view: TransactionView };

/**
 * Runs `work` at most once per (employee, Idempotency-Key), with a knowable outcome after a crash at any
 * moment. One transaction holds all of it: the key's claim (an INSERT of its row), the work itself (it
 * gets a Db bound to that transaction, so its ledger entries, settlement and state changes are part of
 * it) and the stored reply. So the key's record commits with the effect or not at all:
 * - a later request with the key and the same request finds the row and gets the stored reply;
 * - a concurrent one (on this instance or another on the same database) waits on the row's claim, the
 *   first transaction's uncommitted INSERT, and then finds the reply, or claims the key itself if the
 *   first one rolled back;
 * - a process that dies mid-request takes its open transaction with it: the database rolls it back and
 *   the claim is gone, so the retry runs once. No lease or timeout has to guess whether it is alive.
 * A different request under the same key gets 409. If `work` throws, everything rolls back and the
 * error goes to the caller (nothing is stored; a retry runs again).
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: (db: Db) => Promise<StoredReply>,
): Promise<StoredReply> {
  const hash = requestHash(request.operationId, request.fingerprint);
  const key = [request.employeeId, request.key] as const;
  const outcome = await db.transaction<Outcome>(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (employee_id, idem_key, operation_id, body_hash)
       VALUES ($1, $2, $3, $4) ON CONFLICT (employee_id, idem_key) DO NOTHING RETURNING idem_key`,
      [...key, request.operationId, hash],
    );
    if (!claimed.length) return { replay: await storedReply(tx, key, request.operationId, hash) };
    const view = transactionView(tx, db);
    const reply = await work(view);
    const { status, contentType, headers } = reply;
    // The body is kept as its wire text: jsonb would reorder keys and the replay must be byte-identical.
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const stored = { contentType, body: text, ...(headers ? { headers } : {}) };
    await tx.query(
      `UPDATE idempotency_keys SET state = 'DONE', status_code = $3, response = $4::jsonb
       WHERE employee_id = $1 AND idem_key = $2`,
      [...key, status, JSON.stringify(stored)],
    );
    return { reply: { ...reply, body: text }, view };
  });
  if ('replay' in outcome) return outcome.replay;
  await outcome.view.flush();
  return outcome.reply;
}

/** The committed reply of an earlier request with the key (its claim was found, not made). */
async function storedReply(
  tx: Queryable,
  key: readonly [number, string],
  operationId: string,
  hash: string,
): Promise<StoredReply> {
  const [row] = await tx.query<KeyRow>(
    `SELECT operation_id, body_hash, state, status_code, response FROM idempotency_keys
     WHERE employee_id = $1 AND idem_key = $2`,
    [...key],
  );
  if (!row) throw new HttpError(409, KEY_IN_FLIGHT);
  if (row.operation_id !== operationId || row.body_hash !== hash) throw new HttpError(409, KEY_REUSED);
  // A committed row is always DONE now. PENDING rows were left by earlier versions of this server, which
  // claimed the key in a transaction of its own: whether that request's work committed is not known.
  if (row.state !== 'DONE' || !row.response) throw new HttpError(409, KEY_IN_FLIGHT);
  return { status: row.status_code ?? 200, ...row.response };
}
