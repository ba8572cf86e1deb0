/** Dashboard counts and graphs for a business-date range (IST days, inclusive). */
import type { DateRange } from '../db/daily-series.js';
import {
  activeVsBiddingGraph,
  bidVsWinGraph,
  dashboardCounts,
  depositVsWithdrawGraph,
  otpGraph,
  overviewGraph,
  registrationGraph,
  walletGraph,
} from '../db/dashboard.js';
import type { Queryable } from '../db/db.js';
import { badRequest, type HandlerTable, type RequestContext } from '../http/handler.js';
import { text } from './request-values.js';

/** The longest range a graph draws: a year and a day (one point per day). */
export const MAX_RANGE_DAYS = 367;

export function dateRange(source: Record<string, unknown>): DateRange {
  const start = text(source.start_date) ?? '';
  const end = text(source.end_date) ?? '';
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
  if (Number.isNaN(days)) throw badRequest('start_date and end_date must be valid dates (YYYY-MM-DD)');
  if (days < 0) throw badRequest('end_date must not be before start_date');
  if (days >= MAX_RANGE_DAYS) throw badRequest(`The date range may span at most ${MAX_RANGE_DAYS} days`);
  return { start, end };
}

const graph =
  (build: (db: Queryable, range: DateRange) => Promise<unknown[]>) => async (ctx: RequestContext) => ({
    data: { series: await build(ctx.db, dateRange(ctx.query)) },
  });

export const dashboardHandlers: HandlerTable = {
  'dashboard.counts': async (ctx) => ({
    data: await dashboardCounts(ctx.db, dateRange((ctx.body ?? {}) as Record<string, unknown>)),
  }),
  'dashboard.registrationGraph': graph(registrationGraph),
  'dashboard.otpGraph': graph(otpGraph),
  'dashboard.graphs': graph(overviewGraph),
  'dashboard.activeVsBiddingGraph': graph(activeVsBiddingGraph),
  'dashboard.bidVsWinGraph': graph(bidVsWinGraph),
  'dashboard.depositVsWithdrawGraph': graph(depositVsWithdrawGraph),
  'dashboard.walletGraph': graph(walletGraph),
};
