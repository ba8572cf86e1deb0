/** results.list bid_type and bid_digit: a result matches when a bid of that type on that digit wins on it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revertResult } from '../src/db/result-revert.js';
import { saveResult } from '../src/db/result-save.js';
import { declareResult } from '../src/db/result-settlement.js';
import { BID_TYPES_BY_PROVIDER_TYPE, type ProviderType } from '../src/domain/bid-types.js';
import { type WinningDigit, winningDigits } from '../src/domain/settlement.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';
import { addProvider } from './support/games-fixture.js';

let t: TestApp;
let admin: Record<string, string>;
const GAME: Record<ProviderType, string> = { 1: 'market', 2: 'starline', 3: 'jackpot' };

interface Listed {
  result_id: number;
  provider_id: number;
  game_date: string;
  session: 'Open' | 'Close' | null;
  panna: string | null;
  ank: string | null;
  digit: string;
  status: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  const db = t.db;
  const [kalyan, milan, star, jackpot] = [
    await addProvider(db, 1, 'Kalyan'),
    await addProvider(db, 1, 'Milan'),
    await addProvider(db, 2, 'Star 10:00'),
    await addProvider(db, 3, 'Jackpot 11:00'),
  ];
  const save = (providerId: number, providerType: ProviderType, gameDate: string, more: object) =>
    saveResult(db, { providerId, providerType, gameDate, employeeId: null, ...more });
  const declare = async (...args: Parameters<typeof save>) => {
    const resultId = await save(...args);
    await declareResult(db, { resultId, employeeId: null });
    return resultId;
  };
  // Kalyan: two full days (SP/DP and TP/SP), an Open alone, and a saved Close over a declared Open.
  for (const [date, open, close] of [
    ['2026-03-01', '123', '668'],
    ['2026-03-02', '777', '280'],
  ] as const) {
    await declare(kalyan, 1, date, { session: 'Open', panna: open });
    await declare(kalyan, 1, date, { session: 'Close', panna: close });
  }
  await declare(kalyan, 1, '2026-03-03', { session: 'Open', panna: '500' });
  await declare(kalyan, 1, '2026-03-04', { session: 'Open', panna: '149' });
  await save(kalyan, 1, '2026-03-04', { session: 'Close', panna: '370' });
  // Milan: an Open reverted and saved again, and a Close saved before any Open is declared.
  const wrong = await declare(milan, 1, '2026-03-01', { session: 'Open', panna: '118' });
  await revertResult(db, { resultId: wrong, employeeId: null, reason: 'wrong' });
  await save(milan, 1, '2026-03-01', { session: 'Open', panna: '126' });
  await save(milan, 1, '2026-03-01', { session: 'Close', panna: '600' });
  for (const [i, panna] of ['123', '445', '000', '190'].entries())
    await declare(star, 2, `2026-03-0${i + 1}`, { panna });
  for (const [i, digit] of ['07', '70', '55'].entries())
    await declare(jackpot, 3, `2026-03-0${i + 1}`, { digit });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function list(providerType: ProviderType, query: Record<string, string>): Promise<Listed[]> {
  const qs = new URLSearchParams({ per_page: '500', ...query });
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/bids/game-result/list/${GAME[providerType]}?${qs}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.rows;
}

/** The pairs that win on a listed result, by the pure domain (a Close uses its declared Open). */
function winsOn(r: Listed, all: Listed[]): WinningDigit[] {
  if (r.panna === null) return winningDigits({ providerType: 3, jodi: r.digit });
  const own = { panna: r.panna ?? '', ank: r.ank ?? '' };
  if (r.session === null) return winningDigits({ providerType: 2, result: own });
  const sessionOnly = winningDigits({ providerType: 1, session: 'Open', open: own });
  if (r.session === 'Open') return sessionOnly;
  const open = all.find(
    (o) =>
      o.provider_id === r.provider_id &&
      o.game_date === r.game_date &&
      o.session === 'Open' &&
      o.status === 'DECLARED',
  );
  if (!open) return sessionOnly;
  return winningDigits({
    providerType: 1,
    session: 'Close',
    open: { panna: open.panna ?? '', ank: open.ank ?? '' },
    close: own,
  });
}

const ids = (rows: Listed[]) => rows.map((r) => r.result_id).sort((a, b) => a - b);

describe.each([1, 2, 3] as const)('results.list filters of provider type %i', (providerType) => {
  it('match exactly the results on which such a bid wins', async () => {
    const all = await list(providerType, {});
    expect(all.length).toBeGreaterThan(2);
    const pairs = all.flatMap((r) => winsOn(r, all));
    const digits = [...new Set([...pairs.map((p) => p.digit), '9', '06', '123-4', '999'])];
    const cases: Array<{ bid_type?: string; bid_digit?: string }> = [
      ...BID_TYPES_BY_PROVIDER_TYPE[providerType].map((bid_type) => ({ bid_type })),
      ...digits.map((bid_digit) => ({ bid_digit })),
      ...BID_TYPES_BY_PROVIDER_TYPE[providerType].flatMap((bid_type) =>
        digits.map((bid_digit) => ({ bid_type, bid_digit })),
      ),
    ];
    let hits = 0;
    for (const filter of cases) {
      const expected = all.filter((r) =>
        winsOn(r, all).some(
          (w) =>
            (filter.bid_type === undefined || w.bidType === filter.bid_type) &&
            (filter.bid_digit === undefined || w.digit === filter.bid_digit),
        ),
      );
      const got = await list(providerType, filter as Record<string, string>);
      expect(ids(got), JSON.stringify(filter)).toEqual(ids(expected));
      if (expected.length > 0 && expected.length < all.length) hits += 1;
    }
    // Most filters pick some results and leave others out, so the equality above says something.
    expect(hits).toBeGreaterThan(cases.length / 5);
  });
});

describe('results.list bid filters, by hand', () => {
  it('jodi 60 finds the Kalyan Close of 2026-03-01 only; full sangam 777-280 the next day', async () => {
    const jodi = await list(1, { bid_type: 'JODI_MARKET', bid_digit: '60' });
    expect(jodi.map((r) => [r.game_date, r.session, r.digit])).toEqual([['2026-03-01', 'Close', '668-0']]);
    const full = await list(1, { bid_type: 'FULL_SANGAM_MARKET', bid_digit: '777-280' });
    expect(full.map((r) => [r.game_date, r.digit])).toEqual([['2026-03-02', '280-0']]);
    const tp = await list(1, { bid_type: 'TRIPLE_PANNA_MARKET' });
    expect(tp.map((r) => r.digit)).toEqual(['777-1']);
  });

  it('answers rows valid against the contract, and 400 naming bid_type for another family', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/bids/game-result/list/starline?bid_digit=0',
      headers: admin,
    });
    validateResponse('results.list', 200, res.json());
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/bids/game-result/list/market?bid_type=JODI_JACKPOT',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().msg)).toMatch(/bid_type/);
  });
});
