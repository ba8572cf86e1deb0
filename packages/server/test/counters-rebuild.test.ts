/**
 * The list counters (declared once in src/db/counters.ts: players per stage, ledger entries per type,
 * bids per slot, bid digit totals with their wins) equal their rebuild from the base tables after a
 * random workload: new players, stage changes, a player added and deleted, wallet credits and debits,
 * bids, declares, reverts and refunds. Runs on the shared test world: PGlite, and PostgreSQL with
 * DATABASE_URL.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPendingBids, refundBids } from '../src/db/bid-refunds.js';
import { COUNTERS, type Counter, counterDrift, installCounters } from '../src/db/counters.js';
import type { Db } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import { revertResult } from '../src/db/result-revert.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import type { BidType, Session } from '../src/domain/bid-types.js';
import { DomainError } from '../src/domain/errors.js';
import { ALL_PANNAS, ankOf } from '../src/domain/panna.js';
import { createTestApp, onPostgres, type TestApp } from './support/app.js';
import { addEmployee, addPlayer, addProvider, placeBid } from './support/games-fixture.js';

let t: TestApp;
let db: Db;
let staff: number;
let market: number;
let jackpot: number;
const players: number[] = [];
const declared: number[] = [];

const STAGES = ['REGISTERED', 'UNVERIFIED', 'BLOCKED', 'BANNED'] as const;
const DATES = ['2025-03-01', '2025-03-02'] as const;
// Few digits, so that bids win often enough for declares and reverts to move money.
const DIGITS = ['0', '1', '2'] as const;
const PANNAS = ALL_PANNAS.filter((p) => (DIGITS as readonly string[]).includes(ankOf(p)));

beforeAll(async () => {
  t = await createTestApp({ withoutStaff: true });
  db = t.db;
  staff = await addEmployee(db);
  market = await addProvider(db, 1, 'Counter Market');
  jackpot = await addProvider(db, 3, 'Counter Jackpot');
  for (let i = 0; i < 3; i++) players.push(await addPlayer(db, `Counter ${i}`, 5_000_00));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Op =
  | { op: 'player'; stage: (typeof STAGES)[number]; deposit: number }
  | { op: 'playerAddedAndDeleted' }
  | { op: 'stage'; who: number; stage: (typeof STAGES)[number] }
  | { op: 'money'; who: number; amount: number }
  | {
      op: 'bid';
      who: number;
      kind: 'single' | 'jodi' | 'jackpot';
      a: string;
      b: string;
      open: boolean;
      day: number;
      amount: number;
    }
  | { op: 'declare'; kind: 'open' | 'close' | 'jackpot'; day: number; panna: string; a: string; b: string }
  | { op: 'revert'; pick: number }
  | { op: 'refund'; pick: number; count: number };

const who = fc.nat({ max: 99 });
const day = fc.nat({ max: DATES.length - 1 });
const d = fc.constantFrom(...DIGITS);
const stage = fc.constantFrom(...STAGES);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('player' as const), stage, deposit: fc.integer({ min: 0, max: 2_000_00 }) }),
  fc.record({ op: fc.constant('playerAddedAndDeleted' as const) }),
  fc.record({ op: fc.constant('stage' as const), who, stage }),
  fc.record({
    op: fc.constant('money' as const),
    who,
    amount: fc.integer({ min: -3_000_00, max: 3_000_00 }),
  }),
  {
    arbitrary: fc.record({
      op: fc.constant('bid' as const),
      who,
      kind: fc.constantFrom('single' as const, 'jodi' as const, 'jackpot' as const),
      a: d,
      b: d,
      open: fc.boolean(),
      day,
      amount: fc.integer({ min: 1_00, max: 500_00 }),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('declare' as const),
      kind: fc.constantFrom('open' as const, 'close' as const, 'jackpot' as const),
      day,
      panna: fc.constantFrom(...PANNAS),
      a: d,
      b: d,
    }),
    weight: 2,
  },
  fc.record({ op: fc.constant('revert' as const), pick: fc.nat({ max: 99 }) }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat({ max: 999 }),
    count: fc.integer({ min: 1, max: 4 }),
  }),
);

const playerOf = (n: number) => players[n % players.length] ?? 0;

async function run(o: Op): Promise<void> {
  switch (o.op) {
    case 'player': {
      const userId = await addPlayer(db, `Counter ${players.length}`, o.deposit);
      await db.query('UPDATE players SET stage = $2 WHERE user_id = $1', [userId, o.stage]);
      players.push(userId);
      return;
    }
    case 'playerAddedAndDeleted': {
      const [p] = await db.query<{ user_id: number }>(
        `INSERT INTO players (full_name, phone, stage) VALUES ('Passing', '7000000000', 'UNVERIFIED') RETURNING user_id`,
      );
      await db.query('DELETE FROM players WHERE user_id = $1', [p?.user_id]);
      return;
    }
    case 'stage':
      await db.query('UPDATE players SET stage = $2 WHERE user_id = $1', [playerOf(o.who), o.stage]);
      return;
    case 'money':
      if (o.amount === 0) return;
      await db.transaction((tx) =>
        postEntry(tx, {
          userId: playerOf(o.who),
          amountPaise: o.amount,
          transType: o.amount > 0 ? 'ADMIN_CREDIT' : 'ADMIN_DEBIT',
          createdBy: staff,
        }),
      );
      return;
    case 'bid': {
      const [bidType, digit, session]: [BidType, string, Session | null] =
        o.kind === 'single'
          ? ['SINGLE_DIGIT_MARKET', o.a, o.open ? 'Open' : 'Close']
          : o.kind === 'jodi'
            ? ['JODI_MARKET', o.a + o.b, null]
            : ['JODI_JACKPOT', o.a + o.b, null];
      await placeBid(db, {
        userId: playerOf(o.who),
        providerId: o.kind === 'jackpot' ? jackpot : market,
        providerType: o.kind === 'jackpot' ? 3 : 1,
        gameDate: DATES[o.day] ?? DATES[0],
        session,
        bidType,
        digit,
        amountPaise: o.amount,
      });
      return;
    }
    case 'declare': {
      const resultId = await saveResult(db, {
        providerId: o.kind === 'jackpot' ? jackpot : market,
        providerType: o.kind === 'jackpot' ? 3 : 1,
        gameDate: DATES[o.day] ?? DATES[0],
        employeeId: staff,
        ...(o.kind === 'jackpot'
          ? { digit: o.a + o.b }
          : { session: o.kind === 'open' ? ('Open' as const) : ('Close' as const), panna: o.panna }),
      });
      await declareResult(db, { resultId, employeeId: staff });
      declared.push(resultId);
      return;
    }
    case 'revert': {
      if (!declared.length) return;
      const [resultId] = declared.splice(o.pick % declared.length, 1);
      await revertResult(db, { resultId: resultId ?? 0, employeeId: staff, reason: 'counters' });
      return;
    }
    case 'refund': {
      const rows = await db.query<{ bid_id: unknown }>(
        `SELECT bid_id FROM bids WHERE bid_status = 'PENDING' ORDER BY bid_id
          OFFSET $1 % greatest(1, (SELECT count(*) FROM bids WHERE bid_status = 'PENDING')) LIMIT $2`,
        [o.pick, o.count],
      );
      const ids = rows.map((r) => Number(r.bid_id));
      if (!ids.length) return;
      await db.transaction(async (tx) =>
        refundBids(tx, {
          bidIds: await lockPendingBids(tx, 'b.bid_id = ANY($1::bigint[])', [ids]),
          employeeId: staff,
          reason: 'counters',
          action: 'bids.revertSelected',
          entity: 'bids',
          entityId: ids.join(','),
        }),
      );
      return;
    }
  }
}

/** Runs one step; a business rule's refusal (already declared, an overdraw, spent winnings) is an outcome too. */
async function step(o: Op): Promise<string> {
  try {
    await run(o);
    return o.op;
  } catch (error) {
    if (error instanceof DomainError) return `refused:${error.code}`;
    throw error;
  }
}

async function drift() {
  const out: Record<string, unknown[]> = {};
  for (const c of COUNTERS) {
    const rows = await counterDrift(db, c);
    if (rows.length) out[c.table] = rows;
  }
  return out;
}

describe(`the list counters on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps each counter equal to its rebuild from the base tables through a random workload', async () => {
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 40 }), async (ops) => {
        for (const o of ops) {
          const outcome = await step(o);
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        }
        expect(await drift()).toEqual({});
      }),
      { numRuns: 6, seed: 2611, endOnFailure: true },
    );
    // The workload reached every kind of write the counters follow.
    for (const kind of [
      'player',
      'playerAddedAndDeleted',
      'stage',
      'money',
      'bid',
      'declare',
      'revert',
      'refund',
    ]) {
      expect(outcomes.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
    const [seen] = await db.query<{ won: unknown; refunded: unknown; reverted: unknown; stages: unknown }>(
      `SELECT (SELECT count(*) FROM bids WHERE bid_status = 'WON') AS won,
              (SELECT count(*) FROM bids WHERE bid_status = 'REFUNDED') AS refunded,
              (SELECT count(*) FROM results WHERE status = 'REVERTED') AS reverted,
              (SELECT count(DISTINCT stage) FROM players) AS stages`,
    );
    expect(Number(seen?.won)).toBeGreaterThan(0);
    expect(Number(seen?.refunded)).toBeGreaterThan(0);
    expect(Number(seen?.reverted)).toBeGreaterThan(0);
    expect(Number(seen?.stages)).toBeGreaterThan(1);
  }, 240_000);

  it('reinstalls the counters, rebuilt from the base tables, when their declaration changes', async () => {
    // A new sum on one counter: a change to its declaration only.
    const changed: Counter[] = COUNTERS.map((c) =>
      c.table === 'ledger_type_counts'
        ? { ...c, sums: [...c.sums, { name: 'paise', of: 'coalesce(sum(amount_paise), 0)' }] }
        : c,
    );
    expect(await db.transaction((tx) => installCounters(tx, changed))).toBe(true);
    await db.transaction((tx) =>
      postEntry(tx, {
        userId: playerOf(0),
        amountPaise: 123_45,
        transType: 'ADMIN_CREDIT',
        createdBy: staff,
      }),
    );
    const [kept] = await db.query<{ paise: unknown }>(
      "SELECT sum(paise) AS paise FROM ledger_type_counts WHERE trans_type = 'ADMIN_CREDIT'",
    );
    const [actual] = await db.query<{ paise: unknown }>(
      "SELECT sum(amount_paise) AS paise FROM ledger_entries WHERE trans_type = 'ADMIN_CREDIT'",
    );
    expect(Number(kept?.paise)).toBeGreaterThan(0);
    expect(Number(kept?.paise)).toBe(Number(actual?.paise));
    for (const c of changed) expect(await counterDrift(db, c), c.table).toEqual([]);
    // Unchanged: nothing to do. Back to the declaration in counters.ts: reinstalled and rebuilt again.
    expect(await db.transaction((tx) => installCounters(tx, changed))).toBe(false);
    expect(await db.transaction((tx) => installCounters(tx))).toBe(true);
    expect(await drift()).toEqual({});
  });

  it('sees a counter that drifted from its base table, and recount_list_totals() rebuilds it', async () => {
    await db.query(
      `UPDATE player_stage_counts SET n = n + 1 WHERE ctid = (SELECT min(ctid) FROM player_stage_counts)`,
    );
    await db.query(
      'UPDATE bid_digit_totals SET win_paise = win_paise + 7 WHERE ctid = (SELECT min(ctid) FROM bid_digit_totals)',
    );
    expect(Object.keys(await drift()).sort()).toEqual(['bid_digit_totals', 'player_stage_counts']);
    await db.query('SELECT recount_list_totals()');
    expect(await drift()).toEqual({});
  });
});
