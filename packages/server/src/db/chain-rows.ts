/**
 * Reads a chain for verification: its links in position order, each with its row's column texts (printed
 * by the database's own casts, never by a function a rewriter could replace), and the rows no link names.
 * The recomputation itself is the SDK's ChainVerifier, the same code `backoffice-smoke verify` runs.
 */
import { hash } from 'node:crypto';
import {
  CHAIN_LAYOUTS,
  type ChainName,
  type ChainVerdict,
  ChainVerifier,
  type CheckpointClaim,
  type Sha256,
  TAG_BYTES,
} from '@backoffice/sdk';
import { chainHasher, type HashedBatch } from './chain-hasher.js';
import { canonicalText, encodedValue, SEAL_BATCH } from './chain-sql.js';
import type { Queryable } from './db.js';

const BATCH = 50_000;
/** How many unlinked rows are named (the first one is the verdict's). */
const UNLINKED_SHOWN = 10;

/** node:crypto's one-shot hash (half the cost of createHash per call, which a million rows feel). */
export const nodeSha256: Sha256 = (...parts) => {
  const [only] = parts;
  if (parts.length === 1 && only !== undefined) return hash('sha256', only, 'buffer');
  return hash(
    'sha256',
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))),
    'buffer',
  );
};

type LinkRow = {
  position: unknown;
  row_id: unknown;
  tags: Uint8Array;
  hash: Uint8Array;
  present: boolean;
} & Record<string, unknown>;

/** A link of the fast read: its hash as hex, its row's canonical text (null when the row is gone). */
type FastRow = { hash: string; encoding: string | null };

const bytes = (value: Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value));

/** Verifies one chain as stored now, against the checkpoints given (signatures already checked). */
export async function verifyStoredChain(
  db: Queryable,
  chain: ChainName,
  checkpoints: readonly CheckpointClaim[] = [],
  /** Links read per batch (tests make it small, so a chain spans batches). */
  batchSize = BATCH,
): Promise<ChainVerdict> {
  const layout = CHAIN_LAYOUTS[chain];
  const id = layout.idColumn;
  // What committed before now is sealed first; a row committed meanwhile is still queued, not inserted.
  await sealQueued(db);
  const unlinked = await db.query<{ id: unknown }>(
    `SELECT t.${id}::text AS id FROM ${layout.table} t
      WHERE NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.chain = $1 AND l.row_id = t.${id})
        AND NOT EXISTS (SELECT 1 FROM chain_pending p WHERE p.chain = $1 AND t.${id} = ANY(p.row_ids))
      ORDER BY t.${id} LIMIT ${UNLINKED_SHOWN}`,
    [chain],
  );
  const verifier = new ChainVerifier(layout, nodeSha256, {
    unlinkedRowIds: unlinked.map((row) => String(row.id)),
    checkpoints: checkpoints.filter((c) => c.chain === chain),
  });
  const columns = layout.columns.map((c, i) => `${canonicalText(`t.${c.name}`, c.kind)} AS c${i}`).join(', ');
  const valuesOf = (row: Record<string, unknown>) =>
    layout.columns.map((_, i) => (row[`c${i}`] ?? null) as string | null);
  // The fast read: each row's canonical text in one column (the verifier hashes it); a changed row's
  // column texts are read afterwards, for it alone.
  // Each column printed once (inner query), then encoded (outer): the planner keeps the two apart (OFFSET 0).
  const encoded = layout.columns.map((_, i) => encodedValue(`x.c${i}`)).join(' || ');
  // The fast read leaves out each link's position and row id: a batch whose every link checks out is taken as
  // one run, and only a batch that does not has its links' positions and ids read (`linksOf`).
  const batch = (after: number, upTo: number) =>
    db.query<FastRow>(
      `SELECT encode(x.hash, 'hex') AS hash,
              CASE WHEN x.present THEN '${layout.chain}.v${layout.version}' || ${encoded} END AS encoding
         FROM (SELECT l.position, l.hash, t.${id} IS NOT NULL AS present, ${columns}
                 FROM chain_links l LEFT JOIN ${layout.table} t ON t.${id} = l.row_id
                WHERE l.chain = $1 AND l.position > $2 AND l.position <= $3
                OFFSET 0) x
        ORDER BY x.position`,
      [chain, after, upTo],
    );
  const linksOf = (after: number, upTo: number) =>
    db.query<{ position: unknown; row_id: unknown }>(
      `SELECT position, row_id::text AS row_id FROM chain_links
        WHERE chain = $1 AND position > $2 AND position <= $3 ORDER BY position`,
      [chain, after, upTo],
    );
  // Batches are ranges of positions (a range, unlike a LIMIT, keeps every plan a walk of the two primary
  // keys, prepared or not). Three at once: the database reads a batch while a worker thread checks the one
  // before it and this thread gives the verifier the one before that (chain-hasher.ts); a batch that did
  // not check out whole goes to the verifier link by link, which hashes it itself.
  const [top] = await db.query<{ n: unknown }>(
    'SELECT coalesce(max(position), 0) AS n FROM chain_links WHERE chain = $1',
    [chain],
  );
  const last = Number(top?.n ?? 0);
  const hasher = chainHasher();
  type Hashing = {
    start: number;
    end: number;
    rows: FastRow[];
    from: Uint8Array;
    hashed: Promise<HashedBatch>;
  };
  const feed = async ({ start, end, rows, from, hashed }: Hashing) => {
    const { stored, allMatch } = await hashed;
    const hashAt = (position: number) =>
      stored.subarray(32 * (position - start - 1), 32 * (position - start));
    const head = stored.subarray(stored.length - 32);
    // Every link of the range there (no gap) and checked out on the worker: taken as one run.
    const whole = rows.length === end - start && allMatch;
    if (whole && verifier.addMatchedRun({ from: start + 1, count: rows.length, after: from, head, hashAt }))
      return;
    const links = await linksOf(start, end);
    if (links.length !== rows.length) throw new Error(`the ${chain} chain changed while it was read`);
    rows.forEach((row, i) => {
      const at = 32 * i;
      const encoding = row.encoding;
      const link = links[i];
      verifier.add({
        position: Number(link?.position),
        rowId: String(link?.row_id),
        hash: stored.subarray(at, at + 32),
        ...(encoding === null ? { values: null } : { encoding }),
      });
    });
  };
  try {
    const upTo = (start: number) => Math.min(start + batchSize, last);
    let next: Promise<FastRow[]> = last > 0 ? batch(0, upTo(0)) : Promise.resolve([]);
    let from: Uint8Array = new Uint8Array(32);
    let hashing: Hashing | null = null;
    for (let start = 0; start < last; start += batchSize) {
      const rows = await next;
      if (start + batchSize < last) {
        next = batch(start + batchSize, upTo(start + batchSize));
        next.catch(() => undefined); // awaited in the next round
      }
      const job: Hashing = {
        start,
        end: upTo(start),
        rows,
        from,
        hashed: hasher.hash(
          from,
          rows.map((row) => row.hash),
          rows.map((row) => row.encoding),
        ),
      };
      job.hashed.catch(() => undefined); // awaited in turn below
      const lastRow = rows.at(-1);
      if (lastRow) from = Buffer.from(lastRow.hash, 'hex');
      if (hashing) await feed(hashing);
      hashing = job;
    }
    if (hashing) await feed(hashing);
  } finally {
    await hasher.close();
  }
  const bad = verifier.toExplain;
  if (bad) {
    const [row] = await db.query<{ tags: Uint8Array } & Record<string, unknown>>(
      `SELECT l.tags, ${columns} FROM chain_links l JOIN ${layout.table} t ON t.${id} = l.row_id
        WHERE l.chain = $1 AND l.position = $2`,
      [chain, bad.position],
    );
    if (row) verifier.explainFirst(valuesOf(row), bytes(row.tags));
    const swap = verifier.swapKey;
    if (swap) {
      // Links after it whose stored tags, the id column's left out, are the changed row's: a swap partner.
      const idAt = layout.columns.findIndex((c) => c.name === id) * TAG_BYTES;
      const candidates = await db.query<LinkRow>(
        `SELECT l.position, l.row_id::text AS row_id, l.tags, l.hash, t.${id} IS NOT NULL AS present, ${columns}
           FROM chain_links l LEFT JOIN ${layout.table} t ON t.${id} = l.row_id
          WHERE l.chain = $1 AND l.position > $2
            AND encode(substring(l.tags FROM 1 FOR ${idAt}) || substring(l.tags FROM ${idAt + TAG_BYTES + 1}), 'hex') = $3
          ORDER BY l.position LIMIT 10`,
        [chain, swap.after, swap.key],
      );
      for (const c of candidates) {
        verifier.considerSwap({
          position: Number(c.position),
          rowId: String(c.row_id),
          tags: bytes(c.tags),
          hash: bytes(c.hash),
          values: c.present ? valuesOf(c) : null,
        });
      }
    }
  }
  return verifier.finish();
}

/**
 * Seals every committed row queued for its chain (chain_seal_queued, `batch` queued statements per
 * transaction); answers how many queued statements it took.
 */
export async function sealQueued(db: Queryable, batch = SEAL_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await db.query<{ taken: unknown }>('SELECT chain_seal_queued($1) AS taken', [batch]);
    const taken = Number(row?.taken ?? 0);
    total += taken;
    if (taken < batch) return total;
  }
}

/** Seals rows that no link names, in id order: after a bulk load that ran with triggers off (bench seed). */
export async function sealUnlinkedRows(db: Queryable): Promise<void> {
  for (const chain of Object.keys(CHAIN_LAYOUTS)) await db.query(`SELECT chain_seal_unlinked_${chain}()`);
}
