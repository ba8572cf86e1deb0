import type { Schemas } from '@backoffice/sdk';
import { rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Reason = Schemas['ManualFundRow'];

const list = defineList('manualFunds.list', {
  filters: [{ key: 'search', kind: 'search', label: 'Search reasons' }],
  sort: { orderBy: 'created_at', order: 'desc' },
  columns: [
    { field: 'manualFundId', header: 'ID', kind: 'number', width: 90 },
    { field: 'reasons', header: 'Reason', flex: 2, sortKey: 'reasons' },
    { field: 'isAction', header: 'Offered', kind: 'bool', width: 110 },
    { field: 'createdAt', header: 'Created', kind: 'datetime', sortKey: 'created_at' },
  ],
  rowId: (row) => String(row.manualFundId),
});

const act = rowActions<Reason>({ invalidates: ['manualFunds.list'] });

const ACTIONS = [
  act({
    op: 'manualFunds.updateStatus',
    id: 'offer',
    label: 'Offer reason',
    keywords: ['enable', 'status', 'is_action', 'activate'],
    shortcut: 'Alt+O',
    when: (row) => !row.isAction,
    input: (row) => ({ manualFundId: row.manualFundId, isAction: true }),
  }),
  act({
    op: 'manualFunds.updateStatus',
    id: 'withdraw',
    label: 'Stop offering reason',
    keywords: ['disable', 'status', 'is_action', 'deactivate'],
    shortcut: 'Alt+O',
    when: (row) => row.isAction,
    input: (row) => ({ manualFundId: row.manualFundId, isAction: false }),
  }),
  act({
    op: 'manualFunds.delete',
    id: 'delete',
    label: 'Delete reason…',
    keywords: ['remove'],
    shortcut: 'Alt+Delete',
    confirm: (row) => ({
      title: 'Delete manual fund reason',
      message: `Delete the reason "${row.reasons}"? This cannot be undone.`,
      confirmLabel: 'Delete',
      danger: true,
    }),
    input: (row) => ({ manualFundId: row.manualFundId }),
  }),
];

const SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['manualFunds.list'] })({
    op: 'manualFunds.create',
    id: 'add',
    label: 'Add reason…',
    keywords: ['new', 'create', 'manual fund'],
    shortcut: 'Alt+N',
    form: {
      title: 'Add manual fund reason',
      fields: [{ key: 'reasons', label: 'Reason' }],
      submitLabel: 'Add',
    },
    input: (_, values) => ({ reasons: String(values.reasons ?? '') }),
  }),
];

/** Manual fund reasons: the reasons staff pick from when they adjust a wallet. */
export default function FundReasonsScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Manual fund reasons"
      rowLabel={(row) => row.reasons}
      actions={ACTIONS}
      screenActions={SCREEN_ACTIONS}
      emptyText="No manual fund reasons"
    />
  );
}
