import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';

/** Failed sign-ins: after SLOW_AFTER failures the reply is delayed; LOCK_AFTER within WINDOW locks for WINDOW. */
export const SLOW_AFTER = 3;
export const LOCK_AFTER = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Try again in 15 minutes.';

export interface AttemptKey {
  username: string;
  ip: string;
}

export interface ThrottleState {
  locked: boolean;
  /** Recent failures for the username or the address, whichever is higher. */
  failures: number;
}

/**
 * Failures are counted per username (since its last successful sign-in) and per address. Five failures
 * inside 15 minutes lock that username or address until 15 minutes after the fifth; refused attempts
 * during the lock are not counted, so the lock does not extend itself.
 */
export async function throttleState(db: Queryable, key: AttemptKey, now: Date): Promise<ThrottleState> {
  const since = new Date(now.getTime() - 2 * WINDOW_MS);
  const byUser = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts
     WHERE lower(username) = lower($1) AND NOT succeeded AND created_at > $2
       AND created_at > coalesce((SELECT max(created_at) FROM login_attempts
                                  WHERE lower(username) = lower($1) AND succeeded), '-infinity')
     ORDER BY created_at DESC LIMIT $3`,
    [key.username, since, LOCK_AFTER],
  );
  const byIp = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM login_attempts WHERE ip = $1 AND NOT succeeded AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [key.ip, since, LOCK_AFTER],
  );
  const locked = isLocked(byUser, now) || isLocked(byIp, now);
  const recent = (rows: { created_at: Date }[]) =>
    rows.filter((r) => now.getTime() - new Date(r.created_at).getTime() < WINDOW_MS).length;
  return { locked, failures: Math.max(recent(byUser), recent(byIp)) };
}

function isLocked(latestFirst: { created_at: Date }[], now: Date): boolean {
  if (latestFirst.length < LOCK_AFTER) return false;
  const newest = new Date(latestFirst[0]?.created_at ?? 0).getTime();
  const fifth = new Date(latestFirst[LOCK_AFTER - 1]?.created_at ?? 0).getTime();
  return newest - fifth <= WINDOW_MS && now.getTime() - newest < WINDOW_MS;
}

export type AttemptClaim = { locked: true } | { locked: false; attemptId: number };

/**
 * The atomic check-and-record of a sign-in: under transaction-scoped advisory locks on the username
 * and on the address, refuses when either is locked, else records the attempt as a failure before the
 * password is checked (settleAttempt turns it into a success). So a burst of parallel attempts cannot
 * all pass the check: each one counts as soon as it is let through, and at most LOCK_AFTER get their
 * password checked. The locks are per key and held only for this short transaction, not during scrypt,
 * so sign-ins of other usernames from other addresses never wait on each other (on PGlite, whose single
 * connection runs one transaction at a time anyway, it is one short transaction per attempt).
 */
export async function claimAttempt(db: Db, key: AttemptKey, now: Date): Promise<AttemptClaim> {
  return db.transaction(async (tx) => {
    for (const lockKey of throttleLockKeys(key)) {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockKey]);
    }
    if ((await throttleState(tx, key, now)).locked) return { locked: true };
    const [row] = await tx.query<{ attempt_id: unknown }>(
      `INSERT INTO login_attempts (username, ip, succeeded, created_at) VALUES ($1, $2, false, $3)
       RETURNING attempt_id`,
      [key.username, key.ip, now],
    );
    return { locked: false, attemptId: Number(row?.attempt_id) };
  });
}

/** A claimed attempt whose password was right: it stops counting as a failure and resets the username's count. */
export async function settleAttempt(db: Queryable, attemptId: number): Promise<void> {
  await db.query('UPDATE login_attempts SET succeeded = true WHERE attempt_id = $1', [attemptId]);
}

/**
 * The advisory lock keys (signed 64-bit, as text) of a username (case-insensitive, as the counts) and
 * an address, in ascending order so that two sign-ins sharing one of them never deadlock.
 */
export function throttleLockKeys(key: AttemptKey): string[] {
  const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);
  const keys = [lockKey(`login-username:${key.username.toLowerCase()}`), lockKey(`login-ip:${key.ip}`)];
  keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map(String);
}
