import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { playerWalletUrl } from '../../app/links';
import { useServices } from '../../app/services';
import { Chart } from '../../components/chart/chart';
import { DataGrid } from '../../components/data-grid/data-grid';
import { istDate } from '../../components/format';
import { Breadcrumb } from '../../components/report/breadcrumb';
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
  BID_WIN_PROFIT,
  PLAYER_COLUMNS,
  PROVIDER_COLUMNS,
  type SalesProviderRow,
  type SalesRow,
} from './sales-columns';
import {
  type GameFamily,
  SALES_ALLOWED,
  SALES_ORDER_KEYS,
  salesCrumbs,
  salesDefaults,
  salesHref,
  salesInput,
} from './sales-query';

const FAMILIES: readonly GameFamily[] = ['market', 'starline', 'jackpot'];

/** The family a registry row serves (its params, else the last segment of its path). */
function familyOf(screen: ScreenProps['screen']): GameFamily {
  const named = screen.params?.family ?? screen.path.split('/').pop();
  return FAMILIES.find((f) => f === named) ?? 'market';
}

/** Sales of one family: bid, win and profit per provider, then per player of a provider. */
export default function SalesReportScreen({ screen }: ScreenProps) {
  const family = familyOf(screen);
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => salesDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, SALES_ALLOWED);
  const input = salesInput(family, query);
  const perProvider = !query.provider;
  const {
    value: report,
    status,
    error,
    busy,
    reload,
  } = useReportData(
    () =>
      client.reports.sales({
        ...input,
        // The per-provider level reads by_provider and totals, which cover the whole filter: one row is enough.
        ...(perProvider
          ? { perPage: 1 }
          : {
              currentPage: query.page,
              perPage: 25,
              orderBy: query.orderBy,
              order: query.order,
            }),
      }),
    `${family}${JSON.stringify(query)}`,
  );
  const provider = report?.byProvider.find((p) => p.providerId === query.provider);
  const fileName = `${family}-sales-${query.start}-${query.end}${provider ? `-${provider.providerName}` : ''}.csv`;
  const totals = report?.totals;

  return (
    <ReportFrame source={SOURCES.bids} busy={busy}>
      <Breadcrumb crumbs={salesCrumbs(family, query, defaults, provider?.providerName)} />
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={(range) => setQuery({ ...range, page: 1 })} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async () => {
            const text = await client.reports.salesExport(input);
            return serverCsv(fileName, text);
          }}
        />
      </div>
      {perProvider ? (
        <SearchBox
          label="Provider name"
          placeholder="Provider name"
          value={query.providerName}
          onSearch={(providerName) => setQuery({ providerName, page: 1 }, { replace: true })}
        />
      ) : (
        <SearchBox
          label="Player name"
          placeholder="Player name or phone"
          value={query.playerName}
          onSearch={(playerName) => setQuery({ playerName, page: 1 }, { replace: true })}
        />
      )}
      <TotalsLine
        items={[
          { label: 'Bid', value: totals?.bid },
          { label: 'Win', value: totals?.win },
          { label: 'Profit', value: totals?.profit },
        ]}
      />
      {perProvider ? (
        <>
          <Chart
            title="Bid, win and profit per provider"
            data={report?.byProvider}
            xKey="providerName"
            series={BID_WIN_PROFIT}
            money
          />
          <DataGrid<SalesProviderRow>
            label="Sales per provider"
            rows={report?.byProvider}
            columns={PROVIDER_COLUMNS}
            rowId={(row) => String(row.providerId)}
            status={status}
            error={error}
            onRetry={reload}
            onRowOpen={(row) => navigate(salesHref(family, query, defaults, { provider: row.providerId }))}
            rowLabel={(row) => row.providerName}
            totals={totals ? { providerName: 'Totals', ...totals } : undefined}
            noPageExport
            exportName={fileName}
            emptyText="No bids in this range"
          />
        </>
      ) : (
        <DataGrid<SalesRow>
          label={`Sales per player of ${provider?.providerName ?? 'the provider'}`}
          rows={report?.rows}
          columns={PLAYER_COLUMNS}
          rowId={(row) => `${row.providerId}-${row.userId}`}
          status={status}
          error={error}
          onRetry={reload}
          pagination={report?.pagination}
          onPageChange={(page) => setQuery({ page })}
          sort={{ orderBy: query.orderBy, order: query.order }}
          onSortChange={(sort) =>
            setQuery({
              orderBy: SALES_ORDER_KEYS.find((key) => key === sort?.orderBy) ?? defaults.orderBy,
              order: sort?.order ?? defaults.order,
              page: 1,
            })
          }
          onRowOpen={(row) => navigate(playerWalletUrl(row.userId))}
          rowLabel={(row) => row.playerName}
          totals={totals ? { playerName: 'Totals', ...totals } : undefined}
          noPageExport
          exportName={fileName}
          emptyText="No bids of this provider in this range"
        />
      )}
    </ReportFrame>
  );
}
