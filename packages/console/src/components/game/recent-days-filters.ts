/** The filters the risk lists share: a range of days (the last 7 by default) and a game family. */
import { istDate } from '../format';
import type { FilterSpec } from '../list/list-spec';
import { FAMILIES } from './family';

export const RECENT_DAYS_AND_FAMILY = [
  { key: 'startDate', kind: 'date', label: 'From', initial: () => istDate(-6) },
  { key: 'endDate', kind: 'date', label: 'To', initial: () => istDate(0) },
  {
    key: 'type',
    kind: 'select',
    label: 'Game family',
    anyLabel: 'Every family',
    options: Object.values(FAMILIES).map((f) => ({ value: f.family, label: f.label })),
  },
] as const satisfies readonly FilterSpec[];
