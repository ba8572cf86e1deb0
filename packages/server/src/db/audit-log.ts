/** The audit trail's writes: one append-only row per change (who, what, when, why, before, after). */
import type { AuditRecord } from '../domain/audit.js';
import type { Queryable } from './db.js';

/**
 * Appends one audit row. Call it in the change's transaction: the row is sent ahead of the transaction's
 * next statement or its COMMIT (Queryable.send), and a failed audit row fails the commit.
 */
export async function writeAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.send(
    `INSERT INTO audit_log (employee_id, action, entity, entity_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      record.employeeId,
      record.action,
      record.entity,
      String(record.entityId),
      record.reason ?? null,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
}
