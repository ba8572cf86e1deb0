/** Staff sessions' rules: lifetimes, when a session is over, how often its use is written. */
export interface SessionLifetimes {
  idleMinutes: number;
  maxHours: number;
}

export interface NewSession {
  token: string;
  xApiKey: string;
  tokenId: number;
  expiresAt: Date;
}

export interface SessionRow {
  token_id: number;
  api_key_hash: string;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
  enrolment_only: boolean;
  employee_id: number;
  username: string;
  full_name: string;
  is_admin: boolean;
  is_active: boolean;
  permission: string[];
}

export type SessionVerdict = 'live' | 'expired';

export function sessionVerdict(row: SessionRow, now: Date, lifetimes: SessionLifetimes): SessionVerdict {
  const idleUntil = new Date(row.last_used_at).getTime() + lifetimes.idleMinutes * 60_000;
  const t = now.getTime();
  return t >= new Date(row.expires_at).getTime() || t >= idleUntil ? 'expired' : 'live';
}

/**
 * How often a busy token's last_used_at is written: at most once a minute, so most requests make no
 * write at all. The idle timeout is then exact to the minute (a session may end up to a minute early).
 */
export const TOUCH_INTERVAL_MS = 60_000;

/** Whether a request should write the session's last use (not when it was written in the last minute). */
export function needsTouch(row: Pick<SessionRow, 'last_used_at'>, now: Date): boolean {
  return now.getTime() - new Date(row.last_used_at).getTime() >= TOUCH_INTERVAL_MS;
}

/**
 * Why a session ended: its own Logout, or ended from elsewhere (the staff member's other session, an
 * admin). An ended session's next call answers 'Session expired. Please log in again.'.
 */
export type RevokeReason = 'logout' | 'ended';
