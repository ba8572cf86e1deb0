/** Result and bid behaviour over HTTP: paying once, exact reverts, family permissions, clear refusals. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/db/employees.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { createPlayerWithBalance, createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addProvider, balances, placeBid } from './support/games-fixture.js';

const D = '2026-02-01';
let t: TestApp;
let admin: Record<string, string>;
let starlineClerk: Record<string, string>;
let market = 0;
let starline = 0;
const players: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  await createStaff(t.db, {
    username: 'starclerk',
    fullName: 'Starline Clerk',
    password: 'Starline@123',
    isAdmin: false,
    permission: ['starline.result', 'starline.provider'],
  });
  starlineClerk = await t.login('starclerk', 'Starline@123');
  market = await addProvider(t.db, 1, 'Milan Test');
  starline = await addProvider(t.db, 2, 'Star 13:00');
  for (let i = 0; i < 6; i += 1) players.push(await createPlayerWithBalance(t.db, 500_000));
  const m = { providerId: market, providerType: 1 as const, gameDate: D };
  for (const [i, user] of players.entries()) {
    await placeBid(t.db, {
      ...m,
      userId: user,
      session: 'Open',
      bidType: 'SINGLE_DIGIT_MARKET',
      digit: String(i),
      amountPaise: 1000 + i,
    });
    await placeBid(t.db, {
      ...m,
      userId: user,
      session: 'Close',
      bidType: 'SINGLE_DIGIT_MARKET',
      digit: String(9 - i),
      amountPaise: 777,
    });
    await placeBid(t.db, {
      ...m,
      userId: user,
      session: null,
      bidType: 'JODI_MARKET',
      digit: `${i}${9 - i}`,
      amountPaise: 333,
    });
    await placeBid(t.db, {
      ...m,
      userId: user,
      session: null,
      bidType: 'FULL_SANGAM_MARKET',
      digit: '370-149',
      amountPaise: 10,
    });
    await placeBid(t.db, {
      providerId: starline,
      providerType: 2,
      gameDate: D,
      userId: user,
      session: null,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '127',
      amountPaise: 500,
    });
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, payload, headers });

async function save(body: Record<string, unknown>) {
  const res = await post('/results/game-result/save', body);
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.json().data.result.result_id);
}

describe('results over HTTP', () => {
  let before: Map<number, number>;
  let openId = 0;
  let closeId = 0;

  it('refuses an invalid panna with the panna named', async () => {
    const res = await post('/results/game-result/save', {
      provider_id: market,
      provider_type: 1,
      game_date: D,
      session: 'Open',
      panna: '012',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().msg)).toContain('Invalid panna: 012');
    validateResponse('results.save', 400, res.json());
  });

  it('keeps a starline-only clerk out of market results but lets them save starline', async () => {
    const market403 = await post(
      '/results/game-result/save',
      { provider_id: market, provider_type: 1, game_date: D, session: 'Open', panna: '370' },
      starlineClerk,
    );
    expect(market403.statusCode).toBe(403);
    expect(market403.json().msg).toBe('Unauthorized access.');
    const ok = await post(
      '/results/game-result/save',
      { provider_id: starline, provider_type: 2, game_date: D, panna: '127' },
      starlineClerk,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.preview).toMatchObject({ winners: 6, total_payout: 6 * 750 });
  });

  it('refuses to declare Close before Open', async () => {
    before = await balances(t.db);
    closeId = await save({
      provider_id: market,
      provider_type: 1,
      game_date: D,
      session: 'Close',
      panna: '149',
    });
    const res = await post('/results/game-result/declared', { result_id: closeId });
    expect(res.statusCode).toBe(409);
    validateResponse('results.declare', 409, res.json());
  });

  it('pays once when the same result is declared twice at the same time', async () => {
    openId = await save({
      provider_id: market,
      provider_type: 1,
      game_date: D,
      session: 'Open',
      panna: '370',
    });
    const [a, b] = await Promise.all([
      post('/results/game-result/declared', { result_id: openId }),
      post('/results/game-result/declared', { result_id: openId }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().msg).toBe('Result already declared');
    const wins = await t.db.query("SELECT 1 FROM ledger_entries WHERE trans_type = 'WIN'");
    expect(wins).toHaveLength(1);
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it('declares Close 149-4: one close single and all six full sangams 370-149 win, no jodi', async () => {
    const res = await post('/results/game-result/declared', { result_id: closeId, reason: 'close on time' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result.display).toBe('370-04-149');
    // Close ank 4: only player 5 (digit 9-5) wins the close single; jodi 04 has no bid (players bid i,9-i);
    // all six full sangams 370-149 win.
    expect(res.json().data.settled).toMatchObject({ won: 1 + 6, lost: 5 + 6 });
  });

  it('reverting Close and Open restores every balance exactly and audits both', async () => {
    for (const id of [closeId, openId]) {
      const res = await post('/results/game-result/change', { result_id: id, reason: 'test revert' });
      expect(res.statusCode, res.body).toBe(200);
      validateResponse('results.revert', 200, res.json());
    }
    expect(await balances(t.db)).toEqual(before);
    const pending = await t.db.query("SELECT 1 FROM bids WHERE provider_id = $1 AND bid_status = 'PENDING'", [
      market,
    ]);
    expect(pending).toHaveLength(players.length * 4);
    const audit = await t.db.query<{ action: string; reason: string }>(
      "SELECT action, reason FROM audit_log WHERE entity = 'result' ORDER BY audit_id",
    );
    expect(audit.map((a) => a.action)).toEqual([
      'results.declare',
      'results.declare',
      'results.revert',
      'results.revert',
    ]);
    expect(await checkLedgerInvariant(t.db)).toEqual([]);
  });

  it('refuses to delete a provider that has bids', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/games/provider/${market}`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/has bids/);
  });

  it('refuses to revert selected bids when one is not pending, changing nothing', async () => {
    const open = await save({
      provider_id: market,
      provider_type: 1,
      game_date: D,
      session: 'Open',
      panna: '370',
    });
    await post('/results/game-result/declared', { result_id: open });
    const ids = (
      await t.db.query<{ bid_id: unknown }>(
        'SELECT bid_id FROM bids WHERE provider_id = $1 ORDER BY bid_id LIMIT 2',
        [market],
      )
    ).map((r) => Number(r.bid_id));
    const snapshot = await balances(t.db);
    const res = await post('/bids/game-result/revert-user-result', { bid_ids: ids, reason: 'mistake' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/Only PENDING bids/);
    expect(await balances(t.db)).toEqual(snapshot);
  });
});
