/**
 * The device cookie: a random secret set at every successful sign-in, sent back only to the login
 * operation. A browser presenting it is one the staff member signed in from before, which failures sent
 * from elsewhere cannot lock out (login-throttle.ts). Only its SHA-256 is stored
 * (db/staff-signin.ts `rememberDevice`).
 */
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
