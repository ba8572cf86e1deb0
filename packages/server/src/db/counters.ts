/**
 * Every total the database keeps for the lists, declared once: what it counts (a base table, a filter),
 * by which key, which sums. From each declaration come the counts table, its slot-adding function, the
 * triggers that keep it, the truncate hook, the rebuild from the base table (used on install and by
 * `recount_list_totals()`), and the query that rebuilds it for comparison (test/counters-rebuild.test.ts).
 * A new key column, sum or filter is a change here and nowhere else: migrate() reinstalls the counters
 * whenever this declaration's SQL changes, and rebuilds them from their base tables.
 *
 * Slots (from 040_list_speed.sql): a key may have several rows; its value is the sum over them. A writer
 * adds its change to a slot it can lock without waiting (FOR UPDATE SKIP LOCKED), else inserts a new
 * slot, so writers never wait on one another over a counter. Outside READ COMMITTED always a new slot.
 * The counts are transactional: exact at every snapshot.
 */
import { createHash } from 'node:crypto';
import type { Queryable, Transaction } from './db.js';

export interface KeyColumn {
  name: string;
  /** The column's SQL type, as in the base table. */
  type: string;
  /** A NULL key value (e.g. a bid's session) is a key of its own. */
  nullable?: boolean;
}

export interface CounterSum {
  /** The column in the counts table (bigint). */
  name: string;
  /** An aggregate over the base rows of one key (bigint). */
  of: string;
}

export interface Counter {
  /** Prefix of the trigger and trigger function names. */
  name: string;
  /** The counts table. */
  table: string;
  /** The table counted. */
  source: string;
  /** The base rows counted (a condition on the source's columns); all when absent. */
  where?: string;
  key: readonly KeyColumn[];
  sums: readonly CounterSum[];
  /** The function that adds to one key: (key..., one delta per sum). Writers may call it themselves. */
  adder: string;
  /**
   * Updates of the base rows: 'row' follows a change of the key columns with a row trigger (counts
   * only); 'statements' means the statements that change a key or the filter keep the counter
   * themselves through `adder`, in the same transaction (see `updatedBy`).
   */
  onUpdate: 'none' | 'row' | 'statements';
  /** Who keeps the counter on update, when onUpdate is 'statements'. */
  updatedBy?: string;
  /** Indexes of the counts table: column lists. */
  indexes: readonly string[];
}

const COUNT: CounterSum = { name: 'n', of: 'count(*)' };

/** A bid's slot: day, family, provider, session and bid type (what the bid lists filter on). */
const BID_SLOT: readonly KeyColumn[] = [
  { name: 'game_date', type: 'date' },
  { name: 'provider_type', type: 'smallint' },
  { name: 'provider_id', type: 'integer' },
  { name: 'session', type: 'text', nullable: true },
  { name: 'bid_type', type: 'text' },
];

export const COUNTERS: readonly Counter[] = [
  {
    name: 'players_counts',
    table: 'player_stage_counts',
    source: 'players',
    key: [{ name: 'stage', type: 'text' }],
    sums: [COUNT],
    adder: 'count_player_stage',
    onUpdate: 'row',
    indexes: ['stage'],
  },
  {
    // The ledger is append-only: no UPDATE or DELETE to follow.
    name: 'ledger_counts',
    table: 'ledger_type_counts',
    source: 'ledger_entries',
    key: [{ name: 'trans_type', type: 'text' }],
    sums: [COUNT],
    adder: 'count_ledger_type',
    onUpdate: 'none',
    indexes: ['trans_type'],
  },
  {
    // Named like the bids columns, so a bid list's WHERE (aliased b) filters these rows as well.
    name: 'bids_counts',
    table: 'bid_slot_counts',
    source: 'bids',
    key: BID_SLOT,
    sums: [COUNT],
    adder: 'count_bid_slot',
    onUpdate: 'row',
    indexes: ['game_date, provider_type, provider_id'],
  },
  {
    // The desk's bid summaries and the bid list's totals: bids not refunded, per stake and rate snapshot
    // (so each bid's payout is computed exactly: sum(n * (amount * win / bid))), and their wins.
    name: 'bid_digits',
    table: 'bid_digit_totals',
    source: 'bids',
    where: "bid_status <> 'REFUNDED'",
    key: [
      { name: 'provider_id', type: 'integer' },
      { name: 'game_date', type: 'date' },
      { name: 'provider_type', type: 'smallint' },
      { name: 'session', type: 'text', nullable: true },
      { name: 'bid_type', type: 'text' },
      { name: 'digit', type: 'text' },
      { name: 'amount_paise', type: 'bigint' },
      { name: 'rate_bid_amount', type: 'integer', nullable: true },
      { name: 'rate_win_amount', type: 'integer', nullable: true },
    ],
    sums: [COUNT, { name: 'win_paise', of: 'coalesce(sum(win_amount_paise), 0)' }],
    adder: 'count_bid_digits',
    // A row or statement UPDATE trigger made a busy session's declare twice as slow (061): settling
    // changes no key. The refund (PENDING -> REFUNDED), the declare (wins in) and the result revert
    // (wins out) adjust the totals in their own statements.
    onUpdate: 'statements',
    updatedBy: 'db/bid-digit-totals.ts countDigitTotals: refundBids, declareInTransaction, revertResult',
    indexes: ['provider_id, game_date, bid_type, digit', 'game_date, provider_type'],
  },
  {
    // The bid list's totals (db/bid-rows.ts bidListTotals): bids not refunded, their stake and wins, per
    // day, family, provider, session and bid type. A provider's day sums a dozen rows here, not the
    // ~1,200 of bid_digit_totals (scattered over as many pages: 3.5 ms of a 5 ms list on PGlite).
    // Kept like bid_digit_totals: the refund, the declare and the revert adjust both in one statement.
    name: 'bid_list',
    table: 'bid_list_totals',
    source: 'bids',
    where: "bid_status <> 'REFUNDED'",
    key: BID_SLOT,
    sums: [
      COUNT,
      { name: 'bid_paise', of: 'coalesce(sum(amount_paise), 0)' },
      { name: 'win_paise', of: 'coalesce(sum(win_amount_paise), 0)' },
    ],
    adder: 'count_bid_list',
    onUpdate: 'statements',
    updatedBy: 'db/bid-digit-totals.ts countDigitTotals (with bid_digit_totals)',
    indexes: ['game_date, provider_type, provider_id'],
  },
];

/** The bid_digit_totals counter (its key is how statements that move bids address it). */
export const BID_DIGIT_TOTALS = COUNTERS.find((c) => c.table === 'bid_digit_totals') as Counter;

/** The bid_list_totals counter, kept beside bid_digit_totals by the same statements. */
export const BID_LIST_TOTALS = COUNTERS.find((c) => c.table === 'bid_list_totals') as Counter;

const keyNames = (c: Counter, alias = '') => c.key.map((k) => `${alias}${k.name}`).join(', ');
const sumArgs = (c: Counter) => c.sums.map((s) => `d_${s.name} bigint`).join(', ');
const argTypes = (c: Counter) => [...c.key.map((k) => k.type), ...c.sums.map(() => 'bigint')].join(', ');

function adderSql(c: Counter): string {
  const args = [...c.key.map((k) => `k_${k.name} ${k.type}`), sumArgs(c)].join(', ');
  const match = c.key
    .map((k) => (k.nullable ? `${k.name} IS NOT DISTINCT FROM k_${k.name}` : `${k.name} = k_${k.name}`))
    .join(' AND ');
  return `CREATE FUNCTION ${c.adder}(${args}) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  slot tid;
BEGIN
  IF ${c.sums.map((s) => `d_${s.name} = 0`).join(' AND ')} THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'read committed' THEN
    SELECT ctid INTO slot FROM ${c.table} WHERE ${match} LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF FOUND THEN
      UPDATE ${c.table} SET ${c.sums.map((s) => `${s.name} = ${s.name} + d_${s.name}`).join(', ')} WHERE ctid = slot;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;
  INSERT INTO ${c.table} (${keyNames(c)}, ${c.sums.map((s) => s.name).join(', ')})
  VALUES (${c.key.map((k) => `k_${k.name}`).join(', ')}, ${c.sums.map((s) => `d_${s.name}`).join(', ')});
END $$;`;
}

/** The statement trigger function adding (sign 1) or taking out (-1) the transition table's rows. */
function statementSql(c: Counter, fn: string, rows: string, sign: '' | '-'): string {
  const sums = c.sums.map((s) => `${sign}(${s.of})::bigint`).join(', ');
  return `CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ${c.adder}(${keyNames(c)}, ${sums}) FROM ${rows}${c.where ? ` WHERE ${c.where}` : ''}
   GROUP BY ${keyNames(c)} ORDER BY ${keyNames(c)};
  RETURN NULL;
END $$;`;
}

/** SELECT key, sums of the base table: the counter as it should be. */
export function rebuildSql(c: Counter): string {
  return `SELECT ${keyNames(c)}, ${c.sums.map((s) => `(${s.of})::bigint AS ${s.name}`).join(', ')}
  FROM ${c.source}${c.where ? ` WHERE ${c.where}` : ''} GROUP BY ${keyNames(c)}`;
}

/** SELECT key, sums of the counts table, slots added up, keys that sum to nothing left out. */
export function keptSql(c: Counter): string {
  const sums = c.sums.map((s) => `sum(${s.name})::bigint AS ${s.name}`).join(', ');
  const nonZero = c.sums.map((s) => `sum(${s.name}) <> 0`).join(' OR ');
  return `SELECT ${keyNames(c)}, ${sums} FROM ${c.table} GROUP BY ${keyNames(c)} HAVING ${nonZero}`;
}

function counterSql(c: Counter): { install: string; drop: string } {
  if (c.onUpdate === 'row' && (c.sums.length !== 1 || c.sums[0]?.of !== 'count(*)' || c.where)) {
    throw new Error(`counter ${c.table}: a row update trigger follows a plain count only`);
  }
  const columns = [
    ...c.key.map((k) => `${k.name} ${k.type}${k.nullable ? '' : ' NOT NULL'}`),
    ...c.sums.map((s) => `${s.name} bigint NOT NULL DEFAULT 0`),
  ].join(',\n  ');
  const parts = [
    `CREATE TABLE ${c.table} (\n  ${columns}\n);`,
    ...c.indexes.map((cols, i) => `CREATE INDEX ${c.table}_${i + 1} ON ${c.table} (${cols});`),
    adderSql(c),
    statementSql(c, `${c.name}_inserted`, 'new_rows', ''),
    statementSql(c, `${c.name}_deleted`, 'old_rows', '-'),
    `CREATE TRIGGER ${c.name}_insert AFTER INSERT ON ${c.source}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${c.name}_inserted();`,
    `CREATE TRIGGER ${c.name}_delete AFTER DELETE ON ${c.source}
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${c.name}_deleted();`,
    `CREATE TRIGGER ${c.name}_truncate AFTER TRUNCATE ON ${c.source}
  FOR EACH STATEMENT EXECUTE FUNCTION counts_truncated('${c.table}');`,
  ];
  const drop = [
    `DROP TRIGGER IF EXISTS ${c.name}_insert ON ${c.source};`,
    `DROP TRIGGER IF EXISTS ${c.name}_delete ON ${c.source};`,
    `DROP TRIGGER IF EXISTS ${c.name}_truncate ON ${c.source};`,
    `DROP FUNCTION IF EXISTS ${c.name}_inserted();`,
    `DROP FUNCTION IF EXISTS ${c.name}_deleted();`,
    `DROP FUNCTION IF EXISTS ${c.adder}(${argTypes(c)});`,
    `DROP TABLE IF EXISTS ${c.table};`,
  ];
  if (c.onUpdate === 'row') {
    const ones = c.sums.map(() => '1').join(', ');
    parts.push(`CREATE FUNCTION ${c.name}_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ${c.adder}(${keyNames(c, 'OLD.')}, ${c.sums.map(() => '-1').join(', ')});
  PERFORM ${c.adder}(${keyNames(c, 'NEW.')}, ${ones});
  RETURN NULL;
END $$;`);
    parts.push(`CREATE TRIGGER ${c.name}_update AFTER UPDATE OF ${keyNames(c)} ON ${c.source}
  FOR EACH ROW WHEN ((${keyNames(c, 'OLD.')}) IS DISTINCT FROM (${keyNames(c, 'NEW.')}))
  EXECUTE FUNCTION ${c.name}_moved();`);
    drop.unshift(`DROP TRIGGER IF EXISTS ${c.name}_update ON ${c.source};`);
    drop.push(`DROP FUNCTION IF EXISTS ${c.name}_moved();`);
  }
  parts.push(`INSERT INTO ${c.table} (${keyNames(c)}, ${c.sums.map((s) => s.name).join(', ')})
${rebuildSql(c)};`);
  return { install: parts.join('\n'), drop: drop.join('\n') };
}

/** Every counter's install script (shared functions first), and the script that removes them. */
export function countersSql(counters: readonly Counter[] = COUNTERS): { install: string; drop: string } {
  const each = counters.map(counterSql);
  const sources = [...new Set(counters.map((c) => c.source))].join(', ');
  const recount = counters
    .map(
      (c) => `  DELETE FROM ${c.table};
  INSERT INTO ${c.table} (${keyNames(c)}, ${c.sums.map((s) => s.name).join(', ')})
  ${rebuildSql(c).replace(/\n/g, '\n  ')};`,
    )
    .join('\n');
  const install = [
    `-- TRUNCATE fires no row or statement delete triggers: empty the counts with the table.
CREATE OR REPLACE FUNCTION counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;`,
    ...each.map((e) => e.install),
    `-- Counts the rows already there, from scratch. Also for after a bulk load that skipped triggers
-- (session_replication_role = replica, as bench/bench-seed.ts does). Writers wait while it runs.
CREATE OR REPLACE FUNCTION recount_list_totals() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE ${sources} IN SHARE MODE;
${recount}
END $$;`,
  ].join('\n\n');
  return { install, drop: each.map((e) => e.drop).join('\n') };
}

/**
 * Installs the declared counters when the installed ones differ from this file (or none are): drops
 * what the last install created, creates the tables, functions and triggers, and fills the tables from
 * their base tables. Run by migrate(), inside its transaction and lock, after the SQL migrations.
 */
export async function installCounters(
  tx: Transaction,
  counters: readonly Counter[] = COUNTERS,
): Promise<boolean> {
  const { install, drop } = countersSql(counters);
  const hash = createHash('sha256').update(install).digest('hex');
  await tx.exec(`CREATE TABLE IF NOT EXISTS installed_counters (
    name text PRIMARY KEY,
    hash text NOT NULL,
    drop_sql text NOT NULL,
    installed_at timestamptz NOT NULL DEFAULT now()
  )`);
  const [current] = await tx.query<{ hash: string; drop_sql: string }>(
    "SELECT hash, drop_sql FROM installed_counters WHERE name = 'list counters'",
  );
  if (current?.hash === hash) return false;
  if (current) await tx.exec(current.drop_sql);
  await tx.exec(install);
  await tx.query(
    `INSERT INTO installed_counters (name, hash, drop_sql) VALUES ('list counters', $1, $2)
     ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, drop_sql = excluded.drop_sql, installed_at = now()`,
    [hash, drop],
  );
  return true;
}

/** The keys where a kept counter differs from its rebuild from the base table (empty when all agree). */
export async function counterDrift(
  db: Queryable,
  c: Counter,
): Promise<{ side: 'kept' | 'rebuilt'; row: Record<string, unknown> }[]> {
  const rows = await db.query<Record<string, unknown>>(
    `WITH kept AS (${keptSql(c)}), rebuilt AS (${rebuildSql(c)})
     (SELECT 'kept' AS side, k.* FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM rebuilt) k)
     UNION ALL
     (SELECT 'rebuilt' AS side, r.* FROM (SELECT * FROM rebuilt EXCEPT ALL SELECT * FROM kept) r)`,
  );
  return rows.map(({ side, ...row }) => ({ side: side as 'kept' | 'rebuilt', row }));
}
