import type { Schemas } from '@backoffice/sdk';
import { resultDeskUrl, userDetailsUrl } from '../../app/links';
import type { LinkAction } from '../../components/actions/row-action';
import { counted, formatMoney } from '../../components/format';
import { BID_TYPE_LABELS, FAMILIES } from '../../components/game/family';
import { LATE_REASON, lateBy } from '../../components/game/late-bids';
import { RECENT_DAYS_AND_FAMILY } from '../../components/game/recent-days-filters';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import type { ScreenProps } from '../screen-types';

type LateBid = Schemas['LateBidRow'];

const list = defineList('integrity.lateBids', {
  filters: [
    ...RECENT_DAYS_AND_FAMILY,
    {
      key: 'bidStatus',
      kind: 'select',
      label: 'Bid status',
      anyLabel: 'Every status',
      options: ['PENDING', 'WON', 'LOST', 'REFUNDED'].map((s) => ({ value: s, label: s })),
    },
  ],
  columns: [
    { field: 'placedAt', header: 'Placed', kind: 'datetime', width: 170 },
    {
      field: 'lateBySeconds',
      header: 'Late after',
      width: 265,
      text: (r: LateBid) =>
        `${lateBy(r.lateBySeconds)} (${r.reasons.map((x) => LATE_REASON[x].short).join(', ')})`,
    },
    {
      field: 'providerName',
      header: 'Provider',
      flex: 1,
      text: (r: LateBid) => `${r.providerName}${r.session ? ` ${r.session}` : ''}`,
    },
    { field: 'gameDate', header: 'Day', width: 110, hidden: true },
    { field: 'fullName', header: 'Player', flex: 1, text: (r: LateBid) => `${r.fullName} #${r.userId}` },
    { field: 'bidType', header: 'Bid type', width: 125, text: (r: LateBid) => BID_TYPE_LABELS[r.bidType] },
    { field: 'digit', header: 'Digit', width: 80 },
    { field: 'amount', header: 'Stake', kind: 'money', width: 115 },
    { field: 'bidStatus', header: 'Status', width: 105 },
    { field: 'bidId', header: 'Bid', kind: 'number', width: 100, hidden: true },
  ],
  rowId: (row) => String(row.bidId),
});

const prefixOf = (r: LateBid) => FAMILIES[r.type].prefix;

const ACTIONS = [
  {
    id: 'desk',
    label: (r: LateBid) =>
      `Open result desk: ${r.providerName}${r.session ? ` ${r.session}` : ''} ${r.gameDate}`,
    keywords: ['declare', 'result', 'desk', 'refund'],
    shortcut: 'Alt+R',
    href: (r: LateBid) => resultDeskUrl(prefixOf(r), r.gameDate, r.providerId, r.session),
  } satisfies LinkAction<LateBid>,
  {
    id: 'refund',
    label: 'Refund selected bids of this slot…',
    keywords: ['revert', 'refund', 'late'],
    shortcut: 'Alt+F',
    when: (r: LateBid) => r.bidStatus === 'PENDING',
    href: (r: LateBid) => `${resultDeskUrl(prefixOf(r), r.gameDate, r.providerId, r.session)}&panel=revert`,
  } satisfies LinkAction<LateBid>,
  {
    id: 'player',
    label: (r: LateBid) => `Player details: ${r.fullName}`,
    keywords: ['user', 'player'],
    shortcut: 'Alt+U',
    href: (r: LateBid) => userDetailsUrl(r.userId),
  } satisfies LinkAction<LateBid>,
];

/**
 * Late bids across days, for risk staff: bids placed after their session's bids closed or after a
 * result of it was saved. Flagged, never dropped: staff decide on the desk (Revert bids refunds them).
 */
export default function LateBidsScreen(_: ScreenProps) {
  return (
    <ListScreen
      list={list}
      label="Late bids"
      rowLabel={(row) => `bid ${row.bidId} of ${row.fullName}`}
      actions={ACTIONS}
      intro={
        <p className="list-intro">
          A bid is late when it was placed after its session's bids-close time, or after a result of its
          session was saved (to the second). Nothing is dropped: open the slot's desk to refund the ones you
          choose.
        </p>
      }
      summary={(answer) => {
        const totals = (answer as Schemas['LateBidList'] | undefined)?.totals;
        return totals
          ? `${counted(totals.count, 'late bid')} · stake ${formatMoney(totals.stake)} · ${counted(totals.players, 'player')}`
          : null;
      }}
      emptyText="No late bids in these days"
    />
  );
}
