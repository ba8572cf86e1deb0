/**
 * The desk's bid summary and bid digit summary, and the bid list's totals, read bid_digit_totals (kept by
 * statement triggers on insert and delete, and by the refund, the declare and the result revert
 * themselves: migrations 061 and 062): after bids are placed, declared, reverted to PENDING, refunded
 * through the API and deleted, they answer exactly what aggregating the bids says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRates } from '../src/db/rate-table.js';
import { revertResult } from '../src/db/result-revert.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import type { BidType } from '../src/domain/bid-types.js';
import { createPlayerWithBalance, createTestApp, type TestApp } from './support/app.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const D = '2026-03-05';
let t: TestApp;
let admin: Record<string, string>;
let market = 0;
let otherMarket = 0;

/** The summaries straight from the bids, as the handlers used to compute them. */
async function fromBids(bidType: BidType, session: 'Open' | 'Close') {
  const rate = (await loadRates(t.db, 1)).get(bidType);
  const rows = await t.db.query<{ digit: string; n: unknown; total: unknown; payout: unknown }>(
    `SELECT b.digit, count(*) AS n, sum(b.amount_paise) AS total,
            sum(b.amount_paise * coalesce(b.rate_win_amount, $5) / coalesce(b.rate_bid_amount, $6)) AS payout
       FROM bids b
      WHERE b.provider_id = $1 AND b.game_date = $2 AND b.bid_type = $3 AND b.bid_status <> 'REFUNDED'
        AND (b.session IS NOT DISTINCT FROM $4::text OR ($4::text = 'Close' AND b.session IS NULL))
      GROUP BY b.digit ORDER BY b.digit`,
    [market, D, bidType, session, rate?.winAmount, rate?.bidAmount],
  );
  return rows.map((r) => ({
    digit: r.digit,
    n: Number(r.n),
    total: Number(r.total),
    payout: Number(r.payout),
  }));
}

async function summary(bidType: string, session: 'Open' | 'Close') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bids/game-result/bid_summary/market?game_date=${D}&session=${session}&provider_id=${market}&bid_type=${bidType}&order_by=digit&order=asc`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as {
    rows: { digit: string; bid_count: number; total_amount: number; payout_if_wins: number }[];
  };
  return data.rows.map((r) => ({
    digit: r.digit,
    n: r.bid_count,
    total: Math.round(r.total_amount * 100),
    payout: Math.round(r.payout_if_wins * 100),
  }));
}

/** Refunds PENDING bids the way staff do: 'revert selected bids'. */
async function refund(bidIds: number[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/bids/game-result/revert-user-result',
    headers: { ...admin, 'idempotency-key': `summary-refund-${bidIds.join('-')}` },
    payload: { bid_ids: bidIds, reason: 'summary test' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.refunded_bids).toBe(bidIds.length);
}

/** bids.list's totals against the bids themselves, for a filter of the list (its query string). */
async function listTotalsMatch(query: Record<string, string | number>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bids/user/list?${new URLSearchParams({ bid_date: D, game_type: '1', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  const session = query.session === undefined ? null : String(query.session);
  const search = query.search === undefined ? null : String(query.search);
  const [sums] = await t.db.query<{ n: unknown; stake: unknown; win: unknown }>(
    `SELECT count(*) FILTER (WHERE b.bid_status <> 'REFUNDED') AS n,
            coalesce(sum(b.amount_paise) FILTER (WHERE b.bid_status <> 'REFUNDED'), 0) AS stake,
            coalesce(sum(b.win_amount_paise), 0) AS win
       FROM bids b JOIN players u ON u.user_id = b.user_id
      WHERE b.game_date = $1 AND b.provider_type = 1
        AND ($2::int IS NULL OR b.provider_id = $2) AND ($3::text IS NULL OR b.bid_type = $3)
        AND ($4::text IS NULL OR b.session IS NOT DISTINCT FROM $4 OR ($4 = 'Close' AND b.session IS NULL))
        AND ($5::text IS NULL OR b.digit = $5 OR u.user_id::text = $5 OR u.phone LIKE '%' || $5 || '%'
             OR lower(u.full_name) LIKE '%' || lower($5) || '%')`,
    [D, query.provider_id ?? null, query.bid_type ?? null, session, search],
  );
  const expected = {
    bid_count: Number(sums?.n),
    amount: Number(sums?.stake) / 100,
    win_amount: Number(sums?.win) / 100,
  };
  expect(expected.bid_count).toBeGreaterThan(0);
  expect(res.json().data.totals).toEqual(expected);
}

/** Saves and declares this market's result of `session` through the settlement code staff use. */
async function declare(session: 'Open' | 'Close', panna: string) {
  const resultId = await saveResult(t.db, {
    providerId: market,
    providerType: 1,
    gameDate: D,
    session,
    panna,
    employeeId: null,
  });
  return { resultId, outcome: await declareResult(t.db, { resultId, employeeId: null }) };
}

async function digitSummary(session: 'Open' | 'Close') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bids/game-result/bid_digit/market?game_date=${D}&session=${session}&provider_id=${market}`,
    headers: admin,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { rows: { bid_type: string; digit: string; bid_count: number }[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  market = await addProvider(t.db, 1, 'Summary Test');
  otherMarket = await addProvider(t.db, 1, 'Summary Other');
  const players = [];
  for (let i = 0; i < 4; i += 1) players.push(await createPlayerWithBalance(t.db, 1_000_000));
  const m = { providerId: market, providerType: 1 as const, gameDate: D };
  for (const [i, userId] of players.entries()) {
    // Odd stakes in paise, so a payout's integer division matters.
    for (const amountPaise of [1001, 1001, 2507]) {
      await placeBid(t.db, {
        ...m,
        userId,
        session: 'Open',
        bidType: 'SINGLE_DIGIT_MARKET',
        digit: String(i % 3),
        amountPaise,
      });
      await placeBid(t.db, {
        ...m,
        userId,
        session: 'Close',
        bidType: 'SINGLE_PANNA_MARKET',
        digit: '128',
        amountPaise,
      });
      await placeBid(t.db, {
        ...m,
        userId,
        session: null,
        bidType: 'JODI_MARKET',
        digit: `${i}7`,
        amountPaise,
      });
    }
    await placeBid(t.db, {
      providerId: otherMarket,
      providerType: 1,
      gameDate: D,
      userId,
      session: 'Open',
      bidType: 'SINGLE_DIGIT_MARKET',
      digit: '1',
      amountPaise: 3303,
    });
  }
});

afterAll(async () => {
  await t?.close();
});

describe('result summaries from the kept totals', () => {
  it('match the bids after placing, settling, reverting, refunding and deleting', async () => {
    const check = async () => {
      expect(await summary('SINGLE_DIGIT_MARKET', 'Open')).toEqual(
        await fromBids('SINGLE_DIGIT_MARKET', 'Open'),
      );
      expect(await summary('SINGLE_PANNA_MARKET', 'Close')).toEqual(
        await fromBids('SINGLE_PANNA_MARKET', 'Close'),
      );
      expect(await summary('JODI_MARKET', 'Close')).toEqual(await fromBids('JODI_MARKET', 'Close'));
      // The bid list's totals: the family's day, one provider, each session, a bid type, a search.
      await listTotalsMatch({});
      await listTotalsMatch({ provider_id: market });
      await listTotalsMatch({ provider_id: market, session: 'Open' });
      await listTotalsMatch({ provider_id: market, session: 'Close' });
      await listTotalsMatch({ provider_id: market, bid_type: 'SINGLE_PANNA_MARKET' });
      await listTotalsMatch({ provider_id: otherMarket });
      await listTotalsMatch({ search: '128' });
    };
    await check();
    expect(await fromBids('SINGLE_DIGIT_MARKET', 'Open')).toHaveLength(3);
    const ids = (
      await t.db.query<{ bid_id: unknown }>(
        'SELECT bid_id FROM bids WHERE provider_id = $1 ORDER BY bid_id',
        [market],
      )
    ).map((r) => Number(r.bid_id));
    // Declaring settles bids (no key of the totals changes) and adds the winners' wins to the totals; a
    // revert takes them out again. Open 128 (ank 1): the single digit 1 bids win; Close 566 (ank 7): jodi 17.
    const open = await declare('Open', '128');
    expect(open.outcome).toMatchObject({ won: 3, lost: 9 });
    await check();
    const close = await declare('Close', '566');
    expect(close.outcome.won).toBe(3);
    await check();
    await revertResult(t.db, { resultId: close.resultId, employeeId: null, reason: 'summary test' });
    await check();
    // Refunds (the Close bids are PENDING again): player 0's panna and jodi bids.
    await refund([ids[1], ids[2], ids[4], ids[5]].map(Number));
    await check();
    // Deleting bids, two of them won (player 1's single digit 1).
    await t.db.query('DELETE FROM bids WHERE bid_id = ANY($1::bigint[])', [[ids[9], ids[12], ids[20]]]);
    await check();
    await revertResult(t.db, { resultId: open.resultId, employeeId: null, reason: 'summary test' });
    await check();
    await refund([ids[0], ids[3]].map(Number));
    expect((await summary('SINGLE_DIGIT_MARKET', 'Open')).reduce((n, r) => n + r.n, 0)).toBe(8);
    await check();
  });

  it('leaves a digit out of the digit summary once every bid on it is refunded', async () => {
    // The first test reverted its results: every bid left is PENDING or REFUNDED.
    const onZero = await t.db.query<{ bid_id: unknown }>(
      "SELECT bid_id FROM bids WHERE provider_id = $1 AND bid_type = 'SINGLE_DIGIT_MARKET' AND digit = '0' AND bid_status = 'PENDING'",
      [market],
    );
    await refund(onZero.map((r) => Number(r.bid_id)));
    const rows = await digitSummary('Open');
    expect(rows.filter((r) => r.bid_type === 'SINGLE_DIGIT_MARKET').map((r) => r.digit)).toEqual(['1', '2']);
    expect(rows.every((r) => r.bid_count > 0)).toBe(true);
  });
});
