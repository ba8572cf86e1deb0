import type { BackofficeClient, OperationOutput } from '@backoffice/sdk';
import { formatMoney } from '../../components/format';
import { useRemote } from '../../components/use-remote';

type Counts = OperationOutput<'dashboard.counts'>;

const CARDS: [keyof Counts, string, 'count' | 'money'][] = [
  ['totalUsers', 'Total users', 'count'],
  ['registeredInRange', 'Registered in range', 'count'],
  ['activeUsers', 'Active users', 'count'],
  ['biddingUsers', 'Bidding users', 'count'],
  ['totalDeposit', 'Deposits', 'money'],
  ['totalWithdraw', 'Withdrawals', 'money'],
  ['totalBid', 'Bids', 'money'],
  ['totalWin', 'Wins', 'money'],
  ['profit', 'Profit', 'money'],
  ['walletBalance', 'Wallet balance', 'money'],
  ['pendingFundRequests', 'Pending fund requests', 'count'],
];

interface Props {
  client: BackofficeClient;
  range: { startDate: string; endDate: string };
  round: number;
}

/** The dashboard's counts; asked for first (effects run in tree order), as they are read first. */
export function CountsPanel({ client, range, round }: Props) {
  const { state } = useRemote(
    () => client.dashboard.counts(range),
    `${range.startDate}|${range.endDate}|${round}`,
    undefined,
    'dashboard-counts',
  );
  const counts = state.value;
  return (
    <section aria-label="Counts" className="counts" aria-busy={state.status === 'loading'}>
      {CARDS.map(([key, label, kind]) => {
        const value = counts?.[key];
        const text =
          typeof value !== 'number'
            ? '—'
            : kind === 'money'
              ? formatMoney(value)
              : value.toLocaleString('en-IN');
        return (
          <div key={key} className="count-card">
            <span className="count-label">{label}</span>
            <span className="count-value">{text}</span>
          </div>
        );
      })}
    </section>
  );
}
