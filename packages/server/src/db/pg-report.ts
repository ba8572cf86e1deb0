/**
 * Payment-gateway transactions for the PG report: deposits, and withdrawal requests sent to a gateway,
 * as one set with a type (DEPOSIT, WITHDRAWAL). `sent_by` is the staff member whose gateway.process
 * audit row sent the withdrawal.
 */
import { Conditions } from './page-query.js';
import { istDaysSql } from './report-range.js';

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
