import type { Db } from '../db/db.js';
import { findSession, touchSession } from '../db/staff-tokens.js';
import { ENROL_FIRST } from '../domain/second-factor.js';
import { sameDigest, sha256Hex } from '../domain/secrets.js';
import { type SessionLifetimes, sessionVerdict } from '../domain/sessions.js';
import { HttpError, type Staff } from './handler.js';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const SESSION_EXPIRED = 'Session expired. Please log in again.';
export const UNAUTHORIZED_ACCESS = 'Unauthorized access.';

export interface PresentedCredentials {
  token: string | undefined;
  apiKey: string | undefined;
}

/**
 * The token and x_api_key of a request: the `Authorization: Bearer` and `x-api-key` headers only. A
 * credential in a URL leaks into logs, history and proxies, so the query string is never read.
 */
export function presentedCredentials(
  headers: Record<string, string | string[] | undefined>,
): PresentedCredentials {
  const authorization = headers.authorization;
  const bearer = typeof authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  const apiKey = headers['x-api-key'];
  return { token: bearer, apiKey: typeof apiKey === 'string' ? apiKey : undefined };
}

/**
 * The staff member behind a live token. Missing, unknown, revoked or mismatched credentials, and
 * deactivated staff: 401 'Invalid credentials'. Past the idle timeout or the absolute lifetime: 401
 * 'Session expired. Please log in again.' with `token_expired: true`.
 */
export async function authenticate(
  db: Db,
  credentials: PresentedCredentials,
  now: Date,
  lifetimes: SessionLifetimes,
  allPermissionKeys: readonly string[],
): Promise<Staff> {
  const { token, apiKey } = credentials;
  if (!token || !apiKey) throw new HttpError(401, INVALID_CREDENTIALS);
  const row = await findSession(db, token);
  if (!row?.is_active || !sameDigest(row.api_key_hash, sha256Hex(apiKey))) {
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (row.revoked_at && row.revoked_reason === 'logout') throw new HttpError(401, INVALID_CREDENTIALS);
  // Ended from elsewhere ("Your sessions", an admin, a password reset): the session is over, say so.
  if (row.revoked_at || sessionVerdict(row, now, lifetimes) === 'expired') {
    throw new HttpError(401, SESSION_EXPIRED, { token_expired: true });
  }
  await touchSession(db, row, now);
  return {
    employeeId: row.employee_id,
    username: row.username,
    fullName: row.full_name,
    isAdmin: row.is_admin,
    permission: row.is_admin ? allPermissionKeys : row.permission,
    tokenId: Number(row.token_id),
    enrolmentOnly: row.enrolment_only,
  };
}

/**
 * What a session opened without a required second factor may call: the enrolment, who am I, its
 * sessions and Logout. Anything else answers 403 with ENROL_FIRST.
 */
const ENROLMENT_OPERATIONS = new Set([
  'auth.me',
  'auth.logout',
  'auth.secondFactor',
  'auth.startSecondFactor',
  'auth.confirmSecondFactor',
  'auth.sessions',
  'auth.endSession',
  'auth.endOtherSessions',
  // The console asks what the host offers before it knows the session may only enrol.
  'host.capabilities',
]);

/** A session that must enrol a second factor first reaches only the enrolment operations. */
export function requireEnrolment(staff: Staff, operationId: string): void {
  if (staff.enrolmentOnly && !ENROLMENT_OPERATIONS.has(operationId)) throw new HttpError(403, ENROL_FIRST);
}

/** Whether a staff member holds a key (admins hold every key). For checks finer than x-permission. */
export function hasPermission(staff: Staff, key: string): boolean {
  return staff.isAdmin || staff.permission.includes(key);
}

/** x-permission: any one key allows; an empty list allows any staff member; admins hold every key. */
export function authorize(staff: Staff, required: readonly string[]): void {
  if (required.length === 0 || required.some((key) => hasPermission(staff, key))) return;
  throw new HttpError(403, UNAUTHORIZED_ACCESS);
}
