/** Admin fund report: the ADMIN_CREDIT and ADMIN_DEBIT ledger entries, overall, by day, by staff, listed. */
import {
  type AdminFundFilters,
  adminFundByDay,
  adminFundByStaff,
  adminFundByType,
  adminFundEntries,
  allStaff,
} from '../db/admin-fund-report.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant, int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { num, text } from './request-values.js';

function adminFundFilters(ctx: RequestContext): AdminFundFilters {
  return {
    ...defaultRange(ctx.query, 15),
    type: text(ctx.query.tran_type),
    createdBy: num(ctx.query.created_by),
  };
}

const tranType = (t: string) => (t === 'ADMIN_CREDIT' ? 'credit' : 'debit');

/** Credits, debits (positive paise) and counts of groups of entries, summed, in rupees for the wire. */
function fundTotals(groups: Array<{ credit: unknown; debit: unknown; count: unknown }>) {
  const sum = (key: 'credit' | 'debit' | 'count') => groups.reduce((n, g) => n + int(g[key]), 0);
  return { credit: paiseToRupees(sum('credit')), debit: paiseToRupees(sum('debit')), count: sum('count') };
}

export const adminFundReportHandlers: HandlerTable = {
  'reports.adminFundOverall': async (ctx) => {
    const rows = await adminFundByType(ctx.db, adminFundFilters(ctx));
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
    const rows = await adminFundByDay(ctx.db, adminFundFilters(ctx));
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
    const rows = await adminFundByStaff(ctx.db, adminFundFilters(ctx));
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
    const page = pageRequest(ctx.query);
    const { count, rows } = await adminFundEntries(ctx.db, adminFundFilters(ctx), page);
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
    return { data: { rows: await allStaff(ctx.db) } };
  },
};
