import type { Schemas } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';

/**
 * What the integrity watch raises now (issue 26), as the shell's watcher last read it: only the parts
 * whose key the user holds (null otherwise). The sidebar counts beside Late bids, Improbable winners and
 * Books read it, as the market board's count reads the overdue results.
 */
export const integrityAlarms = signal<Schemas['IntegrityAlarms'] | null>(null);

/** The sidebar count of each integrity screen (0 when nothing is raised). */
export function integrityCount(screenId: string): number {
  const alarms = integrityAlarms.value;
  if (!alarms) return 0;
  if (screenId === 'risk-late-bids') return (alarms.lateBids ?? []).reduce((n, slot) => n + slot.count, 0);
  if (screenId === 'risk-improbable-winners') return alarms.improbableWinners?.length ?? 0;
  if (screenId === 'risk-books') return (alarms.failedChecks?.length ?? 0) + (alarms.booksFailed ? 1 : 0);
  return 0;
}

export const INTEGRITY_BADGE_NOUNS: Readonly<Record<string, [string, string]>> = {
  'risk-late-bids': ['late bid', 'late bids'],
  'risk-improbable-winners': ['improbable winner', 'improbable winners'],
  'risk-books': ['failed check', 'failed checks'],
};
