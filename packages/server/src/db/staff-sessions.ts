/** A staff member's live sessions (tokens): listing and ending them. */
import type { SessionLifetimes } from '../domain/sessions.js';
import type { Queryable } from './db.js';
import { instant, int } from './values.js';

export interface SessionListRow {
  session_id: number;
  user_agent: string;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  current: boolean;
}

/** Not revoked, not past the absolute lifetime nor the idle timeout. */
const LIVE = `revoked_at IS NULL AND expires_at > $2 AND last_used_at > $3`;

function liveParams(employeeId: number, now: Date, lifetimes: SessionLifetimes): unknown[] {
  return [employeeId, now, new Date(now.getTime() - lifetimes.idleMinutes * 60_000)];
}

/** The employee's live sessions, most recently used first; `currentId` marks the caller's own. */
export async function liveSessions(
  db: Queryable,
  input: { employeeId: number; now: Date; lifetimes: SessionLifetimes; currentId: number | null },
): Promise<SessionListRow[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT token_id, user_agent, ip, created_at, last_used_at, expires_at FROM staff_tokens
     WHERE employee_id = $1 AND ${LIVE} ORDER BY last_used_at DESC, token_id DESC LIMIT 200`,
    liveParams(input.employeeId, input.now, input.lifetimes),
  );
  return rows.map((r) => ({
    session_id: int(r.token_id),
    user_agent: String(r.user_agent ?? ''),
    ip: (r.ip as string | null) ?? null,
    created_at: instant(r.created_at),
    last_used_at: instant(r.last_used_at),
    expires_at: instant(r.expires_at),
    current: int(r.token_id) === input.currentId,
  }));
}

/** Ends one live session of the employee; false when there is no such live session. */
export async function endSession(
  db: Queryable,
  input: { employeeId: number; sessionId: number; now: Date; lifetimes: SessionLifetimes },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_tokens SET revoked_at = $2, revoked_reason = 'ended'
     WHERE employee_id = $1 AND ${LIVE} AND token_id = $4 RETURNING token_id`,
    [...liveParams(input.employeeId, input.now, input.lifetimes), input.sessionId],
  );
  return rows.length > 0;
}

/** Ends every live session of the employee except `keepId` (the caller's); returns how many. */
export async function endSessions(
  db: Queryable,
  input: { employeeId: number; keepId: number | null; now: Date; lifetimes: SessionLifetimes },
): Promise<number[]> {
  const rows = await db.query<{ token_id: unknown }>(
    `UPDATE staff_tokens SET revoked_at = $2, revoked_reason = 'ended'
     WHERE employee_id = $1 AND ${LIVE} AND token_id IS DISTINCT FROM $4 RETURNING token_id`,
    [...liveParams(input.employeeId, input.now, input.lifetimes), input.keepId],
  );
  return rows.map((r) => int(r.token_id));
}
