import type { Crumb } from '../../components/report/breadcrumb';
import { lastFifteenDays, reportHref } from '../../components/report/report-parts';

export const ADMIN_REPORT_PATH = '/reports/admin-report';

/** The levels: overall, by date, by admin, and one admin's transactions. */
export const ADMIN_VIEWS = ['overall', 'by-date', 'by-admin', 'transactions'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

/** The report's state in the URL: level, range (15 days back), tran_type, created_by and the page. */
export const adminDefaults = (today: string) => ({
  ...lastFifteenDays(today),
  level: 'overall' as AdminView,
  tranType: '' as '' | 'credit' | 'debit',
  /** employee_id of the staff member who made the adjustments. */
  createdBy: '',
});

export type AdminQuery = ReturnType<typeof adminDefaults>;

export const ADMIN_ALLOWED = { level: ADMIN_VIEWS, tranType: ['', 'credit', 'debit'] as const };

export const adminHref = (query: AdminQuery, defaults: AdminQuery, patch: Partial<AdminQuery>) =>
  reportHref(ADMIN_REPORT_PATH, query, defaults, patch);

/** Breadcrumb: Overall, then the level; an admin's transactions sit under By admin. */
export function adminCrumbs(query: AdminQuery, defaults: AdminQuery, adminName?: string): Crumb[] {
  const overall = { label: 'Overall', href: adminHref(query, defaults, { level: 'overall', createdBy: '' }) };
  if (query.level === 'by-date') return [overall, { label: 'By date' }];
  if (query.level === 'by-admin') return [overall, { label: 'By admin' }];
  if (query.level === 'transactions')
    return [
      overall,
      { label: 'By admin', href: adminHref(query, defaults, { level: 'by-admin', createdBy: '' }) },
      { label: adminName ? `Transactions of ${adminName}` : 'Transactions' },
    ];
  return [{ label: 'Overall' }];
}

/** The SDK input of the current filters. */
export function adminInput(query: AdminQuery) {
  return {
    startDate: query.start,
    endDate: query.end,
    ...(query.tranType ? { tranType: query.tranType } : {}),
    ...(query.createdBy ? { createdBy: Number(query.createdBy) } : {}),
  };
}
