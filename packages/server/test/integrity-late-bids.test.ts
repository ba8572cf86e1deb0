/**
 * Late bids (issue 26): flagged after the session's bids-close time or after a result of the session was
 * saved, to the second, and not otherwise; the desk's session filter, the board's marks and the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lateBidCountsBySlot, listLateBids } from '../src/db/late-bids.js';
import { createPlayerWithBalance, createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const D = '2024-03-05'; // a Tuesday
let t: TestApp;
let admin: Record<string, string>;
let market = 0;
let starline = 0;
let player = 0;

/** Every weekday: a market's Open bids close 12:00, its Close 14:00; a starline slot's 10:55 (IST). */
async function timings(providerId: number, obt: string, cbt: string | null) {
  await t.db.query(
    `INSERT INTO provider_settings (provider_id, day, obt, obrt, cbt, cbrt)
     SELECT $1, day, $2::time, $2::time + interval '10 minutes', $3::time, $3::time + interval '10 minutes'
       FROM unnest(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY']) AS day`,
    [providerId, obt, cbt],
  );
}

/** Places a bid at an IST wall-clock instant of D ("12:00:01.000"). */
async function bidAt(
  providerId: number,
  providerType: 1 | 2,
  session: 'Open' | 'Close' | null,
  bidType: Parameters<typeof placeBid>[1]['bidType'],
  digit: string,
  at: string,
): Promise<number> {
  const bidId = await placeBid(t.db, {
    userId: player,
    providerId,
    providerType,
    gameDate: D,
    session,
    bidType,
    digit,
    amountPaise: 1000,
  });
  await t.db.query('UPDATE bids SET bid_created_at = $2::timestamptz WHERE bid_id = $1', [
    bidId,
    `${D}T${at}+05:30`,
  ]);
  return bidId;
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  market = await addProvider(t.db, 1, 'Late Market');
  starline = await addProvider(t.db, 2, 'Late Star');
  await timings(market, '12:00', '14:00');
  await timings(starline, '10:55', null);
  player = await createPlayerWithBalance(t.db, 1_000_000);
  ids.openBefore = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '1', '11:59:59.000');
  ids.openAtClose = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '2', '12:00:00.000');
  ids.openAtCloseFraction = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '3', '12:00:00.999');
  ids.openLate = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '4', '12:00:01.000');
  ids.closeOnTime = await bidAt(market, 1, 'Close', 'SINGLE_DIGIT_MARKET', '5', '13:59:59.000');
  ids.closeLate = await bidAt(market, 1, 'Close', 'SINGLE_DIGIT_MARKET', '6', '14:00:01.000');
  ids.jodiLate = await bidAt(market, 1, null, 'JODI_MARKET', '12', '12:00:01.000');
  ids.jodiOnTime = await bidAt(market, 1, null, 'JODI_MARKET', '13', '12:00:00.000');
  ids.starOnTime = await bidAt(starline, 2, null, 'SINGLE_DIGIT_STARLINE', '1', '10:55:00.500');
  ids.starLate = await bidAt(starline, 2, null, 'SINGLE_DIGIT_STARLINE', '2', '10:55:01.000');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const all = { startDate: D, endDate: D };
const page = { perPage: 100, offset: 0 };
async function lateIds(filter = {}) {
  const { rows } = await listLateBids(t.db, { ...all, ...filter }, page);
  return new Map(rows.map((r) => [r.bidId, r.reasons]));
}

describe('late bids: after the bids-close time, to the second', () => {
  it('flags bids placed after the close second and no others', async () => {
    const late = await lateIds();
    expect([...late.keys()].sort((a, b) => a - b)).toEqual(
      [ids.openLate, ids.closeLate, ids.jodiLate, ids.starLate].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(late.get(ids.openLate ?? 0)).toEqual(['AFTER_CLOSE']);
  });

  it('puts whole-day bids (jodi) with the Close desk, not the Open one', async () => {
    expect([...(await lateIds({ providerId: market, session: 'Open' })).keys()]).toEqual([ids.openLate]);
    const close = [...(await lateIds({ providerId: market, session: 'Close' })).keys()].sort((a, b) => a - b);
    expect(close).toEqual([ids.closeLate, ids.jodiLate].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });
});

describe('late bids: after a result of the session was saved', () => {
  it('flags bids placed after the saving second, before the close time too', async () => {
    const [saved] = await t.db.query<{ result_id: number }>(
      `INSERT INTO results (provider_id, provider_type, game_date, session, panna, ank, digit, status, saved_at)
       VALUES ($1, 1, $2, 'Open', '123', '6', '123-6', 'SAVED', $3::timestamptz) RETURNING result_id`,
      [market, D, `${D}T11:30:00.400+05:30`],
    );
    expect(saved).toBeDefined();
    const atSave = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '7', '11:30:00.900');
    const afterSave = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '8', '11:30:01.000');
    const late = await lateIds({ providerId: market, session: 'Open' });
    expect(late.has(atSave)).toBe(false);
    expect(late.get(afterSave)).toEqual(['AFTER_RESULT']);
    expect(late.get(ids.openLate ?? 0)).toEqual(['AFTER_CLOSE', 'AFTER_RESULT']);
    // An Open result makes the day's whole-day bids placed after it late too; the Close's own bids are not.
    expect(late.has(ids.closeOnTime ?? 0)).toBe(false);
    const close = await lateIds({ providerId: market, session: 'Close' });
    expect(close.has(ids.closeOnTime ?? 0)).toBe(false);
    expect(close.has(ids.jodiOnTime ?? 0)).toBe(true);
  });
});

describe('late bids over HTTP and on the board', () => {
  it('lists them with totals in the contract shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/integrity/late-bids?start_date=${D}&end_date=${D}&type=market&provider_id=${market}&session=Open`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    validateResponse('integrity.lateBids', 200, res.json());
    const data = res.json().data;
    expect(data.totals).toEqual({ count: data.rows.length, stake: data.rows.length * 10, players: 1 });
  });

  it('marks the board slots that have late bids', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/games/board/market?date=${D}`,
      headers: admin,
    });
    validateResponse('board.day', 200, res.json());
    const row = res.json().data.rows.find((r: { provider_id: number }) => r.provider_id === market);
    const counts = Object.fromEntries(
      row.slots.map((s: { session: string; late_bids: number }) => [s.session, s.late_bids]),
    );
    const slots = await lateBidCountsBySlot(t.db, { ...all, providerType: 1 });
    expect(counts.Open).toBe(slots.find((s) => s.session === 'Open')?.count);
    expect(counts.Close).toBe(slots.find((s) => s.session === 'Close')?.count);
    expect(counts.Open).toBeGreaterThan(0);
  });
});
