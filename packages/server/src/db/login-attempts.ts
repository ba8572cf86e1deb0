/** Sign-in attempts: what counts against an attempt, and its atomic check-and-record (rules in domain/login-throttle.ts). */
import {
  type AttemptClaim,
  type AttemptKey,
  type Failure,
  isLocked,
  LOCK_AFTER,
  recentFailures,
  type ThrottleState,
  throttleLockKeys,
  WINDOW_MS,
} from '../domain/login-throttle.js';
import type { Db, Queryable } from './db.js';

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
    return { locked: isLocked(byBrowser, now), failures: recentFailures(byBrowser, now) };
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
  return { locked, failures: Math.max(recentFailures(byUser, now), recentFailures(byIp, now)) };
}

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
