import type { Schemas } from '@backoffice/sdk';
import { useServices } from '../../app/services';
import { istDate } from '../../components/format';
import { type FamilyInfo, familyOfScreen } from '../../components/game/family';
import { perFamily, providerFilter } from '../../components/game/per-family';
import { listInput, readListQuery } from '../../components/list/list-query';
import { ListScreen } from '../../components/list/list-screen';
import { defineList, type ListSpec } from '../../components/list/list-spec';
import { toCsv } from '../../components/report/csv';
import { ExportButton } from '../../components/report/export-button';
import { collectPages } from '../../components/report/paged-export';
import type { ScreenProps } from '../screen-types';
import { BID_CSV, type BidRow, bidActions, bidTypeText, totalsText } from './bid-parts';

type BidPage = Schemas['BidDayList'];

function bidsScreen(info: FamilyInfo) {
  const list = defineList('bids.list', {
    filters: [
      { key: 'bidDate', kind: 'date', label: 'Bid date', initial: () => istDate(0) },
      providerFilter(info),
      ...(info.hasSessions
        ? [
            {
              key: 'session' as const,
              kind: 'select' as const,
              label: 'Session',
              anyLabel: 'Both sessions',
              options: [
                { value: 'Open', label: 'Open' },
                { value: 'Close', label: 'Close' },
              ],
            },
          ]
        : []),
      {
        key: 'bidType',
        kind: 'select',
        label: 'Game type',
        anyLabel: 'All game types',
        options: info.bidTypes.map((type) => ({ value: type, label: bidTypeText(type) })),
      },
      { key: 'search', kind: 'search', label: 'Search player or digit' },
    ],
    sort: { orderBy: 'bid_created_at', order: 'desc' },
    fixed: { gameType: info.providerType },
    columns: [
      { field: 'bidId', header: 'Bid', kind: 'number', width: 90 },
      { field: 'fullName', header: 'Player', flex: 2 },
      { field: 'providerName', header: 'Provider', flex: 1 },
      ...(info.hasSessions ? [{ field: 'session' as const, header: 'Session', width: 100 }] : []),
      { field: 'bidType', header: 'Game type', width: 150, text: (row) => bidTypeText(row.bidType) },
      { field: 'digit', header: 'Digit', width: 100 },
      { field: 'amount', header: 'Stake', kind: 'money', sortKey: 'amount', width: 130 },
      { field: 'winAmount', header: 'Won', kind: 'money', width: 130 },
      { field: 'bidStatus', header: 'Status', width: 110 },
      { field: 'bidCreatedAt', header: 'Placed', kind: 'datetime', sortKey: 'bid_created_at' },
    ],
    rowId: (row) => String(row.bidId),
  });
  return { list, actions: bidActions(info) };
}

const SCREENS = perFamily(bidsScreen);

function BidsExport({ info, list }: { info: FamilyInfo; list: ListSpec<BidRow> }) {
  const { client } = useServices();
  return (
    <ExportButton
      label="Export CSV (all filtered bids)"
      run={async (onProgress, signal) => {
        // The filters as they stand in the URL when the export starts.
        const input = listInput(
          list as ListSpec<unknown>,
          readListQuery(list as ListSpec<unknown>, window.location.search),
        );
        const rows = await collectPages(
          (page) =>
            client.bids.list({
              ...(input as Parameters<typeof client.bids.list>[0]),
              currentPage: page,
              perPage: 500,
            }),
          onProgress,
          signal,
        );
        const fileName = `${info.prefix}-bids-${String(input.bidDate)}.csv`;
        return { fileName, text: toCsv(BID_CSV, rows), rows: rows.length };
      }}
    />
  );
}

/** Bids of one family on one day: filters by date, provider and game type, totals of the filtered set, CSV. */
export default function GameBidsScreen({ screen }: ScreenProps) {
  const info = familyOfScreen(screen);
  const { list, actions } = SCREENS[info.family];
  return (
    <ListScreen
      key={info.family}
      list={list}
      label={`${info.label} bids`}
      rowLabel={(row) => `bid ${row.bidId}`}
      actions={actions}
      summary={(answer) => totalsText((answer as BidPage).totals)}
      tools={<BidsExport info={info} list={list} />}
      noPageExport
      emptyText="No bids match these filters"
    />
  );
}
