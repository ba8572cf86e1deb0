import { useMemo } from 'react';
import { useLocation } from 'wouter';
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
  ANALYSIS_SERIES,
  GAME_ALLOWED,
  GAME_COLUMNS,
  GAME_CSV,
  GAME_ORDER_KEYS,
  type GameAnalysisRow,
  gameDefaults,
} from './game-analysis-query';

type Family = 'market' | 'starline' | 'jackpot';
const FAMILIES: readonly Family[] = ['market', 'starline', 'jackpot'];

/** The family a registry row serves: its params, else its path (/analysis/<family>-analysis). */
function familyOf(screen: ScreenProps['screen']): Family {
  const named = screen.params?.family ?? screen.path.split('/').pop()?.replace('-analysis', '');
  return FAMILIES.find((f) => f === named) ?? 'market';
}

/** Market, starline or jackpot analysis: bid, win and profit per provider; a provider opens its sales. */
export default function GameAnalysisScreen({ screen }: ScreenProps) {
  const family = familyOf(screen);
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => gameDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, GAME_ALLOWED);
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () =>
      client.analysis.game({
        type: family,
        startDate: query.start,
        endDate: query.end,
        currentPage: query.page,
        orderBy: query.orderBy,
        order: query.order,
      }),
    `${family}${JSON.stringify(query)}`,
  );
  const fileName = `${family}-analysis-${query.start}-${query.end}.csv`;
  const range = `start=${query.start}&end=${query.end}`;

  return (
    <ReportFrame source={SOURCES.bids} busy={busy}>
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={(next) => setQuery({ ...next, page: 1 })} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async () => {
            const all = report?.byProvider ?? [];
            return { fileName, text: toCsv(GAME_CSV, all), rows: all.length };
          }}
        />
      </div>
      <TotalsLine
        items={[
          { label: 'Players', value: report?.totals.players, kind: 'count' },
          { label: 'Bids', value: report?.totals.bidCount, kind: 'count' },
          { label: 'Bid', value: report?.totals.totalBid },
          { label: 'Win', value: report?.totals.totalWin },
          { label: 'Profit', value: report?.totals.bidPnl },
        ]}
      />
      <Chart
        title="Bid, win and profit per provider"
        data={report?.byProvider}
        xKey="providerName"
        series={ANALYSIS_SERIES}
        money
      />
      <DataGrid<GameAnalysisRow>
        label="Analysis per provider"
        rows={report?.rows}
        columns={GAME_COLUMNS}
        rowId={(row) => String(row.providerId)}
        status={status}
        error={error}
        onRetry={reload}
        pagination={report?.pagination}
        onPageChange={(page) => setQuery({ page })}
        sort={{ orderBy: query.orderBy, order: query.order }}
        onSortChange={(sort) =>
          setQuery({
            orderBy: GAME_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
            order: sort?.order ?? defaults.order,
            page: 1,
          })
        }
        onRowOpen={(row) => navigate(`/sales-report/${family}?${range}&provider=${row.providerId}`)}
        rowLabel={(row) => row.providerName}
        totals={report ? { providerName: 'Totals', ...report.totals } : undefined}
        noPageExport
        exportName={fileName}
        emptyText="No bids in this range"
      />
    </ReportFrame>
  );
}
