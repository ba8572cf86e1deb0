/** Reading results as the contract's ResultRow. */
import type { BidType, ProviderType, Session } from '../domain/bid-types.js';
import { displayMarket, displayStarline, type SessionDigits } from '../domain/panna.js';
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { Conditions, fetchPage } from './page-query.js';
import { type PageRequest, sortDirection } from './paging.js';
import { resultWinFilterSql } from './result-win-filter.js';
import { instant, instantOrNull, likeContains } from './values.js';

/**
 * The bids a result of session `session` settles, for bids aliased `b`: same session, plus the
 * whole-day (null-session) market bids for a Close; starline and jackpot (null session) match null.
 */
export function sessionScopeSql(b: string, session: string): string {
  return `(${b}.session IS NOT DISTINCT FROM ${session} OR (${session} = 'Close' AND ${b}.session IS NULL))`;
}

export const RESULT_FROM = `results r
  JOIN providers p ON p.provider_id = r.provider_id
  LEFT JOIN employees e ON e.employee_id = r.declared_by`;

/** What result lists filter and sort on (RESULT_FROM without the declaring employee). */
export const RESULT_PICK_FROM = 'results r JOIN providers p ON p.provider_id = r.provider_id';

/**
 * A result row's columns. Its totals read no bids: the stake of its session's bids not refunded from
 * bid_list_totals (db/counters.ts), and what it paid from its ledger entries (each WIN and WIN_REVERSAL
 * entry names its result: what its bids won while it stood, 0 once reverted), so a page of results, or
 * the row a declare answers with, does not sum each session's bids (1,00,000 for a busy one).
 */
export const RESULT_COLUMNS = `r.result_id, r.provider_id, p.provider_name, r.provider_type, r.game_date, r.session, r.panna,
  r.ank, r.digit, r.status, r.saved_at, r.declared_at, e.username AS declared_by, r.reverted_at,
  (SELECT json_build_object('panna', o.panna, 'ank', o.ank) FROM results o
    WHERE r.provider_type = 1 AND o.provider_id = r.provider_id AND o.game_date = r.game_date
      AND o.session <> r.session AND o.status = 'DECLARED' LIMIT 1) AS other_session,
  json_build_object(
    'bid', (SELECT coalesce(sum(b.bid_paise), 0) FROM bid_list_totals b
             WHERE b.game_date = r.game_date AND b.provider_type = r.provider_type AND b.provider_id = r.provider_id
               AND ${sessionScopeSql('b', 'r.session')}),
    'win', (SELECT coalesce(sum(l.amount_paise), 0) FROM ledger_entries l
             WHERE l.result_id = r.result_id AND l.trans_type IN ('WIN', 'WIN_REVERSAL'))) AS totals`;

export interface ResultRow {
  result_id: number;
  provider_id: number;
  provider_name: string;
  provider_type: ProviderType;
  game_date: string;
  session: Session | null;
  panna: string | null;
  ank: string | null;
  digit: string;
  status: 'SAVED' | 'DECLARED' | 'REVERTED';
  display: string;
  saved_at: string;
  declared_at: string | null;
  declared_by: string | null;
  reverted_at: string | null;
  total_bid: number;
  total_win: number;
}

function jsonOf(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

function displayOf(r: Record<string, unknown>): string {
  if (r.provider_type === 3) return String(r.digit);
  const own: SessionDigits = { panna: String(r.panna), ank: String(r.ank) };
  if (r.provider_type === 2) return displayStarline(own);
  const other = jsonOf(r.other_session);
  const otherDigits = other ? { panna: String(other.panna), ank: String(other.ank) } : null;
  return r.session === 'Open' ? displayMarket(own, otherDigits) : displayMarket(otherDigits, own);
}

export function toResultRow(r: Record<string, unknown>): ResultRow {
  const totals = jsonOf(r.totals) ?? {};
  return {
    result_id: Number(r.result_id),
    provider_id: Number(r.provider_id),
    provider_name: String(r.provider_name),
    provider_type: Number(r.provider_type) as ProviderType,
    game_date: String(r.game_date),
    session: (r.session as Session | null) ?? null,
    panna: (r.panna as string | null) ?? null,
    ank: (r.ank as string | null) ?? null,
    digit: String(r.digit),
    status: r.status as ResultRow['status'],
    display: displayOf(r),
    saved_at: instant(r.saved_at),
    declared_at: instantOrNull(r.declared_at),
    declared_by: (r.declared_by as string | null) ?? null,
    reverted_at: instantOrNull(r.reverted_at),
    total_bid: paiseToRupees(String(totals.bid ?? 0)),
    total_win: paiseToRupees(String(totals.win ?? 0)),
  };
}

/**
 * A result's family, or undefined when there is none: what a request about a result checks first,
 * without the row's totals (which sum every bid of its session).
 */
export async function resultFamily(db: Queryable, resultId: number): Promise<ProviderType | undefined> {
  const [row] = await db.query<{ provider_type: unknown }>(
    'SELECT provider_type FROM results WHERE result_id = $1',
    [resultId],
  );
  return row ? (Number(row.provider_type) as ProviderType) : undefined;
}

export async function getResultRow(db: Queryable, resultId: number): Promise<ResultRow | undefined> {
  const [row] = await db.query(`SELECT ${RESULT_COLUMNS} FROM ${RESULT_FROM} WHERE r.result_id = $1`, [
    resultId,
  ]);
  return row ? toResultRow(row) : undefined;
}

const RESULT_ORDER: Record<string, string> = {
  game_date: 'r.game_date',
  provider_name: 'lower(p.provider_name)',
  declared_at: 'r.declared_at',
};

export interface ResultFilters {
  providerType: ProviderType;
  gameDate?: string | undefined;
  session?: string | undefined;
  providerId?: number | undefined;
  providerName?: string | undefined;
  /** Results where a bid of this type (and digit) won. */
  bidType?: BidType | undefined;
  bidDigit?: string | undefined;
  /** The provider's name or the result's digits. */
  search?: string | undefined;
  orderBy?: string | undefined;
  order?: unknown;
}

/** One page of a family's results in the asked order, and how many match. */
export function resultPage(
  db: Queryable,
  f: ResultFilters,
  page: PageRequest,
): Promise<{ rows: ResultRow[]; total: number }> {
  const where = new Conditions()
    .add('r.provider_type = ?', f.providerType)
    .add('r.game_date = ?', f.gameDate)
    .add('r.session = ?', f.session)
    .add('r.provider_id = ?', f.providerId);
  const providerName = f.providerName;
  if (providerName) where.add('lower(p.provider_name) LIKE ?', likeContains(providerName.toLowerCase()));
  where.raw((params) => resultWinFilterSql(params, f.providerType, f.bidType, f.bidDigit) ?? 'true');
  const search = f.search;
  if (search) {
    where.raw((params) => {
      params.push(likeContains(search.toLowerCase()));
      return `(lower(p.provider_name) LIKE $${params.length} OR r.digit LIKE $${params.length})`;
    });
  }
  const dir = sortDirection(f.order);
  const column = RESULT_ORDER[f.orderBy ?? 'game_date'] ?? 'r.game_date';
  return fetchPage(
    db,
    {
      columns: RESULT_COLUMNS,
      from: RESULT_FROM,
      where: where.where,
      order: `${column} ${dir} NULLS LAST, r.result_id ${dir}`,
      params: where.params,
      key: 'r.result_id',
      pickFrom: RESULT_PICK_FROM,
    },
    page,
    toResultRow,
  );
}

/** One page of a family's declared results over business days start..end, the latest first. */
export function declaredResultPage(
  db: Queryable,
  f: { providerType: ProviderType; start: string; end: string; providerId?: number | undefined },
  page: PageRequest,
): Promise<{ rows: ResultRow[]; total: number }> {
  const where = new Conditions()
    .add('r.provider_type = ?', f.providerType)
    .add("r.status = 'DECLARED'")
    .add('r.game_date >= ?', f.start)
    .add('r.game_date <= ?', f.end)
    .add('r.provider_id = ?', f.providerId);
  return fetchPage(
    db,
    {
      columns: RESULT_COLUMNS,
      from: RESULT_FROM,
      where: where.where,
      order: 'r.game_date DESC, lower(p.provider_name), r.session DESC NULLS LAST, r.result_id DESC',
      params: where.params,
      key: 'r.result_id',
      pickFrom: RESULT_PICK_FROM,
    },
    page,
    toResultRow,
  );
}
