import type { Schemas } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';

/**
 * What the integrity watch raises now (issue 26), as the shell's watcher last read it: only the parts
 * whose key the user holds (null otherwise). The Risk group's count in the sidebar reads it, as the market
 * board's count reads the overdue results.
 */
export const integrityAlarms = signal<Schemas['IntegrityAlarms'] | null>(null);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The Risk group's sidebar count (as Masters counts fingerprints waiting): late bids on sessions still to
 * declare, improbable winners, failed checks and broken hash chains, each named in the label. None while nothing is raised.
 */
export function integrityBadge(): { count: number; label: string } | undefined {
  const alarms = integrityAlarms.value;
  if (!alarms) return undefined;
  const late = (alarms.lateBids ?? []).reduce((n, slot) => n + slot.count, 0);
  const winners = alarms.improbableWinners?.length ?? 0;
  const failed = (alarms.failedChecks?.length ?? 0) + (alarms.booksFailed ? 1 : 0);
  const broken = alarms.chainsFailed?.chains.filter((c) => c.problem).length ?? 0;
  const parts = [
    late ? plural(late, 'late bid', 'late bids') : '',
    winners ? plural(winners, 'improbable winner', 'improbable winners') : '',
    failed ? plural(failed, 'failed check', 'failed checks') : '',
    broken ? plural(broken, 'broken chain', 'broken chains') : '',
  ].filter(Boolean);
  const count = late + winners + failed + broken;
  return count ? { count, label: parts.join(', ') } : undefined;
}
