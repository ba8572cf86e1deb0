/** What the audit trail's filters offer: the actions written so far and the staff who wrote them. */
import type { Queryable } from './db.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';

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

const AUDIT_COLUMNS = `a.audit_id, a.employee_id, e.username, a.action, a.entity, a.entity_id, a.reason, a.before, a.after,
  a.created_at`;
const AUDIT_FROM = 'audit_log a LEFT JOIN employees e ON e.employee_id = a.employee_id';

export interface AuditFilters {
  auditId?: number | undefined;
  employeeId?: number | undefined;
  action?: string | undefined;
  /** The entities whose rows belong to the asked history (several for some). */
  entities?: readonly string[] | undefined;
  entityId?: string | undefined;
  /** IST business days, YYYY-MM-DD, inclusive. */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** One page of the audit trail, the latest first, and how many rows match. */
export function auditPage<Row>(
  db: Queryable,
  f: AuditFilters,
  page: PageRequest,
  toRow: (r: Record<string, unknown>) => Row,
): Promise<{ rows: Row[]; total: number }> {
  const where = new Conditions()
    .add('a.audit_id = ?', f.auditId)
    .add('a.employee_id = ?', f.employeeId)
    .add('a.action = ?', f.action)
    .add('a.entity = ANY(?)', f.entities && [...f.entities])
    .add('a.entity_id = ?', f.entityId)
    .add(`a.created_at >= (?::date::timestamp AT TIME ZONE 'Asia/Kolkata')`, f.startDate)
    .add(`a.created_at < ((?::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`, f.endDate);
  return fetchPage(
    db,
    {
      columns: AUDIT_COLUMNS,
      from: AUDIT_FROM,
      pickFrom: 'audit_log a',
      key: 'a.audit_id',
      where: where.where,
      order: 'a.created_at DESC, a.audit_id DESC',
      params: where.params,
    },
    page,
    toRow,
  );
}
