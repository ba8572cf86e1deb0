/**
 * The settlement checks (issue 26): the session check runs after every declare and revert and passes on
 * honest settlements; each corruption (a bid settled twice, a missing win entry, a wrong amount) fails it
 * and is named; the whole-books check fails on a balance off by one paisa; the demo data passes both.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBooksCheck } from '../src/db/books-check.js';
import { improbableWinners } from '../src/db/improbable-winners.js';
import { listLateBids } from '../src/db/late-bids.js';
import { recordSessionCheck } from '../src/db/settlement-check.js';
import { seedGames } from '../src/seed/games.js';
import { seedIntegrityChecks } from '../src/seed/integrity.js';
import { seedPlayers } from '../src/seed/players.js';
import { createPlayerWithBalance, createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const migrationsDir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));

let t: TestApp;
let admin: Record<string, string>;
let market = 0;
const players: number[] = [];
let day = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  market = await addProvider(t.db, 1, 'Checked Market');
  for (let i = 0; i < 4; i++) players.push(await createPlayerWithBalance(t.db, 1_000_000));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, headers: admin, ...(payload ? { payload } : {}) });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/v1${url}`, headers: admin });

/** A market Open on a fresh date, declared over HTTP with panna 123 (ank 6): bids on 6 win. */
async function declaredOpen(): Promise<{ resultId: number; winner: number; date: string }> {
  day += 1;
  const date = `2025-01-${String(day).padStart(2, '0')}`;
  let winner = 0;
  for (const [i, userId] of players.entries()) {
    const bidId = await placeBid(t.db, {
      userId,
      providerId: market,
      providerType: 1,
      gameDate: date,
      session: 'Open',
      bidType: 'SINGLE_DIGIT_MARKET',
      digit: i === 0 ? '6' : String(i),
      amountPaise: 1000 * (i + 1),
    });
    if (i === 0) winner = bidId;
  }
  const saved = await post('/results/game-result/save', {
    provider_id: market,
    provider_type: 1,
    game_date: date,
    session: 'Open',
    panna: '123',
  });
  const resultId = saved.json().data.result.result_id as number;
  const declared = await post('/results/game-result/declared', { result_id: resultId });
  expect(declared.statusCode).toBe(200);
  return { resultId, winner, date };
}

async function latestVerdict(resultId: number) {
  const res = await get(`/integrity/books/session/${resultId}`);
  expect(res.statusCode).toBe(200);
  validateResponse('integrity.sessionCheck', 200, res.json());
  return res.json().data as {
    session: { verdict: string; cause: string; winners: number; total_win: number; problem_count: number };
    problems: Array<{ kind: string; bid_id: number | null; expected: number | null; actual: number | null }>;
  };
}

/** Adds a ledger entry the way a buggy settlement would (the wallet follows, so the books still balance). */
async function rogueEntry(
  userId: number,
  amountPaise: number,
  transType: string,
  bidId: number,
  resultId: number,
) {
  await t.db.query(
    `WITH w AS (UPDATE wallets SET balance_paise = balance_paise + $2 WHERE user_id = $1 RETURNING balance_paise)
     INSERT INTO ledger_entries (user_id, trans_type, amount_paise, balance_after_paise, ref_type, ref_id, result_id)
     SELECT $1, $3, $2, w.balance_paise, 'bid', $4, $5 FROM w`,
    [userId, amountPaise, transType, bidId, resultId],
  );
}

describe('the session check after declare and revert', () => {
  it('passes an honest declare and an honest revert, and keeps each verdict', async () => {
    const { resultId } = await declaredOpen();
    const declared = await latestVerdict(resultId);
    expect(declared.session).toMatchObject({ verdict: 'PASS', cause: 'DECLARE', winners: 1, total_win: 95 });
    const reverted = await post('/results/game-result/change', { result_id: resultId, reason: 'check test' });
    expect(reverted.statusCode).toBe(200);
    expect((await latestVerdict(resultId)).session).toMatchObject({ verdict: 'PASS', cause: 'REVERT' });
    const list = await get('/integrity/books/sessions?start_date=2025-01-01&end_date=2025-01-31');
    validateResponse('integrity.sessionChecks', 200, list.json());
    expect(list.json().data.counts.fail).toBe(0);
  });

  it('names a bid settled twice', async () => {
    const { resultId, winner } = await declaredOpen();
    await rogueEntry(players[0] ?? 0, 9500, 'WIN', winner, resultId);
    const res = await post(`/integrity/books/session/${resultId}/check`);
    validateResponse('integrity.checkSession', 200, res.json());
    const { session, problems } = res.json().data;
    expect(session.verdict).toBe('FAIL');
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'SETTLED_TWICE', bid_id: winner }));
    expect(problems).toContainEqual(
      expect.objectContaining({ kind: 'TOTAL_MISMATCH', expected: 95, actual: 190 }),
    );
  });

  it('names a missing win entry', async () => {
    const { resultId, winner } = await declaredOpen();
    // Take the WIN entry away (the trigger forbids it: this is the corruption) and the wallet with it.
    await t.db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update');
    await t.db.query(`DELETE FROM ledger_entries WHERE result_id = $1 AND ref_id = $2`, [resultId, winner]);
    await t.db.exec('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_update');
    await t.db.query('UPDATE wallets SET balance_paise = balance_paise - 9500 WHERE user_id = $1', [
      players[0],
    ]);
    const verdict = await recordSessionCheck(t.db, resultId, 'ON_DEMAND');
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toContainEqual(
      expect.objectContaining({ kind: 'MISSING_WIN_ENTRY', bidId: winner }),
    );
  });

  it('links the WIN entries written before migration 100 to their result (migration 101)', async () => {
    const { resultId } = await declaredOpen();
    // As written before migration 100: the entries name no result, and a re-check finds none of them.
    await t.db.exec('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update');
    await t.db.query('UPDATE ledger_entries SET result_id = NULL WHERE result_id = $1', [resultId]);
    await t.db.exec('ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_update');
    expect((await recordSessionCheck(t.db, resultId, 'ON_DEMAND')).ok).toBe(false);
    await t.db.exec(readFileSync(join(migrationsDir, '101_settlement_entry_results.sql'), 'utf8'));
    const verdict = await recordSessionCheck(t.db, resultId, 'ON_DEMAND');
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
  });

  it('names a win of the wrong amount', async () => {
    const { resultId, winner } = await declaredOpen();
    await t.db.query('UPDATE bids SET win_amount_paise = win_amount_paise + 1 WHERE bid_id = $1', [winner]);
    const verdict = await recordSessionCheck(t.db, resultId, 'ON_DEMAND');
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toContainEqual(
      expect.objectContaining({
        kind: 'WRONG_WIN_AMOUNT',
        bidId: winner,
        expectedPaise: 9500,
        actualPaise: 9501,
      }),
    );
    expect(verdict.problems).toContainEqual(
      expect.objectContaining({ kind: 'WRONG_ENTRY_AMOUNT', bidId: winner }),
    );
  });

  it('names a revert whose entries do not cancel', async () => {
    const { resultId, winner } = await declaredOpen();
    await post('/results/game-result/change', { result_id: resultId, reason: 'check test' });
    await rogueEntry(players[0] ?? 0, 100, 'WIN', winner, resultId);
    const verdict = await recordSessionCheck(t.db, resultId, 'ON_DEMAND');
    expect(verdict.problems).toContainEqual(
      expect.objectContaining({ kind: 'REVERT_NOT_CANCELLED', bidId: winner }),
    );
  });
});

describe('the whole-books check', () => {
  it('passes balanced books, then names a balance off by one paisa', async () => {
    // The corruptions above moved wallets with their entries, except the deleted entry's: square it first.
    const before = await recordBooksCheck(t.db, 'ON_DEMAND');
    expect(before.mismatches.filter((m) => m.kind !== 'BALANCE_MISMATCH')).toEqual([]);
    const fresh = await createPlayerWithBalance(t.db, 5000);
    await t.db.query('UPDATE wallets SET balance_paise = balance_paise + 1 WHERE user_id = $1', [fresh]);
    const res = await post('/integrity/books/check');
    validateResponse('integrity.checkBooks', 200, res.json());
    const verdict = res.json().data;
    expect(verdict.ok).toBe(false);
    expect(verdict.mismatches).toContainEqual(
      expect.objectContaining({
        kind: 'BALANCE_MISMATCH',
        user_id: fresh,
        balance: 50.01,
        entries_total: 50,
      }),
    );
    expect(verdict.mismatches[0]).toMatchObject({ kind: 'TOTAL_MISMATCH' });
    const latest = await get('/integrity/books');
    validateResponse('integrity.books', 200, latest.json());
    expect(latest.json().data.check_id).toBe(verdict.check_id);
    const alarms = await get('/integrity/alarms');
    validateResponse('integrity.alarms', 200, alarms.json());
    expect(alarms.json().data.books_failed.check_id).toBe(verdict.check_id);
    expect(alarms.json().data.failed_checks.length).toBeGreaterThan(0);
  });
});

describe('the demo data', () => {
  it('passes every session check and the books, and shows late bids and an improbable winner', async () => {
    const demo = await createTestApp();
    try {
      await seedPlayers(demo.db, 300);
      await seedGames(demo.db, 6000);
      await seedIntegrityChecks(demo.db);
      const verdicts = await demo.db.query<{ ok: boolean; n: unknown }>(
        'SELECT ok, count(*) AS n FROM settlement_checks GROUP BY ok',
      );
      expect(verdicts.map((v) => v.ok)).toEqual([true]);
      const books = await demo.db.query<{ ok: boolean }>('SELECT ok FROM books_checks');
      expect(books).toEqual([{ ok: true }]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
      const late = await listLateBids(
        demo.db,
        { startDate: '2000-01-01', endDate: today },
        { perPage: 50, offset: 0 },
      );
      expect(late.totals.count).toBeGreaterThanOrEqual(3);
      const start = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
      const lucky = await improbableWinners(demo.db, { startDate: start, endDate: today, minWins: 3 }, 1e-4);
      expect(lucky.length).toBeGreaterThanOrEqual(1);
      expect(lucky[0]?.probabilityText).toMatch(/^about 1 in/);
    } finally {
      await demo.close();
    }
  }, 240_000);
});
