import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { playerWalletUrl } from '../../app/links';
import { useServices } from '../../app/services';
import { istDate } from '../../components/format';
import { Breadcrumb } from '../../components/report/breadcrumb';
import { toCsv } from '../../components/report/csv';
import { ExportButton } from '../../components/report/export-button';
import { collectPages } from '../../components/report/paged-export';
import { ReportRange } from '../../components/report/report-range';
import { useRemote } from '../../components/use-remote';
import { useUrlQuery } from '../../components/use-url-query';
import type { ScreenProps } from '../screen-types';
import { TRANSACTION_CSV } from './admin-columns';
import { FundByAdmin, FundByDate, FundOverall, FundTransactions, type LevelProps } from './admin-levels';
import {
  ADMIN_ALLOWED,
  type AdminQuery,
  adminCrumbs,
  adminDefaults,
  adminHref,
  adminInput,
} from './admin-report-query';

const LEVELS = {
  overall: FundOverall,
  'by-date': FundByDate,
  'by-admin': FundByAdmin,
  transactions: FundTransactions,
};
const VIEWS = [
  ['overall', 'Overall'],
  ['by-date', 'By date'],
  ['by-admin', 'By admin'],
] as const;

/** Admin fund report: credits and debits made by staff; overall, by date, by admin, an admin's entries. */
export default function AdminReportScreen(_: ScreenProps) {
  const { client } = useServices();
  const [, navigate] = useLocation();
  const today = istDate(0);
  const defaults = useMemo(() => adminDefaults(today), [today]);
  const [query, setQuery] = useUrlQuery(defaults, ADMIN_ALLOWED);
  const admins = useRemote(() => client.reports.admins(), 'admins').state.value?.rows ?? [];
  const adminName = admins.find((a) => String(a.employeeId) === query.createdBy)?.username;
  const fileName = `admin-fund-${query.start}-${query.end}.csv`;

  const open: LevelProps['open'] = (patch) => {
    if ('wallet' in patch) navigate(playerWalletUrl(patch.wallet));
    else navigate(adminHref(query, defaults, patch));
  };
  const set = (patch: Partial<AdminQuery>) => setQuery({ ...patch, page: 1 });
  const header = (
    <>
      {query.view === 'transactions' ? (
        <Breadcrumb crumbs={adminCrumbs(query, defaults, adminName)} />
      ) : (
        <nav className="report-views" aria-label="Admin report views">
          {VIEWS.map(([view, label]) => (
            <Link
              key={view}
              href={adminHref(query, defaults, { view, createdBy: query.createdBy })}
              aria-current={query.view === view ? 'page' : undefined}
            >
              {label}
            </Link>
          ))}
        </nav>
      )}
      <div className="report-toolbar">
        <ReportRange range={query} today={today} onChange={set} />
        <ExportButton
          label={`Export CSV (${query.start} to ${query.end})`}
          run={async (onProgress, signal) => {
            const rows = await collectPages(
              (page) =>
                client.reports.adminFundTransactions({
                  ...adminInput(query),
                  currentPage: page,
                  perPage: 500,
                }),
              onProgress,
              signal,
            );
            return { fileName, text: toCsv(TRANSACTION_CSV, rows), rows: rows.length };
          }}
        />
      </div>
      <div className="report-filters">
        <label className="report-filter">
          Type
          <select
            value={query.tranType}
            onChange={(e) => set({ tranType: e.currentTarget.value as AdminQuery['tranType'] })}
          >
            <option value="">Credits and debits</option>
            <option value="credit">Credits</option>
            <option value="debit">Debits</option>
          </select>
        </label>
        <label className="report-filter">
          Made by
          <select value={query.createdBy} onChange={(e) => set({ createdBy: e.currentTarget.value })}>
            <option value="">Any staff member</option>
            {admins.map((a) => (
              <option key={a.employeeId} value={String(a.employeeId)}>
                {a.username}
              </option>
            ))}
          </select>
        </label>
      </div>
    </>
  );
  const Level = LEVELS[query.view];
  return <Level client={client} query={query} header={header} open={open} />;
}
