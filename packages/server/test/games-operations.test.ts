/** Every providers, rates, settings, results and bids operation: 200 (validated), 401, 403, 400. */
import { beforeAll, describe, expect } from 'vitest';
import { insertWeekdaySettings } from '../src/db/providers.js';
import { createPlayerWithBalance } from './support/app.js';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';
import { addProvider, placeBid } from './support/games-fixture.js';

const D = '2026-01-10';
const w = useAreaWorld();
const id = {
  market: 0,
  starline: 0,
  jackpot: 0,
  deletable: 0,
  setting: 0,
  openResult: 0,
  closeResult: 0,
  starlineBid: 0,
};

beforeAll(async () => {
  const db = w.t.db;
  id.market = await addProvider(db, 1, 'Test Kalyan');
  id.starline = await addProvider(db, 2, 'Test Star 10:00');
  id.jackpot = await addProvider(db, 3, 'Test Jackpot 11:00');
  id.deletable = await addProvider(db, 1, 'Unused Market');
  for (const [pid, type] of [
    [id.market, 1],
    [id.starline, 2],
    [id.jackpot, 3],
  ] as const) {
    await insertWeekdaySettings(db, pid, type);
  }
  id.setting = Number(
    (
      await db.query<{ s: number }>(
        'SELECT min(setting_id) AS s FROM provider_settings WHERE provider_id = $1',
        [id.market],
      )
    )[0]?.s,
  );
  const u1 = await createPlayerWithBalance(db, 1_000_000);
  const u2 = await createPlayerWithBalance(db, 1_000_000);
  const m = { providerId: id.market, providerType: 1 as const, gameDate: D };
  await placeBid(db, {
    ...m,
    userId: u1,
    session: 'Open',
    bidType: 'SINGLE_DIGIT_MARKET',
    digit: '6',
    amountPaise: 1000,
  });
  await placeBid(db, {
    ...m,
    userId: u2,
    session: 'Open',
    bidType: 'SINGLE_DIGIT_MARKET',
    digit: '4',
    amountPaise: 5000,
  });
  await placeBid(db, {
    ...m,
    userId: u2,
    session: 'Open',
    bidType: 'SINGLE_PANNA_MARKET',
    digit: '123',
    amountPaise: 1000,
  });
  await placeBid(db, {
    ...m,
    userId: u1,
    session: null,
    bidType: 'JODI_MARKET',
    digit: '60',
    amountPaise: 1000,
  });
  await placeBid(db, {
    ...m,
    userId: u1,
    session: null,
    bidType: 'HALF_SANGAM_MARKET',
    digit: '123-0',
    amountPaise: 100,
  });
  const s = { providerId: id.starline, providerType: 2 as const, gameDate: D, session: null };
  id.starlineBid = await placeBid(db, {
    ...s,
    userId: u1,
    bidType: 'SINGLE_DIGIT_STARLINE',
    digit: '3',
    amountPaise: 2000,
  });
  const j = { providerId: id.jackpot, providerType: 3 as const, gameDate: D, session: null };
  await placeBid(db, { ...j, userId: u2, bidType: 'JODI_JACKPOT', digit: '47', amountPaise: 1000 });
  const [close] = await db.query<{ result_id: number }>(
    `INSERT INTO results (provider_id, provider_type, game_date, session, panna, ank, digit, status)
     VALUES ($1, 1, $2, 'Close', '668', '0', '668-0', 'SAVED') RETURNING result_id`,
    [id.market, D],
  );
  id.closeResult = close?.result_id ?? 0;
}, 60_000);

const data = (body: Record<string, unknown>) => body.data as Record<string, unknown>;
const rowsOf = (body: Record<string, unknown>) => data(body).rows as Record<string, unknown>[];
const slot = () => `game_date=${D}&provider_id=${id.market}`;

const CASES: OperationCase[] = [
  {
    operationId: 'providers.listByType',
    method: 'GET',
    url: '/v1/games/providerlist/1',
    bad: { url: '/v1/games/providerlist/9' },
    expectBody: (b) =>
      expect(rowsOf(b).map((r) => r.provider_name)).toEqual(['Test Kalyan', 'Unused Market']),
  },
  {
    operationId: 'providers.list',
    method: 'GET',
    url: '/v1/games/provider?provider_type=1&order=asc',
    bad: { url: '/v1/games/provider?provider_type=7' },
    expectBody: (b) =>
      expect(rowsOf(b)[0]).toMatchObject({ provider_name: 'Test Kalyan', today_result: null }),
  },
  {
    operationId: 'providers.create',
    method: 'POST',
    url: '/v1/games/provider',
    payload: { provider_type: 2, provider_name: 'Star 12:00', game_name: 'Star' },
    bad: { payload: { provider_type: 2 } },
    expectBody: (b) =>
      expect(data(b)).toMatchObject({ provider_name: 'Star 12:00', provider_type: 2, close_time: null }),
  },
  {
    operationId: 'providers.update',
    method: 'PUT',
    url: () => `/v1/games/provider/${id.market}`,
    payload: { provider_name: 'Test Kalyan', game_name: 'Kalyan' },
    bad: { payload: { game_name: 'no name' } },
    expectBody: (b) => expect(data(b).game_name).toBe('Kalyan'),
  },
  {
    operationId: 'providers.updateStatus',
    method: 'PUT',
    url: () => `/v1/games/provider/update-status/${id.market}`,
    payload: { is_active: true },
    bad: { payload: { is_active: 'yes please' } },
    expectBody: (b) => expect(data(b)).toMatchObject({ is_active: true, game_name: '' }),
  },
  {
    operationId: 'providers.delete',
    method: 'DELETE',
    url: () => `/v1/games/provider/${id.deletable}`,
    bad: { url: '/v1/games/provider/zero' },
  },
  {
    operationId: 'rates.get',
    method: 'GET',
    url: '/v1/games/rates/1',
    bad: { url: '/v1/games/rates/5' },
    expectBody: (b) =>
      expect(rowsOf(b)[0]).toEqual({
        bid_type: 'SINGLE_DIGIT_MARKET',
        label: 'Single Digit',
        bid_amount: 10,
        win_amount: 95,
        rate: 9.5,
      }),
  },
  {
    operationId: 'rates.update',
    method: 'PUT',
    url: '/v1/games/rates/3',
    payload: { rows: [{ bid_type: 'JODI_JACKPOT', bid_amount: 10, win_amount: 900 }] },
    bad: { payload: { rows: [{ bid_type: 'JODI_MARKET', bid_amount: 10, win_amount: 900 }] } },
    expectBody: (b) =>
      expect(rowsOf(b).find((r) => r.bid_type === 'JODI_JACKPOT')).toMatchObject({
        win_amount: 900,
        rate: 90,
      }),
  },
  {
    operationId: 'settings.list',
    method: 'GET',
    url: () => `/v1/games/setting/1?provider_id=${id.market}`,
    bad: { url: '/v1/games/setting/0' },
    expectBody: (b) =>
      expect(rowsOf(b).map((r) => r.day)).toEqual([
        'MONDAY',
        'TUESDAY',
        'WEDNESDAY',
        'THURSDAY',
        'FRIDAY',
        'SATURDAY',
        'SUNDAY',
      ]),
  },
  {
    operationId: 'settings.updateDay',
    method: 'PUT',
    url: () => `/v1/games/setting/${id.setting}`,
    payload: { OBT: '15:40', OBRT: '16:00', CBT: '17:40', CBRT: '18:00' },
    bad: { payload: { OBT: '15:40', OBRT: '16:00', CBT: '15:00', CBRT: '18:00' } },
    expectBody: (b) =>
      expect(data(b)).toMatchObject({ OBT: '15:40', CBT: '17:40', OBRT: '16:00', CBRT: '18:00' }),
  },
  {
    operationId: 'settings.updateAllDays',
    method: 'PUT',
    url: () => `/v1/games/setting/bulk-days-update/${id.setting}`,
    payload: { OBT: '15:45', OBRT: '16:00', CBT: '17:45', CBRT: '18:00', status: true },
    bad: { payload: { OBT: '15:45', OBRT: '16:00' } },
    expectBody: (b) => expect(new Set(rowsOf(b).map((r) => r.OBT))).toEqual(new Set(['15:45'])),
  },
  {
    operationId: 'settings.updateStatus',
    method: 'PUT',
    url: () => `/v1/games/setting/update-status/${id.setting}`,
    payload: { status: false },
    bad: { payload: {} },
    expectBody: (b) => expect(data(b).status).toBe(false),
  },
  {
    operationId: 'results.save',
    method: 'POST',
    url: '/v1/results/game-result/save',
    payload: () => ({
      provider_id: id.market,
      provider_type: 1,
      game_date: D,
      session: 'Open',
      panna: '123',
    }),
    bad: {
      payload: () => ({
        provider_id: id.market,
        provider_type: 1,
        game_date: D,
        session: 'Open',
        panna: '012',
      }),
    },
    expectBody: (b) => {
      id.openResult = Number((data(b).result as Record<string, unknown>).result_id);
      expect(data(b).result).toMatchObject({
        digit: '123-6',
        ank: '6',
        status: 'SAVED',
        display: '123-6*-***',
      });
      expect(data(b).preview).toMatchObject({ winners: 2, total_payout: 95 + 1500, total_bid: 70 });
    },
  },
  {
    operationId: 'results.list',
    method: 'GET',
    url: '/v1/bids/game-result/list/market',
    bad: { url: '/v1/bids/game-result/list/poker' },
    expectBody: (b) => expect(rowsOf(b).length).toBe(2),
  },
  {
    operationId: 'results.bids',
    method: 'GET',
    url: () => `/v1/bids/game-result/market?${slot()}&session=Open`,
    bad: { url: `/v1/bids/game-result/market?game_date=${D}` },
    expectBody: (b) => expect(rowsOf(b)).toHaveLength(3),
  },
  {
    operationId: 'results.bidSummary',
    method: 'GET',
    url: () => `/v1/bids/game-result/bid_summary/market?${slot()}&session=Open&bid_type=SINGLE_DIGIT_MARKET`,
    bad: { url: () => `/v1/bids/game-result/bid_summary/market?${slot()}` },
    expectBody: (b) =>
      expect(rowsOf(b)).toEqual([
        { digit: '6', bid_count: 1, total_amount: 10, payout_if_wins: 95, pnl: -35 },
        { digit: '4', bid_count: 1, total_amount: 50, payout_if_wins: 475, pnl: -415 },
      ]),
  },
  {
    operationId: 'results.bidDigitSummary',
    method: 'GET',
    url: () => `/v1/bids/game-result/bid_digit/market?${slot()}`,
    bad: { url: () => `/v1/bids/game-result/bid_digit/market?provider_id=${id.market}` },
    expectBody: (b) => expect(rowsOf(b)).toHaveLength(5),
  },
  {
    operationId: 'results.bidsByUser',
    method: 'GET',
    url: () => `/v1/bids/game-result/bids_byuser/market?${slot()}`,
    bad: { url: () => `/v1/bids/game-result/bids_byuser/market?${slot()}&per_page=0` },
    expectBody: (b) => expect(rowsOf(b)).toHaveLength(2),
  },
  {
    operationId: 'results.declare',
    method: 'POST',
    url: '/v1/results/game-result/declared',
    payload: () => ({ result_id: id.openResult, reason: 'on time' }),
    bad: { payload: { result_id: 0 } },
    expectBody: (b) => expect(data(b).settled).toEqual({ won: 2, lost: 1, payout: 95 + 1500 }),
  },
  {
    operationId: 'results.winners',
    method: 'GET',
    url: () => `/v1/bids/game-result/winners/market?${slot()}`,
    bad: { url: () => `/v1/bids/game-result/winners/market?${slot()}&session=Noon` },
    expectBody: (b) => expect(rowsOf(b).map((r) => r.win_amount)).toEqual([1500, 95]),
  },
  {
    operationId: 'results.report',
    method: 'GET',
    url: `/v1/results/game-result/report/market?start_date=2026-01-01&end_date=2026-01-31`,
    bad: { url: '/v1/results/game-result/report/market?start_date=yesterday' },
    expectBody: (b) =>
      expect(rowsOf(b)).toEqual([
        expect.objectContaining({ display: '123-6*-***', total_bid: 70, total_win: 1595, pnl: -1525 }),
      ]),
  },
  {
    operationId: 'results.revert',
    method: 'POST',
    url: '/v1/results/game-result/change',
    payload: () => ({ result_id: id.openResult, reason: 'wrong panna' }),
    bad: { payload: () => ({ result_id: id.openResult }) },
    expectBody: (b) => {
      expect(data(b).reverted).toEqual({ bids: 3, amount: 1595 });
      // A reverted result paid nothing (its wins were taken back); its session's stake stays.
      expect(data(b).result).toMatchObject({ status: 'REVERTED', total_bid: 70, total_win: 0 });
    },
  },
  {
    operationId: 'results.deleteSaved',
    method: 'POST',
    url: '/v1/results/game-result/delete/saved',
    payload: () => ({ result_id: id.closeResult }),
    bad: { payload: { result_id: 'one' } },
  },
  {
    operationId: 'bids.list',
    method: 'GET',
    url: `/v1/bids/user/list?bid_date=${D}&game_type=1`,
    bad: { url: `/v1/bids/user/list?bid_date=${D}&game_type=4` },
    expectBody: (b) => {
      expect(rowsOf(b)).toHaveLength(5);
      expect(data(b).totals).toEqual({ bid_count: 5, amount: 81, win_amount: 0 });
    },
  },
  {
    operationId: 'board.day',
    method: 'GET',
    url: `/v1/games/board/market?date=${D}`,
    bad: { url: '/v1/games/board/market?date=10-01-2026' },
    expectBody: (b) => {
      expect(data(b)).toMatchObject({ game_date: D, day: 'SATURDAY' });
      const kalyan = rowsOf(b).find((r) => r.provider_name === 'Test Kalyan');
      expect(((kalyan?.slots ?? []) as { session: string }[]).map((slot) => slot.session)).toEqual([
        'Open',
        'Close',
      ]);
    },
  },
  {
    operationId: 'bids.revertList',
    method: 'GET',
    url: `/v1/bids/user/revert/get-bids/starline?game_date=${D}`,
    bad: { url: '/v1/bids/user/revert/get-bids/starline' },
    expectBody: (b) => expect(rowsOf(b)).toHaveLength(1),
  },
  {
    operationId: 'bids.revertSelected',
    method: 'POST',
    url: '/v1/bids/game-result/revert-user-result',
    payload: () => ({ bid_ids: [id.starlineBid], reason: 'duplicate bid' }),
    bad: { payload: { bid_ids: [], reason: 'x' } },
    expectBody: (b) => expect(data(b)).toEqual({ refunded_bids: 1, refunded_amount: 20 }),
  },
  {
    operationId: 'bids.revertProvider',
    method: 'POST',
    url: '/v1/bids/game-result/revert-provider-wise-result',
    payload: () => ({ provider_id: id.jackpot, provider_type: 3, game_date: D, reason: 'slot cancelled' }),
    bad: { payload: () => ({ provider_id: id.jackpot, provider_type: 3, game_date: D }) },
    expectBody: (b) => expect(data(b)).toEqual({ refunded_bids: 1, refunded_amount: 10 }),
  },
];

describe('games, results and bids operations', () => {
  describeOperations(() => w, CASES);
});
