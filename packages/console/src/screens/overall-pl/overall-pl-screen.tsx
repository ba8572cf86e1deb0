import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { playerWalletUrl } from '../../app/links';
import { useServices } from '../../app/services';
import { Chart } from '../../components/chart/chart';
import { DataGrid } from '../../components/data-grid/data-grid';
import { istDate } from '../../components/format';
import { serverCsv } from '../../components/report/csv';
import { ExportButton } from '../../components/report/export-button';
import { ReportFrame, SOURCES } from '../../components/report/report-frame';
import { ReportRange } from '../../components/report/report-range';
import { TotalsLine } from '../../components/report/totals-line';
import { useReportData } from '../../components/report/use-report-data';
import { SearchBox } from '../../components/search-box';
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import {
  PL_ALLOWED,
  PL_COLUMNS,
  PL_ORDER_KEYS,
  type ProfitLossRow,
  plDefaults,
  plInput,
} from './overall-pl-query';

const P_L_PER_DAY = [{ yKey: 'pnl', yName: 'P/L (house)', type: 'bar' as const }];

/** Overall profit/loss per player over a range (15 days back, 15 per page), with P/L per day. */
export default function OverallPlScreen(_: ScreenProps) {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => plDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, PL_ALLOWED);
  const input = plInput(query);
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () => client.reports.overallProfitLoss({ ...input, currentPage: query.page, perPage: query.perPage }),
    JSON.stringify(query),
  );
  const fileName = `overall-pl-${query.start}-${query.end}.csv`;

  return (
    <ReportFrame source={SOURCES.bids} busy={busy}>
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={(range) => setQuery({ ...range, page: 1 })} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async () => {
            const text = await client.reports.overallProfitLossExport(input);
            return serverCsv(fileName, text);
          }}
        />
      </div>
      <SearchBox
        label="Search players"
        placeholder="Name or phone"
        value={query.search}
        onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
      />
      <TotalsLine
        items={[
          { label: 'Players', value: report?.pagination.totalCount, kind: 'count' },
          { label: 'Bid', value: report?.totals.totalBid },
          { label: 'Win', value: report?.totals.totalWin },
          { label: 'P/L (house)', value: report?.totals.pnl },
        ]}
      />
      <Chart title="P/L per day" data={report?.byDate} series={P_L_PER_DAY} money />
      <DataGrid<ProfitLossRow>
        label="Profit and loss per player"
        rows={report?.rows}
        columns={PL_COLUMNS}
        rowId={(row) => String(row.userId)}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => setQuery({ page })}
        sort={{ orderBy: query.orderBy, order: query.order }}
        onSortChange={(sort) =>
          setQuery({
            orderBy: PL_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
            order: sort?.order ?? defaults.order,
            page: 1,
          })
        }
        onRowOpen={(row) => navigate(playerWalletUrl(row.userId))}
        rowLabel={(row) => row.fullName}
        totals={report ? { fullName: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName={fileName}
        emptyText="No bids in this range"
      />
    </ReportFrame>
  );
}
