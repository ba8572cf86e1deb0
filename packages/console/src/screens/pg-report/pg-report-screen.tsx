import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { playerWalletUrl } from '../../app/links';
import { useServices } from '../../app/services';
import { istDate } from '../../components/format';
import { Breadcrumb } from '../../components/report/breadcrumb';
import { serverCsv } from '../../components/report/csv';
import { ExportButton } from '../../components/report/export-button';
import { ReportRange } from '../../components/report/report-range';
import { useRemote } from '../../components/use-remote';
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import { PgFilters } from './pg-filters';
import { type LevelProps, PgByDate, PgByGateway, PgOverall, PgTransactions } from './pg-levels';
import { PG_ALLOWED, type PgQuery, pgCrumbs, pgDefaults, pgHref, pgInput } from './pg-report-query';

const LEVELS = {
  overall: PgOverall,
  'by-date': PgByDate,
  'by-gateway': PgByGateway,
  transactions: PgTransactions,
};

/** PG report: overall -> by date -> one day by gateway -> transactions, each level a URL. */
export default function PgReportScreen(_: ScreenProps) {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => pgDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, PG_ALLOWED);
  // The gateways of the range, for the gateway filter.
  const gateways = useRemote(
    () => client.reports.pgOverall({ startDate: query.start, endDate: query.end }),
    `${query.start}${query.end}`,
  ).state.value?.rows.map((r) => r.paymentGateway);
  const admins = useRemote(
    () => (query.view === 'transactions' ? client.reports.admins() : Promise.resolve(undefined)),
    query.view,
  ).state.value?.rows;
  const day = query.date ? { start: query.date, end: query.date } : query;
  const fileName = `pg-report-${day.start}-${day.end}.csv`;

  const open: LevelProps['open'] = (patch) => {
    if ('wallet' in patch) navigate(playerWalletUrl(patch.wallet));
    else navigate(pgHref(query, defaults, patch));
  };
  const header = (
    <>
      <Breadcrumb crumbs={pgCrumbs(query, defaults)} />
      <div className="report-toolbar">
        {query.date ? (
          <p className="report-day">Business day {query.date}</p>
        ) : (
          <ReportRange range={query} today={today} onChange={(range) => setQuery({ ...range, page: 1 })} />
        )}
        <ExportButton
          label={`Export CSV (${day.start} to ${day.end})`}
          run={async () => {
            const text = await client.reports.pgExport(pgInput(query));
            return serverCsv(fileName, text);
          }}
        />
      </div>
      <PgFilters
        query={query}
        gateways={[...new Set(gateways ?? [])]}
        admins={query.view === 'transactions' ? (admins ?? []) : undefined}
        onChange={(patch: Partial<PgQuery>) => setQuery({ ...patch, page: 1 })}
      />
    </>
  );
  const Level = LEVELS[query.view];
  return <Level client={client} query={query} header={header} open={open} />;
}
