import type { BackofficeClient } from '@backoffice/sdk';
import type { ReactNode } from 'react';
import { Chart } from '../../components/chart/chart';
import { DataGrid } from '../../components/data-grid/data-grid';
import { ReportFrame, SOURCES } from '../../components/report/report-frame';
import { TotalsLine } from '../../components/report/totals-line';
import { useReportData } from '../../components/report/use-report-data';
import {
  ADMIN_COLUMNS,
  CREDITS_DEBITS,
  DAY_COLUMNS,
  type FundAdminRow,
  type FundDayRow,
  type FundOverallRow,
  type FundTransaction,
  OVERALL_COLUMNS,
  TRANSACTION_COLUMNS,
} from './admin-columns';
import { type AdminQuery, adminInput } from './admin-report-query';

export interface LevelProps {
  client: BackofficeClient;
  query: AdminQuery;
  header: ReactNode;
  open: (patch: Partial<AdminQuery> | { wallet: number }) => void;
}

type Totals = { credit: number; debit: number; count: number } | undefined;

function Totals({ totals }: { totals: Totals }) {
  return (
    <TotalsLine
      items={[
        { label: 'Adjustments', value: totals?.count, kind: 'count' },
        { label: 'Credits', value: totals?.credit },
        { label: 'Debits', value: totals?.debit },
      ]}
    />
  );
}

const key = (q: AdminQuery) => `${q.start}${q.end}${q.tranType}${q.createdBy}`;

/** Credits and debits per admin: the report's chart (overall and by admin). */
function useByAdmin(client: BackofficeClient, q: AdminQuery) {
  return useReportData(() => client.reports.adminFundByAdmin(adminInput(q)), `admins${key(q)}`);
}

function AdminsChart({ rows }: { rows: readonly FundAdminRow[] | undefined }) {
  return (
    <Chart title="Credits and debits per admin" data={rows} xKey="username" series={CREDITS_DEBITS} money />
  );
}

export function FundOverall({ client, query, header, open }: LevelProps) {
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(() => client.reports.adminFundOverall(adminInput(query)), key(query));
  const admins = useByAdmin(client, query).value;
  return (
    <ReportFrame source={SOURCES.ledger} busy={busy}>
      {header}
      <Totals totals={report?.totals} />
      <AdminsChart rows={admins?.rows} />
      <DataGrid<FundOverallRow>
        label="Admin fund report overall"
        rows={report?.rows}
        columns={OVERALL_COLUMNS}
        rowId={(row) => row.tranType}
        status={status}
        error={error}
        onRetry={reload}
        onRowOpen={(row) => open({ view: 'by-admin', tranType: row.tranType })}
        rowLabel={(row) => row.tranType}
        noPageExport
        exportName="admin-fund-overall"
        emptyText="No admin adjustments in this range"
      />
    </ReportFrame>
  );
}

export function FundByDate({ client, query, header }: LevelProps) {
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(() => client.reports.adminFundByDate(adminInput(query)), `d${key(query)}`);
  return (
    <ReportFrame source={SOURCES.ledger} busy={busy}>
      {header}
      <Totals totals={report?.totals} />
      <DataGrid<FundDayRow>
        label="Admin fund report by date"
        rows={report?.rows}
        columns={DAY_COLUMNS}
        rowId={(row) => row.date}
        status={status}
        error={error}
        onRetry={reload}
        totals={report ? { date: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName="admin-fund-by-date"
        emptyText="No admin adjustments in this range"
      />
    </ReportFrame>
  );
}

export function FundByAdmin({ client, query, header, open }: LevelProps) {
  const { value: report, status, error, busy, reload } = useByAdmin(client, query);
  return (
    <ReportFrame source={SOURCES.ledger} busy={busy}>
      {header}
      <Totals totals={report?.totals} />
      <AdminsChart rows={report?.rows} />
      <DataGrid<FundAdminRow>
        label="Admin fund report by admin"
        rows={report?.rows}
        columns={ADMIN_COLUMNS}
        rowId={(row) => String(row.employeeId)}
        status={status}
        error={error}
        onRetry={reload}
        onRowOpen={(row) => open({ view: 'transactions', createdBy: String(row.employeeId) })}
        rowLabel={(row) => row.username}
        totals={report ? { username: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName="admin-fund-by-admin"
        emptyText="No admin adjustments in this range"
      />
    </ReportFrame>
  );
}

export function FundTransactions({ client, query, header, open }: LevelProps) {
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () => client.reports.adminFundTransactions({ ...adminInput(query), currentPage: query.page }),
    `t${key(query)}${query.page}`,
  );
  return (
    <ReportFrame source={SOURCES.ledger} busy={busy}>
      {header}
      <Totals totals={report?.totals} />
      <DataGrid<FundTransaction>
        label="Admin fund transactions"
        rows={report?.rows}
        columns={TRANSACTION_COLUMNS}
        rowId={(row) => String(row.entryId)}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => open({ page })}
        onRowOpen={(row) => open({ wallet: row.userId })}
        rowLabel={(row) => `${row.tranType} ${row.entryId} of ${row.fullName}`}
        noPageExport
        exportName="admin-fund-transactions"
        emptyText="No adjustments for these filters"
      />
    </ReportFrame>
  );
}
