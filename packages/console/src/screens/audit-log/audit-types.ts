import type { OperationOutput } from '@backoffice/sdk';

export type AuditList = OperationOutput<'audit.list'>;
export type AuditRow = AuditList['rows'][number];

const ENTITY_NAMES: Readonly<Record<string, string>> = {
  player: 'player',
  wallet: 'wallet of player',
  fund_request: 'fund request',
  result: 'result',
  provider: 'provider',
  bids: 'bids',
  rates: 'rates of provider type',
  fund_timing: 'withdraw timing',
  manual_fund_reason: 'manual fund reason',
  employee: 'employee',
  fingerprint: 'browser fingerprint',
  sign_in_policy: 'sign-in policy',
  approval_policy: 'approval policy',
};

/** The kind of record in words ('fund request'). */
export const entityName = (entity: string) => ENTITY_NAMES[entity] ?? entity.replaceAll('_', ' ');

/** The record an audit row is about, in words: 'wallet of player 12'. */
export const recordName = (row: { entity: string; entityId: string }) =>
  `${entityName(row.entity)} ${row.entityId}`;
