import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPendingBids, refundBids } from '../src/db/bid-refunds.js';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { paise } from '../src/db/money.js';
import { revertResult } from '../src/db/result-revert.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import { CLOSE_STILL_DECLARED, OPEN_NOT_DECLARED, toHttpError } from '../src/http/domain-refusals.js';
import { HttpError } from '../src/http/handler.js';
import { createTestApp, type TestApp } from './support/app.js';
import {
  addEmployee,
  addPlayer,
  addProvider,
  balances,
  type PlaceBid,
  placeBid,
} from './support/games-fixture.js';

// The shared test world: in-memory PGlite, or (scripts/test.mjs, DATABASE_URL) a fresh PostgreSQL schema
// where the concurrent declares and reverts below really run at the same time on separate connections.
let t: TestApp;
let db: Db;
let staff: number;

beforeAll(async () => {
  t = await createTestApp({ withoutStaff: true });
  db = t.db;
  staff = await addEmployee(db);
});
afterAll(async () => {
  await t.close();
});

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise that never rejects: its outcome as a value, and whether it has settled yet. */
function watch<T>(p: Promise<T>) {
  const state = { settled: false };
  const outcome = p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  void outcome.then(() => {
    state.settled = true;
  });
  return { state, outcome };
}

const statusOf = async (ids: number[]) =>
  (
    await db.query<{ bid_status: string }>(
      'SELECT bid_status FROM bids WHERE bid_id = ANY($1::bigint[]) ORDER BY bid_id',
      [ids],
    )
  ).map((r) => r.bid_status);

async function expectHttp(p: Promise<unknown>, status: number, msg?: string | RegExp) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => toHttpError(e),
  );
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).status).toBe(status);
  if (msg) expect((err as HttpError).message).toMatch(msg);
}

describe('market declare and revert', () => {
  const date = '2025-01-10';
  let provider: number;
  let a: number;
  let b: number;
  let c: number;
  const bids: Record<string, number> = {};
  let before: Map<number, number>;
  const market = () => ({ providerId: provider, providerType: 1 as const, gameDate: date });
  /** This market's result in `session` that is now `status`. */
  const resultIdOf = async (session: 'Open' | 'Close', status: 'SAVED' | 'DECLARED') => {
    const [row] = await db.query<{ result_id: number }>(
      'SELECT result_id FROM results WHERE provider_id = $1 AND session = $2 AND status = $3',
      [provider, session, status],
    );
    return row?.result_id ?? 0;
  };
  const saveOpen123 = () => saveResult(db, { ...market(), session: 'Open', panna: '123', employeeId: staff });
  const resultStatus = async (resultId: number) => {
    const [r] = await db.query<{ status: string }>('SELECT status FROM results WHERE result_id = $1', [
      resultId,
    ]);
    return r?.status;
  };

  beforeAll(async () => {
    provider = await addProvider(db, 1, 'Kalyan Test');
    a = await addPlayer(db, 'Asha', 100_000);
    b = await addPlayer(db, 'Bala', 100_000);
    c = await addPlayer(db, 'Chandu', 100_000);
    const players = { a, b, c };
    const plan: [string, keyof typeof players, PlaceBid['session'], PlaceBid['bidType'], string, number][] = [
      ['openSingleWin', 'a', 'Open', 'SINGLE_DIGIT_MARKET', '6', 1000],
      ['openSingleLose', 'b', 'Open', 'SINGLE_DIGIT_MARKET', '5', 1000],
      ['openSp', 'b', 'Open', 'SINGLE_PANNA_MARKET', '123', 500],
      ['closeSingle', 'c', 'Close', 'SINGLE_DIGIT_MARKET', '0', 2000],
      ['jodi', 'c', null, 'JODI_MARKET', '60', 1000],
      ['half', 'a', null, 'HALF_SANGAM_MARKET', '6-668', 100],
      ['full', 'b', null, 'FULL_SANGAM_MARKET', '123-668', 100],
    ];
    for (const [name, player, session, bidType, digit, amountPaise] of plan) {
      bids[name] = await placeBid(db, {
        ...market(),
        userId: players[player],
        session,
        bidType,
        digit,
        amountPaise,
      });
    }
    before = await balances(db);
  });

  it('refuses to declare a Close before its Open', async () => {
    const close = await saveResult(db, { ...market(), session: 'Close', panna: '668', employeeId: staff });
    await expectHttp(declareResult(db, { resultId: close, employeeId: staff }), 409, /Open result/);
  });

  it('rolls everything back when declare fails after some payouts', async () => {
    const open = await saveOpen123();
    const failing = declareResult(db, {
      resultId: open,
      employeeId: staff,
      afterPayouts: async () => {
        throw new Error('injected failure');
      },
    });
    await expect(failing).rejects.toThrow('injected failure');
    expect(await balances(db)).toEqual(before);
    expect(await statusOf([bids.openSingleWin as number, bids.openSp as number])).toEqual([
      'PENDING',
      'PENDING',
    ]);
    expect(await resultStatus(open)).toBe('SAVED');
    expect(await db.query("SELECT 1 FROM ledger_entries WHERE trans_type = 'WIN'")).toHaveLength(0);
  });

  it('declares Open 123-6 once even when asked twice at the same time', async () => {
    const id = await resultIdOf('Open', 'SAVED');
    // The pause keeps the first declare's transaction open, so on PostgreSQL the second really overlaps it.
    const slowly = { resultId: id, employeeId: staff, afterPayouts: () => pause(100) };
    const outcomes = await Promise.allSettled([declareResult(db, slowly), declareResult(db, slowly)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((toHttpError(rejected.reason) as HttpError).message).toBe('Result already declared');
    const done = (
      outcomes.find((o) => o.status === 'fulfilled') as PromiseFulfilledResult<{
        won: number;
        lost: number;
        payoutPaise: number;
      }>
    ).value;
    expect(done).toEqual({ won: 2, lost: 1, payoutPaise: 9500 + 75000 });
    const after = await balances(db);
    expect(after.get(a)).toBe((before.get(a) ?? 0) + 9500);
    expect(after.get(b)).toBe((before.get(b) ?? 0) + 75000);
    expect(after.get(c)).toBe(before.get(c));
    expect(
      await statusOf([bids.openSingleWin as number, bids.openSingleLose as number, bids.jodi as number]),
    ).toEqual(['WON', 'LOST', 'PENDING']);
    expect(await checkLedgerInvariant(db)).toEqual([]);
    await expectHttp(declareResult(db, { resultId: id, employeeId: staff }), 409, 'Result already declared');
  });

  it('declares Close 668-0: close single, jodi 60 and both sangams win', async () => {
    const out = await declareResult(db, {
      resultId: await resultIdOf('Close', 'SAVED'),
      employeeId: staff,
      reason: 'on time',
    });
    expect(out).toEqual({ won: 4, lost: 0, payoutPaise: 19000 + 95000 + 100000 + 1000000 });
    expect(await checkLedgerInvariant(db)).toEqual([]);
    const audits = await db.query<{ action: string; reason: string | null }>(
      "SELECT action, reason FROM audit_log WHERE entity = 'result' ORDER BY audit_id",
    );
    expect(audits).toEqual([
      { action: 'results.declare', reason: null },
      { action: 'results.declare', reason: 'on time' },
    ]);
  });

  it('refuses to revert Open while its Close is declared, changing nothing', async () => {
    const snapshot = await balances(db);
    const open = await resultIdOf('Open', 'DECLARED');
    await expectHttp(
      revertResult(db, { resultId: open, employeeId: staff, reason: 'wrong panna' }),
      409,
      CLOSE_STILL_DECLARED,
    );
    expect(await balances(db)).toEqual(snapshot);
    expect(await resultStatus(open)).toBe('DECLARED');
  });

  it('reverting Close also reverts jodi and sangams; Open wins stay', async () => {
    const out = await revertResult(db, {
      resultId: await resultIdOf('Close', 'DECLARED'),
      employeeId: staff,
      reason: 'wrong close',
    });
    expect(out).toEqual({ bids: 4, amountPaise: 1214000 });
    expect(
      await statusOf([
        bids.openSingleWin as number,
        bids.jodi as number,
        bids.half as number,
        bids.full as number,
      ]),
    ).toEqual(['WON', 'PENDING', 'PENDING', 'PENDING']);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it('reverting Open then takes back Open wins only and restores every balance exactly', async () => {
    const open = await resultIdOf('Open', 'DECLARED');
    const out = await revertResult(db, { resultId: open, employeeId: staff, reason: 'wrong panna' });
    expect(out).toEqual({ bids: 3, amountPaise: 84500 });
    expect(await balances(db)).toEqual(before);
    const pending = await db.query("SELECT 1 FROM bids WHERE provider_id = $1 AND bid_status = 'PENDING'", [
      provider,
    ]);
    expect(pending).toHaveLength(7);
    const reversals = await db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM ledger_entries WHERE trans_type = 'WIN_REVERSAL'",
    );
    expect(Number(reversals[0]?.n)).toBe(6);
    expect(await checkLedgerInvariant(db)).toEqual([]);
    await expectHttp(revertResult(db, { resultId: open, employeeId: staff, reason: 'again' }), 409);
  });

  it('refuses a revert a spent win cannot cover, naming the player, and changes nothing', async () => {
    const open = await saveOpen123();
    await declareResult(db, { resultId: open, employeeId: staff });
    const bBalance = (await balances(db)).get(b) ?? 0;
    await db.transaction(async (tx) => {
      const { postEntry } = await import('../src/db/ledger.js');
      await postEntry(tx, { userId: b, amountPaise: -bBalance, transType: 'WITHDRAWAL' });
    });
    const snapshot = await balances(db);
    await expectHttp(
      revertResult(db, { resultId: open, employeeId: staff, reason: 'oops' }),
      409,
      /Bala \(user \d+\) holds ₹0.00 of ₹750.00/,
    );
    expect(await balances(db)).toEqual(snapshot);
    expect(await resultStatus(open)).toBe('DECLARED');
  });

  it('refunds pending bids once, with the stakes credited back', async () => {
    const ids = await db.transaction((tx) => lockPendingBids(tx, 'b.provider_id = $1', [provider]));
    expect(ids.length).toBe(4);
    const snapshot = await balances(db);
    const out = await db.transaction(async (tx) =>
      refundBids(tx, {
        bidIds: ids,
        employeeId: staff,
        reason: 'market cancelled',
        action: 'bids.revertProvider',
        entity: 'provider',
        entityId: provider,
      }),
    );
    expect(out).toEqual({ refundedBids: 4, refundedPaise: 2000 + 1000 + 100 + 100 });
    expect((await balances(db)).get(c)).toBe((snapshot.get(c) ?? 0) + 3000);
    const again = await db.transaction(async (tx) => lockPendingBids(tx, 'b.provider_id = $1', [provider]));
    expect(again).toEqual([]);
    expect(await checkLedgerInvariant(db)).toEqual([]);
    const entries = await db.query<{ amount_paise: unknown }>(
      "SELECT amount_paise FROM ledger_entries WHERE trans_type = 'BID_REFUND'",
    );
    expect(entries.map((e) => paise(e.amount_paise)).reduce((x, y) => x + y, 0)).toBe(3200);
  });
});

describe('a Close declare racing an Open revert of the same market and date', () => {
  let provider: number;
  let player: number;
  /** Declares Open 123-6 of `date` over an Open single on 6 and a jodi 60, and saves Close 668-0. */
  async function declaredOpenSavedClose(date: string) {
    const market = { providerId: provider, providerType: 1 as const, gameDate: date, userId: player };
    const single = await placeBid(db, {
      ...market,
      session: 'Open',
      bidType: 'SINGLE_DIGIT_MARKET',
      digit: '6',
      amountPaise: 1000,
    });
    const jodi = await placeBid(db, {
      ...market,
      session: null,
      bidType: 'JODI_MARKET',
      digit: '60',
      amountPaise: 1000,
    });
    const open = await saveResult(db, { ...market, session: 'Open', panna: '123', employeeId: staff });
    await declareResult(db, { resultId: open, employeeId: staff });
    const close = await saveResult(db, { ...market, session: 'Close', panna: '668', employeeId: staff });
    return { open, close, single, jodi };
  }

  beforeAll(async () => {
    provider = await addProvider(db, 1, 'Race Bazar');
    player = await addPlayer(db, 'Devi', 100_000);
  });

  it('an Open revert waits for a Close being declared, then refuses', async () => {
    const day = await declaredOpenSavedClose('2025-02-01');
    let revert: ReturnType<typeof watch<unknown>> | undefined;
    let revertSettledEarly = true;
    const declared = await declareResult(db, {
      resultId: day.close,
      employeeId: staff,
      afterPayouts: async () => {
        revert = watch(revertResult(db, { resultId: day.open, employeeId: staff, reason: 'race' }));
        await pause(200);
        revertSettledEarly = revert.state.settled;
      },
    });
    expect(declared).toEqual({ won: 1, lost: 0, payoutPaise: 95000 });
    expect(revertSettledEarly).toBe(false);
    const refused = await revert?.outcome;
    expect(refused?.ok).toBe(false);
    expect((toHttpError((refused as { error: unknown }).error) as HttpError).message).toBe(
      CLOSE_STILL_DECLARED,
    );
    expect(await statusOf([day.single, day.jodi])).toEqual(['WON', 'WON']);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });

  it('a Close declare waits for an Open being reverted, then refuses and settles nothing', async () => {
    const day = await declaredOpenSavedClose('2025-02-02');
    const afterOpen = await balances(db);
    let declare: ReturnType<typeof watch<unknown>> | undefined;
    let declareSettledEarly = true;
    await revertResult(db, {
      resultId: day.open,
      employeeId: staff,
      reason: 'race',
      afterReversals: async () => {
        declare = watch(declareResult(db, { resultId: day.close, employeeId: staff }));
        await pause(200);
        declareSettledEarly = declare.state.settled;
      },
    });
    expect(declareSettledEarly).toBe(false);
    const refused = await declare?.outcome;
    expect(refused?.ok).toBe(false);
    expect((toHttpError((refused as { error: unknown }).error) as HttpError).message).toBe(OPEN_NOT_DECLARED);
    expect(await statusOf([day.single, day.jodi])).toEqual(['PENDING', 'PENDING']);
    const [close] = await db.query<{ status: string }>('SELECT status FROM results WHERE result_id = $1', [
      day.close,
    ]);
    expect(close?.status).toBe('SAVED');
    expect((await balances(db)).get(player)).toBe((afterOpen.get(player) ?? 0) - 9500);
    expect(await checkLedgerInvariant(db)).toEqual([]);
  });
});
