import { istDate } from '../../components/format';

/** Dashboard state in the URL: the date range (default the last 5 days) and the lists' tabs and pages. */
export const DASHBOARD_DEFAULTS = {
  start: istDate(-5),
  end: istDate(0),
  today: 0,
  todayPage: 1,
  zeroPage: 1,
  nonPage: 1,
};

export type DashboardQuery = typeof DASHBOARD_DEFAULTS;

export const DASHBOARD_ALLOWED = { today: [0, 1] };
