/**
 * What the chains' verifications and checkpoints leave in the database: the verdicts (the Books screen's
 * "Chain verified to #N") and a copy of each checkpoint written outside (its time for "last checkpoint").
 */
import type { ChainName, ChainVerdict } from '@backoffice/sdk';
import type { Queryable } from './db.js';

export interface ChainHead {
  chain: ChainName;
  position: number;
  head: string;
}

export interface KeptVerification {
  verificationId: number;
  ok: boolean;
  chains: ChainVerdict[];
  durationMs: number;
  verifiedAt: string;
}

export interface KeptCheckpoint {
  chain: ChainName;
  position: number;
  head: string;
  time: string;
  signature: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/** The stored head of each chain (its last link), position 0 and 64 zeros when empty. */
export async function storedHeads(db: Queryable): Promise<ChainHead[]> {
  const rows = await db.query<{ chain: ChainName; position: unknown; head: string | null }>(
    `SELECT c.chain, coalesce(l.position, 0) AS position, encode(l.hash, 'hex') AS head
       FROM unnest(ARRAY['ledger', 'audit']) AS c(chain)
       LEFT JOIN LATERAL (SELECT position, hash FROM chain_links WHERE chain = c.chain ORDER BY position DESC LIMIT 1) l
         ON true`,
  );
  return rows.map((r) => ({ chain: r.chain, position: Number(r.position), head: r.head ?? '0'.repeat(64) }));
}

export async function recordVerification(
  db: Queryable,
  chains: ChainVerdict[],
  durationMs: number,
  employeeId: number | null,
): Promise<KeptVerification> {
  const ok = chains.every((c) => c.ok);
  const [row] = await db.query<{ verification_id: unknown; verified_at: unknown }>(
    `INSERT INTO chain_verifications (ok, chains, duration_ms, verified_by) VALUES ($1, $2::jsonb, $3, $4)
     RETURNING verification_id, verified_at`,
    [ok, JSON.stringify(chains), Math.round(durationMs), employeeId],
  );
  return {
    verificationId: Number(row?.verification_id),
    ok,
    chains,
    durationMs: Math.round(durationMs),
    verifiedAt: iso(row?.verified_at),
  };
}

export async function latestVerification(db: Queryable): Promise<KeptVerification | null> {
  const [row] = await db.query<{
    verification_id: unknown;
    ok: boolean;
    chains: ChainVerdict[];
    duration_ms: number;
    verified_at: unknown;
  }>('SELECT * FROM chain_verifications ORDER BY verification_id DESC LIMIT 1');
  if (!row) return null;
  return {
    verificationId: Number(row.verification_id),
    ok: row.ok,
    chains: row.chains,
    durationMs: row.duration_ms,
    verifiedAt: iso(row.verified_at),
  };
}

export async function recordCheckpoints(
  db: Queryable,
  checkpoints: readonly KeptCheckpoint[],
): Promise<void> {
  for (const c of checkpoints) {
    await db.query(
      'INSERT INTO chain_checkpoints (chain, position, head, signature, written_at) VALUES ($1, $2, $3, $4, $5)',
      [c.chain, c.position, c.head, c.signature, c.time],
    );
  }
}

/** When the newest checkpoint was written, or null. */
export async function lastCheckpointAt(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ at: unknown }>('SELECT max(written_at) AS at FROM chain_checkpoints');
  return row?.at ? iso(row.at) : null;
}
