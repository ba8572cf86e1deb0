/** An audit row as the rules describe it; db/audit-log.ts writes it. */
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
 * The entities a record's history covers: a player's history also holds their wallet's rows (the
 * wallet's audit rows are keyed by the player's user id).
 */
const RECORD_ENTITIES: Record<string, readonly string[]> = { player: ['player', 'wallet'] };

/** The audit entities to read for a history filtered to `entity`. */
export function historyEntities(entity: string): readonly string[] {
  return RECORD_ENTITIES[entity] ?? [entity];
}
