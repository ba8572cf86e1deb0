import type { Schemas } from '@backoffice/sdk';
import { rowActions } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Timing = Schemas['FundTimingRow'];

const list = defineList('wallet.timings', {
  columns: [
    { field: 'day', header: 'Day', flex: 1 },
    { field: 'openTime', header: 'Opens', width: 120 },
    { field: 'closeTime', header: 'Closes', width: 120 },
    { field: 'isActive', header: 'Open that day', kind: 'bool', width: 140 },
  ],
  rowId: (row) => String(row.timingId),
});

const act = rowActions<Timing>({ invalidates: ['wallet.timings'] });

const ACTIONS = [
  act({
    op: 'wallet.updateTiming',
    id: 'edit',
    label: (row) => `Edit ${row.day.toLowerCase()} withdrawal window…`,
    keywords: ['timing', 'window', 'open', 'close'],
    shortcut: 'Alt+E',
    form: {
      title: 'Withdrawal window',
      fields: [
        { key: 'openTime', label: 'Opens', kind: 'time' },
        { key: 'closeTime', label: 'Closes', kind: 'time' },
        { key: 'isActive', label: 'Open that day', kind: 'switch' },
      ],
      initial: (row) => ({ openTime: row.openTime, closeTime: row.closeTime, isActive: row.isActive }),
      submitLabel: 'Review',
    },
    confirm: (row, values) => ({
      title: `Change ${row.day.toLowerCase()} withdrawals`,
      message: values.isActive
        ? `Players may request withdrawals on ${row.day} from ${String(values.openTime)} to ${String(values.closeTime)} IST.`
        : `Withdrawals close for the whole of ${row.day}.`,
      details: [['Before', `${row.openTime}–${row.closeTime}${row.isActive ? '' : ' (closed)'}`]],
      confirmLabel: 'Save window',
    }),
    input: (row, values) => ({
      timingId: row.timingId,
      openTime: String(values.openTime ?? ''),
      closeTime: String(values.closeTime ?? ''),
      isActive: Boolean(values.isActive),
    }),
  }),
];

/** Timings: the weekly window in which players may request withdrawals, one row per weekday. */
export default function TimingsScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Withdrawal timings"
      rowLabel={(row) => row.day.toLowerCase()}
      actions={ACTIONS}
      emptyText="No withdrawal timings"
    />
  );
}
