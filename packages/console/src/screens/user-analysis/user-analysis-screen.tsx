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
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import {
  USER_ANALYSIS_ALLOWED,
  USER_ANALYSIS_COLUMNS,
  USER_ANALYSIS_TYPES,
  USER_ORDER_KEYS,
  type UserAnalysisRow,
  type UserAnalysisType,
  userAnalysisDefaults,
} from './user-analysis-query';

/** Players ranked by P/L (top gainers, top losers, top bidders, most active); a row opens the wallet. */
export default function UserAnalysisScreen(_: ScreenProps) {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => userAnalysisDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, USER_ANALYSIS_ALLOWED);
  const input = {
    type: query.type,
    startDate: query.start,
    endDate: query.end,
    orderBy: query.orderBy,
    ...(query.order ? { order: query.order } : {}),
  };
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(() => client.analysis.user({ ...input, currentPage: query.page }), JSON.stringify(query));
  const fileName = `user-analysis-${query.type}-${query.start}-${query.end}.csv`;
  // Absent order is the type's natural direction (ascending for top gainers); the URL keeps only a change.
  const natural = query.type === 'top-gainers' ? 'asc' : 'desc';
  const shownOrder = query.order || natural;

  return (
    <ReportFrame source={SOURCES.bids} busy={busy}>
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={(range) => setQuery({ ...range, page: 1 })} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async () => {
            const text = await client.analysis.userExport(input);
            return serverCsv(fileName, text);
          }}
        />
      </div>
      <label className="report-filter">
        Type
        <select
          value={query.type}
          onChange={(event) =>
            setQuery({ type: event.currentTarget.value as UserAnalysisType, order: '', page: 1 })
          }
        >
          {Object.entries(USER_ANALYSIS_TYPES).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <TotalsLine
        items={[
          { label: 'Players', value: report?.totals.players, kind: 'count' },
          { label: 'Bids', value: report?.totals.bidCount, kind: 'count' },
          { label: 'Bid', value: report?.totals.totalBid },
          { label: 'Win', value: report?.totals.totalWin },
          { label: 'P/L (house)', value: report?.totals.bidPnl },
        ]}
      />
      <DataGrid<UserAnalysisRow>
        label={USER_ANALYSIS_TYPES[query.type]}
        rows={report?.rows}
        columns={USER_ANALYSIS_COLUMNS}
        rowId={(row) => String(row.userId)}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => setQuery({ page })}
        sort={{ orderBy: query.orderBy, order: shownOrder }}
        onSortChange={(sort) =>
          setQuery({
            orderBy: USER_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
            order: sort?.order && sort.order !== natural ? sort.order : '',
            page: 1,
          })
        }
        onRowOpen={(row) => navigate(playerWalletUrl(row.userId))}
        rowLabel={(row) => row.fullName}
        totals={report ? { fullName: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName={fileName}
        emptyText="No players of this type in this range"
      />
    </ReportFrame>
  );
}
