/** Staff tokens: issuing a session, reading it on every request, keeping it alive, ending it. */
import { newSecret, sha256Hex } from '../domain/secrets.js';
import {
  type NewSession,
  needsTouch,
  type RevokeReason,
  type SessionLifetimes,
  type SessionRow,
} from '../domain/sessions.js';
import type { Queryable } from './db.js';

/** Issues a token and an x_api_key; only their SHA-256 digests are stored. */
export async function createSession(
  db: Queryable,
  input: {
    employeeId: number;
    userAgent: string;
    ip: string;
    now: Date;
    lifetimes: SessionLifetimes;
    /** Only the second factor's enrolment is allowed until it is confirmed. */
    enrolmentOnly?: boolean;
  },
): Promise<NewSession> {
  const token = newSecret();
  const xApiKey = newSecret();
  const expiresAt = new Date(input.now.getTime() + input.lifetimes.maxHours * 3600_000);
  const rows = await db.query<{ token_id: number }>(
    `INSERT INTO staff_tokens (employee_id, token_hash, api_key_hash, user_agent, ip, created_at, last_used_at, expires_at,
       enrolment_only)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) RETURNING token_id`,
    [
      input.employeeId,
      sha256Hex(token),
      sha256Hex(xApiKey),
      input.userAgent,
      input.ip,
      input.now,
      expiresAt,
      input.enrolmentOnly ?? false,
    ],
  );
  return { token, xApiKey, tokenId: Number(rows[0]?.token_id), expiresAt };
}

/**
 * The session of `token` and its staff member, read on every request. The permission keys come as a
 * JSON array (to_json), which the driver reads with one JSON.parse: as a text[] they were parsed
 * character by character, an admin's ~150 keys about 34 KB of garbage a request.
 */
export async function findSession(db: Queryable, token: string): Promise<SessionRow | undefined> {
  const rows = await db.query<SessionRow>(
    `SELECT t.token_id, t.api_key_hash, t.last_used_at, t.expires_at, t.revoked_at, t.revoked_reason, t.enrolment_only,
            e.employee_id, e.username, e.full_name, e.is_admin, e.is_active, to_json(e.permission) AS permission
     FROM staff_tokens t JOIN employees e USING (employee_id)
     WHERE t.token_hash = $1`,
    [sha256Hex(token)],
  );
  return rows[0];
}

/** Keeps an active session alive; skips the write when it was touched in the last minute. */
export async function touchSession(db: Queryable, row: SessionRow, now: Date): Promise<void> {
  if (!needsTouch(row, now)) return;
  await db.query('UPDATE staff_tokens SET last_used_at = $2 WHERE token_id = $1 AND last_used_at < $2', [
    row.token_id,
    now,
  ]);
}

export async function revokeSession(
  db: Queryable,
  tokenId: number,
  now: Date,
  reason: RevokeReason = 'logout',
): Promise<void> {
  await db.query(
    'UPDATE staff_tokens SET revoked_at = $2, revoked_reason = $3 WHERE token_id = $1 AND revoked_at IS NULL',
    [tokenId, now, reason],
  );
}
