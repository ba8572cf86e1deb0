/**
 * Heavy reads (reports, sales, analysis, exports, dashboard graphs) from a streaming replica
 * (DATABASE_REPLICA_URL). A staff member who has just written reads their own write, through any instance:
 * the primary's WAL position after their last write is kept on the primary (replica_write_marks), and the
 * replica is used for them only once it has replayed past it (waited for up to READ_YOUR_WRITES_WAIT_MS),
 * else the primary answers. A replica that is down, or further behind
 * than the lag limit, is skipped with one log line per change of mind, never an error.
 */
import type { Db } from './db.js';
import { openPostgres, type PostgresOptions } from './postgres.js';

export const READ_YOUR_WRITES_WAIT_MS = 20;
/** After a failure, the replica is left alone this long before it is asked again. */
const RETRY_AFTER_FAILURE_MS = 5000;

export interface ReplicaChoice {
  db: Db;
  /** Seconds the replica is behind (0 when caught up), or null when the primary answers. */
  ageSeconds: number | null;
}

export interface ReplicaReads {
  /** Where this staff member's heavy read goes now. */
  pick(employeeId: number): Promise<ReplicaChoice>;
  /** After a staff member's write committed on the primary. */
  noteWrite(employeeId: number): Promise<void>;
  close(): Promise<void>;
}

interface ReplayState {
  caughtUp: boolean;
  ageSeconds: number;
}

export function openReplicaReads(
  primary: Db,
  replicaUrl: string,
  options: PostgresOptions & { maxLagSeconds: number; log: (message: string) => void },
): ReplicaReads {
  const replica = openPostgres(replicaUrl, { ...options, max: options.max ?? 5 });
  let skippedUntil = 0;
  let skipping: string | null = null;
  const skip = (why: string, forMs = 0) => {
    skippedUntil = Date.now() + forMs;
    if (skipping !== why) options.log(`replica skipped, reads go to the primary: ${why}`);
    skipping = why;
  };
  const replayed = async (lsn: string | undefined): Promise<ReplayState> => {
    const [row] = await replica.query<{ caught_up: boolean; age: number | string | null }>(
      `SELECT ($1::pg_lsn IS NULL OR pg_last_wal_replay_lsn() >= $1::pg_lsn) AS caught_up,
              CASE WHEN pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
                   ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp()) END AS age`,
      [lsn ?? null],
    );
    return { caughtUp: row?.caught_up === true, ageSeconds: Number(row?.age ?? 0) };
  };
  const onPrimary: ReplicaChoice = { db: primary, ageSeconds: null };
  return {
    async pick(employeeId) {
      if (Date.now() < skippedUntil) return onPrimary;
      // On the primary: a primary away fails the request (503), it does not put the replica aside.
      const [mark] = await primary.query<{ lsn: string }>(
        'SELECT lsn::text AS lsn FROM replica_write_marks WHERE employee_id = $1',
        [employeeId],
      );
      const lsn = mark?.lsn;
      try {
        let state = await replayed(lsn);
        const until = Date.now() + READ_YOUR_WRITES_WAIT_MS;
        while (!state.caughtUp && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          state = await replayed(lsn);
        }
        if (!state.caughtUp) return onPrimary;
        if (state.ageSeconds > options.maxLagSeconds) {
          skip(`${Math.round(state.ageSeconds)} s behind (limit ${options.maxLagSeconds} s)`);
          return onPrimary;
        }
        if (skipping) options.log('replica back: heavy reads go to it again');
        skipping = null;
        return { db: replica, ageSeconds: state.ageSeconds };
      } catch (error) {
        skip(
          `unavailable (${error instanceof Error ? error.message : String(error)})`,
          RETRY_AFTER_FAILURE_MS,
        );
        return onPrimary;
      }
    },
    async noteWrite(employeeId) {
      await primary.query(
        `INSERT INTO replica_write_marks (employee_id, lsn) VALUES ($1, pg_current_wal_lsn())
         ON CONFLICT (employee_id) DO UPDATE SET lsn = excluded.lsn, marked_at = now()`,
        [employeeId],
      );
    },
    close: () => replica.close(),
  };
}
