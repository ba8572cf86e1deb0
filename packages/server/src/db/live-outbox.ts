/**
 * The live-events outbox (migration 132): rows written by triggers in the transaction of each change, given
 * rising ids at commit. Readers page through it from the id they last saw; retention trims old rows and
 * raises the floor below which a reader has missed events.
 */
import { refuse } from '../domain/errors.js';
import type { Db, Queryable } from './db.js';
import { instant, int } from './values.js';

export type LiveKind =
  | 'withdrawal'
  | 'approval'
  | 'result'
  | 'board_slot'
  | 'integrity_alarm'
  | 'chat_thread'
  | 'session'
  | 'late_bid'
  | 'fingerprint';

/** One committed change, as the outbox holds it. */
export interface OutboxRow {
  id: number;
  kind: LiveKind;
  recordId: string;
  version: number;
  state: string | null;
  changed: string[];
  actor: string | null;
  /** Decides who may see it (routes/live-audience.ts). */
  scope: string | null;
  at: string;
}

const COLUMNS = 'id, kind, record_id, version, state, changed, actor, scope, at';

const toRow = (r: Record<string, unknown>): OutboxRow => ({
  id: int(r.id),
  kind: r.kind as LiveKind,
  recordId: String(r.record_id),
  version: int(r.version),
  state: (r.state as string | null) ?? null,
  changed: (r.changed as string[] | null) ?? [],
  actor: (r.actor as string | null) ?? null,
  scope: (r.scope as string | null) ?? null,
  at: instant(r.at),
});

/** Committed changes after `afterId`, oldest first. */
export async function outboxAfter(db: Queryable, afterId: number, limit: number): Promise<OutboxRow[]> {
  const rows = await db.query(`SELECT ${COLUMNS} FROM live_outbox WHERE id > $1 ORDER BY id LIMIT $2`, [
    afterId,
    limit,
  ]);
  return rows.map(toRow);
}

/** The newest id and the trimmed floor: where a fresh reader starts, and below what a reader must reload. */
export async function outboxBounds(db: Queryable): Promise<{ newest: number; floor: number }> {
  const [row] = await db.query<{ newest: unknown; floor: unknown }>(
    `SELECT greatest((SELECT max(id) FROM live_outbox), f.trimmed_to) AS newest, f.trimmed_to AS floor
       FROM live_outbox_floor f`,
  );
  return { newest: int(row?.newest), floor: int(row?.floor) };
}

/** The latest committed change of one record, if the outbox still holds one (the 409's who and when). */
export async function lastChangeOf(
  db: Queryable,
  kind: LiveKind,
  recordId: string,
): Promise<OutboxRow | undefined> {
  const [row] = await db.query(
    `SELECT ${COLUMNS} FROM live_outbox WHERE kind = $1 AND record_id = $2 AND id IS NOT NULL
      ORDER BY id DESC LIMIT 1`,
    [kind, recordId],
  );
  return row ? toRow(row) : undefined;
}

/** A record as the caller locked it, for `requireVersion`. */
export interface VersionedRecord {
  kind: LiveKind;
  recordId: string;
  /** How the refusal names it: "Request #10". */
  label: string;
  version: number;
  state: string | null;
}

/**
 * Two people, one record: refuses ('record-changed', 409) when the caller's If-Match names a version the
 * locked record has moved past, saying who changed it and when (its latest event) and its state now.
 */
export async function requireVersion(
  tx: Queryable,
  record: VersionedRecord,
  expected: number | undefined,
): Promise<void> {
  if (expected === undefined || expected === record.version) return;
  const change = await lastChangeOf(tx, record.kind, record.recordId);
  throw refuse({
    code: 'record-changed',
    record: record.label,
    by: change?.actor ?? null,
    at: change?.at ?? null,
    state: record.state,
  });
}

/**
 * Retention: drops the committed rows older than `keepSince` and beyond the newest `keepRows`, and raises the
 * floor to the newest id dropped. Returns how many rows went.
 */
export async function trimOutbox(db: Db, keepSince: Date, keepRows: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [cut] = await tx.query<{ id: unknown }>(
      `SELECT greatest(
          (SELECT max(id) FROM live_outbox WHERE id IS NOT NULL AND at < $1),
          (SELECT id FROM live_outbox WHERE id IS NOT NULL ORDER BY id DESC OFFSET $2 LIMIT 1)) AS id`,
      [keepSince, keepRows],
    );
    const upTo = cut?.id === null || cut?.id === undefined ? 0 : int(cut.id);
    if (upTo === 0) return 0;
    const gone = await tx.query('DELETE FROM live_outbox WHERE id <= $1 RETURNING seq', [upTo]);
    await tx.query('UPDATE live_outbox_floor SET trimmed_to = greatest(trimmed_to, $1)', [upTo]);
    return gone.length;
  });
}

/**
 * `db` whose transactions tell the outbox triggers who acts (`app.actor`, transaction-scoped, so it also
 * holds behind a transaction-mode pooler). Statements outside a transaction are left alone: their events
 * carry no actor. Made from `db` by prototype, so what is kept per database handle (underlyingDb) is shared.
 */
export function actingAs(db: Db, username: string): Db {
  const acting: Db = Object.create(db);
  acting.transaction = (work) =>
    db.transaction(async (tx) => {
      await tx.send(`SELECT set_config('app.actor', $1, true)`, [username]);
      return work(tx);
    });
  return acting;
}

/** Retention every `everyMs` (its timer does not hold the process open); `stop` ends it. */
export function startLiveOutboxRetention(
  db: Db,
  keep: { retentionDays: number; retentionRows: number },
  log: (message: string) => void,
  everyMs = 600_000,
): { stop: () => void } {
  const trim = async () => {
    try {
      const since = new Date(Date.now() - keep.retentionDays * 86_400_000);
      const gone = await trimOutbox(db, since, keep.retentionRows);
      if (gone > 0) log(`live events: trimmed ${gone} old events`);
    } catch (error) {
      log(`live events: trimming failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(() => void trim(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
