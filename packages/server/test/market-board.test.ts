/**
 * The market board (board.day): one family's day in one call, each slot's times from that weekday's
 * settings and its live result (saved, declared; a reverted one counts as none), closed days flagged,
 * inactive providers left out, another family's key refused. And bids.list totals cover the filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWeekdaySettings } from '../src/db/providers.js';
import { weekdayOf } from '../src/routes/board.js';
import { createPlayerWithBalance, createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addStaff } from './support/area-checks.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const D = '2026-01-12'; // a Monday
let t: TestApp;
let admin: Record<string, string>;
const id = { kalyan: 0, milan: 0, retired: 0, star: 0 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  const db = t.db;
  id.kalyan = await addProvider(db, 1, 'Board Kalyan');
  id.milan = await addProvider(db, 1, 'Board Milan');
  id.retired = await addProvider(db, 1, 'Board Retired');
  id.star = await addProvider(db, 2, 'Board Star');
  for (const [pid, type] of [
    [id.kalyan, 1],
    [id.milan, 1],
    [id.retired, 1],
    [id.star, 2],
  ] as const) {
    await insertWeekdaySettings(db, pid, type);
  }
  await db.query('UPDATE providers SET is_active = false WHERE provider_id = $1', [id.retired]);
  await db.query(
    `UPDATE provider_settings SET obt = '09:30', obrt = '09:45', cbt = '11:30', cbrt = '11:45'
      WHERE provider_id = $1 AND day = 'MONDAY'`,
    [id.milan],
  );
  await db.query(`UPDATE provider_settings SET status = false WHERE provider_id = $1 AND day = 'MONDAY'`, [
    id.kalyan,
  ]);
  await db.query(
    `INSERT INTO results (provider_id, provider_type, game_date, session, panna, ank, digit, status)
     VALUES ($1, 1, $2, 'Open', '123', '6', '123-6', 'DECLARED'),
            ($1, 1, $2, 'Close', '124', '7', '124-7', 'REVERTED'),
            ($3, 2, $2, NULL, '125', '8', '125-8', 'SAVED')`,
    [id.milan, D, id.star],
  );
  const player = await createPlayerWithBalance(db, 1_000_000);
  const bid = { userId: player, providerType: 1 as const, gameDate: D };
  await placeBid(db, {
    ...bid,
    providerId: id.milan,
    session: 'Open',
    bidType: 'SINGLE_DIGIT_MARKET',
    digit: '6',
    amountPaise: 2500,
  });
  await placeBid(db, {
    ...bid,
    providerId: id.milan,
    session: null,
    bidType: 'JODI_MARKET',
    digit: '67',
    amountPaise: 1000,
  });
  await placeBid(db, {
    ...bid,
    providerId: id.kalyan,
    session: 'Open',
    bidType: 'SINGLE_DIGIT_MARKET',
    digit: '1',
    amountPaise: 10050,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function board(type: string, headers = admin) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/games/board/${type}?date=${D}`, headers });
  validateResponse('board.day', res.statusCode, res.json());
  return res;
}

describe('board.day', () => {
  it('reads the weekday of a business date', () => {
    expect(weekdayOf('2026-01-12')).toBe('MONDAY');
    expect(weekdayOf('2026-01-18')).toBe('SUNDAY');
  });

  it("lists the active markets by bids-close time with that weekday's times and each session's live result", async () => {
    const res = await board('market');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ game_date: D, day: 'MONDAY' });
    expect(data.rows.map((r: { provider_name: string }) => r.provider_name)).toEqual([
      'Board Milan',
      'Board Kalyan',
    ]);
    // The fixture's bids were placed now, long after that day's bids closed: each session has one late bid
    // (the jodi, a whole-day bid, counts in the Close).
    expect(data.rows[0]).toEqual({
      provider_id: id.milan,
      provider_name: 'Board Milan',
      open_today: true,
      slots: [
        {
          session: 'Open',
          bids_close: '09:30',
          result_due: '09:45',
          result: 'DECLARED',
          display: '123-6',
          late_bids: 1,
        },
        {
          session: 'Close',
          bids_close: '11:30',
          result_due: '11:45',
          result: 'NONE',
          display: null,
          late_bids: 1,
        },
      ],
    });
    expect(data.rows[1]).toMatchObject({ provider_name: 'Board Kalyan', open_today: false });
  });

  it('gives a starline provider one slot, with its saved result', async () => {
    const res = await board('starline');
    expect(res.json().data.rows).toEqual([
      {
        provider_id: id.star,
        provider_name: 'Board Star',
        open_today: true,
        slots: [
          {
            session: null,
            bids_close: '10:00',
            result_due: '10:05',
            result: 'SAVED',
            display: '125-8',
            late_bids: 0,
          },
        ],
      },
    ]);
  });

  it("refuses a clerk without the family's result key", async () => {
    await addStaff(t.db, {
      username: 'starclerk',
      fullName: 'Star Clerk',
      password: 'Clerk@1234',
      permission: ['starline.result'],
    });
    const clerk = await t.login('starclerk', 'Clerk@1234');
    expect((await board('starline', clerk)).statusCode).toBe(200);
    const refused = await board('market', clerk);
    expect(refused.statusCode).toBe(403);
  });
});

describe('bids.list totals', () => {
  async function totals(query: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/bids/user/list?bid_date=${D}&game_type=1${query}`,
      headers: admin,
    });
    validateResponse('bids.list', res.statusCode, res.json());
    return res.json().data.totals;
  }

  it('totals every bid the filters match, not only the page', async () => {
    expect(await totals('&per_page=1')).toEqual({ bid_count: 3, amount: 135.5, win_amount: 0 });
    expect(await totals(`&provider_id=${id.milan}`)).toEqual({ bid_count: 2, amount: 35, win_amount: 0 });
    expect(await totals(`&provider_id=${id.milan}&bid_type=JODI_MARKET`)).toEqual({
      bid_count: 1,
      amount: 10,
      win_amount: 0,
    });
  });
});
