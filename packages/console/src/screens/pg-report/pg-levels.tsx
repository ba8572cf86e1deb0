import type { BackofficeClient } from '@backoffice/sdk';
import type { ReactNode } from 'react';
import { Chart } from '../../components/chart/chart';
import { DataGrid } from '../../components/data-grid/data-grid';
import { ReportFrame, SOURCES } from '../../components/report/report-frame';
import { TotalsLine } from '../../components/report/totals-line';
import { useReportData } from '../../components/report/use-report-data';
import { pgChart } from './pg-chart';
import {
  DAY_COLUMNS,
  GATEWAY_COLUMNS,
  OVERALL_COLUMNS,
  type PgDayRow,
  type PgGatewayRow,
  type PgOverallRow,
  type PgTransaction,
  TRANSACTION_COLUMNS,
} from './pg-columns';
import type { PgQuery } from './pg-report-query';

export interface LevelProps {
  client: BackofficeClient;
  query: PgQuery;
  /** Breadcrumb, range, export and filters: the same on every level. */
  header: ReactNode;
  /** Opens the next level (a URL), or a player's wallet from a transaction. */
  open: (patch: Partial<PgQuery> | { wallet: number }) => void;
}

type Totals = { deposit: number; withdrawal: number; count: number } | undefined;

function totalsItems(totals: Totals) {
  return [
    { label: 'Transactions (SUCCESS)', value: totals?.count, kind: 'count' as const },
    { label: 'Deposits', value: totals?.deposit },
    { label: 'Withdrawals', value: totals?.withdrawal },
  ];
}

const range = (q: PgQuery) => ({ startDate: q.start, endDate: q.end });
const gatewayFilter = (q: PgQuery) => (q.gateway ? { paymentGateway: q.gateway } : {});
const typeFilter = (q: PgQuery) => (q.type ? { type: q.type } : {});

/** Deposits and withdrawals per gateway per day: the PG report's chart, on its first two levels. */
function useDays(client: BackofficeClient, q: PgQuery) {
  return useReportData(
    () => client.reports.pgByDate({ ...range(q), ...gatewayFilter(q), ...typeFilter(q) }),
    `days${q.start}${q.end}${q.gateway}${q.type}`,
  );
}

function DaysChart({ days }: { days: readonly PgDayRow[] | undefined }) {
  const chart = days ? pgChart(days) : undefined;
  return (
    <Chart
      title="Deposits and withdrawals per gateway per day"
      data={chart?.data}
      series={chart?.series ?? []}
      money
    />
  );
}

export function PgOverall({ client, query, header, open }: LevelProps) {
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () => client.reports.pgOverall({ ...range(query), ...gatewayFilter(query) }),
    `overall${query.start}${query.end}${query.gateway}`,
  );
  const days = useDays(client, query).value;
  const rows = report?.rows.filter((r) => !query.type || r.type === query.type);
  const count = rows?.reduce((n, r) => n + r.count, 0);
  return (
    <ReportFrame source={SOURCES.payments} busy={busy}>
      {header}
      <TotalsLine items={totalsItems(report && { ...report.totals, count: count ?? 0 })} />
      <button type="button" className="report-next" onClick={() => open({ view: 'by-date' })}>
        By date (every gateway) →
      </button>
      <DaysChart days={days?.rows} />
      <DataGrid<PgOverallRow>
        label="PG report overall"
        rows={rows}
        columns={OVERALL_COLUMNS}
        rowId={(row) => `${row.paymentGateway}-${row.type}`}
        status={status}
        error={error}
        onRetry={reload}
        onRowOpen={(row) => open({ view: 'by-date', gateway: row.paymentGateway, type: row.type })}
        rowLabel={(row) => `${row.paymentGateway} ${row.type}`}
        noPageExport
        exportName="pg-report-overall"
        emptyText="No successful gateway transactions in this range"
      />
    </ReportFrame>
  );
}

export function PgByDate({ client, query, header, open }: LevelProps) {
  const { value: report, status, error, busy, reload } = useDays(client, query);
  return (
    <ReportFrame source={SOURCES.payments} busy={busy}>
      {header}
      <TotalsLine items={totalsItems(report?.totals)} />
      <DaysChart days={report?.rows} />
      <DataGrid<PgDayRow>
        label="PG report by date"
        rows={report?.rows}
        columns={DAY_COLUMNS}
        rowId={(row) => row.date}
        status={status}
        error={error}
        onRetry={reload}
        onRowOpen={(row) => open({ view: 'by-gateway', date: row.date })}
        rowLabel={(row) => row.date}
        totals={report ? { date: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName="pg-report-by-date"
        emptyText="No successful gateway transactions in this range"
      />
    </ReportFrame>
  );
}

export function PgByGateway({ client, query, header, open }: LevelProps) {
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () => client.reports.pgByDateByGateway({ date: query.date, ...typeFilter(query) }),
    `gateways${query.date}${query.type}`,
  );
  const rows = report?.rows.filter((r) => !query.gateway || r.paymentGateway === query.gateway);
  return (
    <ReportFrame source={SOURCES.payments} busy={busy}>
      {header}
      <TotalsLine items={totalsItems(report?.totals)} />
      <DataGrid<PgGatewayRow>
        label={`PG report of ${query.date} by gateway`}
        rows={rows}
        columns={GATEWAY_COLUMNS}
        rowId={(row) => row.paymentGateway}
        status={status}
        error={error}
        onRetry={reload}
        onRowOpen={(row) => open({ view: 'transactions', gateway: row.paymentGateway })}
        rowLabel={(row) => row.paymentGateway}
        totals={report ? { paymentGateway: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName="pg-report-by-gateway"
        emptyText="No successful gateway transactions on this day"
      />
    </ReportFrame>
  );
}

export function PgTransactions({ client, query, header, open }: LevelProps) {
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () =>
      client.reports.pgTransactions({
        ...range(query),
        ...(query.date ? { date: query.date } : {}),
        ...gatewayFilter(query),
        ...typeFilter(query),
        ...(query.admin ? { admin: Number(query.admin) } : {}),
        currentPage: query.page,
      }),
    JSON.stringify(query),
  );
  return (
    <ReportFrame source={SOURCES.payments} busy={busy}>
      {header}
      <TotalsLine items={totalsItems(report?.totals)} />
      <DataGrid<PgTransaction>
        label="PG transactions"
        rows={report?.rows}
        columns={TRANSACTION_COLUMNS}
        rowId={(row) => `${row.type}-${row.tranId}`}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => open({ page })}
        onRowOpen={(row) => open({ wallet: row.userId })}
        rowLabel={(row) => `${row.type} ${row.tranId} of ${row.fullName}`}
        noPageExport
        exportName="pg-transactions"
        emptyText="No transactions for these filters"
      />
    </ReportFrame>
  );
}
