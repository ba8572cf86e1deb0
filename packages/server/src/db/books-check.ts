/**
 * The whole-books check (issue 26): every player's balance equals the sum of their ledger entries, the
 * total of balances equals the total of entries, and no bid is marked settled by a result that is not
 * declared. Runs on demand (integrity.runBooksCheck) and daily (startDailyBooksCheck); each verdict is
 * kept in books_checks with its figures.
 */
import type { Db, Queryable } from './db.js';
import { paise } from './money.js';
import { int } from './values.js';

export type BooksProblemKind = 'BALANCE_MISMATCH' | 'TOTAL_MISMATCH' | 'SETTLED_BY_UNDECLARED';

export interface BooksMismatch {
  kind: BooksProblemKind;
  userId: number | null;
  bidId: number | null;
  balancePaise: number | null;
  entriesPaise: number | null;
}

export interface BooksVerdict {
  checkId: number;
  cause: 'DAILY' | 'ON_DEMAND';
  ok: boolean;
  wallets: number;
  entries: number;
  balancesTotalPaise: number;
  entriesTotalPaise: number;
  mismatchCount: number;
  mismatches: BooksMismatch[];
  durationMs: number;
  checkedAt: string;
}

export const MISMATCHES_KEPT = 50;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

async function runBooksCheck(q: Queryable) {
  const [row] = await q.query<{
    summary: Record<string, unknown>;
    mismatches: Record<string, unknown>[] | null;
  }>(
    `WITH s AS (SELECT user_id, sum(amount_paise) AS total, count(*) AS n FROM ledger_entries GROUP BY user_id),
     j AS MATERIALIZED (
       SELECT coalesce(w.user_id, s.user_id) AS user_id, w.balance_paise, coalesce(s.total, 0) AS entries_total,
              coalesce(s.n, 0) AS n
         FROM wallets w FULL JOIN s ON s.user_id = w.user_id)
     SELECT (SELECT json_build_object('wallets', count(balance_paise), 'entries', sum(n),
                     'balances', coalesce(sum(balance_paise), 0), 'entries_total', coalesce(sum(entries_total), 0),
                     'mismatches', count(*) FILTER (WHERE coalesce(balance_paise, 0) <> entries_total)) FROM j) AS summary,
            (SELECT json_agg(x) FROM (SELECT 'BALANCE_MISMATCH' AS kind, user_id, balance_paise, entries_total
                                        FROM j WHERE coalesce(balance_paise, 0) <> entries_total
                                       ORDER BY user_id LIMIT ${MISMATCHES_KEPT}) x) AS mismatches`,
  );
  const stray = await q.query<{ bid_id: unknown; user_id: number; n: unknown }>(
    `SELECT b.bid_id, b.user_id, count(*) OVER () AS n FROM bids b JOIN results r ON r.result_id = b.result_id
      WHERE r.status <> 'DECLARED' ORDER BY b.bid_id LIMIT ${MISMATCHES_KEPT}`,
  );
  return { summary: row?.summary ?? {}, mismatches: row?.mismatches ?? [], stray };
}

/** Runs the whole-books check and stores its verdict. */
export async function recordBooksCheck(
  db: Db,
  cause: 'DAILY' | 'ON_DEMAND',
  employeeId: number | null = null,
): Promise<BooksVerdict> {
  const started = performance.now();
  const { summary, mismatches, stray } = await runBooksCheck(db);
  const balancesTotalPaise = paise(summary.balances);
  const entriesTotalPaise = paise(summary.entries_total);
  const found: BooksMismatch[] = mismatches.map((m) => ({
    kind: 'BALANCE_MISMATCH',
    userId: num(m.user_id),
    bidId: null,
    balancePaise: num(m.balance_paise),
    entriesPaise: num(m.entries_total),
  }));
  let mismatchCount = int(summary.mismatches);
  if (balancesTotalPaise !== entriesTotalPaise) {
    mismatchCount += 1;
    found.unshift({
      kind: 'TOTAL_MISMATCH',
      userId: null,
      bidId: null,
      balancePaise: balancesTotalPaise,
      entriesPaise: entriesTotalPaise,
    });
  }
  mismatchCount += int(stray[0]?.n);
  for (const s of stray) {
    found.push({
      kind: 'SETTLED_BY_UNDECLARED',
      userId: s.user_id,
      bidId: Number(s.bid_id),
      balancePaise: null,
      entriesPaise: null,
    });
  }
  const durationMs = Math.round(performance.now() - started);
  const [row] = await db.query<{ check_id: unknown; checked_at: string }>(
    `INSERT INTO books_checks (cause, ok, wallets, entries, balances_total_paise, entries_total_paise, mismatch_count,
                               mismatches, duration_ms, checked_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) RETURNING check_id, checked_at`,
    [
      cause,
      mismatchCount === 0,
      int(summary.wallets),
      int(summary.entries),
      balancesTotalPaise,
      entriesTotalPaise,
      mismatchCount,
      JSON.stringify(found.slice(0, MISMATCHES_KEPT)),
      durationMs,
      employeeId,
    ],
  );
  return {
    checkId: Number(row?.check_id),
    cause,
    ok: mismatchCount === 0,
    wallets: int(summary.wallets),
    entries: int(summary.entries),
    balancesTotalPaise,
    entriesTotalPaise,
    mismatchCount,
    mismatches: found.slice(0, MISMATCHES_KEPT),
    durationMs,
    checkedAt: new Date(row?.checked_at ?? Date.now()).toISOString(),
  };
}

/** The newest whole-books verdict, or null before the first check. */
export async function latestBooksCheck(q: Queryable): Promise<BooksVerdict | null> {
  const [r] = await q.query<Record<string, unknown>>(
    'SELECT * FROM books_checks ORDER BY check_id DESC LIMIT 1',
  );
  if (!r) return null;
  return {
    checkId: Number(r.check_id),
    cause: r.cause as BooksVerdict['cause'],
    ok: Boolean(r.ok),
    wallets: int(r.wallets),
    entries: int(r.entries),
    balancesTotalPaise: paise(r.balances_total_paise),
    entriesTotalPaise: paise(r.entries_total_paise),
    mismatchCount: int(r.mismatch_count),
    mismatches: (typeof r.mismatches === 'string'
      ? JSON.parse(r.mismatches)
      : r.mismatches) as BooksMismatch[],
    durationMs: int(r.duration_ms),
    checkedAt: new Date(r.checked_at as string).toISOString(),
  };
}

export const DAY_MS = 86_400_000;

/**
 * The daily whole-books check: looks every hour and runs when the newest verdict is a day old (or there
 * is none). The timer does not keep the process alive; stop() ends it.
 */
export function startDailyBooksCheck(db: Db, log: (message: string) => void, lookEveryMs = 3_600_000) {
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      const latest = await latestBooksCheck(db);
      if (!latest || Date.now() - Date.parse(latest.checkedAt) >= DAY_MS) {
        const verdict = await recordBooksCheck(db, 'DAILY');
        log(
          `books check: ${verdict.ok ? 'ok' : `${verdict.mismatchCount} mismatches`} (${verdict.durationMs} ms)`,
        );
      }
    } catch (error) {
      log(`books check failed to run: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void look(), 60_000);
  const timer = setInterval(() => void look(), lookEveryMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
