/** What the late-bid lists (the desk's panel, the Late bids screen) say about a late bid. */
import type { Schemas } from '@backoffice/sdk';

type Reason = Schemas['LateBidRow']['reasons'][number];

/** Why a bid is late, as a list names it (`short`) and as a sentence says it (`after`). */
export const LATE_REASON: Readonly<Record<Reason, { short: string; after: string }>> = {
  AFTER_CLOSE: { short: 'bids closed', after: 'after bids closed' },
  AFTER_RESULT: { short: 'result saved', after: 'after the result was saved' },
};

/** How late a bid was placed: "45 s", "2 min 50 s", "1 h 5 min". */
export function lateBy(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}
