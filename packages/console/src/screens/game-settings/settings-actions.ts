/**
 * The weekly timings' actions on one weekday row: edit the day, apply its times to every day (asks
 * first), open or close the market that day. Starline and jackpot rows have OBT and OBRT only.
 */
import type { Schemas } from '@backoffice/sdk';
import { type ConfirmText, type FormValues, rowActions } from '../../components/actions/row-action';
import type { FamilyInfo } from '../../components/game/family';

export type SettingRow = Schemas['SettingRow'];

const INVALIDATES = ['settings.list', 'providers.list'];

/** MONDAY -> Monday. */
export const dayName = (row: SettingRow) => row.day.charAt(0) + row.day.slice(1).toLowerCase();

/** The times a family's rows carry, with what each means. */
export function timingFields(info: FamilyInfo) {
  return info.hasSessions
    ? ([
        { key: 'OBT', label: 'OBT: open bids close', kind: 'time' },
        { key: 'OBRT', label: 'OBRT: open result', kind: 'time' },
        { key: 'CBT', label: 'CBT: close bids close', kind: 'time' },
        { key: 'CBRT', label: 'CBRT: close result', kind: 'time' },
      ] as const)
    : ([
        { key: 'OBT', label: 'OBT: bids close', kind: 'time' },
        { key: 'OBRT', label: 'OBRT: result', kind: 'time' },
      ] as const);
}

/** A day's times as one line, e.g. "OBT 10:00 · OBRT 10:15 · CBT 12:00 · CBRT 12:15 IST". */
export function timesText(info: FamilyInfo, times: FormValues | SettingRow): string {
  const record = times as Readonly<Record<string, unknown>>;
  return `${timingFields(info)
    .map((field) => `${field.key} ${String(record[field.key] ?? '—')}`)
    .join(' · ')} IST`;
}

function timesOf(info: FamilyInfo, source: FormValues | SettingRow) {
  const record = source as Readonly<Record<string, unknown>>;
  const text = (key: string) => String(record[key] ?? '');
  return info.hasSessions
    ? { OBT: text('OBT'), OBRT: text('OBRT'), CBT: text('CBT'), CBRT: text('CBRT') }
    : { OBT: text('OBT'), OBRT: text('OBRT') };
}

/** What applying one day's times to the whole week says before it runs. */
export function bulkDaysConfirmText(info: FamilyInfo, row: SettingRow): ConfirmText {
  return {
    title: 'Apply to all days',
    message: `Set ${row.providerName}'s timings on all seven days (Monday to Sunday) to ${dayName(row)}'s: ${timesText(info, row)}? The other days' times are replaced; each day keeps its open or closed status.`,
    details: [
      ['Provider', row.providerName],
      ['From', dayName(row)],
      ['Times', timesText(info, row)],
    ],
    confirmLabel: 'Apply to all days',
  };
}

export function settingActions(info: FamilyInfo) {
  const act = rowActions<SettingRow>({ invalidates: INVALIDATES });
  const fields = timingFields(info);
  return [
    act({
      op: 'settings.updateDay',
      id: 'edit-day',
      label: (row) => `Edit ${dayName(row)} timings…`,
      keywords: ['timing', 'OBT', 'CBT', 'OBRT', 'CBRT', 'day'],
      shortcut: 'Alt+E',
      form: {
        title: (row) => `${row.providerName}: ${dayName(row)} timings (IST)`,
        fields,
        initial: (row) => timesOf(info, row),
        submitLabel: 'Save',
      },
      success: (row) => `${row.providerName} ${dayName(row)} timings saved`,
      // The PUT's last path segment is named provider_type in the contract but carries the setting_id.
      input: (row, values) => ({ providerType: row.settingId, ...timesOf(info, values) }),
    }),
    act({
      op: 'settings.updateAllDays',
      id: 'apply-all',
      label: (row) => `Apply ${dayName(row)} timings to all days…`,
      keywords: ['bulk', 'week', 'copy', 'every day', 'bulk-days-update'],
      shortcut: 'Alt+A',
      confirm: (row) => bulkDaysConfirmText(info, row),
      success: (row) => `${row.providerName} timings applied to all days`,
      input: (row) => ({ settingId: row.settingId, ...timesOf(info, row) }),
    }),
    act({
      op: 'settings.updateStatus',
      id: 'close-day',
      label: (row) => `Close market on ${dayName(row)}`,
      keywords: ['status', 'holiday', 'off'],
      shortcut: 'Alt+S',
      when: (row) => row.status,
      success: (row) => `${row.providerName} closed on ${dayName(row)}`,
      input: (row) => ({ settingId: row.settingId, status: false }),
    }),
    act({
      op: 'settings.updateStatus',
      id: 'open-day',
      label: (row) => `Open market on ${dayName(row)}`,
      keywords: ['status', 'enable', 'on'],
      shortcut: 'Alt+S',
      when: (row) => !row.status,
      success: (row) => `${row.providerName} open on ${dayName(row)}`,
      input: (row) => ({ settingId: row.settingId, status: true }),
    }),
  ];
}
