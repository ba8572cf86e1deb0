/**
 * The slot's exposure before (and after) declaring: its bids, the bid summary of one bid type (ordered
 * by the house's P/L as the spec orders it), the bid digit summary as heatmaps, bids by user, winners
 * and the result report. Risk views only: nothing here ranks or suggests a result.
 */
import type { Schemas } from '@backoffice/sdk';
import { DataGrid } from '../../components/data-grid/data-grid';
import { DigitHeatmap } from '../../components/game/digit-heatmap';
import { BID_TYPE_LABELS, type BidType, type FamilyInfo } from '../../components/game/family';
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

type Paged<R> = { rows: R[]; pagination: Schemas['Pagination'] };

function PagedGrid<R>(
  props: ViewProps & {
    op: string;
    label: string;
    columns: Parameters<typeof DataGrid<R>>[0]['columns'];
    rowId: (row: R) => string;
    extra?: Record<string, unknown>;
    emptyText: string;
  },
) {
  const { info, slot, query, setQuery } = props;
  const read = useOperation<Paged<R>>(props.op, {
    ...slotInput(info, slot),
    ...props.extra,
    currentPage: query.vpage,
    perPage: RESULT_PAGE_SIZE,
  });
  return (
    <DataGrid<R>
      label={props.label}
      rows={read.data?.rows}
      columns={props.columns}
      rowId={props.rowId}
      status={read.status}
      error={read.status === 'error' ? read.message : undefined}
      onRetry={read.reload}
      pagination={read.data?.pagination}
      onPageChange={(vpage) => setQuery({ vpage })}
      exportName={props.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
      emptyText={props.emptyText}
    />
  );
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
      extra={{
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
      columns={BID_COLUMNS}
      rowId={(row) => String(row.bidId)}
      emptyText="No winners: the result is not declared, or no bid won"
    />
  );
}

export function ReportView({ info, slot, query, setQuery }: ViewProps) {
  const read = useOperation<Paged<Schemas['ResultReportRow']>>('results.report', {
    type: info.family,
    startDate: slot.gameDate,
    endDate: slot.gameDate,
    providerId: slot.providerId,
    currentPage: query.vpage,
    perPage: RESULT_PAGE_SIZE,
  });
  return (
    <DataGrid<Schemas['ResultReportRow']>
      label="Result report"
      rows={read.data?.rows}
      columns={REPORT_COLUMNS}
      rowId={(row) => `${row.gameDate}-${row.providerId}-${row.session ?? ''}`}
      status={read.status}
      error={read.status === 'error' ? read.message : undefined}
      onRetry={read.reload}
      pagination={read.data?.pagination}
      onPageChange={(vpage) => setQuery({ vpage })}
      exportName={`result-report-${slot.gameDate}`}
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
