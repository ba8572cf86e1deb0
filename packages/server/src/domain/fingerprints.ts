import type { Queryable } from '../db/db.js';

export const BROWSER_NOT_APPROVED =
  'This browser is not approved for your account. Ask an administrator to approve it.';

export interface SeenBrowser {
  employeeId: number;
  fingerprintHash: string;
  userAgent: string;
  ip: string;
}

/** Records a sign-in's browser (new rows start PENDING) and returns its status. */
export async function recordFingerprint(db: Queryable, seen: SeenBrowser, now: Date): Promise<string> {
  const rows = await db.query<{ status: string }>(
    `INSERT INTO fingerprints (employee_id, fingerprint_hash, user_agent, ip, first_seen_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (employee_id, fingerprint_hash)
     DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, user_agent = EXCLUDED.user_agent, ip = EXCLUDED.ip
     RETURNING status`,
    [seen.employeeId, seen.fingerprintHash, seen.userAgent, seen.ip, now],
  );
  return rows[0]?.status ?? 'PENDING';
}
