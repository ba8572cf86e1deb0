/**
 * Reads a chain for verification: its links in batches, each with its row's columns (chain-batches.ts:
 * printed by the database's own casts or sent in its types' binary form, never through a function a rewriter
 * could replace), checked on a worker thread, and the rows no link names. The verdict is the SDK's
 * ChainVerifier's, the same code `backoffice-smoke verify` runs; a batch that does not check out whole goes
 * to it link by link, as the database prints it.
 */
import { hash } from 'node:crypto';
import {
  CHAIN_LAYOUTS,
  type ChainLayout,
  type ChainName,
  type ChainVerdict,
  ChainVerifier,
  type CheckpointClaim,
  type Sha256,
  TAG_BYTES,
} from '@backoffice/sdk';
import { batchReader } from './chain-batches.js';
import { chainHasher, type HashedAnswer } from './chain-hasher.js';
import { canonicalText, encodedValue, SEAL_BATCH } from './chain-sql.js';
import type { Db, Queryable } from './db.js';

const BATCH = 50_000;
/** Batches read and not yet given to the verifier (~8 MB of answers a batch on PGlite). */
const IN_FLIGHT = 4;
/** Batches being read at once. */
const READ_AHEAD = 2;
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
  db: ChainSource,
  chain: ChainName,
  checkpoints: readonly CheckpointClaim[] = [],
  /** Links read per batch (tests make it small, so a chain spans batches). */
  batchSize = BATCH,
): Promise<ChainVerdict> {
  const layout = CHAIN_LAYOUTS[chain];
  const { table, idColumn: id } = layout;
  // What committed before now is sealed first; a row committed meanwhile is still queued, not inserted.
  await sealQueued(db);
  // One statement, one snapshot: the chain's length, the table's rows, and its rows still awaiting a link.
  const [counts] = await db.query<{ last: unknown; rows: unknown; queued: unknown }>(
    `SELECT (SELECT coalesce(max(position), 0) FROM chain_links WHERE chain = $1) AS last,
            (SELECT count(*) FROM ${table}) AS rows,
            (SELECT count(*) FROM chain_awaiting_${chain}() AS q(id)
              WHERE EXISTS (SELECT 1 FROM ${table} t WHERE t.${id} = q.id)
                AND NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.chain = $1 AND l.row_id = q.id)) AS queued`,
    [chain],
  );
  const last = Number(counts?.last ?? 0);
  const walk = { db, layout, last, batchSize, checkpoints: checkpoints.filter((c) => c.chain === chain) };
  // Every row linked or queued: when every batch then checks out whole (each of the `last` links has its own
  // row), no row slipped in without its link, and the walk needs no list of such rows (a walk of the whole
  // table, as long as a third of the verification). Otherwise the rows no link names are read, and the
  // chain is walked again with them, to name the first problem exactly.
  if (Number(counts?.rows) === last + Number(counts?.queued)) {
    const verdict = await walkChain(walk, null);
    if (verdict) return verdict;
  }
  const unlinked = await db.query<{ id: unknown }>(
    `SELECT t.${id}::text AS id FROM ${table} t
      WHERE NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.chain = $1 AND l.row_id = t.${id})
        AND t.${id} NOT IN (SELECT q.id FROM chain_awaiting_${chain}() AS q(id))
      ORDER BY t.${id} LIMIT ${UNLINKED_SHOWN}`,
    [chain],
  );
  const verdict = await walkChain(
    walk,
    unlinked.map((row) => String(row.id)),
  );
  if (!verdict) throw new Error(`the ${chain} chain's walk stopped`);
  return verdict;
}

type ChainSource = Queryable & Pick<Db, 'binaryAnswer'>;

interface Walk {
  db: ChainSource;
  layout: ChainLayout;
  last: number;
  batchSize: number;
  checkpoints: readonly CheckpointClaim[];
}

/**
 * Walks links 1..last. `unlinked` null: the walk stops (null) at the first batch that does not check out
 * whole; else those rows are the unlinked ones, and every problem is named.
 */
async function walkChain(
  { db, layout, last, batchSize, checkpoints }: Walk,
  unlinked: readonly string[] | null,
): Promise<ChainVerdict | null> {
  const { chain, table, idColumn: id } = layout;
  const verifier = new ChainVerifier(layout, nodeSha256, { unlinkedRowIds: unlinked ?? [], checkpoints });
  const columns = layout.columns.map((c, i) => `${canonicalText(`t.${c.name}`, c.kind)} AS c${i}`).join(', ');
  const valuesOf = (row: Record<string, unknown>) =>
    layout.columns.map((_, i) => (row[`c${i}`] ?? null) as string | null);
  // A batch that did not check out whole (chain-batches.ts), read again link by link in position order: each
  // row's canonical text in one column (the verifier hashes it), then the links' positions and row ids; a
  // changed row's column texts are read afterwards, for it alone.
  // Each column printed once (inner query), then encoded (outer): the planner keeps the two apart (OFFSET 0).
  const encoded = layout.columns.map((_, i) => encodedValue(`x.c${i}`)).join(' || ');
  const batch = (after: number, upTo: number) =>
    db.query<FastRow>(
      `SELECT encode(x.hash, 'hex') AS hash,
              CASE WHEN x.present THEN '${chain}.v${layout.version}' || ${encoded} END AS encoding
         FROM (SELECT l.position, l.hash, t.${id} IS NOT NULL AS present, ${columns}
                 FROM chain_links l LEFT JOIN ${table} t ON t.${id} = l.row_id
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
  const linkByLink = async (start: number, end: number) => {
    const rows = await batch(start, end);
    const links = await linksOf(start, end);
    if (links.length !== rows.length) throw new Error(`the ${chain} chain changed while it was read`);
    rows.forEach((row, i) => {
      const link = links[i];
      verifier.add({
        position: Number(link?.position),
        rowId: String(link?.row_id),
        hash: Buffer.from(row.hash, 'hex'),
        ...(row.encoding === null ? { values: null } : { encoding: row.encoding }),
      });
    });
  };
  type Hashing = { start: number; end: number; hashed: Promise<HashedAnswer | null> };
  /** Gives the verifier one batch; false when it did not check out whole and the walk is to stop. */
  const feed = async ({ start, end, hashed }: Hashing): Promise<boolean> => {
    const done = await hashed;
    if (done?.allMatch && done.stored.length === 32 * (end - start)) {
      const { stored, after } = done;
      const hashAt = (position: number) =>
        stored.subarray(32 * (position - start - 1), 32 * (position - start));
      const head = stored.subarray(stored.length - 32);
      if (verifier.addMatchedRun({ from: start + 1, count: end - start, after, head, hashAt })) return true;
    }
    if (!unlinked) return false;
    await linkByLink(start, end);
    return true;
  };
  // Batches are ranges of positions (a range, unlike a LIMIT, keeps every plan a walk of a primary key,
  // prepared or not). The database reads up to READ_AHEAD batches at once (PostgreSQL prints one while this
  // thread takes in another), a worker thread checks them (chain-batches.ts, chain-hasher.ts), and this thread
  // gives the verifier each checked batch in turn, holding at most IN_FLIGHT read and not yet given.
  const hasher = chainHasher();
  const read = batchReader(db, layout, hasher);
  const upTo = (start: number) => Math.min(start + batchSize, last);
  const reads: ReturnType<typeof read>[] = [];
  let asked = 0;
  const readAhead = () => {
    for (; reads.length < READ_AHEAD && asked < last; asked += batchSize) {
      const reading = read(asked, upTo(asked));
      reading.catch(() => undefined); // awaited in turn below
      reads.push(reading);
    }
  };
  try {
    readAhead();
    const inFlight: Hashing[] = [];
    for (let start = 0; start < last; start += batchSize) {
      const hashBatch = await reads.shift();
      if (!hashBatch) break;
      // The worker first: on PGlite a query runs on this thread as soon as it is asked.
      const job: Hashing = { start, end: upTo(start), hashed: hashBatch() };
      job.hashed.catch(() => undefined); // awaited in turn below
      inFlight.push(job);
      readAhead();
      while (inFlight.length > IN_FLIGHT) {
        const oldest = inFlight.shift();
        if (oldest && !(await feed(oldest))) return null;
      }
    }
    for (const job of inFlight) if (!(await feed(job))) return null;
  } finally {
    await hasher.close();
  }
  const bad = verifier.toExplain;
  if (bad) {
    const [row] = await db.query<{ tags: Uint8Array } & Record<string, unknown>>(
      `SELECT l.tags, ${columns} FROM chain_links l JOIN ${table} t ON t.${id} = l.row_id
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
           FROM chain_links l LEFT JOIN ${table} t ON t.${id} = l.row_id
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
 * Seals every committed row awaiting its link (chain_seal_queued: `batch` queued statements per transaction
 * where writes leave notes; every row after the head in one where they do not); answers how many it took.
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
