import type { BackofficeClient } from '@backoffice/sdk';
import { Chart } from '../../components/chart/chart';
import type { ChartSeries } from '../../components/chart/chart-types';
import { useRemote } from '../../components/use-remote';

type Range = { startDate: string; endDate: string };
type Load = (client: BackofficeClient, range: Range) => Promise<{ series: readonly object[] }>;

interface GraphDef {
  title: string;
  load: Load;
  series: ChartSeries[];
  money?: boolean;
}

/** The six graphs of the spec (the combined graphs endpoint feeds the registrations/bids overview). */
const GRAPHS: GraphDef[] = [
  {
    title: 'Registrations',
    load: (c, r) => c.dashboard.registrationGraph(r),
    series: [{ type: 'bar', yKey: 'count', yName: 'Registrations' }],
  },
  {
    title: 'OTP sent vs verified',
    load: (c, r) => c.dashboard.otpGraph(r),
    series: [
      { type: 'bar', yKey: 'sent', yName: 'Sent' },
      { type: 'bar', yKey: 'verified', yName: 'Verified' },
    ],
  },
  {
    title: 'Active vs bidding users',
    load: (c, r) => c.dashboard.activeVsBiddingGraph(r),
    series: [
      { type: 'line', yKey: 'active', yName: 'Active' },
      { type: 'line', yKey: 'bidding', yName: 'Bidding' },
    ],
  },
  {
    title: 'Deposit vs withdraw',
    load: (c, r) => c.dashboard.depositVsWithdrawGraph(r),
    series: [
      { type: 'bar', yKey: 'deposit', yName: 'Deposit' },
      { type: 'bar', yKey: 'withdraw', yName: 'Withdraw' },
    ],
    money: true,
  },
  {
    title: 'Bid vs win',
    load: (c, r) => c.dashboard.bidVsWinGraph(r),
    series: [
      { type: 'line', yKey: 'bid', yName: 'Bid' },
      { type: 'line', yKey: 'win', yName: 'Win' },
    ],
    money: true,
  },
  {
    title: 'Wallet',
    load: (c, r) => c.dashboard.walletGraph(r),
    series: [
      { type: 'area', yKey: 'balance', yName: 'Balance' },
      { type: 'line', yKey: 'credit', yName: 'Credit' },
      { type: 'line', yKey: 'debit', yName: 'Debit' },
    ],
    money: true,
  },
];

function Graph({
  def,
  client,
  range,
  round,
}: {
  def: GraphDef;
  client: BackofficeClient;
  range: Range;
  round: number;
}) {
  const { state } = useRemote(() => def.load(client, range), `${range.startDate}|${range.endDate}|${round}`);
  const rows = state.value?.series as readonly Record<string, unknown>[] | undefined;
  // A failed load (its toast already shown) draws an empty chart rather than waiting forever.
  const data = rows ?? (state.status === 'error' ? [] : undefined);
  return <Chart title={def.title} data={data} series={def.series} money={def.money} />;
}

export function DashboardCharts({
  client,
  range,
  round,
}: {
  client: BackofficeClient;
  range: Range;
  round: number;
}) {
  return (
    <section aria-label="Graphs" className="charts">
      {GRAPHS.map((def) => (
        <Graph key={def.title} def={def} client={client} range={range} round={round} />
      ))}
    </section>
  );
}
