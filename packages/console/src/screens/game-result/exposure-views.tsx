/**
 * The slot's exposure before (and after) declaring: its bids, the bid summary of one bid type (ordered
 * by the house's P/L as the spec orders it), the bid digit summary as heatmaps, bids by user, winners
 * and the result report. Risk views only: nothing here ranks or suggests a result.
 */
import type { Schemas } from '@backoffice/sdk';
import { useMemo } from 'react';
import { DataGrid } from '../../components/data-grid/data-grid';
import type { GridColumn } from '../../components/data-grid/types';
import { DigitHeatmap } from '../../components/game/digit-heatmap';
import { BID_TYPE_LABELS, type BidType, type FamilyInfo } from '../../components/game/family';
import { ListGrid } from '../../components/list/list-grid';
import type { ListSpec } from '../../components/list/list-spec';
import { LoadError } from '../../components/load-error';
import { TotalsLine } from '../../components/report/totals-line';
import { Tabs } from '../../components/tabs';
import { useOperation } from '../../components/use-operation';
import { BID_COLUMNS, REPORT_COLUMNS, SUMMARY_COLUMNS, USER_COLUMNS } from './desk-columns';
import { type DeskQuery, RESULT_PAGE_SIZE, type Slot, slotInput } from './desk-query';

export interface ViewProps {
  info: FamilyInfo;
  slot: Slot;
  query: DeskQuery;
  setQuery: (patch: Partial<DeskQuery>) => void;
}

/**
 * One exposure list of the slot on the kit's list controller: the slot (and the view's filters) are
 * fixed inputs, the page is the desk's `vpage` (the list's prefix `v`).
 */
function PagedGrid<R>(
  props: ViewProps & {
    op: string;
    label: string;
    columns: readonly GridColumn<R>[];
    rowId: (row: R) => string;
    fixed: Record<string, unknown>;
    emptyText: string;
  },
) {
  const { op, columns, rowId } = props;
  const key = JSON.stringify(props.fixed);
  const list = useMemo<ListSpec<R>>(
    () => ({
      op,
      filters: [],
      columns,
      rowId,
      prefix: 'v',
      perPage: RESULT_PAGE_SIZE,
      fixed: JSON.parse(key),
    }),
    [op, columns, rowId, key],
  );
  return <ListGrid<R> list={list} label={props.label} emptyText={props.emptyText} />;
}

export function BidsView(props: ViewProps) {
  const { query } = props;
  return (
    <PagedGrid<Schemas['BidRow']>
      {...props}
      op="results.bids"
      label="Bids of the slot"
      columns={BID_COLUMNS}
      rowId={(row) => String(row.bidId)}
      fixed={{
        ...slotInput(props.info, props.slot),
        ...(query.bidType ? { bidType: query.bidType } : {}),
        ...(query.digit ? { bidDigit: query.digit } : {}),
      }}
      emptyText="No bids for this provider, date and session"
    />
  );
}

export function BidsByUserView(props: ViewProps) {
  return (
    <PagedGrid<Schemas['ResultBidsByUserRow']>
      {...props}
      op="results.bidsByUser"
      label="Bids by user"
      fixed={slotInput(props.info, props.slot)}
      columns={USER_COLUMNS}
      rowId={(row) => String(row.userId)}
      emptyText="No bids for this provider, date and session"
    />
  );
}

export function WinnersView(props: ViewProps) {
  return (
    <PagedGrid<Schemas['BidRow']>
      {...props}
      op="results.winners"
      label="Winners"
      fixed={slotInput(props.info, props.slot)}
      columns={BID_COLUMNS}
      rowId={(row) => String(row.bidId)}
      emptyText="No winners: the result is not declared, or no bid won"
    />
  );
}

export function ReportView(props: ViewProps) {
  const { info, slot } = props;
  return (
    <PagedGrid<Schemas['ResultReportRow']>
      {...props}
      op="results.report"
      label="Result report"
      columns={REPORT_COLUMNS}
      rowId={(row) => `${row.gameDate}-${row.providerId}-${row.session ?? ''}`}
      fixed={{
        type: info.family,
        startDate: slot.gameDate,
        endDate: slot.gameDate,
        providerId: slot.providerId,
      }}
      emptyText="No declared result for this provider and date"
    />
  );
}

export function BidSummaryView({ info, slot, query, setQuery }: ViewProps) {
  const bidType = (info.bidTypes.find((type) => type === query.bidType) ?? info.bidTypes[0]) as BidType;
  const read = useOperation<Schemas['ResultBidSummary']>('results.bidSummary', {
    ...slotInput(info, slot),
    providerType: info.providerType,
    bidType,
    orderBy: 'pnl',
  });
  return (
    <Tabs
      label="Bid type"
      items={info.bidTypes.map((type) => ({ value: type, label: BID_TYPE_LABELS[type] }))}
      value={bidType}
      onChange={(next) => setQuery({ bidType: next })}
    >
      <TotalsLine
        label={`${BID_TYPE_LABELS[bidType]} totals`}
        items={[{ label: `Staked on ${BID_TYPE_LABELS[bidType]}`, value: read.data?.totalAmount }]}
      />
      <DataGrid<Schemas['ResultBidSummaryRow']>
        label={`Bid summary: ${BID_TYPE_LABELS[bidType]}`}
        rows={read.data?.rows}
        columns={SUMMARY_COLUMNS}
        rowId={(row) => row.digit}
        status={read.status}
        error={read.status === 'error' ? read.message : undefined}
        onRetry={read.reload}
        exportName={`bid-summary-${bidType.toLowerCase()}`}
        emptyText="No bids of this type"
      />
    </Tabs>
  );
}

export function DigitSummaryView({ info, slot }: ViewProps) {
  const read = useOperation<Schemas['ResultBidDigitSummary']>(
    'results.bidDigitSummary',
    slotInput(info, slot),
  );
  if (read.status === 'error' && !read.data)
    return <LoadError message={read.message} onRetry={read.reload} />;
  if (!read.data) return <p role="status">Loading the bid digit summary…</p>;
  return <DigitHeatmap bidTypes={info.bidTypes} rows={read.data.rows} />;
}
