/** Browser fingerprints seen at staff sign-in, as the fingerprint screen lists and decides them. */
import type { SeenBrowser } from '../domain/fingerprints.js';
import type { Queryable } from './db.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';

export const FINGERPRINT_COLUMNS = `f.fingerprint_id, f.employee_id, e.username, f.fingerprint_hash, f.user_agent, f.ip, f.status, f.first_seen_at,
  f.last_seen_at, d.username AS decided_by, e.fingerprint_enforced`;
export const FINGERPRINT_FROM = `fingerprints f JOIN employees e ON e.employee_id = f.employee_id
  LEFT JOIN employees d ON d.employee_id = f.decided_by`;

/** The fingerprint's status, with its row locked until the transaction ends. */
export async function lockFingerprintStatus(tx: Queryable, id: number): Promise<string | undefined> {
  const [current] = await tx.query<{ status: string }>(
    'SELECT status FROM fingerprints WHERE fingerprint_id = $1 FOR UPDATE',
    [id],
  );
  return current?.status;
}

export async function setFingerprintStatus(
  tx: Queryable,
  id: number,
  status: string,
  decidedBy: number | null,
): Promise<void> {
  await tx.query('UPDATE fingerprints SET status = $2, decided_by = $3 WHERE fingerprint_id = $1', [
    id,
    status,
    decidedBy,
  ]);
}

export async function findFingerprint(
  db: Queryable,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query(
    `SELECT ${FINGERPRINT_COLUMNS} FROM ${FINGERPRINT_FROM} WHERE f.fingerprint_id = $1`,
    [id],
  );
  return row;
}

/** The staff members who have a fingerprint (the list's employee filter). */
export function fingerprintEmployees(db: Queryable): Promise<{ employee_id: number; username: string }[]> {
  return db.query<{ employee_id: number; username: string }>(
    `SELECT e.employee_id, e.username FROM employees e
      WHERE EXISTS (SELECT 1 FROM fingerprints f WHERE f.employee_id = e.employee_id) ORDER BY e.username`,
  );
}

/** One page of fingerprints, the latest seen first, and how many match. */
export function fingerprintPage<Row>(
  db: Queryable,
  f: { status?: string | undefined; employeeId?: number | undefined },
  page: PageRequest,
  toRow: (r: Record<string, unknown>) => Row,
): Promise<{ rows: Row[]; total: number }> {
  const where = new Conditions().add('f.status = ?', f.status).add('f.employee_id = ?', f.employeeId);
  return fetchPage(
    db,
    {
      columns: FINGERPRINT_COLUMNS,
      from: FINGERPRINT_FROM,
      where: where.where,
      order: 'f.last_seen_at DESC, f.fingerprint_id DESC',
      params: where.params,
    },
    page,
    toRow,
  );
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
