import type { OperationOutput } from '@backoffice/sdk';
import { historyAction } from '../../components/actions/history-action';
import { rowActions } from '../../components/actions/row-action';
import { formatIst } from '../../components/format';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type FingerprintList = OperationOutput<'fingerprints.list'>;
type Fingerprint = FingerprintList['rows'][number];

const STATES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REVOKED', label: 'Revoked' },
];

const list = defineList('fingerprints.list', {
  filters: [
    { key: 'status', kind: 'tabs', label: 'Fingerprint state', initial: 'PENDING', options: STATES },
    {
      key: 'employeeId',
      kind: 'select',
      label: 'Employee',
      anyLabel: 'Every employee',
      options: (answer) =>
        ((answer as FingerprintList | undefined)?.employees ?? []).map((e) => ({
          value: String(e.employeeId),
          label: e.username,
        })),
    },
  ],
  columns: [
    { field: 'username', header: 'Employee', width: 140 },
    { field: 'userAgent', header: 'Browser (user agent)', flex: 3 },
    { field: 'ip', header: 'IP', width: 110 },
    { field: 'firstSeenAt', header: 'First seen', kind: 'datetime', width: 175 },
    { field: 'lastSeenAt', header: 'Last seen', kind: 'datetime', width: 175 },
    { field: 'status', header: 'State', width: 100 },
    { field: 'decidedBy', header: 'Decided by', width: 110, hidden: true },
    { field: 'fingerprintEnforced', header: 'Enforced', kind: 'bool', width: 100 },
    { field: 'fingerprintHash', header: 'Fingerprint', hidden: true },
  ],
  rowId: (row) => String(row.fingerprintId),
});

const act = rowActions<Fingerprint>({ invalidates: ['fingerprints.list'] });

const describe = (row: Fingerprint) =>
  `${row.username}'s browser "${row.userAgent || 'unknown'}" (first seen ${formatIst(row.firstSeenAt)})`;

const ACTIONS = [
  act({
    op: 'fingerprints.approve',
    id: 'approve',
    label: 'Approve browser…',
    keywords: ['allow', 'trust', 'fingerprint'],
    shortcut: 'Alt+A',
    when: (row) => row.status !== 'APPROVED',
    confirm: (row) => ({
      title: `Approve ${row.username}'s browser`,
      message: `Approve ${describe(row)}? ${row.username} can then sign in from it.`,
      confirmLabel: 'Approve',
    }),
    input: (row) => ({ fingerprintId: row.fingerprintId }),
  }),
  act({
    op: 'fingerprints.revoke',
    id: 'revoke',
    label: 'Revoke browser…',
    keywords: ['block', 'distrust', 'fingerprint'],
    shortcut: 'Alt+R',
    when: (row) => row.status !== 'REVOKED',
    confirm: (row) => ({
      title: `Revoke ${row.username}'s browser`,
      message: `Revoke ${describe(row)}?${row.fingerprintEnforced ? ` ${row.username} can no longer sign in from it.` : ''}`,
      confirmLabel: 'Revoke',
      danger: true,
    }),
    input: (row) => ({ fingerprintId: row.fingerprintId }),
  }),
  act({
    op: 'fingerprints.setEnforcement',
    id: 'enforce',
    label: (row) => `Require approved browsers for ${row.username}…`,
    keywords: ['enforce', 'switch', 'employee'],
    shortcut: 'Alt+F',
    when: (row) => !row.fingerprintEnforced,
    confirm: (row) => ({
      title: `Require approved browsers for ${row.username}`,
      message: `${row.username} will sign in only from approved browsers.`,
      confirmLabel: 'Require',
    }),
    input: (row) => ({ employeeId: row.employeeId, enabled: true }),
  }),
  act({
    op: 'fingerprints.setEnforcement',
    id: 'relax',
    label: (row) => `Stop requiring approved browsers for ${row.username}…`,
    keywords: ['enforce', 'switch', 'employee'],
    shortcut: 'Alt+F',
    when: (row) => row.fingerprintEnforced,
    confirm: (row) => ({
      title: `Stop requiring approved browsers for ${row.username}`,
      message: `${row.username} will be able to sign in from any browser.`,
      confirmLabel: 'Stop requiring',
      danger: true,
    }),
    input: (row) => ({ employeeId: row.employeeId, enabled: false }),
  }),
  historyAction<Fingerprint>('fingerprint', (row) => row.fingerprintId),
];

/** Browser fingerprints seen at staff sign-in: approve or revoke them, and the per-employee switch. */
export default function FingerprintsScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label={(values) =>
        `${STATES.find((s) => s.value === values.status)?.label ?? 'All'} browser fingerprints`
      }
      rowLabel={(row) => `${row.username}'s browser ${row.fingerprintId}`}
      actions={ACTIONS}
      emptyText="No browser fingerprints in this state"
    />
  );
}
