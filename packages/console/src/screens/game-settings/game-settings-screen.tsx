import { type FamilyInfo, familyOfScreen } from '../../components/game/family';
import { perFamily, providerFilter } from '../../components/game/per-family';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';
import { dayName, settingActions } from './settings-actions';

function settingsScreen(info: FamilyInfo) {
  const list = defineList('settings.list', {
    filters: [providerFilter(info)],
    fixed: { providerType: info.providerType },
    columns: [
      { field: 'providerName', header: 'Provider', flex: 2 },
      { field: 'day', header: 'Day', width: 130, text: dayName },
      { field: 'OBT', header: info.hasSessions ? 'OBT' : 'OBT (bids close)', width: 140 },
      { field: 'OBRT', header: info.hasSessions ? 'OBRT' : 'OBRT (result)', width: 140 },
      ...(info.hasSessions
        ? [
            { field: 'CBT' as const, header: 'CBT', width: 110 },
            { field: 'CBRT' as const, header: 'CBRT', width: 110 },
          ]
        : []),
      { field: 'status', header: 'Open that day', kind: 'bool', width: 140 },
    ],
    rowId: (row) => String(row.settingId),
  });
  return { list, actions: settingActions(info) };
}

const SCREENS = perFamily(settingsScreen);

/** Weekly timings of one family: each provider's seven days (IST wall-clock) and whether it opens. */
export default function GameSettingsScreen({ screen }: ScreenProps) {
  const info = familyOfScreen(screen);
  const { list, actions } = SCREENS[info.family];
  return (
    <ListScreen
      key={info.family}
      list={list}
      label={`${info.label} weekly timings`}
      rowLabel={(row) => `${row.providerName} ${dayName(row)}`}
      actions={actions}
      intro={
        <p className="notice">
          Times are IST wall-clock.{' '}
          {info.hasSessions
            ? 'OBT and CBT: open and close bids close; OBRT and CBRT: open and close results are due (OBT ≤ OBRT ≤ CBT ≤ CBRT).'
            : 'OBT: bids close; OBRT: the result is due (OBT ≤ OBRT).'}
        </p>
      }
      emptyText={`No ${info.label.toLowerCase()} timings`}
    />
  );
}
