/**
 * bids.revertList answers the totals of every PENDING bid its filter matches, whatever page is asked: the
 * bids, the distinct players (one player with several bids counts once) and their stake. For one provider,
 * date and session that is exactly what bids.revertProvider refunds with the same provider, date and
 * session: Close takes the day's jodi and sangam bids too, Open does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees } from '../src/db/money.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addPlayer, addProvider, type PlaceBid, placeBid } from './support/games-fixture.js';

const D = '2026-03-09';
const NEXT_DAY = '2026-03-10';
let t: TestApp;
let admin: Record<string, string>;
let market: number;
let other: number;
/** The market's pending bids of D in the Close scope (Close bids, and the day's jodi and sangam). */
const closeScope: Array<{ bidId: number; userId: number; amountPaise: number }> = [];
let players: number[];

interface PendingPage {
  rows: Array<{ bid_id: number; user_id: number; bid_status: string }>;
  pagination: { per_page: number; current_page: number; total_page: number; total_count: number };
  totals: { bid_count: number; player_count: number; amount: number };
}

const NONE = { bid_count: 0, player_count: 0, amount: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  market = await addProvider(t.db, 1, 'Refund Bazar');
  other = await addProvider(t.db, 1, 'Other Refund Bazar');
  players = await Promise.all(
    ['Twice', 'Bina', 'Chetan', 'Deepa', 'Lalit'].map((name) => addPlayer(t.db, name, 10_000_000)),
  );
  const [twice = 0, bina = 0, chetan = 0, deepa = 0, lalit = 0] = players;
  type Bid = Pick<PlaceBid, 'userId' | 'session' | 'bidType' | 'digit' | 'amountPaise'>;
  const bid = (providerId: number, x: Bid, gameDate = D) =>
    placeBid(t.db, { ...x, providerId, providerType: 1, gameDate });
  const pending = async (x: Bid) => {
    closeScope.push({ bidId: await bid(market, x), userId: x.userId, amountPaise: x.amountPaise });
  };
  const single = (userId: number, session: 'Open' | 'Close', digit: string, amountPaise: number): Bid => ({
    userId,
    session,
    bidType: 'SINGLE_DIGIT_MARKET',
    digit,
    amountPaise,
  });

  // Open bids, settled by the Open result 123-6 below (one wins, one loses).
  await bid(market, single(twice, 'Open', '6', 1000));
  await bid(market, single(lalit, 'Open', '7', 5000));
  // Seven pending bids of four players in the Close scope; Twice has four of them.
  await pending(single(twice, 'Close', '1', 1000));
  await pending(single(twice, 'Close', '2', 2050));
  await pending({
    userId: twice,
    session: 'Close',
    bidType: 'SINGLE_PANNA_MARKET',
    digit: '128',
    amountPaise: 500,
  });
  await pending({ userId: twice, session: null, bidType: 'JODI_MARKET', digit: '61', amountPaise: 1500 });
  await pending(single(bina, 'Close', '3', 3000));
  await pending({
    userId: chetan,
    session: null,
    bidType: 'HALF_SANGAM_MARKET',
    digit: '123-4',
    amountPaise: 2500,
  });
  await pending({
    userId: deepa,
    session: 'Close',
    bidType: 'DOUBLE_PANNA_MARKET',
    digit: '112',
    amountPaise: 1250,
  });
  // Not among them: a Close bid refunded already, another provider's and another day's pending Close bids.
  const refunded = await bid(market, single(bina, 'Close', '4', 4000));
  await bid(other, single(bina, 'Close', '3', 7000));
  await bid(market, single(twice, 'Close', '1', 8000), NEXT_DAY);

  const saved = await t.app.inject({
    method: 'POST',
    url: '/v1/results/game-result/save',
    headers: admin,
    payload: { provider_id: market, provider_type: 1, game_date: D, session: 'Open', panna: '123' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const declared = await t.app.inject({
    method: 'POST',
    url: '/v1/results/game-result/declared',
    headers: admin,
    payload: { result_id: saved.json().data.result.result_id },
  });
  expect(declared.statusCode, declared.body).toBe(200);
  const selected = await t.app.inject({
    method: 'POST',
    url: '/v1/bids/game-result/revert-user-result',
    headers: admin,
    payload: { bid_ids: [refunded], reason: 'placed twice' },
  });
  expect(selected.statusCode, selected.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function pendingPage(
  slot: { providerId?: number; date?: string; session?: 'Open' | 'Close' },
  page = 1,
  perPage = 3,
): Promise<PendingPage> {
  const query = new URLSearchParams({
    game_date: slot.date ?? D,
    per_page: String(perPage),
    current_page: String(page),
    ...(slot.providerId ? { provider_id: String(slot.providerId) } : {}),
    ...(slot.session ? { session: slot.session } : {}),
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bids/user/revert/get-bids/market?${query}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  validateResponse('bids.revertList', 200, res.json());
  return res.json().data as PendingPage;
}

async function revertProvider(session: 'Open' | 'Close') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/bids/game-result/revert-provider-wise-result',
    headers: admin,
    payload: { provider_id: market, provider_type: 1, game_date: D, session, reason: 'market cancelled' },
  });
  expect(res.statusCode, res.body).toBe(200);
  validateResponse('bids.revertProvider', 200, res.json());
  return res.json().data as { refunded_bids: number; refunded_amount: number };
}

async function balances(): Promise<Map<number, number>> {
  const rows = await t.db.query<{ user_id: unknown; balance_paise: unknown }>(
    'SELECT user_id, balance_paise FROM wallets WHERE user_id = ANY($1::int[])',
    [players],
  );
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.balance_paise)]));
}

describe('bids.revertList totals', () => {
  it('counts every pending bid of the slot, its distinct players and their stake on each page', async () => {
    const expected = {
      bid_count: closeScope.length,
      player_count: new Set(closeScope.map((b) => b.userId)).size,
      amount: paiseToRupees(closeScope.reduce((sum, b) => sum + b.amountPaise, 0)),
    };
    expect(expected).toEqual({ bid_count: 7, player_count: 4, amount: 10 + 20.5 + 5 + 15 + 30 + 25 + 12.5 });

    const slot = { providerId: market, session: 'Close' as const };
    const first = await pendingPage(slot);
    expect(first.pagination).toMatchObject({ total_page: 3, total_count: 7 });
    const pages = [first, await pendingPage(slot, 2), await pendingPage(slot, 3)];
    for (const page of pages) expect(page.totals).toEqual(expected);
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.every((r) => r.bid_status === 'PENDING')).toBe(true);
    expect(rows.map((r) => r.bid_id).sort((a, b) => a - b)).toEqual(
      closeScope.map((b) => b.bidId).sort((a, b) => a - b),
    );
    expect((await pendingPage(slot, 1, 1)).totals).toEqual(expected);
    // A page past the last still tells the totals.
    expect(await pendingPage(slot, 9)).toMatchObject({ rows: [], totals: expected });
  });

  it('leaves the jodi and sangam bids out of Open, whose bids the result settled', async () => {
    expect((await pendingPage({ providerId: market, session: 'Open' })).totals).toEqual(NONE);
    expect(await revertProvider('Open')).toEqual({ refunded_bids: 0, refunded_amount: 0 });
    expect((await pendingPage({ providerId: market, session: 'Close' })).totals.bid_count).toBe(7);
  });

  it('tells what a provider-wise revert refunds and to how many players, and none once it is done', async () => {
    const slot = { providerId: market, session: 'Close' as const };
    const { totals } = await pendingPage(slot, 1, 1);
    const otherProvider = (await pendingPage({ providerId: other, session: 'Close' })).totals;
    const nextDay = (await pendingPage({ providerId: market, date: NEXT_DAY, session: 'Close' })).totals;
    const before = await balances();

    const refunded = await revertProvider('Close');
    expect(refunded).toEqual({ refunded_bids: totals.bid_count, refunded_amount: totals.amount });
    const after = await balances();
    const credited = players.filter((id) => (after.get(id) ?? 0) !== (before.get(id) ?? 0));
    expect(credited).toHaveLength(totals.player_count);
    const creditedPaise = players.reduce((sum, id) => sum + (after.get(id) ?? 0) - (before.get(id) ?? 0), 0);
    expect(paiseToRupees(creditedPaise)).toBe(totals.amount);

    expect(await pendingPage(slot, 1, 1)).toMatchObject({
      rows: [],
      pagination: { total_count: 0 },
      totals: NONE,
    });
    // The other provider's and the next day's pending bids are still there, and still counted.
    expect(otherProvider).toEqual({ bid_count: 1, player_count: 1, amount: 70 });
    expect(nextDay).toEqual({ bid_count: 1, player_count: 1, amount: 80 });
    expect((await pendingPage({ providerId: other, session: 'Close' })).totals).toEqual(otherProvider);
    expect((await pendingPage({ providerId: market, date: NEXT_DAY, session: 'Close' })).totals).toEqual(
      nextDay,
    );
  });
});
