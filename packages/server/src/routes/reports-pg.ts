/** PG (payment-gateway) report: overall, by date, by date by gateway, transactions, CSV export. */
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import {
  type GatewayDay,
  type PgFilters,
  pgByDayAndGateway,
  pgByGateway,
  pgByGatewayAndType,
  pgTransactions,
  pgTransactionTotals,
} from '../db/pg-report.js';
import { instant, int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { num, text } from './request-values.js';

function filters(ctx: RequestContext, successOnly: boolean): PgFilters {
  const day = text(ctx.query.date);
  const range = day ? { start: day, end: day } : defaultRange(ctx.query, 15);
  return {
    ...range,
    gateway: text(ctx.query.payment_gateway),
    type: text(ctx.query.type),
    admin: num(ctx.query.admin),
    successOnly,
  };
}

function toTransaction(r: Record<string, unknown>) {
  return {
    tran_id: int(r.tran_id),
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    payment_gateway: String(r.payment_gateway),
    type: String(r.type),
    amount: paiseToRupees(r.amount_paise as string),
    status: String(r.status),
    reference: (r.reference as string | null) ?? null,
    created_at: instant(r.created_at),
  };
}

/** Sums groups in paise, then rupees for the wire. */
function pgTotals(groups: Array<Pick<GatewayDay, 'deposit' | 'withdrawal' | 'count'>>) {
  const sum = (key: 'deposit' | 'withdrawal' | 'count') => groups.reduce((n, g) => n + int(g[key]), 0);
  return {
    deposit: paiseToRupees(sum('deposit')),
    withdrawal: paiseToRupees(sum('withdrawal')),
    count: sum('count'),
  };
}

export const pgReportHandlers: HandlerTable = {
  'reports.pgOverall': async (ctx) => {
    const rows = await pgByGatewayAndType(ctx.db, filters(ctx, true));
    const sum = (type: string) => rows.filter((r) => r.type === type).reduce((n, r) => n + int(r.amount), 0);
    return {
      data: {
        rows: rows.map((r) => ({
          payment_gateway: r.payment_gateway,
          type: r.type,
          count: int(r.count),
          amount: paiseToRupees(int(r.amount)),
        })),
        totals: { deposit: paiseToRupees(sum('DEPOSIT')), withdrawal: paiseToRupees(sum('WITHDRAWAL')) },
      },
    };
  },

  'reports.pgByDate': async (ctx) => {
    const rows = await pgByDayAndGateway(ctx.db, filters(ctx, true));
    // Each day's row is the sum of its gateways; the totals are the sum of the days.
    const days = new Map<string, GatewayDay[]>();
    for (const r of rows) days.set(r.date, [...(days.get(r.date) ?? []), r]);
    return {
      data: {
        rows: [...days].map(([date, gateways]) => ({
          date,
          ...pgTotals(gateways),
          by_gateway: gateways.map((g) => ({ payment_gateway: g.payment_gateway, ...pgTotals([g]) })),
        })),
        totals: pgTotals(rows),
      },
    };
  },

  'reports.pgByDateByGateway': async (ctx) => {
    const rows = await pgByGateway(ctx.db, filters(ctx, true));
    return {
      data: {
        rows: rows.map((r) => ({
          payment_gateway: r.payment_gateway,
          count: int(r.count),
          amount: paiseToRupees(int(r.deposit) + int(r.withdrawal)),
          deposit: paiseToRupees(int(r.deposit)),
          withdrawal: paiseToRupees(int(r.withdrawal)),
        })),
        totals: pgTotals(rows),
      },
    };
  },

  'reports.pgTransactions': async (ctx) => {
    const f = filters(ctx, false);
    const page = pageRequest(ctx.query);
    const count = await pgTransactionTotals(ctx.db, f);
    const rows = await pgTransactions(ctx.db, f, page);
    return {
      data: {
        rows: rows.map(toTransaction),
        pagination: pagination(page, int(count?.n)),
        totals: pgTotals(count ? [count] : []),
      },
    };
  },

  'reports.pgExport': async (ctx) => {
    const f = filters(ctx, false);
    const rows = await pgTransactions(ctx.db, f);
    const transactions = rows.map(toTransaction);
    type Transaction = (typeof transactions)[number];
    return csvReply<Transaction>(
      'pg-report',
      f,
      [
        ['tran_id', (t) => t.tran_id],
        ['user_id', (t) => t.user_id],
        ['full_name', (t) => t.full_name],
        ['payment_gateway', (t) => t.payment_gateway],
        ['type', (t) => t.type],
        ['amount', (t) => t.amount.toFixed(2)],
        ['status', (t) => t.status],
        ['reference', (t) => t.reference],
        ['created_at', (t) => t.created_at],
      ],
      transactions,
    );
  },
};
