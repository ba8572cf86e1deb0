import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';
import { behindClaim, claimKey, findKey, type KeyOwner, storeReply } from '../db/idempotency-keys.js';
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

/** A keyed request's reply, and whether it was the stored reply of an earlier request (a replay). */
export interface IdempotentReply {
  reply: StoredReply;
  replayed: boolean;
}

/** Thrown into a request's work when its key turned out to be claimed already: the work must not go on. */
const NOT_CLAIMED = new Error('the Idempotency-Key was claimed by an earlier request');

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
 * On PostgreSQL the work starts without waiting for the claim's answer: its first statement goes out
 * behind the claim (one round trip for both), and no answer reaches the work before the claim is known
 * to be ours. When it is not (the key was used before), whatever the work sent is rolled back with the
 * transaction, and the stored reply is read after.
 * A different request under the same key gets 409. If `work` throws, everything rolls back and the
 * error goes to the caller (nothing is stored; a retry runs again).
 */
export async function runIdempotent(
  db: Db,
  request: IdempotentRequest,
  work: (db: Db) => Promise<StoredReply>,
): Promise<IdempotentReply> {
  const hash = requestHash(request.operationId, request.fingerprint);
  const key: KeyOwner = { employeeId: request.employeeId, key: request.key };
  let claimed: Promise<boolean> | undefined;
  let view: TransactionView | undefined;
  let reply: StoredReply;
  try {
    reply = await db.transaction(async (tx) => {
      claimed = claimKey(tx, key, request.operationId, hash);
      claimed.catch(() => undefined);
      // In process (PGlite) nothing is saved by starting before the claim's answer: wait for it there.
      if (!db.sendsAhead && !(await claimed)) throw NOT_CLAIMED;
      view = transactionView(db.sendsAhead ? behindClaim(tx, claimed, NOT_CLAIMED) : tx, db);
      const done = await work(view);
      if (!(await claimed)) throw NOT_CLAIMED;
      const { status, contentType, headers } = done;
      // The body is kept as its wire text: jsonb would reorder keys and the replay must be byte-identical.
      const text = typeof done.body === 'string' ? done.body : JSON.stringify(done.body);
      const stored = { contentType, body: text, ...(headers ? { headers } : {}) };
      // Sent ahead of the COMMIT (one round trip for both on PostgreSQL); it fails the commit if it fails.
      await storeReply(tx, key, status, stored);
      return { ...done, body: text };
    });
  } catch (error) {
    // Whatever the work made of it (a handler may turn any error into its own), a key that was not
    // claimed means an earlier request's reply.
    if (claimed && (await claimed.catch(() => true)) === false)
      return { reply: await storedReply(db, key, request.operationId, hash), replayed: true };
    throw error;
  }
  await view?.flush();
  return { reply, replayed: false };
}

/** The committed reply of an earlier request with the key (its claim was found, not made). */
async function storedReply(
  q: Queryable,
  key: KeyOwner,
  operationId: string,
  hash: string,
): Promise<StoredReply> {
  const row = await findKey(q, key);
  if (!row) throw new HttpError(409, KEY_IN_FLIGHT);
  if (row.operation_id !== operationId || row.body_hash !== hash) throw new HttpError(409, KEY_REUSED);
  // A committed row is always DONE now. PENDING rows were left by earlier versions of this server, which
  // claimed the key in a transaction of its own: whether that request's work committed is not known.
  if (row.state !== 'DONE' || !row.response) throw new HttpError(409, KEY_IN_FLIGHT);
  return { status: row.status_code ?? 200, ...row.response };
}
