import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { playerWalletUrl } from '../../app/links';
import { useServices } from '../../app/services';
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
  DEPOSIT_ALLOWED,
  DEPOSIT_COLUMNS,
  DEPOSIT_ORDER_KEYS,
  depositDefaults,
  type UserDepositRow,
} from './user-deposit-query';

/** User deposit report (overall): SUCCESS deposits per player over a range; a row opens the wallet. */
export default function UserDepositScreen(_: ScreenProps) {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => depositDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, DEPOSIT_ALLOWED);
  const input = {
    startDate: query.start,
    endDate: query.end,
    orderBy: query.orderBy,
    order: query.order,
    ...(query.search ? { search: query.search } : {}),
  };
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () => client.reports.userDeposit({ ...input, currentPage: query.page }),
    JSON.stringify(query),
  );
  const fileName = `user-deposit-${query.start}-${query.end}.csv`;

  return (
    <ReportFrame source={SOURCES.payments} busy={busy}>
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={(range) => setQuery({ ...range, page: 1 })} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async () => {
            const text = await client.reports.userDepositExport(input);
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
          { label: 'Players', value: report?.totals.users, kind: 'count' },
          { label: 'Deposits', value: report?.totals.depositCount, kind: 'count' },
          { label: 'Deposited', value: report?.totals.totalDeposit },
        ]}
      />
      <DataGrid<UserDepositRow>
        label="Deposits per player"
        rows={report?.rows}
        columns={DEPOSIT_COLUMNS}
        rowId={(row) => String(row.userId)}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => setQuery({ page })}
        sort={{ orderBy: query.orderBy, order: query.order }}
        onSortChange={(sort) =>
          setQuery({
            orderBy: DEPOSIT_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
            order: sort?.order ?? defaults.order,
            page: 1,
          })
        }
        onRowOpen={(row) => navigate(playerWalletUrl(row.userId))}
        rowLabel={(row) => row.fullName}
        totals={
          report
            ? {
                fullName: 'Totals',
                depositCount: report.totals.depositCount,
                totalDeposit: report.totals.totalDeposit,
              }
            : undefined
        }
        noPageExport
        exportName={fileName}
        emptyText="No deposits in this range"
      />
    </ReportFrame>
  );
}
