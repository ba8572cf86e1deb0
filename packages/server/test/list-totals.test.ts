/**
 * Paged lists at scale (migration 040): the counts kept by triggers stay equal to count(*) through every
 * kind of write, also under concurrent writers, and pages picked on the narrow index first are the same
 * rows, in the same order, as the plain ORDER BY ... LIMIT/OFFSET over the joined rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntry } from '../src/db/ledger.js';
import type { TransType } from '../src/domain/ledger.js';
import { createPlayerWithBalance, createTestApp, onPostgres, type TestApp } from './support/app.js';

let t: TestApp;
let headers: Record<string, string>;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp();
  headers = await t.login('admin', 'Admin@123');
  const [p] = await t.db.query<{ provider_id: number }>(
    `INSERT INTO providers (provider_type, provider_name) VALUES (1, 'Totals Market') RETURNING provider_id`,
  );
  providerId = Number(p?.provider_id);
  await t.db.query(
    `INSERT INTO players (full_name, phone, stage, created_at, last_login_at)
     SELECT 'Totals ' || chr(65 + g % 26) || ' ' || g, '8' || lpad(g::text, 9, '0'),
       (ARRAY['REGISTERED', 'UNVERIFIED', 'BLOCKED'])[1 + g % 3],
       now() - g * interval '1 minute' + (g % 4) * interval '1 minute',
       CASE WHEN g % 5 = 0 THEN NULL ELSE now() - (g % 7) * interval '1 hour' END
     FROM generate_series(1, 90) AS g`,
  );
  await t.db.query(`INSERT INTO wallets (user_id, balance_paise)
    SELECT user_id, (user_id % 6) * 100 FROM players WHERE full_name LIKE 'Totals %'`);
});
afterAll(async () => {
  await t?.close();
});

async function stageCountsByTrigger(): Promise<Record<string, number>> {
  const rows = await t.db.query<{ stage: string; n: unknown }>(
    'SELECT stage, sum(n) AS n FROM player_stage_counts GROUP BY stage HAVING sum(n) <> 0',
  );
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]));
}

async function stageCountsByScan(): Promise<Record<string, number>> {
  const rows = await t.db.query<{ stage: string; n: unknown }>(
    'SELECT stage, count(*) AS n FROM players GROUP BY stage',
  );
  return Object.fromEntries(rows.map((r) => [r.stage, Number(r.n)]));
}

const BID_KEY = 'game_date, provider_type, provider_id, session, bid_type';

async function bidSlotsByTrigger() {
  return t.db.query(
    `SELECT ${BID_KEY}, sum(n)::int AS n FROM bid_slot_counts GROUP BY ${BID_KEY} HAVING sum(n) <> 0
     ORDER BY ${BID_KEY}`,
  );
}

async function bidSlotsByScan() {
  return t.db.query(
    `SELECT ${BID_KEY}, count(*)::int AS n FROM bids GROUP BY ${BID_KEY} ORDER BY ${BID_KEY}`,
  );
}

async function insertBids(count: number, day: string, userId: number): Promise<void> {
  await t.db.query(
    `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise)
     SELECT $1, $2, 1, $3::date, (ARRAY['Open', 'Close', NULL])[1 + g % 3],
       CASE WHEN g % 3 = 2 THEN 'JODI_MARKET' ELSE 'SINGLE_DIGIT_MARKET' END, (g % 10)::text, 1000
     FROM generate_series(1, $4::int) AS g`,
    [userId, providerId, day, count],
  );
}

describe(`list totals on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps the per-stage counts equal to count(*) through inserts, stage changes and deletes', async () => {
    expect(await stageCountsByTrigger()).toEqual(await stageCountsByScan());
    await t.db.query(
      `UPDATE players SET stage = 'BANNED' WHERE full_name LIKE 'Totals %' AND user_id % 4 = 0`,
    );
    await t.db.query(
      `UPDATE players SET stage = stage, full_name = full_name WHERE full_name LIKE 'Totals %'`,
    );
    await t.db.query(
      `DELETE FROM wallets WHERE user_id IN (SELECT user_id FROM players WHERE phone = '8000000090')`,
    );
    await t.db.query(`DELETE FROM players WHERE phone = '8000000090'`);
    expect(await stageCountsByTrigger()).toEqual(await stageCountsByScan());

    const res = await t.app.inject({ method: 'GET', url: '/v1/users?stage=BANNED&per_page=5', headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const scan = await stageCountsByScan();
    expect(data.pagination.total_count).toBe(scan.BANNED);
    expect(data.counts.banned).toBe(scan.BANNED);
    expect(data.counts.registered).toBe(scan.REGISTERED);
  });

  it('keeps ledger counts exact under concurrent writers, with at most one slot per concurrent writer', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createPlayerWithBalance(t.db, 0)));
    const types: TransType[] = ['BONUS', 'ADMIN_CREDIT', 'DEPOSIT'];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const userId = users[i % users.length] ?? 0;
          await postEntry(tx, { userId, amountPaise: 100, transType: types[i % types.length] ?? 'BONUS' });
          await postEntry(tx, { userId, amountPaise: 100, transType: 'BONUS' });
          await tx.query('SELECT pg_sleep(0.01)');
        }),
      ),
    );
    const byTrigger = await t.db.query<{ trans_type: string; n: number; slots: number }>(
      'SELECT trans_type, sum(n)::int AS n, count(*)::int AS slots FROM ledger_type_counts GROUP BY 1 ORDER BY 1',
    );
    const byScan = await t.db.query<{ trans_type: string; n: number }>(
      'SELECT trans_type, count(*)::int AS n FROM ledger_entries GROUP BY 1 ORDER BY 1',
    );
    expect(byTrigger.map(({ trans_type, n }) => ({ trans_type, n }))).toEqual(byScan);
    // The pool holds 20 connections: never more slots per key than writers at once.
    for (const row of byTrigger) expect(row.slots).toBeLessThanOrEqual(onPostgres ? 20 : 1);

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/users/wallet/all-transactions?per_page=15&filter_by_trans_type=BONUS',
      headers,
    });
    expect(res.json().data.pagination.total_count).toBe(byScan.find((r) => r.trans_type === 'BONUS')?.n);
  });

  it('counts bids per day, provider, session and bid type through inserts, moves, deletes and TRUNCATE', async () => {
    const userId = await createPlayerWithBalance(t.db, 0);
    await insertBids(40, '2025-03-01', userId);
    await insertBids(25, '2025-03-02', userId);
    await Promise.all(Array.from({ length: 8 }, () => insertBids(1, '2025-03-02', userId)));
    await t.db.query(`UPDATE bids SET session = 'Close' WHERE session = 'Open' AND game_date = '2025-03-01'`);
    await t.db.query(`UPDATE bids SET bid_status = 'LOST' WHERE game_date = '2025-03-02'`);
    await t.db.query(`DELETE FROM bids WHERE game_date = '2025-03-02' AND digit = '3'`);
    expect(await bidSlotsByTrigger()).toEqual(await bidSlotsByScan());

    const list = (q: string) =>
      t.app.inject({
        method: 'GET',
        url: `/v1/bids/user/list?bid_date=2025-03-02&game_type=1&provider_id=${providerId}&per_page=10&${q}`,
        headers,
      });
    for (const [q, where] of [
      ['', `game_date = '2025-03-02'`],
      ['session=Open', `game_date = '2025-03-02' AND session = 'Open'`],
      ['session=Close', `game_date = '2025-03-02' AND (session = 'Close' OR session IS NULL)`],
      ['bid_type=JODI_MARKET', `game_date = '2025-03-02' AND bid_type = 'JODI_MARKET'`],
    ] as const) {
      const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bids WHERE ${where}`);
      const res = await list(q);
      expect(res.statusCode).toBe(200);
      expect({ q, total: res.json().data.pagination.total_count }).toEqual({ q, total: row?.n });
    }

    await t.db.query('DELETE FROM bid_slot_counts');
    await t.db.query('SELECT recount_list_totals()');
    expect(await bidSlotsByTrigger()).toEqual(await bidSlotsByScan());
    await t.db.query('TRUNCATE bids');
    expect(await bidSlotsByTrigger()).toEqual([]);
  });

  it('pages the narrow index first: the same rows in the same order as the plain query', async () => {
    const orders = {
      created_at: 'p.created_at',
      full_name: 'lower(p.full_name)',
      balance: 'coalesce(w.balance_paise, 0)',
      last_login_at: 'p.last_login_at',
    } as const;
    const cases = Object.entries(orders).flatMap(([orderBy, column]) =>
      (['asc', 'desc'] as const).flatMap((dir) =>
        ['&search=totals', ''].map((search) => ({ orderBy, column, dir, search })),
      ),
    );
    for (const { orderBy, column, dir, search } of cases) {
      const nulls = orderBy === 'last_login_at' ? ' NULLS LAST' : '';
      const expected = await t.db.query<{ user_id: number }>(
        `SELECT p.user_id FROM players p LEFT JOIN wallets w ON w.user_id = p.user_id
         WHERE p.stage = 'REGISTERED' ${search ? `AND lower(p.full_name) LIKE '%totals%'` : ''}
         ORDER BY ${column} ${dir}${nulls}, p.user_id ${dir}`,
      );
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 7); page++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/v1/users?stage=REGISTERED${search}&order_by=${orderBy}&order=${dir}&per_page=7&page=${page}`,
          headers,
        });
        const data = res.json().data;
        expect(data.pagination.total_count).toBe(expected.length);
        seen.push(...data.rows.map((r: { user_id: number }) => r.user_id));
      }
      const want = expected.map((r) => Number(r.user_id));
      expect({ orderBy, dir, search, seen }).toEqual({ orderBy, dir, search, seen: want });
    }
  });
});
