/** The Books screen's reads: declared and reverted sessions with their latest settlement verdict. */
import type { ProviderType, Session } from '../domain/bid-types.js';
import type { Queryable } from './db.js';
import { paise } from './money.js';
import type { SessionProblem } from './settlement-check.js';
import { int } from './values.js';

export type Verdict = 'PASS' | 'FAIL' | 'UNCHECKED';

export interface SessionCheckRow {
  resultId: number;
  providerId: number;
  providerName: string;
  providerType: ProviderType;
  gameDate: string;
  session: Session | null;
  display: string;
  resultStatus: 'DECLARED' | 'REVERTED';
  verdict: Verdict;
  cause: string | null;
  checkedAt: string | null;
  bids: number;
  winners: number;
  totalWinPaise: number;
  entriesTotalPaise: number;
  problemCount: number;
}

const FROM = `results r JOIN providers p ON p.provider_id = r.provider_id
  LEFT JOIN LATERAL (SELECT * FROM settlement_checks sc WHERE sc.result_id = r.result_id
                      ORDER BY sc.check_id DESC LIMIT 1) c ON true`;
const COLUMNS = `r.result_id, r.provider_id, p.provider_name, r.provider_type, to_char(r.game_date, 'YYYY-MM-DD') AS day,
  r.session, r.digit, r.status, c.check_id, c.ok, c.cause, c.checked_at, c.bids, c.winners, c.total_win_paise,
  c.entries_total_paise, c.problem_count, c.problems`;
const VERDICT = `CASE WHEN c.check_id IS NULL THEN 'UNCHECKED' WHEN c.ok THEN 'PASS' ELSE 'FAIL' END`;

function toRow(r: Record<string, unknown>): SessionCheckRow {
  return {
    resultId: Number(r.result_id),
    providerId: Number(r.provider_id),
    providerName: String(r.provider_name),
    providerType: Number(r.provider_type) as ProviderType,
    gameDate: String(r.day),
    session: (r.session as Session | null) ?? null,
    display: String(r.digit),
    resultStatus: r.status as SessionCheckRow['resultStatus'],
    verdict: r.check_id == null ? 'UNCHECKED' : r.ok ? 'PASS' : 'FAIL',
    cause: (r.cause as string | null) ?? null,
    checkedAt: r.checked_at ? new Date(r.checked_at as string).toISOString() : null,
    bids: int(r.bids),
    winners: int(r.winners),
    totalWinPaise: paise(r.total_win_paise),
    entriesTotalPaise: paise(r.entries_total_paise),
    problemCount: int(r.problem_count),
  };
}

export interface SessionCheckFilter {
  startDate: string;
  endDate: string;
  providerType?: ProviderType;
  verdict?: Verdict;
}

/** A page of checked sessions (newest day first) and the verdict counts of the whole range. */
export async function listSessionChecks(
  q: Queryable,
  filter: SessionCheckFilter,
  page: { perPage: number; offset: number },
): Promise<{ rows: SessionCheckRow[]; counts: Record<Verdict, number> }> {
  const params: unknown[] = [filter.startDate, filter.endDate];
  let where = `r.status IN ('DECLARED', 'REVERTED') AND r.game_date BETWEEN $1::date AND $2::date`;
  if (filter.providerType) {
    params.push(filter.providerType);
    where += ` AND r.provider_type = $${params.length}::smallint`;
  }
  const countRows = await q.query<{ verdict: Verdict; n: unknown }>(
    `SELECT ${VERDICT} AS verdict, count(*) AS n FROM ${FROM} WHERE ${where} GROUP BY 1`,
    params,
  );
  const counts: Record<Verdict, number> = { PASS: 0, FAIL: 0, UNCHECKED: 0 };
  for (const c of countRows) counts[c.verdict] = int(c.n);
  const pageParams = [...params];
  let pageWhere = where;
  if (filter.verdict) {
    pageParams.push(filter.verdict);
    pageWhere += ` AND ${VERDICT} = $${pageParams.length}`;
  }
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${pageWhere}
      ORDER BY r.game_date DESC, coalesce(r.reverted_at, r.declared_at) DESC NULLS LAST, r.result_id DESC
      LIMIT ${Math.floor(page.perPage)} OFFSET ${Math.floor(page.offset)}`,
    pageParams,
  );
  return { rows: rows.map(toRow), counts };
}

/** One session and its latest verdict's problems; null when the result is unknown or only saved. */
export async function sessionCheckDetail(
  q: Queryable,
  resultId: number,
): Promise<{ row: SessionCheckRow; problems: SessionProblem[] } | null> {
  const [r] = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE r.result_id = $1 AND r.status IN ('DECLARED', 'REVERTED')`,
    [resultId],
  );
  if (!r) return null;
  const problems = (
    typeof r.problems === 'string' ? JSON.parse(r.problems) : (r.problems ?? [])
  ) as SessionProblem[];
  return { row: toRow(r), problems };
}

/** Sessions whose latest check failed, newest first (the alarm). */
export async function failedSessionChecks(q: Queryable, limit = 20): Promise<SessionCheckRow[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM results r JOIN providers p ON p.provider_id = r.provider_id
       JOIN settlement_checks c ON c.result_id = r.result_id
      WHERE NOT c.ok AND NOT EXISTS (SELECT 1 FROM settlement_checks n WHERE n.result_id = c.result_id AND n.check_id > c.check_id)
      ORDER BY c.check_id DESC LIMIT ${Math.floor(limit)}`,
  );
  return rows.map(toRow);
}

/** Declared or reverted results that have no verdict yet (the seed checks them once). */
export async function uncheckedResultIds(q: Queryable): Promise<number[]> {
  const rows = await q.query<{ result_id: number }>(
    `SELECT r.result_id FROM results r WHERE r.status IN ('DECLARED', 'REVERTED')
        AND NOT EXISTS (SELECT 1 FROM settlement_checks c WHERE c.result_id = r.result_id) ORDER BY r.result_id`,
  );
  return rows.map((r) => Number(r.result_id));
}

/** A result's status, or null when there is none. */
export async function resultStatus(q: Queryable, resultId: number): Promise<string | null> {
  const [row] = await q.query<{ status: string }>('SELECT status FROM results WHERE result_id = $1', [
    resultId,
  ]);
  return row?.status ?? null;
}
