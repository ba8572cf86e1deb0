import type { Schemas } from '@backoffice/sdk';
import { rowActions } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Policy = Schemas['ApprovalPolicy'];

const list = defineList('approvals.policies', {
  columns: [
    { field: 'label', header: 'Action', flex: 2 },
    { field: 'enabled', header: 'Second person', kind: 'bool', width: 140 },
    {
      field: 'threshold',
      header: 'Above',
      text: (row) =>
        !row.hasThreshold ? '—' : row.threshold === null ? 'Every amount' : formatMoney(row.threshold),
    },
    { field: 'expiryMinutes', header: 'Expires after (min)', kind: 'number', width: 160 },
    { field: 'approveKey', header: 'Approved by key', flex: 1 },
  ],
  rowId: (row) => row.action,
});

const act = rowActions<Policy>({ invalidates: ['approvals.policies'] });

const ACTIONS = [
  act({
    op: 'approvals.updatePolicy',
    id: 'edit',
    label: (row) => `Edit policy: ${row.label}…`,
    keywords: ['approval', 'two-person', 'maker checker', 'threshold', 'policy'],
    shortcut: 'Alt+E',
    form: {
      title: (row) => `Approval policy: ${row.label}`,
      fields: [
        { key: 'enabled', label: 'A second person must approve', kind: 'switch' },
        {
          key: 'threshold',
          label: 'Only above (₹)',
          kind: 'money',
          help: 'Empty: every amount. Granting permission keys has no amount.',
        },
        { key: 'expiryMinutes', label: 'Requests expire after (minutes)', kind: 'number' },
      ],
      initial: (row) => ({
        enabled: row.enabled,
        threshold: row.threshold === null ? '' : String(row.threshold),
        expiryMinutes: String(row.expiryMinutes),
      }),
      submitLabel: 'Save',
    },
    input: (row, values) => ({
      action: row.action,
      enabled: values.enabled === true,
      threshold:
        values.threshold === undefined || values.threshold === '' || values.threshold === null
          ? null
          : Number(values.threshold),
      expiryMinutes: Number(values.expiryMinutes ?? 60),
    }),
    success: () => 'Approval policy saved',
  }),
];

/** Masters > Approval policies: per guarded action, whether a second person approves, above what, how long. */
export default function ApprovalPoliciesScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Approval policies"
      rowLabel={(row) => row.label}
      actions={ACTIONS}
      emptyText="No guarded actions"
    />
  );
}
