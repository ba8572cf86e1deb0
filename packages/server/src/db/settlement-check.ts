/**
 * The session check (issue 26): after every declare and revert, the server checks what it just did
 * against the rules and keeps the verdict (settlement_checks). For a DECLARED result:
 * - every bid of its session is settled (none left PENDING), each WON exactly when its digit wins;
 * - each win equals stake x the rate in force (the bid's own rate, else the family's current rate);
 * - each winning bid has exactly one WIN entry of this result, of that amount (a second one is a bid
 *   settled twice), and no entry of this result belongs to a bid that did not win;
 * - the entries sum to the result's total win (the sum of its bids' wins).
 * For a REVERTED result: no bid still points at it, and per bid its WIN_REVERSAL entries cancel its WIN
 * entries exactly.
 * Run in a transaction holding the result row's lock, so a concurrent declare or revert of the same
 * result cannot change it while it is read.
 */
import type { Db, Queryable } from './db.js';
import { paise } from './money.js';
import { sessionScopeSql } from './result-rows.js';
import { lockResult, planFor, planParams, type StoredResult } from './result-settlement.js';
import { int } from './values.js';

export type SessionProblemKind =
  | 'UNSETTLED_BID'
  | 'WRONG_OUTCOME'
  | 'WRONG_WIN_AMOUNT'
  | 'MISSING_WIN_ENTRY'
  | 'SETTLED_TWICE'
  | 'WRONG_ENTRY_AMOUNT'
  | 'ENTRY_WITHOUT_WIN'
  | 'TOTAL_MISMATCH'
  | 'BID_STILL_SETTLED'
  | 'REVERT_NOT_CANCELLED';

export interface SessionProblem {
  kind: SessionProblemKind;
  bidId: number | null;
  entryId: number | null;
  userId: number | null;
  expectedPaise: number | null;
  actualPaise: number | null;
}

export interface SessionVerdict {
  resultId: number;
  resultStatus: 'DECLARED' | 'REVERTED';
  ok: boolean;
  bids: number;
  winners: number;
  totalWinPaise: number;
  entries: number;
  entriesTotalPaise: number;
  problemCount: number;
  /** The first PROBLEMS_KEPT problems, by kind then bid. */
  problems: SessionProblem[];
}

export const PROBLEMS_KEPT = 50;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toProblem(r: Record<string, unknown>): SessionProblem {
  return {
    kind: r.kind as SessionProblemKind,
    bidId: num(r.bid_id),
    entryId: num(r.entry_id),
    userId: num(r.user_id),
    expectedPaise: num(r.expected),
    actualPaise: num(r.actual),
  };
}

/** Bids of a declared result: settled, right outcome, right amount. */
async function checkDeclaredBids(q: Queryable, stored: StoredResult) {
  const resultId = stored.result_id;
  const plan = await planFor(q, stored);
  const params = [...(await planParams(q, plan)), resultId];
  // One pass over the session's bids, nothing held in memory: the figures, and the problems (normally
  // none) gathered in order and cut to the first PROBLEMS_KEPT.
  // The same pass gathers the bids the result paid (WON, a win above 0), which its entries are checked
  // against (checkEntries), so the check reads the session's bids once.
  const paid = "of_result AND bid_status = 'WON' AND win_amount_paise > 0";
  const [row] = await q.query<{
    summary: Record<string, unknown>;
    problems: Record<string, unknown>[] | null;
    paid_bids: unknown[] | null;
    paid_users: unknown[] | null;
    paid_wins: unknown[] | null;
  }>(
    `SELECT json_build_object('bids', count(*), 'winners', count(*) FILTER (WHERE bid_status = 'WON'),
              'total_win', coalesce(sum(win_amount_paise) FILTER (WHERE bid_status = 'WON'), 0),
              'problems', count(kind)) AS summary,
            (array_agg(json_build_object('kind', kind, 'bid_id', bid_id, 'user_id', user_id, 'expected', expected,
                                         'actual', win_amount_paise) ORDER BY kind, bid_id)
               FILTER (WHERE kind IS NOT NULL))[1:${PROBLEMS_KEPT}] AS problems,
            array_agg(bid_id) FILTER (WHERE ${paid}) AS paid_bids,
            array_agg(user_id) FILTER (WHERE ${paid}) AS paid_users,
            array_agg(win_amount_paise) FILTER (WHERE ${paid}) AS paid_wins
       FROM (
         SELECT c.*, CASE WHEN c.bid_status = 'PENDING' THEN 'UNSETTLED_BID'
                          WHEN (c.bid_status = 'WON') <> c.should_win THEN 'WRONG_OUTCOME'
                          WHEN c.win_amount_paise <> c.expected THEN 'WRONG_WIN_AMOUNT' END AS kind
           FROM (
             SELECT b.bid_id, b.user_id, b.bid_status, b.win_amount_paise, w.t IS NOT NULL AS should_win,
                    b.result_id IS NOT DISTINCT FROM $9 AS of_result,
                    CASE WHEN w.t IS NOT NULL
                         THEN b.amount_paise * coalesce(b.rate_win_amount, r.win_amount) / coalesce(b.rate_bid_amount, r.bid_amount)
                         ELSE 0 END AS expected
               FROM bids b
               LEFT JOIN unnest($4::text[], $5::int[], $6::int[]) AS r(bid_type, bid_amount, win_amount)
                 ON r.bid_type = b.bid_type
               LEFT JOIN (SELECT DISTINCT u.t, u.d FROM unnest($7::text[], $8::text[]) AS u(t, d)) w
                 ON w.t = b.bid_type AND w.d = b.digit
              WHERE b.provider_id = $1 AND b.game_date = $2
                AND (b.result_id = $9 OR (b.bid_status = 'PENDING' AND b.bid_type = ANY($4::text[])
                     AND ${sessionScopeSql('b', '$3::text')}))) c) judged`,
    params,
  );
  return {
    summary: row?.summary ?? {},
    problems: (row?.problems ?? []).map(toProblem),
    paid: { bids: row?.paid_bids ?? [], users: row?.paid_users ?? [], wins: row?.paid_wins ?? [] },
  };
}

/** The bids a declared result paid (ids, players, wins), as checkDeclaredBids read them. */
interface PaidBids {
  bids: unknown[];
  users: unknown[];
  wins: unknown[];
}

/**
 * This result's WIN / WIN_REVERSAL entries per bid against its winning bids: `declared` expects exactly
 * one WIN per winning bid of its amount; a revert expects every bid's entries to net to zero.
 */
async function checkEntries(q: Queryable, resultId: number, paid: PaidBids | null) {
  const declared = paid !== null;
  const kindSql = declared
    ? `CASE WHEN e.ref_id IS NULL THEN 'MISSING_WIN_ENTRY'
            WHEN w.bid_id IS NULL THEN 'ENTRY_WITHOUT_WIN'
            WHEN e.wins - e.reversals > 1 THEN 'SETTLED_TWICE'
            WHEN e.net <> w.win_amount_paise OR e.wins <> 1 OR e.reversals <> 0 THEN 'WRONG_ENTRY_AMOUNT' END`
    : `CASE WHEN e.net <> 0 OR e.wins <> e.reversals THEN 'REVERT_NOT_CANCELLED' END`;
  // A declared result's winning bids (read in checkDeclaredBids' pass); none for a reverted one.
  const winners =
    'SELECT * FROM unnest($2::bigint[], $3::integer[], $4::bigint[]) AS w(bid_id, user_id, win_amount_paise)';
  const [row] = await q.query<{
    summary: Record<string, unknown>;
    problems: Record<string, unknown>[] | null;
  }>(
    `WITH e AS (
       SELECT ref_id, min(user_id) AS user_id, count(*) AS n, count(*) FILTER (WHERE trans_type = 'WIN') AS wins,
              count(*) FILTER (WHERE trans_type = 'WIN_REVERSAL') AS reversals, sum(amount_paise) AS net,
              max(entry_id) AS entry_id
         FROM ledger_entries WHERE result_id = $1 GROUP BY ref_id),
     w AS (${winners}),
     j AS (
       SELECT coalesce(w.bid_id, e.ref_id) AS bid_id, coalesce(w.user_id, e.user_id) AS user_id, e.entry_id,
              ${declared ? 'coalesce(w.win_amount_paise, 0)' : '0'} AS expected, coalesce(e.net, 0) AS actual,
              e.n, ${kindSql} AS kind
         FROM w FULL JOIN e ON e.ref_id = w.bid_id)
     SELECT (SELECT json_build_object('entries', coalesce(sum(n), 0), 'total', coalesce(sum(actual), 0),
                     'problems', count(kind)) FROM j) AS summary,
            (SELECT json_agg(x) FROM (SELECT kind, bid_id, entry_id, user_id, expected, actual FROM j
                                       WHERE kind IS NOT NULL ORDER BY kind, bid_id LIMIT ${PROBLEMS_KEPT}) x) AS problems`,
    [resultId, paid?.bids ?? [], paid?.users ?? [], paid?.wins ?? []],
  );
  return { summary: row?.summary ?? {}, problems: (row?.problems ?? []).map(toProblem) };
}

/** Bids a reverted result still marks as settled by it. */
async function stillSettled(q: Queryable, resultId: number, providerId: number, gameDate: string) {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT 'BID_STILL_SETTLED' AS kind, bid_id, user_id, 0 AS expected, win_amount_paise AS actual FROM bids
      WHERE provider_id = $2 AND game_date = $3 AND result_id = $1 ORDER BY bid_id LIMIT ${PROBLEMS_KEPT + 1}`,
    [resultId, providerId, gameDate],
  );
  return rows.map(toProblem);
}

/** Checks a declared or reverted result inside `tx` (which must be a transaction: the result is locked). */
export async function checkSessionInTransaction(tx: Queryable, resultId: number): Promise<SessionVerdict> {
  const stored = await lockResult(tx, resultId);
  if (stored.status === 'SAVED') throw new Error(`result ${resultId} is only saved: nothing to check`);
  const declared = stored.status === 'DECLARED';
  const problems: SessionProblem[] = [];
  let problemCount = 0;
  let bids = 0;
  let winners = 0;
  let totalWinPaise = 0;
  let paid: PaidBids | null = null;
  if (declared) {
    const b = await checkDeclaredBids(tx, stored);
    paid = b.paid;
    bids = int(b.summary.bids);
    winners = int(b.summary.winners);
    totalWinPaise = paise(b.summary.total_win);
    problemCount += int(b.summary.problems);
    problems.push(...b.problems);
  } else {
    const still = await stillSettled(tx, resultId, stored.provider_id, stored.game_date);
    problemCount += still.length;
    problems.push(...still);
  }
  const e = await checkEntries(tx, resultId, paid);
  problemCount += int(e.summary.problems);
  problems.push(...e.problems);
  const entriesTotalPaise = paise(e.summary.total);
  if (entriesTotalPaise !== totalWinPaise) {
    problemCount += 1;
    problems.push({
      kind: 'TOTAL_MISMATCH',
      bidId: null,
      entryId: null,
      userId: null,
      expectedPaise: totalWinPaise,
      actualPaise: entriesTotalPaise,
    });
  }
  return {
    resultId,
    resultStatus: declared ? 'DECLARED' : 'REVERTED',
    ok: problemCount === 0,
    bids,
    winners,
    totalWinPaise,
    entries: int(e.summary.entries),
    entriesTotalPaise,
    problemCount,
    problems: problems.slice(0, PROBLEMS_KEPT),
  };
}

export type CheckCause = 'DECLARE' | 'REVERT' | 'ON_DEMAND' | 'SEED';

/** Checks a result in its own transaction and stores the verdict (settlement_checks). */
export async function recordSessionCheck(
  db: Db,
  resultId: number,
  cause: CheckCause,
): Promise<SessionVerdict> {
  return db.transaction(async (tx) => {
    const started = performance.now();
    const verdict = await checkSessionInTransaction(tx, resultId);
    await tx.query(
      `INSERT INTO settlement_checks (result_id, cause, result_status, ok, bids, winners, total_win_paise, entries,
                                      entries_total_paise, problem_count, problems, duration_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12)`,
      [
        resultId,
        cause,
        verdict.resultStatus,
        verdict.ok,
        verdict.bids,
        verdict.winners,
        verdict.totalWinPaise,
        verdict.entries,
        verdict.entriesTotalPaise,
        verdict.problemCount,
        JSON.stringify(verdict.problems),
        Math.round(performance.now() - started),
      ],
    );
    return verdict;
  });
}
