import { useMemo } from 'react';
import { useServices } from '../../app/services';
import { Chart } from '../../components/chart/chart';
import { DataGrid } from '../../components/data-grid/data-grid';
import { istDate } from '../../components/format';
import { toCsv } from '../../components/report/csv';
import { ExportButton } from '../../components/report/export-button';
import { ReportFrame, SOURCES } from '../../components/report/report-frame';
import { ReportRange } from '../../components/report/report-range';
import { TotalsLine } from '../../components/report/totals-line';
import { useReportData } from '../../components/report/use-report-data';
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import {
  BANK_ALLOWED,
  BANK_COLUMNS,
  BANK_CSV,
  BANK_ORDER_KEYS,
  type BankRow,
  bankDefaults,
  WITHDRAWALS_PER_BANK,
} from './bank-analysis-query';

/** Withdrawal requests per bank (IFSC prefix) over a range, with every bank in the chart. */
export default function BankAnalysisScreen(_: ScreenProps) {
  const { client } = useServices();
  const today = istDate(0);
  const defaults = useMemo(() => bankDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, BANK_ALLOWED);
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () =>
      client.analysis.bank({
        startDate: query.start,
        endDate: query.end,
        currentPage: query.page,
        orderBy: query.orderBy,
        order: query.order,
      }),
    JSON.stringify(query),
  );
  const fileName = `bank-analysis-${query.start}-${query.end}.csv`;

  return (
    <ReportFrame source={SOURCES.payments} busy={busy}>
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={(range) => setQuery({ ...range, page: 1 })} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async () => {
            const all = report?.byBank ?? [];
            return { fileName, text: toCsv(BANK_CSV, all), rows: all.length };
          }}
        />
      </div>
      <TotalsLine
        items={[
          { label: 'Requests', value: report?.totals.requestCount, kind: 'count' },
          { label: 'Requested', value: report?.totals.totalAmount },
          { label: 'Paid (SUCCESS)', value: report?.totals.successAmount },
          { label: 'Failed or declined', value: report?.totals.failedCount, kind: 'count' },
        ]}
      />
      <Chart
        title="Withdrawals per bank"
        data={report?.byBank}
        xKey="ifscPrefix"
        series={WITHDRAWALS_PER_BANK}
        money
      />
      <DataGrid<BankRow>
        label="Withdrawals per bank"
        rows={report?.rows}
        columns={BANK_COLUMNS}
        rowId={(row) => row.ifscPrefix}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => setQuery({ page })}
        sort={{ orderBy: query.orderBy, order: query.order }}
        onSortChange={(sort) =>
          setQuery({
            orderBy: BANK_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
            order: sort?.order ?? defaults.order,
            page: 1,
          })
        }
        rowLabel={(row) => row.bankName}
        totals={report ? { bankName: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName={fileName}
        emptyText="No withdrawal requests in this range"
      />
    </ReportFrame>
  );
}
