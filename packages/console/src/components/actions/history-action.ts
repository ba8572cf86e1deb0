import type { Schemas } from '@backoffice/sdk';
import { recordHistoryUrl } from '../../app/links';
import type { LinkAction } from './row-action';

export type AuditEntity = Schemas['AuditEntity'];

/**
 * A record's "History" action: opens the audit trail filtered to that record. For staff holding
 * masters.auditLog; a screen adds it to its row actions (row menu, palette, shortcut alike).
 *
 * @example
 * const ACTIONS = [historyAction<ProviderRow>('provider', (row) => row.providerId), ...];
 */
export function historyAction<Row>(
  entity: AuditEntity,
  idOf: (row: Row) => number | string,
  shortcut = 'Alt+Y',
): LinkAction<Row> {
  return {
    id: 'history',
    label: 'History',
    keywords: ['audit', 'trail', 'changes', 'who changed', 'log'],
    shortcut,
    permission: ['masters.auditLog'],
    href: (row) => recordHistoryUrl(entity, idOf(row)),
  };
}
