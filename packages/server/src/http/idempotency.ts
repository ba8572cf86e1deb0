import { createHash } from 'node:crypto';
import type { Db } from '../db/db.js';
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

const POLL_MS = 25;
const WAIT_LIMIT_MS = 30_000;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` at most once per (employee, Idempotency-Key). The first request claims the key with
 * INSERT ... ON CONFLICT DO NOTHING and runs; concurrent and later requests with the same key and the
 * same request wait for the claim to be DONE and get the stored reply; a different request under the
 * same key gets 409. If `work` throws, the claim is released (nothing was stored, so a retry runs again).
 * A process dying between the handler's commit and the DONE mark leaves the key PENDING: later requests
 * with it get 409 KEY_IN_FLIGHT rather than moving money twice.
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: () => Promise<StoredReply>,
): Promise<StoredReply> {
  const hash = requestHash(request.operationId, request.fingerprint);
  const started = Date.now();
  for (;;) {
    const claimed = await db.query(
      `INSERT INTO idempotency_keys (employee_id, idem_key, operation_id, body_hash)
       VALUES ($1, $2, $3, $4) ON CONFLICT (employee_id, idem_key) DO NOTHING RETURNING idem_key`,
      [request.employeeId, request.key, request.operationId, hash],
    );
    if (claimed.length) return runClaimed(db, request, work);
    const [row] = await db.query<KeyRow>(
      `SELECT operation_id, body_hash, state, status_code, response FROM idempotency_keys
       WHERE employee_id = $1 AND idem_key = $2`,
      [request.employeeId, request.key],
    );
    if (!row) continue; // released between our insert and our read: try to claim it again
    if (row.operation_id !== request.operationId || row.body_hash !== hash)
      throw new HttpError(409, KEY_REUSED);
    if (row.state === 'DONE' && row.response) {
      return { status: row.status_code ?? 200, ...row.response };
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw new HttpError(409, KEY_IN_FLIGHT);
    await sleep(POLL_MS);
  }
}

async function runClaimed(db: Db, request: IdempotentRequest, work: () => Promise<StoredReply>) {
  let reply: StoredReply;
  try {
    reply = await work();
    if (typeof reply.body !== 'string') reply = { ...reply, body: JSON.stringify(reply.body) };
  } catch (error) {
    await db.query('DELETE FROM idempotency_keys WHERE employee_id = $1 AND idem_key = $2', [
      request.employeeId,
      request.key,
    ]);
    throw error;
  }
  const { status, contentType, headers } = reply;
  // The body is kept as its wire text: jsonb would reorder keys and the replay must be byte-identical.
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  const stored = { contentType, body: text, ...(headers ? { headers } : {}) };
  await db.query(
    `UPDATE idempotency_keys SET state = 'DONE', status_code = $3, response = $4::jsonb
     WHERE employee_id = $1 AND idem_key = $2`,
    [request.employeeId, request.key, status, JSON.stringify(stored)],
  );
  return reply;
}
