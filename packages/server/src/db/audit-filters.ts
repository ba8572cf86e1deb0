/** What the audit trail's filters offer: the actions written so far and the staff who wrote them. */
import type { Queryable } from './db.js';

export async function auditActions(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action');
  return rows.map((a) => a.action);
}

export function auditEmployees(db: Queryable): Promise<{ employee_id: number; username: string }[]> {
  return db.query<{ employee_id: number; username: string }>(
    `SELECT e.employee_id, e.username FROM employees e
      WHERE EXISTS (SELECT 1 FROM audit_log a WHERE a.employee_id = e.employee_id) ORDER BY e.username`,
  );
}
