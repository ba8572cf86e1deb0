import type { Schemas } from '@backoffice/sdk';
import { playerWalletUrl, userDetailsUrl } from '../../app/links';
import type { LinkAction } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type Luck = Schemas['PlayerLuck'];

const list = defineList('integrity.improbableWinners', {
  filters: [
    {
      key: 'days',
      kind: 'select',
      label: 'Window',
      initial: '30',
      options: [7, 15, 30, 60, 90].map((d) => ({ value: String(d), label: `Last ${d} days` })),
    },
    {
      key: 'thresholdOneIn',
      kind: 'select',
      label: 'Chance at most',
      initial: '10000',
      options: [1_000, 10_000, 1_00_000, 10_00_000].map((n) => ({
        value: String(n),
        label: `1 in ${n.toLocaleString('en-IN')}`,
      })),
    },
    {
      key: 'minWins',
      kind: 'select',
      label: 'Wins at least',
      initial: '3',
      options: [1, 2, 3, 5, 10].map((n) => ({ value: String(n), label: String(n) })),
    },
  ],
  columns: [
    { field: 'probabilityText', header: 'Chance by luck', flex: 1.4 },
    { field: 'fullName', header: 'Player', flex: 1.4, text: (r: Luck) => `${r.fullName} #${r.userId}` },
    { field: 'wins', header: 'Wins', kind: 'number', width: 90 },
    {
      field: 'expectedWins',
      header: 'Expected by chance',
      kind: 'number',
      width: 170,
      text: (r: Luck) => r.expectedWins.toFixed(2),
    },
    { field: 'bids', header: 'Settled bids', kind: 'number', width: 130 },
    { field: 'stake', header: 'Stake', kind: 'money', width: 130 },
    { field: 'winAmount', header: 'Won', kind: 'money', width: 140 },
    {
      field: 'method',
      header: 'Computed',
      width: 150,
      text: (r: Luck) => (r.method === 'exact' ? 'exactly' : 'bound (at most)'),
    },
  ],
  rowId: (row) => String(row.userId),
});

const ACTIONS = [
  {
    id: 'player',
    label: (r: Luck) => `Player details: ${r.fullName}`,
    keywords: ['user', 'player', 'watchlist'],
    shortcut: 'Alt+U',
    href: (r: Luck) => userDetailsUrl(r.userId),
  } satisfies LinkAction<Luck>,
  {
    id: 'wallet',
    label: (r: Luck) => `Wallet and bid history: ${r.fullName}`,
    keywords: ['wallet', 'bids', 'history'],
    shortcut: 'Alt+W',
    href: (r: Luck) => playerWalletUrl(r.userId),
  } satisfies LinkAction<Luck>,
];

/**
 * Improbable winners: players whose settled bids won more often than their bid types' odds allow (single
 * digit 1 in 10, jodi 1 in 100, panna 1 in 220, half sangam 1 in 2,200, full sangam 1 in 48,400), most
 * improbable first. A lead for risk staff to look at, not a verdict.
 */
export default function ImprobableWinnersScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Improbable winners"
      rowLabel={(row) => row.fullName}
      actions={ACTIONS}
      intro={
        <p className="list-intro">
          The chance of winning at least as often as each player did, by luck alone, from the odds of every
          settled bid in the window. Exact for ordinary counts; for very busy players an upper bound (the real
          chance is smaller still).
        </p>
      }
      summary={(answer) => {
        const a = answer as Schemas['ImprobableWinnerList'] | undefined;
        return a ? `Bids of ${a.startDate} to ${a.endDate}` : null;
      }}
      emptyText="No player won improbably often in this window"
    />
  );
}
