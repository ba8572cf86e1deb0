import type { Queryable } from '../db/db.js';

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

export async function recordAttempt(
  db: Queryable,
  key: AttemptKey,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  await db.query('INSERT INTO login_attempts (username, ip, succeeded, created_at) VALUES ($1, $2, $3, $4)', [
    key.username,
    key.ip,
    succeeded,
    now,
  ]);
}
