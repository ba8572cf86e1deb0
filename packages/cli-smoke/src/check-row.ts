import type { CheckIdentity } from './plan.js';

export type CheckResult = 'ok' | 'failed' | 'skipped';

/** One line of the report. */
export interface CheckRow extends CheckIdentity {
  /** The HTTP status of the last answer; null when nothing answered or nothing was sent. */
  status: number | null;
  latencyMs: number | null;
  result: CheckResult;
  /** Why it failed or was skipped; null when ok. */
  reason: string | null;
}

export function skippedRow(identity: CheckIdentity, reason: string): CheckRow {
  const { operation, tag, method, path } = identity;
  return { operation, tag, method, path, status: null, latencyMs: null, result: 'skipped', reason };
}
