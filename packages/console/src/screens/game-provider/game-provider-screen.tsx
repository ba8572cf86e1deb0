import type { Schemas } from '@backoffice/sdk';
import { historyAction } from '../../components/actions/history-action';
import { rowActions } from '../../components/actions/row-action';
import { type FamilyInfo, familyOfScreen } from '../../components/game/family';
import { perFamily } from '../../components/game/per-family';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Provider = Schemas['ProviderRow'];

const INVALIDATES = ['providers.list', 'providers.listByType', 'settings.list'];
const NAME_FIELDS = [
  { key: 'providerName', label: 'Provider name' },
  { key: 'gameName', label: 'Game name', help: 'Shown to players; may be empty.' },
] as const;

function providerScreen(info: FamilyInfo) {
  const list = defineList('providers.list', {
    filters: [{ key: 'search', kind: 'search', label: `Search ${info.label.toLowerCase()} providers` }],
    sort: { orderBy: 'provider_name', order: 'asc' },
    fixed: { providerType: info.providerType },
    columns: [
      { field: 'providerId', header: 'ID', kind: 'number', width: 80 },
      { field: 'providerName', header: 'Provider', flex: 2, sortKey: 'provider_name' },
      { field: 'gameName', header: 'Game name', flex: 1 },
      { field: 'isActive', header: 'Active', kind: 'bool', width: 100 },
      { field: 'openTime', header: 'Opens today (IST)', width: 150 },
      ...(info.hasSessions
        ? [{ field: 'closeTime' as const, header: 'Closes today (IST)', width: 150 }]
        : []),
      { field: 'todayResult', header: "Today's result", width: 150 },
      { field: 'createdAt', header: 'Created', kind: 'datetime', sortKey: 'created_at', hidden: true },
    ],
    rowId: (row) => String(row.providerId),
  });

  const act = rowActions<Provider>({ invalidates: INVALIDATES });
  const actions = [
    historyAction<Provider>('provider', (row) => row.providerId),
    act({
      op: 'providers.update',
      id: 'edit',
      label: 'Edit provider…',
      keywords: ['rename', 'update', 'game name'],
      shortcut: 'Alt+E',
      form: {
        title: (row) => `Edit ${row.providerName}`,
        fields: NAME_FIELDS,
        initial: (row) => ({ providerName: row.providerName, gameName: row.gameName }),
        submitLabel: 'Save',
      },
      input: (row, values) => ({
        providerId: row.providerId,
        providerName: String(values.providerName ?? ''),
        gameName: String(values.gameName ?? ''),
      }),
    }),
    act({
      op: 'providers.updateStatus',
      id: 'activate',
      label: 'Activate provider',
      keywords: ['status', 'is_active', 'enable'],
      shortcut: 'Alt+S',
      when: (row) => !row.isActive,
      input: (row) => ({ providerId: row.providerId, isActive: true }),
    }),
    act({
      op: 'providers.updateStatus',
      id: 'deactivate',
      label: 'Deactivate provider',
      keywords: ['status', 'is_active', 'disable'],
      shortcut: 'Alt+S',
      when: (row) => row.isActive,
      input: (row) => ({ providerId: row.providerId, isActive: false }),
    }),
    act({
      op: 'providers.delete',
      id: 'delete',
      label: 'Delete provider…',
      keywords: ['remove'],
      shortcut: 'Alt+Delete',
      confirm: (row) => ({
        title: `Delete ${info.label.toLowerCase()} provider`,
        message: `Delete "${row.providerName}" and its weekly timings? A provider with bids cannot be deleted: deactivate it instead.`,
        confirmLabel: 'Delete',
        danger: true,
      }),
      input: (row) => ({ providerId: row.providerId }),
    }),
  ];

  const screenActions = [
    rowActions<null>({ invalidates: INVALIDATES })({
      op: 'providers.create',
      id: 'add',
      label: `Add ${info.label.toLowerCase()} provider…`,
      keywords: ['new', 'create', 'market'],
      shortcut: 'Alt+N',
      form: {
        title: `Add ${info.label.toLowerCase()} provider`,
        fields: [...NAME_FIELDS, { key: 'isActive', label: 'Active', kind: 'switch' }],
        initial: () => ({ providerName: '', gameName: '', isActive: true }),
        submitLabel: 'Add',
      },
      input: (_, values) => ({
        providerType: info.providerType,
        providerName: String(values.providerName ?? ''),
        gameName: String(values.gameName ?? ''),
        isActive: Boolean(values.isActive),
      }),
    }),
  ];
  return { list, actions, screenActions };
}

const SCREENS = perFamily(providerScreen);

/** Providers (markets) of one family: create, rename, activate or deactivate, delete one without bids. */
export default function GameProviderScreen({ screen }: ScreenProps) {
  const info = familyOfScreen(screen);
  const { list, actions, screenActions } = SCREENS[info.family];
  return (
    <ListScreen
      key={info.family}
      list={list}
      label={`${info.label} providers`}
      rowLabel={(row) => row.providerName}
      actions={actions}
      screenActions={screenActions}
      emptyText={`No ${info.label.toLowerCase()} providers`}
    />
  );
}
