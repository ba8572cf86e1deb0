/**
 * The live events no statement makes (migration 136): an approval passes its expiry, a staff session its
 * lifetime or idle timeout, a bid lands late. Reads derive the first two and never write; this background
 * sweep records them, once across instances: each is marked in the transaction that writes its outbox row
 * (the approval's state, the session's revocation, the late-bid watch's position), so a second instance's
 * sweep finds nothing left to do.
 */
import type { SessionLifetimes } from '../domain/sessions.js';
import type { Db, Queryable } from './db.js';
import { announceLateBids } from './late-bids.js';
import { int } from './values.js';

/** Bids read per sweep; a larger backlog (a bulk load) is announced over the next sweeps. */
const LATE_BID_PAGE = 5000;
/**
 * Bids below the swept position read again: a transaction that took its bid id before the last sweep may
 * commit after it. A bid already announced is skipped.
 */
const LATE_BID_OVERLAP = 1000;

export interface SweepCounts {
  expiredApprovals: number;
  endedSessions: number;
  lateBids: number;
}

/** Pending approvals past their expiry become EXPIRED (the trigger of approval_requests writes the event). */
async function expireApprovals(db: Db, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE approval_requests SET state = 'EXPIRED', decided_at = now()
      WHERE state = 'PENDING' AND expires_at <= $1 RETURNING request_id`,
    [now],
  );
  return rows.length;
}

/** Open sessions past their lifetime or idle timeout are revoked as 'timeout' (their trigger says EXPIRED). */
async function endTimedOutSessions(db: Db, now: Date, lifetimes: SessionLifetimes): Promise<number> {
  const rows = await db.query(
    `UPDATE staff_tokens SET revoked_at = $1, revoked_reason = 'timeout'
      WHERE revoked_at IS NULL AND (expires_at <= $1 OR last_used_at <= $2) RETURNING token_id`,
    [now, new Date(now.getTime() - lifetimes.idleMinutes * 60_000)],
  );
  return rows.length;
}

/** How many bids have ids in (upTo - LATE_BID_OVERLAP, upTo], and the newest bid id. */
async function bidsNear(tx: Queryable, upTo: number): Promise<{ inWindow: number; newest: number }> {
  const [row] = await tx.query<{ in_window: unknown; newest: unknown }>(
    `SELECT (SELECT count(*) FROM bids WHERE bid_id > $1::bigint - $2 AND bid_id <= $1) AS in_window,
            (SELECT max(bid_id) FROM bids) AS newest`,
    [upTo, LATE_BID_OVERLAP],
  );
  return { inWindow: int(row?.in_window), newest: row?.newest == null ? 0 : int(row.newest) };
}

/**
 * The late bids committed since the last sweep: those above its position, and any that committed below it
 * afterwards (the window's count grew). An instance whose peer is sweeping them skips its turn.
 */
async function sweepLateBids(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [watch] = await tx.query<{ swept_to: unknown; window_count: unknown }>(
      'SELECT swept_to, window_count FROM late_bid_watch FOR UPDATE SKIP LOCKED',
    );
    if (!watch) return 0;
    const sweptTo = int(watch.swept_to);
    const seen = await bidsNear(tx, sweptTo);
    const committedBelow = seen.inWindow !== int(watch.window_count);
    if (seen.newest <= sweptTo && !committedBelow) return 0;
    const upTo = Math.max(sweptTo, Math.min(seen.newest, sweptTo + LATE_BID_PAGE));
    const from = committedBelow ? Math.max(0, sweptTo - LATE_BID_OVERLAP) : sweptTo;
    const announced = await announceLateBids(tx, { afterId: from, upToId: upTo, sweptTo });
    const after = upTo === sweptTo ? seen : await bidsNear(tx, upTo);
    await tx.query('UPDATE late_bid_watch SET swept_to = $1, window_count = $2', [upTo, after.inWindow]);
    return announced;
  });
}

/** One sweep of all three. */
export async function sweepLive(db: Db, now: Date, lifetimes: SessionLifetimes): Promise<SweepCounts> {
  return {
    expiredApprovals: await expireApprovals(db, now),
    endedSessions: await endTimedOutSessions(db, now, lifetimes),
    lateBids: await sweepLateBids(db),
  };
}

/** A sweep every `everyMs` (its timer does not hold the process open); `stop` ends it. */
export function startLiveSweeps(
  db: Db,
  options: { now: () => Date; lifetimes: SessionLifetimes; everyMs: number },
  log: (message: string) => void,
): { stop: () => void } {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await sweepLive(db, options.now(), options.lifetimes);
    } catch (error) {
      log(`live events: the sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
