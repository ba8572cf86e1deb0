import { createHash } from 'node:crypto';

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

export type AttemptClaim = { locked: true } | { locked: false; attemptId: number };

export interface ThrottleState {
  locked: boolean;
  /** Recent failures counted against this attempt (its browser, username or address), the highest. */
  failures: number;
}

/** A failed attempt as the counts read it. */
export type Failure = { created_at: Date };

/** The failures of the last WINDOW_MS among those read. */
export const recentFailures = (rows: readonly Failure[], now: Date) =>
  rows.filter((r) => now.getTime() - new Date(r.created_at).getTime() < WINDOW_MS).length;

/** Whether LOCK_AFTER failures (newest first) fell inside one WINDOW_MS that has not yet passed. */
export function isLocked(latestFirst: readonly Failure[], now: Date): boolean {
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
