/**
 * Payment-gateway transactions for the PG report: deposits, and withdrawal requests sent to a gateway,
 * as one set with a type (DEPOSIT, WITHDRAWAL). `sent_by` is the staff member whose gateway.process
 * audit row sent the withdrawal.
 */
import type { Queryable } from './db.js';
import { Conditions } from './page-query.js';
import { type PageRequest, pageSlice } from './paging.js';
import { istDateSql, istDaysSql } from './report-range.js';

export const PG_SOURCE = `(
  SELECT d.tran_id, d.user_id, 'DEPOSIT' AS type, d.gateway AS payment_gateway, d.amount_paise, d.tran_status AS status,
         d.reference, d.created_at, NULL::int AS sent_by
    FROM deposits d
  UNION ALL
  SELECT f.request_id, f.user_id, 'WITHDRAWAL', f.gateway, f.amount_paise, f.tran_status, NULL, f.created_at,
         (SELECT a.employee_id FROM audit_log a
           WHERE a.entity = 'fund_request' AND a.entity_id = f.request_id::text AND a.action = 'gateway.process'
           ORDER BY a.audit_id DESC LIMIT 1)
    FROM fund_requests f WHERE f.gateway IS NOT NULL
) pg`;

export interface PgFilters {
  start: string;
  end: string;
  gateway?: string | undefined;
  type?: string | undefined;
  admin?: number | undefined;
  successOnly?: boolean;
}

export function pgConditions(f: PgFilters): Conditions {
  const where = new Conditions();
  where.raw((params) => {
    params.push(f.start, f.end);
    return istDaysSql('pg.created_at', `$${params.length - 1}`, `$${params.length}`);
  });
  where.add('pg.payment_gateway = ?', f.gateway).add('pg.type = ?', f.type).add('pg.sent_by = ?', f.admin);
  if (f.successOnly) where.add("pg.status = 'SUCCESS'");
  return where;
}

const DEPOSIT = "coalesce(sum(pg.amount_paise) FILTER (WHERE pg.type = 'DEPOSIT'), 0)";
const WITHDRAWAL = "coalesce(sum(pg.amount_paise) FILTER (WHERE pg.type = 'WITHDRAWAL'), 0)";

/** A group of SUCCESS gateway transactions: paise per type and the count. */
export interface GatewayDay {
  date: string;
  payment_gateway: string;
  deposit: unknown;
  withdrawal: unknown;
  count: unknown;
}

/** Count and paise per gateway and type. */
export function pgByGatewayAndType(
  db: Queryable,
  f: PgFilters,
): Promise<{ payment_gateway: string; type: string; count: unknown; amount: unknown }[]> {
  const where = pgConditions(f);
  return db.query<{ payment_gateway: string; type: string; count: unknown; amount: unknown }>(
    `SELECT pg.payment_gateway, pg.type, count(*) AS count, sum(pg.amount_paise) AS amount
       FROM ${PG_SOURCE} WHERE ${where.where} GROUP BY pg.payment_gateway, pg.type ORDER BY pg.payment_gateway, pg.type`,
    where.params,
  );
}

/** Deposits, withdrawals and count per IST day and gateway, the latest day first. */
export function pgByDayAndGateway(db: Queryable, f: PgFilters): Promise<GatewayDay[]> {
  const where = pgConditions(f);
  return db.query<GatewayDay>(
    `SELECT ${istDateSql('pg.created_at')} AS date, pg.payment_gateway, ${DEPOSIT} AS deposit, ${WITHDRAWAL} AS withdrawal,
            count(*) AS count
       FROM ${PG_SOURCE} WHERE ${where.where} GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    where.params,
  );
}

/** Deposits, withdrawals and count per gateway. */
export function pgByGateway(db: Queryable, f: PgFilters): Promise<GatewayDay[]> {
  const where = pgConditions(f);
  return db.query<GatewayDay>(
    `SELECT pg.payment_gateway, ${DEPOSIT} AS deposit, ${WITHDRAWAL} AS withdrawal, count(*) AS count
       FROM ${PG_SOURCE} WHERE ${where.where} GROUP BY pg.payment_gateway ORDER BY pg.payment_gateway`,
    where.params,
  );
}

const TRANSACTION_COLUMNS = `pg.tran_id, pg.user_id, u.full_name, pg.payment_gateway, pg.type, pg.amount_paise, pg.status,
  pg.reference, pg.created_at`;

/** The count of transactions and the SUCCESS ones' paise per type and count. */
export async function pgTransactionTotals(
  db: Queryable,
  f: PgFilters,
): Promise<{ n: unknown; deposit: unknown; withdrawal: unknown; count: unknown } | undefined> {
  const where = pgConditions(f);
  const success = "pg.status = 'SUCCESS'";
  const [count] = await db.query<{ n: unknown; deposit: unknown; withdrawal: unknown; count: unknown }>(
    `SELECT count(*) AS n, coalesce(sum(pg.amount_paise) FILTER (WHERE ${success} AND pg.type = 'DEPOSIT'), 0) AS deposit,
            coalesce(sum(pg.amount_paise) FILTER (WHERE ${success} AND pg.type = 'WITHDRAWAL'), 0) AS withdrawal,
            count(*) FILTER (WHERE ${success}) AS count
       FROM ${PG_SOURCE} WHERE ${where.where}`,
    where.params,
  );
  return count;
}

/** Transactions, the latest first: one page, or every one when `page` is absent (the export). */
export function pgTransactions(
  db: Queryable,
  f: PgFilters,
  page?: PageRequest,
): Promise<Record<string, unknown>[]> {
  const where = pgConditions(f);
  const slice = page ? pageSlice(where.params, page) : { sql: '', params: where.params };
  return db.query(
    `SELECT ${TRANSACTION_COLUMNS} FROM ${PG_SOURCE} JOIN players u ON u.user_id = pg.user_id
      WHERE ${where.where} ORDER BY pg.created_at DESC, pg.tran_id DESC ${slice.sql}`,
    slice.params,
  );
}
