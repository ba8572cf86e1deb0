import type { Queryable } from '../db/db.js';
import { hashPassword } from './passwords.js';

export interface NewStaff {
  username: string;
  fullName: string;
  password: string;
  isAdmin: boolean;
  permission: readonly string[];
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
