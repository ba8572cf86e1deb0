import { describe, expect, it } from 'vitest';
import { createPlayerWithBalance } from './support/app.js';
import { describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';

const w = useAreaWorld();

const CASES: OperationCase[] = [
  {
    operationId: 'users.list',
    method: 'GET',
    url: '/v1/users?stage=REGISTERED&search=a&order_by=full_name&order=asc&page=1&per_page=10',
    bad: { url: '/v1/users?stage=NOPE' },
  },
  {
    operationId: 'users.details',
    method: 'GET',
    url: (ids) => `/v1/users/details/?user_id=${ids.registered}`,
    bad: { url: '/v1/users/details/?user_id=abc' },
  },
  {
    operationId: 'users.noneBalance',
    method: 'GET',
    url: '/v1/users/none-balance-user?page=1&per_page=5',
    bad: { url: '/v1/users/none-balance-user?per_page=0' },
  },
  {
    operationId: 'users.zeroBalance',
    method: 'GET',
    url: '/v1/users/zero-balance-user?page=2&per_page=5',
    bad: { url: '/v1/users/zero-balance-user?page=0' },
  },
  {
    operationId: 'reports.zeroBalance',
    method: 'GET',
    url: '/v1/users/analysis/zero-balance-report?current_page=1&per_page=5&order_by=last_login_at',
    bad: { url: '/v1/users/analysis/zero-balance-report?order_by=balance' },
  },
  {
    operationId: 'users.todayRegistered',
    method: 'GET',
    url: '/v1/users/today-registered?type=0',
    bad: { url: '/v1/users/today-registered?type=2' },
  },
  {
    operationId: 'users.getMarkets',
    method: 'GET',
    url: (ids) => `/v1/users/market/${ids.registered}`,
    bad: { url: '/v1/users/market/0' },
  },
  {
    operationId: 'users.getPermissions',
    method: 'GET',
    url: (ids) => `/v1/users/permission/${ids.registered}`,
    bad: { url: '/v1/users/permission/x' },
  },
  {
    operationId: 'users.setWatchlist',
    method: 'PUT',
    url: (ids) => `/v1/users/watchlist/${ids.registered}`,
    payload: { status: true, reason: 'Unusual win streak' },
    bad: { payload: { status: 'yes' } },
    expectBody: (body) => expect(body.msg).toBe('Watchlist updated successfully'),
  },
  {
    operationId: 'users.updateMarkets',
    method: 'PUT',
    url: (ids) => `/v1/users/update-markets/${ids.registered}`,
    payload: { market_providers: [], starline_blocked: true, jackpot_blocked: false },
    bad: { payload: { market_providers: [], starline_blocked: true } },
    expectBody: (body) => expect(body.msg).toBe('Market updated successfully'),
  },
  {
    operationId: 'users.updateStarlineJackpot',
    method: 'PUT',
    url: (ids) => `/v1/users/update-status/sj/${ids.registered}`,
    payload: { type: 'jackpot', block: true },
    bad: { payload: { type: 'market', block: true } },
    expectBody: (body) =>
      expect(body).toMatchObject({ msg: 'Market updated successfully', data: { jackpot_blocked: true } }),
  },
  {
    operationId: 'users.updatePermissions',
    method: 'PUT',
    url: (ids) => `/v1/users/update-permission/${ids.registered}`,
    payload: { block_permissions: ['BID', 'WITHDRAW'] },
    bad: { payload: { block_permissions: ['FLY'] } },
    expectBody: (body) =>
      expect(body).toMatchObject({
        msg: 'Permissions updated successfully',
        data: { block_permissions: ['BID', 'WITHDRAW'] },
      }),
  },
  {
    operationId: 'users.setSwitchDevice',
    method: 'PUT',
    url: (ids) => `/v1/others/users/status/switch_device/${ids.registered}`,
    payload: { status: false },
    bad: { payload: {} },
    expectBody: (body) => expect(body).toMatchObject({ data: { can_switch_device: false } }),
  },
  {
    operationId: 'users.block',
    method: 'POST',
    url: '/v1/others/blocked/user',
    payload: (ids) => ({
      user_id: ids.registered2,
      block_type: 'TEMPORARY',
      reason: 'Bonus abuse',
      risk_level: 'HIGH',
      device_ids: ['dev-1'],
    }),
    bad: {
      payload: (ids) => ({
        user_id: ids.registered2,
        block_type: 'TEMPORARY',
        reason: 'x',
        risk_level: 'EXTREME',
      }),
    },
    expectBody: (body) =>
      expect(body).toMatchObject({
        msg: 'User blocked successfully',
        data: { stage: 'BLOCKED', risk_level: 'HIGH' },
      }),
  },
  {
    operationId: 'users.unblock',
    method: 'PUT',
    url: (ids) => `/v1/others/blocked/user/unblock/${ids.blocked}`,
    payload: { reason: 'Cleared after review' },
    bad: { payload: { reason: '' } },
    expectBody: (body) =>
      expect(body).toMatchObject({ msg: 'User unblocked successfully', data: { stage: 'REGISTERED' } }),
  },
];

describe('users operations', () => {
  describeOperations(() => w, CASES);
});

async function get(url: string, headers = w.admin) {
  const res = await w.t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function stageOf(userId: number): Promise<string> {
  const [row] = await w.t.db.query<{ stage: string }>('SELECT stage FROM players WHERE user_id = $1', [
    userId,
  ]);
  return String(row?.stage);
}

describe('users behaviour', () => {
  it('counts every stage from the table, ignoring search', async () => {
    const rows = await w.t.db.query<{ stage: string; n: number }>(
      'SELECT stage, count(*)::int AS n FROM players GROUP BY stage',
    );
    const expected = Object.fromEntries(rows.map((r) => [r.stage.toLowerCase(), r.n]));
    const data = await get('/v1/users?search=zzzz-nobody');
    expect(data.counts).toEqual(expected);
    expect(data.rows).toEqual([]);
    expect(data.pagination).toEqual({ per_page: 10, current_page: 1, total_page: 0, total_count: 0 });
  });

  it('finds a player by phone, by user id and by part of the name', async () => {
    const [p] = await w.t.db.query<{ user_id: number; phone: string; full_name: string; stage: string }>(
      "SELECT user_id, phone, full_name, stage FROM players WHERE stage = 'REGISTERED' ORDER BY user_id DESC LIMIT 1",
    );
    if (!p) throw new Error('no player');
    const byPhone = await get(`/v1/users?search=${p.phone}`);
    expect(byPhone.rows.map((r: { user_id: number }) => r.user_id)).toEqual([p.user_id]);
    const byId = await get(`/v1/users?search=${p.user_id}`);
    expect(byId.rows.map((r: { user_id: number }) => r.user_id)).toContain(p.user_id);
    const surname = p.full_name.split(' ')[1]?.toLowerCase() ?? '';
    const byName = await get(`/v1/users?search=${surname}&per_page=500`);
    expect(byName.rows.length).toBeGreaterThan(0);
    for (const r of byName.rows) expect(r.full_name.toLowerCase()).toContain(surname);
  });

  it('counts a broad search up to 1,000 matches and says so; at the cap or under it the total is exact', async () => {
    const add = (name: string, n: number, phonePrefix: string) =>
      w.t.db.query(
        `INSERT INTO players (full_name, phone, stage, created_at)
         SELECT $1 || ' ' || g, $2 || lpad(g::text, 6, '0'), 'REGISTERED', now() - g * interval '1 minute'
           FROM generate_series(1, $3::int) g`,
        [name, phonePrefix, n],
      );
    await add('Capcount Broad', 1001, '7000');
    await add('Capcount Exact', 1000, '7001');
    try {
      const broad = await get('/v1/users?search=capcount%20broad&per_page=10&page=1');
      // 10 a page, 100 pages of the first 1,000 matches.
      const atCap = (page: number) => ({
        per_page: 10,
        current_page: page,
        total_page: 100,
        total_count: 1000,
      });
      expect(broad.pagination).toEqual({ ...atCap(1), total_capped: true });
      // The newest first, as without the cap: Capcount Broad 1 was created last.
      expect(broad.rows.map((r: { full_name: string }) => r.full_name).slice(0, 3)).toEqual([
        'Capcount Broad 1',
        'Capcount Broad 2',
        'Capcount Broad 3',
      ]);
      const last = await get('/v1/users?search=capcount%20broad&per_page=10&page=100');
      expect(last.rows.map((r: { full_name: string }) => r.full_name)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Capcount Broad ${991 + i}`),
      );
      const exact = await get('/v1/users?search=capcount%20exact&per_page=10&page=100');
      expect(exact.pagination).toEqual(atCap(100));
      expect(exact.rows.at(-1)?.full_name).toBe('Capcount Exact 1000');
      const both = await get('/v1/users?search=capcount&per_page=10');
      expect(both.pagination.total_capped).toBe(true);
    } finally {
      await w.t.db.query("DELETE FROM players WHERE full_name LIKE 'Capcount %'");
    }
  });

  it('lists only players whose balance is over balance_over (0: with a balance), counted exactly', async () => {
    const rich = await createPlayerWithBalance(w.t.db, 2_500_001);
    const even = await createPlayerWithBalance(w.t.db, 2_500_000);
    const empty = await createPlayerWithBalance(w.t.db, 0);
    await w.t.db.query("UPDATE players SET stage = 'BLOCKED' WHERE user_id = ANY($1::bigint[])", [
      [rich, even, empty],
    ]);
    const [truth] = await w.t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM players p JOIN wallets w ON w.user_id = p.user_id
        WHERE p.stage = 'BLOCKED' AND w.balance_paise > 0`,
    );
    const withBalance = await get('/v1/users?stage=BLOCKED&balance_over=0&per_page=500');
    const ids = withBalance.rows.map((r: { user_id: number }) => r.user_id);
    expect(ids).toEqual(expect.arrayContaining([rich, even]));
    expect(ids).not.toContain(empty);
    for (const r of withBalance.rows) expect(r.balance).toBeGreaterThan(0);
    expect(withBalance.pagination.total_count).toBe(truth?.n);
    // Counts per stage stay the stages' own.
    expect(withBalance.counts.blocked).toBeGreaterThan(truth?.n ?? 0);

    const over = await get('/v1/users?stage=BLOCKED&balance_over=25000&per_page=500');
    const overIds = over.rows.map((r: { user_id: number }) => r.user_id);
    expect(overIds).toContain(rich);
    expect(overIds).not.toContain(even);
    for (const r of over.rows) expect(r.balance).toBeGreaterThan(25000);

    const searched = await get(`/v1/users?stage=BLOCKED&balance_over=0&search=${empty}`);
    expect(searched.rows.map((r: { user_id: number }) => r.user_id)).not.toContain(empty);
  });

  it('refuses a balance_over that is not an amount, naming the parameter', async () => {
    for (const [value, msg] of [
      ['-1', 'query.balance_over must be >= 0'],
      ['12.345', 'query.balance_over must be a multiple of 0.01'],
      ['lots', 'query.balance_over must be number'],
    ]) {
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/v1/users?balance_over=${value}`,
        headers: w.admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, msg });
    }
  });

  it('orders by balance and pages without overlap', async () => {
    const one = await get('/v1/users?order_by=balance&order=desc&per_page=20&page=1');
    const two = await get('/v1/users?order_by=balance&order=desc&per_page=20&page=2');
    const balances = [...one.rows, ...two.rows].map((r: { balance: number }) => r.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const ids = new Set([...one.rows, ...two.rows].map((r: { user_id: number }) => r.user_id));
    expect(ids.size).toBe(40);
  });

  it('blocks PERMANENT to BANNED, refuses a second block with 409, and unblocks back to the earlier stage', async () => {
    const [u] = await w.t.db.query<{ user_id: number }>(
      "SELECT user_id FROM players WHERE stage = 'UNVERIFIED' ORDER BY user_id LIMIT 1",
    );
    const userId = Number(u?.user_id);
    const block = (blockType: string) =>
      w.t.app.inject({
        method: 'POST',
        url: '/v1/others/blocked/user',
        headers: w.admin,
        payload: {
          user_id: userId,
          block_type: blockType,
          reason: 'Chargeback',
          risk_level: 'MEDIUM',
          device_ids: [],
        },
      });
    expect((await block('PERMANENT')).statusCode).toBe(200);
    expect(await stageOf(userId)).toBe('BANNED');
    const again = await block('TEMPORARY');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: true, msg: 'User is already blocked' });

    const unblock = () =>
      w.t.app.inject({
        method: 'PUT',
        url: `/v1/others/blocked/user/unblock/${userId}`,
        headers: w.admin,
        payload: { reason: 'Appeal accepted' },
      });
    const first = await unblock();
    expect(first.json()).toMatchObject({ data: { stage: 'UNVERIFIED' } });
    const second = await unblock();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: true, msg: 'User is not blocked' });

    const audit = await w.t.db.query<{ action: string; before: unknown; after: unknown; reason: string }>(
      "SELECT action, before, after, reason FROM audit_log WHERE entity = 'player' AND entity_id = $1 ORDER BY audit_id",
      [String(userId)],
    );
    expect(audit.map((a) => a.action)).toEqual(['users.block', 'users.unblock']);
    expect(audit[0]).toMatchObject({
      reason: 'Chargeback',
      before: { stage: 'UNVERIFIED' },
      after: { stage: 'BANNED' },
    });
    expect(audit[1]).toMatchObject({ reason: 'Appeal accepted', after: { stage: 'UNVERIFIED' } });
  });

  it('answers 404 for an unknown player', async () => {
    const res = await w.t.app.inject({
      method: 'PUT',
      url: '/v1/users/watchlist/999999',
      headers: w.admin,
      payload: { status: true },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/v1/users/details/?user_id=999999', headers: w.admin }))
        .statusCode,
    ).toBe(404);
  });

  it('takes a player off the watchlist and clears the reason', async () => {
    const url = `/v1/users/watchlist/${w.ids.registered2}`;
    await w.t.app.inject({
      method: 'PUT',
      url,
      headers: w.admin,
      payload: { status: true, reason: 'Watch' },
    });
    const res = await w.t.app.inject({
      method: 'PUT',
      url,
      headers: w.admin,
      payload: { status: false, reason: 'x' },
    });
    expect(res.json().data).toMatchObject({ to_watch: false, watchlist_reason: null });
  });

  it('keeps market access to existing markets only', async () => {
    const [m] = await w.t.db.query<{ provider_id: number }>(
      "INSERT INTO providers (provider_type, provider_name) VALUES (1, 'Kalyan') RETURNING provider_id",
    );
    const url = `/v1/users/update-markets/${w.ids.registered2}`;
    const unknown = await w.t.app.inject({
      method: 'PUT',
      url,
      headers: w.admin,
      payload: { market_providers: [987654], starline_blocked: false, jackpot_blocked: false },
    });
    expect(unknown.statusCode).toBe(404);
    const ok = await w.t.app.inject({
      method: 'PUT',
      url,
      headers: w.admin,
      payload: { market_providers: [m?.provider_id], starline_blocked: false, jackpot_blocked: true },
    });
    expect(ok.json().data).toMatchObject({
      market_providers: [m?.provider_id],
      jackpot_blocked: true,
      providers: [{ provider_id: m?.provider_id, provider_name: 'Kalyan', provider_type: 1 }],
    });
  });

  it("lists today's registrations, and on tab 2 only those who deposited", async () => {
    const depositor = await createPlayerWithBalance(w.t.db, 0);
    const idle = await createPlayerWithBalance(w.t.db, 0);
    await w.t.db.query(
      "INSERT INTO deposits (user_id, amount_paise, gateway, reference, tran_status) VALUES ($1, 50000, 'Razorpay', 'r1', 'SUCCESS')",
      [depositor],
    );
    const ids = (data: { rows: { user_id: number }[] }) => data.rows.map((r) => r.user_id);
    const tab1 = ids(await get('/v1/users/today-registered?type=0&per_page=500'));
    const tab2 = ids(await get('/v1/users/today-registered?type=1&per_page=500'));
    expect(tab1).toEqual(expect.arrayContaining([depositor, idle]));
    expect(tab2).toContain(depositor);
    expect(tab2).not.toContain(idle);
  });

  it('lets the viewer (dashboard, users, wallet.viewWallet) read the users list', async () => {
    await get('/v1/users', await w.t.login('viewer', 'Viewer@123'));
  });
});
