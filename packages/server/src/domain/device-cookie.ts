/**
 * The device cookie: a random secret set at every successful sign-in, sent back only to the login
 * operation. A browser presenting it is one the staff member signed in from before, which failures sent
 * from elsewhere cannot lock out (login-throttle.ts). Only its SHA-256 is stored.
 */
import type { Queryable } from '../db/db.js';
import { insertDevice, touchDevice } from '../db/staff-signin.js';
import { newSecret, sha256Hex } from './secrets.js';

export const DEVICE_COOKIE = 'bo_device';
/** 180 days. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

/** The device cookie's value from a Cookie header, when it is well formed. */
export function deviceCookieValue(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    const value = rest.join('=');
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
  }
  return undefined;
}

/** The Set-Cookie value: HttpOnly, SameSite=Strict, scoped to the login path; Secure behind HTTPS. */
export function deviceCookieHeader(value: string, loginPath: string, secure: boolean): string {
  const parts = [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${loginPath}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * After a successful sign-in: keeps the browser's cookie when it is already this employee's device,
 * else registers a new device. Returns the cookie value to (re)send.
 */
export async function rememberDevice(
  db: Queryable,
  employeeId: number,
  presented: string | undefined,
  now: Date,
): Promise<string> {
  if (presented && (await touchDevice(db, employeeId, sha256Hex(presented), now))) return presented;
  const value = newSecret();
  await insertDevice(db, employeeId, sha256Hex(value), now);
  return value;
}
