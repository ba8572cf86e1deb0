/**
 * results.winners answers the totals of every winning bid of the slot, whatever page is asked: the bids,
 * the distinct players (one player with two winning bids counts once) and what they won, which is what
 * reverting the result takes back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees } from '../src/db/money.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addPlayer, addProvider, type PlaceBid, placeBid } from './support/games-fixture.js';

const D = '2026-03-07';
let t: TestApp;
let admin: Record<string, string>;
let market: number;
let other: number;
let openResult: number;

interface WinnersPage {
  rows: Array<{ bid_id: number; user_id: number; win_amount: number }>;
  pagination: { per_page: number; current_page: number; total_page: number; total_count: number };
  totals: { bid_count: number; player_count: number; win_amount: number };
}

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/results/game-result/${url}`, headers: admin, payload });

async function declare(providerId: number, session: 'Open' | 'Close', panna: string): Promise<number> {
  const saved = await post('save', {
    provider_id: providerId,
    provider_type: 1,
    game_date: D,
    session,
    panna,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const resultId = saved.json().data.result.result_id as number;
  const declared = await post('declared', { result_id: resultId });
  expect(declared.statusCode, declared.body).toBe(200);
  return resultId;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  market = await addProvider(t.db, 1, 'Winners Bazar');
  other = await addProvider(t.db, 1, 'Other Bazar');
  const [twice, b, c, d, loser] = await Promise.all(
    ['Twice', 'Bina', 'Chetan', 'Deepa', 'Lalit'].map((name) => addPlayer(t.db, name, 10_000_000)),
  );
  type Bid = Pick<PlaceBid, 'userId' | 'session' | 'bidType' | 'digit' | 'amountPaise'>;
  const bid = (providerId: number, x: Bid) =>
    placeBid(t.db, { ...x, providerId, providerType: 1, gameDate: D });
  const single = (
    userId: number | undefined,
    digit: string,
    amountPaise: number,
    session: 'Open' | 'Close' = 'Open',
  ) => bid(market, { userId: userId ?? 0, session, bidType: 'SINGLE_DIGIT_MARKET', digit, amountPaise });
  // Open 123-6: five winning bids of four players (Twice wins twice), on more pages than one at per_page 2.
  await single(twice, '6', 1000);
  await bid(market, {
    userId: twice ?? 0,
    session: 'Open',
    bidType: 'SINGLE_PANNA_MARKET',
    digit: '123',
    amountPaise: 500,
  });
  await single(b, '6', 2000);
  await single(c, '6', 3000);
  await single(d, '6', 1250);
  // Not among them: losing bids, a Close bid on the same digit, a jodi, another provider's winner.
  await single(c, '5', 4000);
  await single(loser, '7', 5000);
  await single(loser, '6', 6000, 'Close');
  await bid(market, {
    userId: loser ?? 0,
    session: null,
    bidType: 'JODI_MARKET',
    digit: '60',
    amountPaise: 1000,
  });
  await bid(other, {
    userId: b ?? 0,
    session: 'Open',
    bidType: 'SINGLE_DIGIT_MARKET',
    digit: '6',
    amountPaise: 7000,
  });
  openResult = await declare(market, 'Open', '123');
  await declare(other, 'Open', '123');
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function winnersPage(page: number, perPage: number): Promise<WinnersPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bids/game-result/winners/market?provider_id=${market}&game_date=${D}&session=Open&per_page=${perPage}&current_page=${page}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  validateResponse('results.winners', 200, res.json());
  return res.json().data as WinnersPage;
}

/** The winning bids of the declared result, straight from the bids table. */
async function wonBids() {
  const rows = await t.db.query<{ bid_id: unknown; user_id: unknown; win_amount_paise: unknown }>(
    `SELECT bid_id, user_id, win_amount_paise FROM bids WHERE result_id = $1 AND bid_status = 'WON'`,
    [openResult],
  );
  return rows.map((r) => ({
    bidId: Number(r.bid_id),
    userId: Number(r.user_id),
    winPaise: Number(r.win_amount_paise),
  }));
}

describe('results.winners totals', () => {
  it('counts every winning bid, its distinct players and their wins on each page, not the page alone', async () => {
    const won = await wonBids();
    const expected = {
      bid_count: won.length,
      player_count: new Set(won.map((w) => w.userId)).size,
      win_amount: paiseToRupees(won.reduce((sum, w) => sum + w.winPaise, 0)),
    };
    // 10 ka 95 on ₹10, ₹20, ₹30 and ₹12.50, and 1 ka 150 on the ₹5 single panna.
    expect(expected).toEqual({ bid_count: 5, player_count: 4, win_amount: 95 + 190 + 285 + 118.75 + 750 });

    const first = await winnersPage(1, 2);
    expect(first.pagination).toMatchObject({ total_page: 3, total_count: 5 });
    const pages = [first, await winnersPage(2, 2), await winnersPage(3, 2)];
    for (const page of pages) expect(page.totals).toEqual(expected);

    const rows = pages.flatMap((p) => p.rows);
    expect(rows.map((r) => r.bid_id).sort((a, b) => a - b)).toEqual(
      won.map((w) => w.bidId).sort((a, b) => a - b),
    );
    expect(rows.map((r) => r.win_amount)).toEqual([...rows.map((r) => r.win_amount)].sort((a, b) => b - a));
    expect((await winnersPage(1, 1)).totals).toEqual(expected);
    // A page past the last still tells the totals.
    expect(await winnersPage(9, 2)).toMatchObject({ rows: [], totals: expected });
  });

  it('tells what reverting takes back, and none once it is reverted', async () => {
    const { totals } = await winnersPage(1, 1);
    const reverted = await post('change', { result_id: openResult, reason: 'wrong panna' });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json().data.reverted.amount).toBe(totals.win_amount);
    expect(await winnersPage(1, 1)).toMatchObject({
      rows: [],
      pagination: { total_count: 0 },
      totals: { bid_count: 0, player_count: 0, win_amount: 0 },
    });
  });
});
