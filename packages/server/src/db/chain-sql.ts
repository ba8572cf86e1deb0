/**
 * The hash chains over ledger_entries and audit_log (issue 40), installed from the layouts in the SDK's
 * chain.ts so the database and every verifier encode a row the same way.
 *
 * Sealing is in two steps, so a money move pays for a note, not for the hashing:
 * - in the writing transaction, an AFTER INSERT statement trigger (transition table) queues the statement's
 *   new ids in chain_pending, one row per statement. The queue commits with the rows or not at all, and
 *   survives a kill -9 (a logged table);
 * - the sealer (chains/chain-sealer.ts, every CHAIN_SEAL_INTERVAL_MS on each instance, and first thing in a
 *   verification or a checkpoint) calls chain_seal_queued: it takes the chains' advisory transaction locks
 *   (ledger, then audit), takes what is queued and appends one link per row, in id order, after the head.
 * Sealers on several instances queue for the lock; the statement after it sees every committed link and
 * queue row (READ COMMITTED), and (chain, position) is the primary key, so the chain cannot fork. A row is
 * sealed within one interval of its commit; a row that reached a table without its queue note (written with
 * the triggers off) is never sealed and reads as inserted.
 * Measured: the note costs a PGlite posting about 0.01 ms (+7% on a bare posting: a queue without a key or a
 * sequence, filled without an aggregate; +11% with them); sealing at commit cost 0.12-0.15 ms (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { CHAIN_LAYOUTS, CHAIN_NAMES, type ChainColumnKind, type ChainLayout } from '@backoffice/sdk';
import type { Transaction } from './db.js';

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

function chainFunctions(layout: ChainLayout): string {
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
  return `
CREATE OR REPLACE FUNCTION chain_note_${chain}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO chain_pending (chain, row_ids)
  SELECT '${chain}', n.ids FROM (SELECT ARRAY(SELECT ${idColumn} FROM new_rows) AS ids) n WHERE cardinality(n.ids) > 0;
  RETURN NULL;
END $$;

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

DROP TRIGGER IF EXISTS chain_note ON ${table};
CREATE TRIGGER chain_note AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chain_note_${chain}();
`;
}

/** How many queue rows (statements) one pass of the sealer takes: its transaction stays short. */
export const SEAL_BATCH = 25;

/** The whole install: one set of functions per chain, and the sealer of what is queued. */
export function chainsSql(): string {
  const idsOf = CHAIN_NAMES.map((chain) => `array_agg(x) FILTER (WHERE done.chain = '${chain}')`).join(', ');
  const variables = CHAIN_NAMES.map((chain) => `${chain}_ids`).join(', ');
  const sealEach = CHAIN_NAMES.map(
    (chain) => `
  IF ${chain}_ids IS NOT NULL THEN
    PERFORM chain_seal_${chain}(${chain}_ids);
  END IF;`,
  ).join('');
  return `
${CHAIN_NAMES.map((name) => chainFunctions(CHAIN_LAYOUTS[name])).join('\n')}
-- Seals up to batch queued statements' rows, ledger first, then audit; answers how many queue rows it took.
CREATE OR REPLACE FUNCTION chain_seal_queued(batch integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
  ${CHAIN_NAMES.map((chain) => `${chain}_ids bigint[];`).join('\n  ')}
BEGIN
  ${CHAIN_NAMES.map((chain) => `PERFORM pg_advisory_xact_lock(${lockKey(chain)});`).join('\n  ')}
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
 * Installs (or reinstalls, when the layouts changed) the chain functions and triggers. On the very first
 * install the rows already there are sealed, in id order; never again afterwards, so a row slipped in
 * later stays visible as unlinked.
 */
export async function installChains(tx: Transaction): Promise<boolean> {
  // A database migrated only part of the way (a test of an older schema) has no chains yet.
  const [tables] = await tx.query<{ present: boolean }>(
    "SELECT to_regclass('chain_links') IS NOT NULL AS present",
  );
  if (!tables?.present) return false;
  const install = chainsSql();
  const hash = createHash('sha256').update(install).digest('hex');
  const [current] = await tx.query<{ hash: string }>(
    "SELECT hash FROM installed_counters WHERE name = 'chains'",
  );
  if (current?.hash === hash) return false;
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
