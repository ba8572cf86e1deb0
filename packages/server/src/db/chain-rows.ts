/**
 * Reads a chain for verification: its links in position order, each with its row's column texts (printed
 * by the database's own casts, never by a function a rewriter could replace), and the rows no link names.
 * The recomputation itself is the SDK's ChainVerifier, the same code `backoffice-smoke verify` runs.
 */
import { createHash } from 'node:crypto';
import {
  CHAIN_LAYOUTS,
  type ChainName,
  type ChainVerdict,
  ChainVerifier,
  type CheckpointClaim,
  type Sha256,
} from '@backoffice/sdk';
import { canonicalText } from './chain-sql.js';
import type { Queryable } from './db.js';

const BATCH = 50_000;
/** How many unlinked rows are named (the first one is the verdict's). */
const UNLINKED_SHOWN = 10;

export const nodeSha256: Sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

type LinkRow = {
  position: unknown;
  row_id: unknown;
  tags: Uint8Array;
  hash: Uint8Array;
  present: boolean;
} & Record<string, unknown>;

const bytes = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value));

/** Verifies one chain as stored now, against the checkpoints given (signatures already checked). */
export async function verifyStoredChain(
  db: Queryable,
  chain: ChainName,
  checkpoints: readonly CheckpointClaim[] = [],
): Promise<ChainVerdict> {
  const layout = CHAIN_LAYOUTS[chain];
  const id = layout.idColumn;
  const unlinked = await db.query<{ id: unknown }>(
    `SELECT t.${id}::text AS id FROM ${layout.table} t
      WHERE NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.chain = $1 AND l.row_id = t.${id})
      ORDER BY t.${id} LIMIT ${UNLINKED_SHOWN}`,
    [chain],
  );
  const verifier = new ChainVerifier(layout, nodeSha256, {
    unlinkedRowIds: unlinked.map((row) => String(row.id)),
    checkpoints: checkpoints.filter((c) => c.chain === chain),
  });
  const columns = layout.columns.map((c, i) => `${canonicalText(`t.${c.name}`, c.kind)} AS c${i}`).join(', ');
  let after = 0;
  for (;;) {
    const rows = await db.query<LinkRow>(
      `SELECT l.position, l.row_id::text AS row_id, l.tags, l.hash, t.${id} IS NOT NULL AS present, ${columns}
         FROM chain_links l LEFT JOIN ${layout.table} t ON t.${id} = l.row_id
        WHERE l.chain = $1 AND l.position > $2
        ORDER BY l.position LIMIT ${BATCH}`,
      [chain, after],
    );
    for (const row of rows) {
      verifier.add({
        position: Number(row.position),
        rowId: String(row.row_id),
        tags: bytes(row.tags),
        hash: bytes(row.hash),
        values: row.present ? layout.columns.map((_, i) => (row[`c${i}`] ?? null) as string | null) : null,
      });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = Number(last.position);
  }
  return verifier.finish();
}

/** Seals rows that no link names, in id order: after a bulk load that ran with triggers off (bench seed). */
export async function sealUnlinkedRows(db: Queryable): Promise<void> {
  for (const chain of Object.keys(CHAIN_LAYOUTS)) await db.query(`SELECT chain_seal_unlinked_${chain}()`);
}
