import type { Crumb } from '../../components/report/breadcrumb';
import { shiftDate } from '../../components/report/quick-ranges';
import { reportHref } from '../../components/report/report-parts';

export const PG_REPORT_PATH = '/reports/pg-report';

/** The drill-down levels: overall -> by date -> one day by gateway -> that day's transactions. */
export const PG_VIEWS = ['overall', 'by-date', 'by-gateway', 'transactions'] as const;
export type PgView = (typeof PG_VIEWS)[number];

/** The report's state in the URL: the level, the range (15 days back), the filters and the page. */
export function pgDefaults(today: string) {
  return {
    level: 'overall' as PgView,
    start: shiftDate(today, -15),
    end: today,
    /** The business day of the by-gateway and transactions levels. */
    date: '',
    gateway: '',
    /** employee_id of the staff member who sent withdrawals to the gateway. */
    admin: '',
    type: '' as '' | 'DEPOSIT' | 'WITHDRAWAL',
    page: 1,
  };
}

export type PgQuery = ReturnType<typeof pgDefaults>;

export const PG_ALLOWED = { level: PG_VIEWS, type: ['', 'DEPOSIT', 'WITHDRAWAL'] as const };

/** The URL of a level: the current filters with `patch` applied (page back to 1 unless given). */
export function pgHref(query: PgQuery, defaults: PgQuery, patch: Partial<PgQuery>): string {
  return reportHref(PG_REPORT_PATH, query, defaults, patch);
}

/** Breadcrumb of the current level; each earlier level links back with the same filters. */
export function pgCrumbs(query: PgQuery, defaults: PgQuery): Crumb[] {
  const level = PG_VIEWS.indexOf(query.level);
  // Back to Overall drops what the drill picked (day, gateway, type); back to By date keeps the filters.
  const crumbs: Crumb[] = [
    {
      label: 'Overall',
      href: pgHref(query, defaults, { level: 'overall', date: '', gateway: '', type: '' }),
    },
  ];
  if (level >= 1)
    crumbs.push({ label: 'By date', href: pgHref(query, defaults, { level: 'by-date', date: '' }) });
  if (level >= 2)
    crumbs.push({ label: query.date, href: pgHref(query, defaults, { level: 'by-gateway', gateway: '' }) });
  if (level >= 3) crumbs.push({ label: query.gateway ? `${query.gateway} transactions` : 'Transactions' });
  return crumbs;
}

/** The SDK input of the current filters (a level's date overrides the range, as the contract says). */
export function pgInput(query: PgQuery) {
  return {
    startDate: query.start,
    endDate: query.end,
    ...(query.date ? { date: query.date } : {}),
    ...(query.gateway ? { paymentGateway: query.gateway } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.admin ? { admin: Number(query.admin) } : {}),
  };
}
