/**
 * The Idempotency-Key records (http/idempotency.ts runs a keyed request on them): the claim, the stored
 * reply, the record of an earlier request, and the transaction as a request's work sees it while its claim
 * is on its way.
 */
import type { Queryable, Transaction } from './db.js';

export interface KeyOwner {
  employeeId: number;
  key: string;
}

export interface KeyRow {
  operation_id: string;
  body_hash: string;
  state: 'PENDING' | 'DONE';
  status_code: number | null;
  /** body: the wire text of the first reply. */
  response: { contentType: string; body: string; headers?: Record<string, string> } | null;
}

/**
 * Claims the key by inserting its row: true when this transaction's row went in, false when a row was there
 * (committed, or committed meanwhile by a concurrent claimant this statement waited for). The statement goes
 * out at once; the answer is the promise.
 */
export function claimKey(
  tx: Queryable,
  owner: KeyOwner,
  operationId: string,
  bodyHash: string,
): Promise<boolean> {
  return tx
    .query(
      `INSERT INTO idempotency_keys (employee_id, idem_key, operation_id, body_hash)
       VALUES ($1, $2, $3, $4) ON CONFLICT (employee_id, idem_key) DO NOTHING RETURNING idem_key`,
      [owner.employeeId, owner.key, operationId, bodyHash],
    )
    .then((rows) => rows.length > 0);
}

/** Stores the reply on the claimed row; sent ahead of the COMMIT, which fails if it fails. */
export async function storeReply(
  tx: Queryable,
  owner: KeyOwner,
  status: number,
  stored: KeyRow['response'],
): Promise<void> {
  await tx.send(
    `UPDATE idempotency_keys SET state = 'DONE', status_code = $3, response = $4::jsonb
     WHERE employee_id = $1 AND idem_key = $2`,
    [owner.employeeId, owner.key, status, JSON.stringify(stored)],
  );
}

/** The key's committed record, if any. */
export async function findKey(q: Queryable, owner: KeyOwner): Promise<KeyRow | undefined> {
  const [row] = await q.query<KeyRow>(
    `SELECT operation_id, body_hash, state, status_code, response FROM idempotency_keys
     WHERE employee_id = $1 AND idem_key = $2`,
    [owner.employeeId, owner.key],
  );
  return row;
}

/**
 * The transaction as the work sees it while its key's claim is still on its way: each statement goes out
 * behind the claim at once, and its answer is handed over only once the claim is known to be ours
 * (`notClaimed` is thrown into the work otherwise).
 */
export function behindClaim(tx: Transaction, claimed: Promise<boolean>, notClaimed: Error): Transaction {
  const ours = async () => {
    if (!(await claimed)) throw notClaimed;
  };
  return {
    async query<Row>(sql: string, params?: readonly unknown[]) {
      const answer = tx.query<Row>(sql, params);
      answer.catch(() => undefined);
      await ours();
      return answer;
    },
    send: (sql, params) => tx.send(sql, params),
    async exec(sql) {
      await ours();
      await tx.exec(sql);
    },
  };
}
