/** Saving a result previews the would-be winners, and declaring then pays exactly that preview. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paiseToRupees } from '../src/db/money.js';
import { PREVIEW_WINNERS_LIMIT } from '../src/db/result-settlement.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addPlayer, addProvider, type PlaceBid, placeBid } from './support/games-fixture.js';

const D = '2026-02-14';
let t: TestApp;
let admin: Record<string, string>;
let market: number;

interface PreviewBody {
  winners: number;
  total_payout: number;
  top_winners: Array<{ bid_id: number; win_amount: number; full_name: string; digit: string }>;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  market = await addProvider(t.db, 1, 'Preview Bazar');
  const players: number[] = [];
  for (let i = 0; i < 5; i++) players.push(await addPlayer(t.db, `Player ${i}`, 10_000_000));
  const bid = (i: number, b: Pick<PlaceBid, 'session' | 'bidType' | 'digit' | 'amountPaise'>) =>
    placeBid(t.db, { ...b, providerId: market, providerType: 1, gameDate: D, userId: players[i % 5] ?? 0 });
  // Open 123-6: 55 single-digit winners with distinct stakes (more than the preview lists), 3 SP winners.
  for (let i = 0; i < 55; i++)
    await bid(i, { session: 'Open', bidType: 'SINGLE_DIGIT_MARKET', digit: '6', amountPaise: 100 + 37 * i });
  for (let i = 0; i < 3; i++)
    await bid(i, {
      session: 'Open',
      bidType: 'SINGLE_PANNA_MARKET',
      digit: '123',
      amountPaise: 500 * (i + 1),
    });
  await bid(1, { session: 'Open', bidType: 'SINGLE_DIGIT_MARKET', digit: '5', amountPaise: 1000 });
  // Close 668-0: a close single, jodi 60 and both half sangams and the full sangam win; one jodi loses.
  await bid(2, { session: 'Close', bidType: 'SINGLE_DIGIT_MARKET', digit: '0', amountPaise: 2000 });
  await bid(3, { session: null, bidType: 'JODI_MARKET', digit: '60', amountPaise: 1000 });
  await bid(4, { session: null, bidType: 'JODI_MARKET', digit: '61', amountPaise: 1000 });
  await bid(0, { session: null, bidType: 'HALF_SANGAM_MARKET', digit: '6-668', amountPaise: 100 });
  await bid(1, { session: null, bidType: 'HALF_SANGAM_MARKET', digit: '123-0', amountPaise: 150 });
  await bid(2, { session: null, bidType: 'FULL_SANGAM_MARKET', digit: '123-668', amountPaise: 100 });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/v1/results/game-result/${url}`, headers: admin, payload });

/** Saves, checks the preview against the contract, declares, and returns both answers. */
async function saveThenDeclare(session: 'Open' | 'Close', panna: string) {
  const saved = await post('save', { provider_id: market, provider_type: 1, game_date: D, session, panna });
  expect(saved.statusCode, saved.body).toBe(200);
  validateResponse('results.save', 200, saved.json());
  const resultId = saved.json().data.result.result_id as number;
  const preview = saved.json().data.preview as PreviewBody;
  const declared = await post('declared', { result_id: resultId });
  expect(declared.statusCode, declared.body).toBe(200);
  return { resultId, preview, settled: declared.json().data.settled as { won: number; payout: number } };
}

/** The bids a declaration paid, largest first (the preview's order). */
async function paidBids(resultId: number) {
  const rows = await t.db.query<{
    bid_id: unknown;
    win_amount_paise: unknown;
    full_name: string;
    digit: string;
  }>(
    `SELECT b.bid_id, b.win_amount_paise, p.full_name, b.digit FROM bids b JOIN players p USING (user_id)
      WHERE b.result_id = $1 AND b.bid_status = 'WON' ORDER BY b.win_amount_paise DESC, b.bid_id`,
    [resultId],
  );
  return rows.map((r) => ({
    bid_id: Number(r.bid_id),
    win_amount: paiseToRupees(String(r.win_amount_paise)),
    full_name: r.full_name,
    digit: r.digit,
  }));
}

describe('save previews the would-be winners; declare pays exactly them', () => {
  it('Open: lists the 50 largest of 58 winners, and the totals count all 58', async () => {
    const { resultId, preview, settled } = await saveThenDeclare('Open', '123');
    expect(preview.winners).toBe(58);
    expect(preview.top_winners).toHaveLength(PREVIEW_WINNERS_LIMIT);
    expect(settled.won).toBe(preview.winners);
    expect(settled.payout).toBe(preview.total_payout);
    const paid = await paidBids(resultId);
    expect(paid).toHaveLength(58);
    expect(
      preview.top_winners.map(({ bid_id, win_amount, full_name, digit }) => ({
        bid_id,
        win_amount,
        full_name,
        digit,
      })),
    ).toEqual(paid.slice(0, PREVIEW_WINNERS_LIMIT));
  });

  it('Close: lists every jodi, sangam and close winner, each paid as previewed', async () => {
    const { resultId, preview, settled } = await saveThenDeclare('Close', '668');
    expect(preview.winners).toBe(5);
    expect(settled).toMatchObject({ won: 5, payout: preview.total_payout });
    const listed = preview.top_winners.map(({ bid_id, win_amount, full_name, digit }) => ({
      bid_id,
      win_amount,
      full_name,
      digit,
    }));
    expect(listed).toEqual(await paidBids(resultId));
    expect(preview.top_winners.find((w) => w.digit === '60')).toMatchObject({
      bid_type: 'JODI_MARKET',
      session: null,
      amount: 10,
      win_amount: 950,
    });
  });
});
