import type { BackofficeClient } from '@backoffice/sdk';
import { Chart } from '../../components/chart/chart';
import type { ChartSeries } from '../../components/chart/chart-types';
import { useRemote } from '../../components/use-remote';

type Range = { startDate: string; endDate: string };
type Dashboard = BackofficeClient['dashboard'];
type GraphKey = {
  [K in keyof Dashboard]: Dashboard[K] extends (range: Range) => Promise<{ series: readonly object[] }>
    ? K
    : never;
}[keyof Dashboard];

/** One line of a graph: how it is drawn, the row key it reads, its legend name, and its own axis. */
type SeriesSpec = [type: ChartSeries['type'], yKey: string, yName: string, ownAxis?: 'own axis'];

interface GraphSpec {
  title: string;
  /** The dashboard call that feeds it (the contract's `*Graph` operations). */
  load: GraphKey;
  series: SeriesSpec[];
  money?: boolean;
}

type GraphDef = Omit<GraphSpec, 'series'> & { series: ChartSeries[] };

/** The six graphs of the spec (the combined graphs endpoint feeds the registrations/bids overview). */
const SPECS: GraphSpec[] = [
  { title: 'Registrations', load: 'registrationGraph', series: [['bar', 'count', 'Registrations']] },
  {
    title: 'OTP sent vs verified',
    load: 'otpGraph',
    series: [
      ['bar', 'sent', 'Sent'],
      ['bar', 'verified', 'Verified'],
    ],
  },
  {
    title: 'Active vs bidding users',
    load: 'activeVsBiddingGraph',
    series: [
      ['line', 'active', 'Active'],
      ['line', 'bidding', 'Bidding'],
    ],
  },
  {
    title: 'Deposit vs withdraw',
    load: 'depositVsWithdrawGraph',
    series: [
      ['bar', 'deposit', 'Deposit'],
      ['bar', 'withdraw', 'Withdraw'],
    ],
    money: true,
  },
  {
    title: 'Bid vs win',
    load: 'bidVsWinGraph',
    series: [
      ['line', 'bid', 'Bid'],
      ['line', 'win', 'Win'],
    ],
    money: true,
  },
  {
    title: 'Wallet',
    load: 'walletGraph',
    series: [
      // The balance (crores) would flatten credit and debit (thousands) on one axis.
      ['area', 'balance', 'Balance', 'own axis'],
      ['line', 'credit', 'Credit'],
      ['line', 'debit', 'Debit'],
    ],
    money: true,
  },
];

const GRAPHS: GraphDef[] = SPECS.map((spec) => ({
  ...spec,
  series: spec.series.map(([type, yKey, yName, ownAxis]) => ({
    type,
    yKey,
    yName,
    ownAxis: Boolean(ownAxis),
  })),
}));

/** What the graphs load with: the client, the date range and the refresh round. */
interface ChartsProps {
  client: BackofficeClient;
  range: Range;
  round: number;
}

function Graph({ def, client, range, round }: ChartsProps & { def: GraphDef }) {
  const { state } = useRemote<{ series: readonly object[] }>(
    () => client.dashboard[def.load](range),
    `${range.startDate}|${range.endDate}|${round}`,
    undefined,
    `dashboard-chart ${def.load}`,
  );
  const rows = state.value?.series as readonly Record<string, unknown>[] | undefined;
  // A failed load (its toast already shown) draws an empty chart rather than waiting forever.
  const data = rows ?? (state.status === 'error' ? [] : undefined);
  return <Chart title={def.title} data={data} series={def.series} money={def.money} />;
}

export function DashboardCharts({ client, range, round }: ChartsProps) {
  return (
    <section aria-label="Graphs" className="charts">
      {GRAPHS.map((def) => (
        <Graph key={def.title} def={def} client={client} range={range} round={round} />
      ))}
    </section>
  );
}
