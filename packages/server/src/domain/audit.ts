import type { Queryable } from '../db/db.js';

export interface AuditRecord {
  /** Who did it; null for the system (seeds, jobs). */
  employeeId: number | null;
  /** What was done, e.g. 'wallet.adjust', 'results.declare'. */
  action: string;
  /** The kind of thing changed, e.g. 'wallet', 'fund_request', 'result'. */
  entity: string;
  entityId: string | number;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit row (who, what, when, why, before, after). Call it in the change's transaction: the
 * row is sent ahead of the transaction's next statement or its COMMIT (Queryable.send), and a failed
 * audit row fails the commit.
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

/**
 * The entities a record's history covers: a player's history also holds their wallet's rows (the
 * wallet's audit rows are keyed by the player's user id).
 */
const RECORD_ENTITIES: Record<string, readonly string[]> = { player: ['player', 'wallet'] };

/** The audit entities to read for a history filtered to `entity`. */
export function historyEntities(entity: string): readonly string[] {
  return RECORD_ENTITIES[entity] ?? [entity];
}
