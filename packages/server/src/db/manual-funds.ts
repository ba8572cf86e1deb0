/** Reasons offered to staff for manual wallet adjustments. */
import type { Queryable } from './db.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { instant, int, likeContains } from './values.js';

export interface ManualFundRow {
  manual_fund_id: number;
  reasons: string;
  is_action: boolean;
  created_at: string;
}

const COLUMNS = 'manual_fund_id, reasons, is_action, created_at';

export const toManualFundRow = (r: Record<string, unknown>): ManualFundRow => ({
  manual_fund_id: int(r.manual_fund_id),
  reasons: String(r.reasons),
  is_action: Boolean(r.is_action),
  created_at: instant(r.created_at),
});

export async function listManualFunds(
  db: Queryable,
  f: { search?: string; orderBy: 'created_at' | 'reasons'; direction: 'ASC' | 'DESC' },
  page: PageRequest,
) {
  const c = new Conditions().add(
    'lower(reasons) LIKE ?',
    f.search?.trim() ? likeContains(f.search.trim().toLowerCase()) : undefined,
  );
  const key = f.orderBy === 'reasons' ? 'lower(reasons)' : 'created_at';
  return fetchPage(
    db,
    {
      columns: COLUMNS,
      from: 'manual_fund_reasons',
      where: c.where,
      order: `${key} ${f.direction}, manual_fund_id ${f.direction}`,
      params: c.params,
    },
    page,
    toManualFundRow,
  );
}

/** Inserts a reason; undefined when the same text (any case) already exists. */
export async function insertManualFund(tx: Queryable, reasons: string): Promise<ManualFundRow | undefined> {
  const [dup] = await tx.query('SELECT 1 FROM manual_fund_reasons WHERE lower(reasons) = lower($1)', [
    reasons,
  ]);
  if (dup) return undefined;
  const [r] = await tx.query(
    `INSERT INTO manual_fund_reasons (reasons) VALUES ($1) ON CONFLICT (reasons) DO NOTHING RETURNING ${COLUMNS}`,
    [reasons],
  );
  return r ? toManualFundRow(r) : undefined;
}

export async function lockManualFund(tx: Queryable, id: number): Promise<ManualFundRow | undefined> {
  const [r] = await tx.query(
    `SELECT ${COLUMNS} FROM manual_fund_reasons WHERE manual_fund_id = $1 FOR UPDATE`,
    [id],
  );
  return r ? toManualFundRow(r) : undefined;
}

export async function deleteManualFund(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM manual_fund_reasons WHERE manual_fund_id = $1', [id]);
}

export async function setManualFundStatus(
  tx: Queryable,
  id: number,
  isAction: boolean,
): Promise<ManualFundRow> {
  const [r] = await tx.query(
    `UPDATE manual_fund_reasons SET is_action = $2 WHERE manual_fund_id = $1 RETURNING ${COLUMNS}`,
    [id, isAction],
  );
  if (!r) throw new Error(`manual fund reason ${id} vanished`);
  return toManualFundRow(r);
}
