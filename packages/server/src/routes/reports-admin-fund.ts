/** Admin fund report: the ADMIN_CREDIT and ADMIN_DEBIT ledger entries, overall, by day, by staff, listed. */
import { paiseToRupees } from '../db/money.js';
import { Conditions } from '../db/page-query.js';
import { pageRequest, pageSlice, pagination } from '../db/paging.js';
import { istDateSql, istDaysSql } from '../db/report-range.js';
import { instant, int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { num, text } from './request-values.js';

/** Over ledger entries `l`: admin adjustments in the range, of the type and by the staff member asked. */
function adminFundConditions(ctx: RequestContext): Conditions {
  const { start, end } = defaultRange(ctx.query, 15);
  const type = text(ctx.query.tran_type);
  const where = new Conditions();
  where.add(
    type === 'credit'
      ? "l.trans_type = 'ADMIN_CREDIT'"
      : type === 'debit'
        ? "l.trans_type = 'ADMIN_DEBIT'"
        : "l.trans_type IN ('ADMIN_CREDIT', 'ADMIN_DEBIT')",
  );
  where.raw((params) => {
    params.push(start, end);
    return istDaysSql('l.created_at', `$${params.length - 1}`, `$${params.length}`);
  });
  where.add('l.created_by = ?', num(ctx.query.created_by));
  return where;
}

const CREDIT = "coalesce(sum(l.amount_paise) FILTER (WHERE l.trans_type = 'ADMIN_CREDIT'), 0)";
const DEBIT = "coalesce(-sum(l.amount_paise) FILTER (WHERE l.trans_type = 'ADMIN_DEBIT'), 0)";
const tranType = (t: string) => (t === 'ADMIN_CREDIT' ? 'credit' : 'debit');

/** Credits, debits (positive paise) and counts of groups of entries, summed, in rupees for the wire. */
function fundTotals(groups: Array<{ credit: unknown; debit: unknown; count: unknown }>) {
  const sum = (key: 'credit' | 'debit' | 'count') => groups.reduce((n, g) => n + int(g[key]), 0);
  return { credit: paiseToRupees(sum('credit')), debit: paiseToRupees(sum('debit')), count: sum('count') };
}

export const adminFundReportHandlers: HandlerTable = {
  'reports.adminFundOverall': async (ctx) => {
    const where = adminFundConditions(ctx);
    const rows = await ctx.db.query<{ trans_type: string; count: unknown; amount: unknown }>(
      `SELECT l.trans_type, count(*) AS count, abs(sum(l.amount_paise)) AS amount
         FROM ledger_entries l WHERE ${where.where} GROUP BY l.trans_type ORDER BY l.trans_type`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          tran_type: tranType(r.trans_type),
          count: int(r.count),
          amount: paiseToRupees(int(r.amount)),
        })),
        totals: fundTotals(
          rows.map((r) => ({
            credit: r.trans_type === 'ADMIN_CREDIT' ? r.amount : 0,
            debit: r.trans_type === 'ADMIN_CREDIT' ? 0 : r.amount,
            count: r.count,
          })),
        ),
      },
    };
  },

  'reports.adminFundByDate': async (ctx) => {
    const where = adminFundConditions(ctx);
    const rows = await ctx.db.query<{ date: string; credit: unknown; debit: unknown; count: unknown }>(
      `SELECT ${istDateSql('l.created_at')} AS date, ${CREDIT} AS credit, ${DEBIT} AS debit, count(*) AS count
         FROM ledger_entries l WHERE ${where.where} GROUP BY 1 ORDER BY 1 DESC`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          date: r.date,
          credit: paiseToRupees(int(r.credit)),
          debit: paiseToRupees(int(r.debit)),
          count: int(r.count),
        })),
        totals: fundTotals(rows),
      },
    };
  },

  'reports.adminFundByAdmin': async (ctx) => {
    const where = adminFundConditions(ctx);
    const rows = await ctx.db.query<{
      employee_id: number;
      username: string;
      full_name: string;
      credit: unknown;
      debit: unknown;
      count: unknown;
    }>(
      `SELECT e.employee_id, e.username, e.full_name, ${CREDIT} AS credit, ${DEBIT} AS debit, count(*) AS count
         FROM ledger_entries l JOIN employees e ON e.employee_id = l.created_by
        WHERE ${where.where} GROUP BY e.employee_id ORDER BY e.username`,
      where.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          employee_id: r.employee_id,
          username: r.username,
          full_name: r.full_name,
          credit: paiseToRupees(int(r.credit)),
          debit: paiseToRupees(int(r.debit)),
          count: int(r.count),
        })),
        totals: fundTotals(rows),
      },
    };
  },

  'reports.adminFundTransactions': async (ctx) => {
    const where = adminFundConditions(ctx);
    const page = pageRequest(ctx.query);
    const [count] = await ctx.db.query<{ n: unknown; credit: unknown; debit: unknown }>(
      `SELECT count(*) AS n, ${CREDIT} AS credit, ${DEBIT} AS debit FROM ledger_entries l WHERE ${where.where}`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT l.entry_id, l.user_id, u.full_name, l.trans_type, l.amount_paise, l.note, coalesce(e.username, '') AS created_by,
              l.created_at
         FROM ledger_entries l JOIN players u ON u.user_id = l.user_id LEFT JOIN employees e ON e.employee_id = l.created_by
        WHERE ${where.where} ORDER BY l.created_at DESC, l.entry_id DESC ${slice.sql}`,
      slice.params,
    );
    return {
      data: {
        rows: rows.map((r) => ({
          entry_id: int(r.entry_id),
          user_id: int(r.user_id),
          full_name: String(r.full_name),
          tran_type: tranType(String(r.trans_type)),
          amount: paiseToRupees(Math.abs(int(r.amount_paise))),
          reason: (r.note as string | null) ?? null,
          created_by: String(r.created_by),
          created_at: instant(r.created_at),
        })),
        pagination: pagination(page, int(count?.n)),
        totals: fundTotals([{ credit: count?.credit, debit: count?.debit, count: count?.n }]),
      },
    };
  },

  'reports.admins': async (ctx) => {
    const rows = await ctx.db.query<{ employee_id: number; username: string; full_name: string }>(
      'SELECT employee_id, username, full_name FROM employees ORDER BY username',
    );
    return { data: { rows } };
  },
};
