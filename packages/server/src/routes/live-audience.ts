/**
 * Who may receive a live event: the staff members who may open a list that shows its record (the list
 * operations' x-permission), narrowed to the family of a result or board slot and the kind of a chat thread.
 * A session event goes to the staff member whose session ended, and to no one else (admins included).
 */
import { OPERATIONS, type OperationId } from '@backoffice/sdk';
import type { LiveKind, OutboxRow } from '../db/live-outbox.js';
import { familyPermission, isProviderType } from '../domain/families.js';
import { hasPermission } from '../http/auth.js';
import type { Staff } from '../http/handler.js';
import { CHAT_PERMISSION } from './chat.js';

const keysOf = (...operations: OperationId[]) => [
  ...new Set(operations.flatMap((operationId) => OPERATIONS[operationId].permission)),
];

const WITHDRAWAL_KEYS = keysOf('gateway.requests', 'gateway.history', 'wallet.withdrawHistory');
const APPROVAL_KEYS = keysOf('approvals.list');
/** The watch's key of integrity.lateBids; its family keys (the declare desk's use) narrow by the bid's family. */
const LATE_BID_WATCH_KEYS = keysOf('integrity.lateBids').filter(
  (key) => ![1, 2, 3].some((type) => isProviderType(type) && familyPermission(type, 'result') === key),
);
const FINGERPRINT_KEYS = keysOf('fingerprints.list');
/** The integrity.alarms parts each check's verdict feeds, by the keys that part needs. */
const ALARM_KEYS: Record<string, string[]> = {
  session: ['risk.books'],
  books: ['risk.books'],
  chains: ['risk.chainVerify'],
};

function familyKeys(scope: string | null): string[] {
  const providerType = Number(scope);
  return isProviderType(providerType) ? [familyPermission(providerType, 'result')] : [];
}

const AUDIENCE: Record<Exclude<LiveKind, 'session'>, (scope: string | null) => readonly string[]> = {
  withdrawal: () => WITHDRAWAL_KEYS,
  approval: () => APPROVAL_KEYS,
  late_bid: (scope) => [...LATE_BID_WATCH_KEYS, ...familyKeys(scope)],
  fingerprint: () => FINGERPRINT_KEYS,
  result: familyKeys,
  board_slot: familyKeys,
  integrity_alarm: (scope) => ALARM_KEYS[scope ?? ''] ?? [],
  chat_thread: (scope) => {
    const key = CHAT_PERMISSION[scope as keyof typeof CHAT_PERMISSION];
    return key ? [key] : [];
  },
};

export function mayReceive(staff: Staff, row: Pick<OutboxRow, 'kind' | 'scope'>): boolean {
  if (row.kind === 'session') return row.scope === String(staff.employeeId);
  return AUDIENCE[row.kind](row.scope).some((key) => hasPermission(staff, key));
}
