import { createHash } from 'node:crypto';
import type { Db, Queryable } from '../db/db.js';

/** Failed sign-ins: after SLOW_AFTER failures the reply is delayed; LOCK_AFTER within WINDOW locks for WINDOW. */
export const SLOW_AFTER = 3;
export const LOCK_AFTER = 5;
export const WINDOW_MS = 15 * 60 * 1000;
/** The longest a failed reply is held back (the delay doubles with each failure past SLOW_AFTER). */
export const MAX_DELAY_FACTOR = 8;

export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Try again in 15 minutes.';

export interface AttemptKey {
  username: string;
  ip: string;
  /**
   * A browser the staff member has signed in from before ('device:<id>' from its device cookie, or
   * 'fingerprint:<id>' for an APPROVED fingerprint); null for an unknown browser.
   */
  trustedKey: string | null;
}

export interface ThrottleState {
  locked: boolean;
  /** Recent failures counted against this attempt (its browser, username or address), the highest. */
  failures: number;
}

type Failure = { created_at: Date };

/**
 * Which failures count against an attempt, so that nobody can aim a lock at a staff member:
 * - from an unknown browser: the username's failures from unknown browsers (since its last success or
 *   an admin's unlock) and the address's failures (every browser's). Five inside 15 minutes lock that
 *   username for unknown browsers, or that address, until 15 minutes after the fifth;
 * - from a trusted browser (device cookie, approved fingerprint): only that browser's own failures for
 *   this username (since its last success or the unlock). Failures sent from anywhere else, however
 *   many, never lock it; its own five lock it like any other.
 * Refused attempts during a lock are not recorded, so a lock does not extend itself.
 */
export async function throttleState(db: Queryable, key: AttemptKey, now: Date): Promise<ThrottleState> {
  const since = new Date(now.getTime() - 2 * WINDOW_MS);
  const unlocked = `coalesce((SELECT max(sign_in_unlocked_at) FROM employees WHERE lower(username) = lower($1)), '-infinity')`;
  if (key.trustedKey) {
    const byBrowser = await db.query<Failure>(
      `SELECT created_at FROM login_attempts
       WHERE trusted_key = $4 AND lower(username) = lower($1) AND NOT succeeded AND created_at > $2
         AND created_at > ${unlocked}
         AND created_at > coalesce((SELECT max(created_at) FROM login_attempts
                                    WHERE trusted_key = $4 AND lower(username) = lower($1) AND succeeded), '-infinity')
       ORDER BY created_at DESC LIMIT $3`,
      [key.username, since, LOCK_AFTER, key.trustedKey],
    );
    return { locked: isLocked(byBrowser, now), failures: recent(byBrowser, now) };
  }
  const byUser = await db.query<Failure>(
    `SELECT created_at FROM login_attempts
     WHERE lower(username) = lower($1) AND trusted_key IS NULL AND NOT succeeded AND created_at > $2
       AND created_at > ${unlocked}
       AND created_at > coalesce((SELECT max(created_at) FROM login_attempts
                                  WHERE lower(username) = lower($1) AND succeeded), '-infinity')
     ORDER BY created_at DESC LIMIT $3`,
    [key.username, since, LOCK_AFTER],
  );
  const byIp = await db.query<Failure>(
    `SELECT created_at FROM login_attempts WHERE ip = $1 AND NOT succeeded AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [key.ip, since, LOCK_AFTER],
  );
  const locked = isLocked(byUser, now) || isLocked(byIp, now);
  return { locked, failures: Math.max(recent(byUser, now), recent(byIp, now)) };
}

const recent = (rows: Failure[], now: Date) =>
  rows.filter((r) => now.getTime() - new Date(r.created_at).getTime() < WINDOW_MS).length;

function isLocked(latestFirst: Failure[], now: Date): boolean {
  if (latestFirst.length < LOCK_AFTER) return false;
  const newest = new Date(latestFirst[0]?.created_at ?? 0).getTime();
  const fifth = new Date(latestFirst[LOCK_AFTER - 1]?.created_at ?? 0).getTime();
  return newest - fifth <= WINDOW_MS && now.getTime() - newest < WINDOW_MS;
}

/**
 * How long a failed reply is held back: nothing for the first SLOW_AFTER - 1 failures, then the base
 * delay doubling with each further failure (1, 2, 4, 8 s with the default 1 s), so guessing slows down
 * well before anything locks.
 */
export function failureDelayMs(failures: number, baseMs: number): number {
  if (failures < SLOW_AFTER) return 0;
  return baseMs * Math.min(2 ** (failures - SLOW_AFTER), MAX_DELAY_FACTOR);
}

export type AttemptClaim = { locked: true } | { locked: false; attemptId: number };

/**
 * The atomic check-and-record of a sign-in: under transaction-scoped advisory locks on the username,
 * the address and the trusted browser, refuses when the attempt is locked (throttleState), else records
 * it as a failure before the password is checked (settleAttempt turns it into a success). So a burst of
 * parallel attempts cannot all pass the check: each one counts as soon as it is let through, and at most
 * LOCK_AFTER get their password checked. The locks are per key and held only for this short
 * transaction, not during scrypt, so sign-ins of other usernames from other addresses never wait on
 * each other (on PGlite, whose single connection runs one transaction at a time anyway, it is one short
 * transaction per attempt).
 */
export async function claimAttempt(db: Db, key: AttemptKey, now: Date): Promise<AttemptClaim> {
  return db.transaction(async (tx) => {
    for (const lockKey of throttleLockKeys(key)) {
      await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lockKey]);
    }
    if ((await throttleState(tx, key, now)).locked) return { locked: true };
    const [row] = await tx.query<{ attempt_id: unknown }>(
      `INSERT INTO login_attempts (username, ip, succeeded, created_at, trusted_key) VALUES ($1, $2, false, $3, $4)
       RETURNING attempt_id`,
      [key.username, key.ip, now, key.trustedKey],
    );
    return { locked: false, attemptId: Number(row?.attempt_id) };
  });
}

/** A claimed attempt whose password was right: it stops counting as a failure and resets the username's count. */
export async function settleAttempt(db: Queryable, attemptId: number): Promise<void> {
  await db.query('UPDATE login_attempts SET succeeded = true WHERE attempt_id = $1', [attemptId]);
}

/**
 * The advisory lock keys (signed 64-bit, as text) of a username (case-insensitive, as the counts), an
 * address and a trusted browser, in ascending order so that two sign-ins sharing one never deadlock.
 */
export function throttleLockKeys(key: Pick<AttemptKey, 'username' | 'ip'> & { trustedKey?: string | null }) {
  const lockKey = (name: string) => createHash('sha256').update(name).digest().readBigInt64BE(0);
  const keys = [lockKey(`login-username:${key.username.toLowerCase()}`), lockKey(`login-ip:${key.ip}`)];
  if (key.trustedKey) keys.push(lockKey(`login-browser:${key.trustedKey}`));
  keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map(String);
}
