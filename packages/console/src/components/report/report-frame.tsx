import type { ReactNode } from 'react';
import { prefetchDataGrid } from '../data-grid/data-grid';

// Every report shows a table: AG Grid is fetched with the report's own chunk, which the shell fetches
// when the report's palette row is highlighted, so the first report opened does not wait for it.
prefetchDataGrid();

interface Props {
  /** Where the figures come from, in one line under the title (bids and settlement, the ledger, ...). */
  source: string;
  /** True while the figures load (first or after a change); the console bench times the first render by it. */
  busy: boolean;
  children: ReactNode;
}

/** The frame of every report screen: the source line, then the screen's range, totals, chart and rows. */
export function ReportFrame({ source, busy, children }: Props) {
  return (
    <div className="screen report" aria-busy={busy}>
      <p className="report-source">{source}</p>
      {children}
    </div>
  );
}

/** The three places report figures come from, worded once. */
export const SOURCES = {
  bids: 'From bids and their settlement: stakes of bids not refunded, wins as settled, profit = bid − win.',
  ledger: 'From the ledger: the wallet entries every balance is the sum of.',
  payments: 'From payment requests: gateway deposits and withdrawals; totals count SUCCESS ones.',
} as const;
