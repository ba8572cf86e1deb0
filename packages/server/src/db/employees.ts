/** The employees table (staff accounts): one row, admins left, tokens revoked, the fields staff screens change. */
import { hashPassword } from '../domain/passwords.js';
import type { NewStaff } from '../domain/staff-accounts.js';
import type { Queryable } from './db.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { likeContains } from './values.js';

export const EMPLOYEE_COLUMNS = `employee_id, username, full_name, is_admin, is_active, permission, fingerprint_enforced,
  last_login_at, created_at, totp_secret IS NOT NULL AS second_factor_enrolled, second_factor_required`;

export async function findEmployee(
  db: Queryable,
  employeeId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.query(`SELECT ${EMPLOYEE_COLUMNS} FROM employees WHERE employee_id = $1`, [
    employeeId,
  ]);
  return row;
}

/** Active admins other than `employeeId`. */
export async function otherActiveAdmins(db: Queryable, employeeId: number): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM employees WHERE is_admin AND is_active AND employee_id <> $1',
    [employeeId],
  );
  return Number(row?.n ?? 0);
}

/** Revokes every live token of the employee except `keepTokenId`. */
export async function revokeTokens(db: Queryable, employeeId: number, keepTokenId: number | null) {
  await db.query(
    'UPDATE staff_tokens SET revoked_at = now() WHERE employee_id = $1 AND revoked_at IS NULL AND token_id IS DISTINCT FROM $2',
    [employeeId, keepTokenId],
  );
}

export async function updateEmployee(
  db: Queryable,
  employeeId: number,
  e: { full_name: string; permission: string[]; is_admin: boolean },
): Promise<void> {
  await db.query(
    'UPDATE employees SET full_name = $2, permission = $3, is_admin = $4 WHERE employee_id = $1',
    [employeeId, e.full_name, e.permission, e.is_admin],
  );
}

export async function setEmployeeActive(db: Queryable, employeeId: number, isActive: boolean): Promise<void> {
  await db.query('UPDATE employees SET is_active = $2 WHERE employee_id = $1', [employeeId, isActive]);
}

export async function setEmployeePassword(db: Queryable, employeeId: number, hash: string): Promise<void> {
  await db.query('UPDATE employees SET password_hash = $2 WHERE employee_id = $1', [employeeId, hash]);
}

export async function setFingerprintEnforced(
  db: Queryable,
  employeeId: number,
  enforced: boolean,
): Promise<void> {
  await db.query('UPDATE employees SET fingerprint_enforced = $2 WHERE employee_id = $1', [
    employeeId,
    enforced,
  ]);
}

/** One page of staff accounts by username, and how many match. */
export function employeePage<Row>(
  db: Queryable,
  f: { search?: string | undefined; isActive?: boolean | undefined },
  page: PageRequest,
  toRow: (r: Record<string, unknown>) => Row,
): Promise<{ rows: Row[]; total: number }> {
  const where = new Conditions();
  if (f.search)
    where.add('(lower(username) LIKE ? OR lower(full_name) LIKE ?)', likeContains(f.search.toLowerCase()));
  if (typeof f.isActive === 'boolean') where.add('is_active = ?', f.isActive);
  return fetchPage(
    db,
    {
      columns: EMPLOYEE_COLUMNS,
      from: 'employees',
      where: where.where,
      order: 'username, employee_id',
      params: where.params,
    },
    page,
    toRow,
  );
}

/** Creates an employee with a scrypt password hash; returns its id, or undefined when the username is taken. */
export async function createStaff(db: Queryable, staff: NewStaff): Promise<number | undefined> {
  const rows = await db.query<{ employee_id: number }>(
    `INSERT INTO employees (username, full_name, password_hash, is_admin, permission)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (username) DO NOTHING RETURNING employee_id`,
    [
      staff.username,
      staff.fullName,
      await hashPassword(staff.password),
      staff.isAdmin,
      [...staff.permission],
    ],
  );
  return rows[0]?.employee_id;
}

export async function countStaff(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees');
  return rows[0]?.n ?? 0;
}
