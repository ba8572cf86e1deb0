/** The admin fund report's SQL: ADMIN_CREDIT and ADMIN_DEBIT ledger entries, overall, by day, by staff, listed. */
import type { Queryable } from './db.js';
import { Conditions } from './page-query.js';
import { type PageRequest, pageSlice } from './paging.js';
import { istDateSql, istDaysSql } from './report-range.js';

export interface AdminFundFilters {
  start: string;
  end: string;
  /** 'credit', 'debit', or both when absent. */
  type: string | undefined;
  createdBy: number | undefined;
}

/** Over ledger entries `l`: admin adjustments in the range, of the type and by the staff member asked. */
function adminFundConditions(f: AdminFundFilters): Conditions {
  const where = new Conditions();
  where.add(
    f.type === 'credit'
      ? "l.trans_type = 'ADMIN_CREDIT'"
      : f.type === 'debit'
        ? "l.trans_type = 'ADMIN_DEBIT'"
        : "l.trans_type IN ('ADMIN_CREDIT', 'ADMIN_DEBIT')",
  );
  where.raw((params) => {
    params.push(f.start, f.end);
    return istDaysSql('l.created_at', `$${params.length - 1}`, `$${params.length}`);
  });
  where.add('l.created_by = ?', f.createdBy);
  return where;
}

const CREDIT = "coalesce(sum(l.amount_paise) FILTER (WHERE l.trans_type = 'ADMIN_CREDIT'), 0)";
const DEBIT = "coalesce(-sum(l.amount_paise) FILTER (WHERE l.trans_type = 'ADMIN_DEBIT'), 0)";

export function adminFundByType(
  db: Queryable,
  f: AdminFundFilters,
): Promise<{ trans_type: string; count: unknown; amount: unknown }[]> {
  const where = adminFundConditions(f);
  return db.query<{ trans_type: string; count: unknown; amount: unknown }>(
    `SELECT l.trans_type, count(*) AS count, abs(sum(l.amount_paise)) AS amount
       FROM ledger_entries l WHERE ${where.where} GROUP BY l.trans_type ORDER BY l.trans_type`,
    where.params,
  );
}

export function adminFundByDay(
  db: Queryable,
  f: AdminFundFilters,
): Promise<{ date: string; credit: unknown; debit: unknown; count: unknown }[]> {
  const where = adminFundConditions(f);
  return db.query<{ date: string; credit: unknown; debit: unknown; count: unknown }>(
    `SELECT ${istDateSql('l.created_at')} AS date, ${CREDIT} AS credit, ${DEBIT} AS debit, count(*) AS count
       FROM ledger_entries l WHERE ${where.where} GROUP BY 1 ORDER BY 1 DESC`,
    where.params,
  );
}

export function adminFundByStaff(
  db: Queryable,
  f: AdminFundFilters,
): Promise<
  {
    employee_id: number;
    username: string;
    full_name: string;
    credit: unknown;
    debit: unknown;
    count: unknown;
  }[]
> {
  const where = adminFundConditions(f);
  return db.query<{
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
}

/** The entries' count and credits and debits (positive paise), and one page of them, the latest first. */
export async function adminFundEntries(
  db: Queryable,
  f: AdminFundFilters,
  page: PageRequest,
): Promise<{
  count: { n: unknown; credit: unknown; debit: unknown } | undefined;
  rows: Record<string, unknown>[];
}> {
  const where = adminFundConditions(f);
  const [count] = await db.query<{ n: unknown; credit: unknown; debit: unknown }>(
    `SELECT count(*) AS n, ${CREDIT} AS credit, ${DEBIT} AS debit FROM ledger_entries l WHERE ${where.where}`,
    where.params,
  );
  const slice = pageSlice(where.params, page);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT l.entry_id, l.user_id, u.full_name, l.trans_type, l.amount_paise, l.note, coalesce(e.username, '') AS created_by,
            l.created_at
       FROM ledger_entries l JOIN players u ON u.user_id = l.user_id LEFT JOIN employees e ON e.employee_id = l.created_by
      WHERE ${where.where} ORDER BY l.created_at DESC, l.entry_id DESC ${slice.sql}`,
    slice.params,
  );
  return { count, rows };
}

/** Every staff member (the report's filter). */
export function allStaff(
  db: Queryable,
): Promise<{ employee_id: number; username: string; full_name: string }[]> {
  return db.query<{ employee_id: number; username: string; full_name: string }>(
    'SELECT employee_id, username, full_name FROM employees ORDER BY username',
  );
}
