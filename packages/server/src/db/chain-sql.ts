/**
 * The hash chains over ledger_entries and audit_log (issue 40), installed from the layouts in the SDK's
 * chain.ts so the database and every verifier encode a row the same way.
 *
 * Sealing is in two steps, so a money move pays for at most a note, never for the hashing: the rows a
 * transaction wrote await their links (chain_awaiting_<chain>(), the same question for both ways below),
 * and the sealer (chains/chain-sealer.ts, every CHAIN_SEAL_INTERVAL_MS on each instance, and first thing in
 * a verification or a checkpoint) calls chain_seal_queued: it takes the chains' advisory transaction locks
 * (ledger, then audit) and appends one link per awaiting row, in id order, after the head. Sealers on
 * several instances queue for the lock; the statement after it sees every committed link (READ COMMITTED),
 * and (chain, position) is the primary key, so the chain cannot fork. How a row comes to await its link
 * depends on how the database runs transactions (ChainQueue):
 * - 'notes' (PostgreSQL: transactions side by side, so ids are drawn in one order and committed in
 *   another): in the writing transaction an AFTER INSERT statement trigger (transition table) queues the
 *   statement's new ids in chain_pending, one row per statement. The note commits with the rows or not at
 *   all and survives a kill -9 (a logged table). A row that reached a table without its note (written with
 *   the triggers off) is never sealed and reads as inserted.
 * - 'tail' (PGlite: one transaction at a time in one process, so rows commit in the order their ids were
 *   drawn): the rows after the head's row await their links; nothing is written beside them. A row written
 *   with the triggers off below the head reads as inserted; one appended after the head is sealed like any
 *   other, as it would be with a note forged beside it ('notes'): no chain can tell a row appended after the
 *   last checkpoint from one its writer committed.
 * Measured: the note costs a PGlite posting about 0.01-0.03 ms (+3% to +7% on a bare posting, with the note
 * as one heap row without a key or a sequence); sealing at commit cost 0.12-0.15 ms (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { CHAIN_LAYOUTS, CHAIN_NAMES, type ChainColumnKind, type ChainLayout } from '@backoffice/sdk';
import type { Transaction } from './db.js';

/** How rows come to await their links: a note per writing statement, or every row after the head. */
export type ChainQueue = 'notes' | 'tail';

/** A column's canonical text, printed by the database the same way for the sealer and the verifier. */
export function canonicalText(expr: string, kind: ChainColumnKind): string {
  switch (kind) {
    case 'integer':
    case 'jsonb':
      return `(${expr})::text`;
    case 'text':
      return `(${expr})`;
    case 'instant':
      return `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
}

/** One column's encoding (the SDK's encodeChainValue): `|-`, or `|<UTF-8 bytes>:<text>`. */
export const encodedValue = (text: string) =>
  `CASE WHEN ${text} IS NULL THEN '|-' ELSE '|' || octet_length(${text}) || ':' || ${text} END`;

const lockKey = (chain: string) => `hashtext('backoffice.chain.${chain}.' || current_schema())`;

function chainFunctions(layout: ChainLayout, queue: ChainQueue): string {
  const { chain, table, idColumn, version } = layout;
  // Each column's text is printed once, then encoded once (OFFSET 0 keeps the planner from pasting the
  // expressions back into every use), then hashed: the digest over all, a tag per column. Written out
  // inline, not as calls of SQL functions: a call each costs more than the hashing (PGlite).
  const texts = layout.columns.map((c, i) => `${canonicalText(`t.${c.name}`, c.kind)} AS c${i}`).join(', ');
  const encoded = layout.columns.map((_, i) => `${encodedValue(`c${i}`)} AS e${i}`).join(', ');
  // A row some link names already is never sealed again: a note naming one (forged into the queue) is
  // passed over, where it would otherwise fail every later pass on (chain, row_id) and leave new rows unsealed.
  const unlinked = `NOT EXISTS (SELECT 1 FROM chain_links l WHERE l.chain = '${chain}' AND l.row_id = t.${idColumn})`;
  const rows = (where: string) =>
    `(SELECT id, ${encoded} FROM (SELECT t.${idColumn} AS id, ${texts} FROM ${table} t WHERE ${where} AND ${unlinked} OFFSET 0) x OFFSET 0) r`;
  const encoding = [`'${chain}.v${version}'`, ...layout.columns.map((_, i) => `r.e${i}`)].join(' || ');
  const tags = layout.columns
    .map((_, i) => `substring(sha256(convert_to(r.e${i}, 'UTF8')) FROM 1 FOR 4)`)
    .join(' || ');
  const headRow = `(SELECT l.row_id FROM chain_links l WHERE l.chain = '${chain}' ORDER BY l.position DESC LIMIT 1)`;
  const awaiting =
    queue === 'notes'
      ? `SELECT DISTINCT q.id FROM chain_pending p, unnest(p.row_ids) AS q(id) WHERE p.chain = '${chain}'`
      : `SELECT t.${idColumn} FROM ${table} t WHERE t.${idColumn} > coalesce(${headRow}, -9223372036854775807)`;
  const noting =
    queue === 'notes'
      ? `
CREATE OR REPLACE FUNCTION chain_note_${chain}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chain_pending (chain, row_ids)
  SELECT '${chain}', n.ids FROM (SELECT ARRAY(SELECT ${idColumn} FROM new_rows) AS ids) n WHERE cardinality(n.ids) > 0;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS chain_note ON ${table};
CREATE TRIGGER chain_note AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chain_note_${chain}();
`
      : `
DROP TRIGGER IF EXISTS chain_note ON ${table};
DROP FUNCTION IF EXISTS chain_note_${chain}();
`;
  return `${noting}
-- The ids of the rows that await their links (committed or not: the caller's snapshot decides).
CREATE OR REPLACE FUNCTION chain_awaiting_${chain}() RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  ${awaiting}
$$;

CREATE OR REPLACE FUNCTION chain_seal_${chain}(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  prev bytea;
  pos bigint;
  rec record;
  out_positions bigint[] := '{}';
  out_ids bigint[] := '{}';
  out_tags bytea[] := '{}';
  out_hashes bytea[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(${lockKey(chain)});
  SELECT l.position, l.hash INTO pos, prev FROM chain_links l WHERE l.chain = '${chain}' ORDER BY l.position DESC LIMIT 1;
  IF pos IS NULL THEN
    pos := 0;
    prev := decode(repeat('00', 32), 'hex');
  END IF;
  IF cardinality(ids) = 1 THEN
    -- One row (a debit, an audit record): one statement.
    INSERT INTO chain_links (chain, position, row_id, tags, hash)
    SELECT '${chain}', pos + 1, r.id, ${tags}, sha256(prev || sha256(convert_to(${encoding}, 'UTF8')))
      FROM ${rows(`t.${idColumn} = ids[1]`)};
    RETURN;
  END IF;
  FOR rec IN SELECT r.id, ${encoding} AS enc, ${tags} AS tags
               FROM ${rows(`t.${idColumn} = ANY(ids)`)} ORDER BY r.id LOOP
    pos := pos + 1;
    prev := sha256(prev || sha256(convert_to(rec.enc, 'UTF8')));
    out_positions := array_append(out_positions, pos);
    out_ids := array_append(out_ids, rec.id);
    out_tags := array_append(out_tags, rec.tags);
    out_hashes := array_append(out_hashes, prev);
  END LOOP;
  INSERT INTO chain_links (chain, position, row_id, tags, hash)
  SELECT '${chain}', u.p, u.i, u.t, u.h FROM unnest(out_positions, out_ids, out_tags, out_hashes) AS u(p, i, t, h);
END $$;

-- Rows no link names (a bulk load with triggers off, or the rows there before the chain): sealed in id order.
CREATE OR REPLACE FUNCTION chain_seal_unlinked_${chain}() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM chain_seal_${chain}(ARRAY(
    SELECT t.${idColumn} FROM ${table} t WHERE ${unlinked} ORDER BY t.${idColumn}));
END $$;
`;
}

/** How many queue rows (statements) one pass of the sealer takes: its transaction stays short. */
export const SEAL_BATCH = 25;
/** A batch that takes the whole queue in one statement. */
export const WHOLE_QUEUE = 1_000_000;

/** The whole install: one set of functions per chain, and the sealer of what awaits its link. */
export function chainsSql(queue: ChainQueue): string {
  const functions = CHAIN_NAMES.map((name) => chainFunctions(CHAIN_LAYOUTS[name], queue)).join('\n');
  const locks = CHAIN_NAMES.map((chain) => `PERFORM pg_advisory_xact_lock(${lockKey(chain)});`).join('\n  ');
  if (queue === 'tail') {
    const sealEach = CHAIN_NAMES.map(
      (chain) => `
  ids := ARRAY(SELECT a.id FROM chain_awaiting_${chain}() AS a(id) ORDER BY a.id);
  IF cardinality(ids) > 0 THEN
    PERFORM chain_seal_${chain}(ids);
    taken := taken + cardinality(ids);
  END IF;`,
    ).join('');
    return `
${functions}
-- Seals every row after each chain's head, ledger first, then audit; answers how many rows it sealed.
-- Notes left from a time the database was installed with them name rows after the head too: dropped.
CREATE OR REPLACE FUNCTION chain_seal_queued(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer := 0;
  ids bigint[];
BEGIN
  ${locks}
  DELETE FROM chain_pending;${sealEach}
  RETURN taken;
END $$;
`;
  }
  const idsOf = CHAIN_NAMES.map((chain) => `array_agg(x) FILTER (WHERE done.chain = '${chain}')`).join(', ');
  const variables = CHAIN_NAMES.map((chain) => `${chain}_ids`).join(', ');
  const sealEach = CHAIN_NAMES.map(
    (chain) => `
  IF ${chain}_ids IS NOT NULL THEN
    PERFORM chain_seal_${chain}(${chain}_ids);
  END IF;`,
  ).join('');
  return `
${functions}
-- Seals up to batch queued statements' rows, ledger first, then audit; answers how many queue rows it took.
CREATE OR REPLACE FUNCTION chain_seal_queued(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  ${CHAIN_NAMES.map((chain) => `${chain}_ids bigint[];`).join('\n  ')}
BEGIN
  ${locks}
  -- The queue has no key (each note is one heap row, the cheapest write for the money move that pays it):
  -- a pass takes any notes, up to batch of them, and seals their rows in id order.
  WITH done AS (
    DELETE FROM chain_pending WHERE ctid IN (SELECT ctid FROM chain_pending LIMIT batch)
    RETURNING chain, row_ids
  )
  SELECT (SELECT count(*) FROM done), ${idsOf} INTO taken, ${variables} FROM done, unnest(done.row_ids) AS x;${sealEach}
  RETURN taken;
END $$;
`;
}

/**
 * Installs (or reinstalls, when the layouts or the queue changed) the chain functions and triggers. On the
 * very first install the rows already there are sealed, in id order; never again afterwards, so a row
 * slipped in later stays visible as unlinked. Before a reinstall, what awaits its link the way the installed
 * functions say is sealed by them (a PGlite database moved to PostgreSQL, or the reverse, loses no row).
 */
export async function installChains(tx: Transaction, queue: ChainQueue): Promise<boolean> {
  // A database migrated only part of the way (a test of an older schema) has no chains yet.
  const [tables] = await tx.query<{ present: boolean }>(
    "SELECT to_regclass('chain_links') IS NOT NULL AS present",
  );
  if (!tables?.present) return false;
  const install = chainsSql(queue);
  const hash = createHash('sha256').update(install).digest('hex');
  const [current] = await tx.query<{ hash: string }>(
    "SELECT hash FROM installed_counters WHERE name = 'chains'",
  );
  if (current?.hash === hash) return false;
  if (current) await tx.query('SELECT chain_seal_queued($1)', [WHOLE_QUEUE]);
  await tx.exec(install);
  if (!current) {
    for (const chain of CHAIN_NAMES) await tx.query(`SELECT chain_seal_unlinked_${chain}()`);
  }
  await tx.query(
    `INSERT INTO installed_counters (name, hash, drop_sql) VALUES ('chains', $1, '')
     ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, installed_at = now()`,
    [hash],
  );
  return true;
}
