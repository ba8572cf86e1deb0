import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/db/employees.js';
import { UNAUTHORIZED_ACCESS } from '../src/http/auth.js';
import { seedPlayers } from '../src/seed/players.js';
import { DEMO_VIEWS, seedSavedViews } from '../src/seed/saved-views.js';
import { createTestApp, type TestApp, validateResponse } from './support/app.js';

/** Saved views (issue 41): who may create, read, change and delete them, and their limits. */
let t: TestApp;
type Headers = Record<string, string>;
let admin: Headers;
let viewer: Headers;
let clerk: Headers;
let clerk2: Headers;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  viewer = await t.login('viewer', 'Viewer@123');
  for (const username of ['riskclerk', 'riskclerk2'])
    await createStaff(t.db, {
      username,
      fullName: username,
      password: 'Clerk@1234',
      isAdmin: false,
      permission: ['risk.lateBids', 'users'],
    });
  clerk = await t.login('riskclerk', 'Clerk@1234');
  clerk2 = await t.login('riskclerk2', 'Clerk@1234');
}, 60_000);

afterAll(async () => {
  await t.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });

const lateBidsView = (name: string, shared: boolean) => ({
  screen: 'risk-late-bids',
  operation: 'integrity.lateBids',
  name,
  shared,
  state: {
    query: 'type=market&perPage=50',
    columns: [
      { field: 'amount', width: 140 },
      { field: 'ip', hidden: true },
    ],
  },
});

async function create(headers: Headers, body: object) {
  const res = await send('POST', '/views', headers, body);
  validateResponse('views.create', res.statusCode, res.json());
  return res;
}

async function viewIds(headers: Headers, screen = 'risk-late-bids'): Promise<number[]> {
  const res = await send('GET', `/views/list?screen=${screen}`, headers);
  expect(res.statusCode).toBe(200);
  validateResponse('views.list', 200, res.json());
  return res.json().data.rows.map((row: { view_id: number }) => row.view_id);
}

describe('create and share', () => {
  it('keeps a personal view for its author only and a shared one for everyone who holds the permission', async () => {
    const personal = (await create(clerk, lateBidsView('Mine only', false))).json().data;
    const shared = (await create(clerk, lateBidsView("Today's late bids", true))).json().data;
    expect(personal).toMatchObject({ name: 'Mine only', shared: false, mine: true, author: 'riskclerk' });
    expect(shared.state).toEqual(lateBidsView('', true).state);

    expect(await viewIds(clerk)).toEqual(expect.arrayContaining([personal.view_id, shared.view_id]));
    const seenByColleague = await viewIds(clerk2);
    expect(seenByColleague).toContain(shared.view_id);
    expect(seenByColleague).not.toContain(personal.view_id);
    expect((await send('GET', `/views/${personal.view_id}`, clerk2)).statusCode).toBe(404);
    expect((await send('GET', `/views/${personal.view_id}`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `/views/${personal.view_id}`, admin)).statusCode).toBe(404);
    const opened = await send('GET', `/views/${shared.view_id}`, clerk2);
    validateResponse('views.get', opened.statusCode, opened.json());
    expect(opened.json().data).toMatchObject({ view_id: shared.view_id, mine: false, author: 'riskclerk' });
  });

  it('refuses a shared view to someone without the screen permission: not in the list, 403 by link', async () => {
    const shared = (await create(clerk, lateBidsView('Late bids for risk', true))).json().data;
    expect(await viewIds(viewer)).not.toContain(shared.view_id);
    const res = await send('GET', `/views/${shared.view_id}`, viewer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, msg: UNAUTHORIZED_ACCESS });
    expect(
      (await send('PUT', `/views/${shared.view_id}/reader`, viewer, { is_default: true })).statusCode,
    ).toBe(403);
  });

  it('refuses to save a view of a list the author may not see, or of an operation that is not a list', async () => {
    const denied = await create(viewer, lateBidsView('Not mine to see', false));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe(UNAUTHORIZED_ACCESS);
    const notList = await create(clerk, { ...lateBidsView('x', false), operation: 'views.create' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().msg).toEqual({ operation: 'views.create is not a list of this contract' });
  });
});

describe('update and delete rights', () => {
  it('lets only the author or an admin change or delete a shared view', async () => {
    const view = (await create(clerk, lateBidsView('Shared to change', true))).json().data;
    const byColleague = await send('PUT', `/views/${view.view_id}`, clerk2, { name: 'Taken over' });
    expect(byColleague.statusCode).toBe(403);
    expect((await send('DELETE', `/views/${view.view_id}`, clerk2)).statusCode).toBe(403);

    const byAuthor = await send('PUT', `/views/${view.view_id}`, clerk, {
      name: '  Renamed  ',
      state: { query: 'type=starline' },
    });
    validateResponse('views.update', byAuthor.statusCode, byAuthor.json());
    expect(byAuthor.json().data).toMatchObject({
      name: 'Renamed',
      state: { query: 'type=starline' },
      shared: true,
    });

    const byAdmin = await send('PUT', `/views/${view.view_id}`, admin, { shared: false });
    expect(byAdmin.json().data).toMatchObject({ shared: false, author: 'riskclerk', mine: false });
    expect(await viewIds(clerk2)).not.toContain(view.view_id);

    const deleted = await send('DELETE', `/views/${view.view_id}`, clerk);
    validateResponse('views.delete', deleted.statusCode, deleted.json());
    expect(await viewIds(clerk)).not.toContain(view.view_id);
    expect((await send('GET', `/views/${view.view_id}`, clerk)).statusCode).toBe(404);
  });

  it("keeps each reader's pin and default to themselves, one default per screen", async () => {
    const first = (await create(clerk, lateBidsView('First default', true))).json().data;
    const second = (await create(clerk, lateBidsView('Second default', true))).json().data;
    const marked = await send('PUT', `/views/${first.view_id}/reader`, clerk2, {
      is_default: true,
      pinned: true,
    });
    validateResponse('views.mark', marked.statusCode, marked.json());
    expect(marked.json().data).toMatchObject({ is_default: true, pinned: true, mine: false });
    await send('PUT', `/views/${second.view_id}/reader`, clerk2, { is_default: true });

    const rows = (await send('GET', '/views/list?screen=risk-late-bids', clerk2)).json().data.rows as {
      view_id: number;
      is_default: boolean;
      pinned: boolean;
    }[];
    expect(rows.filter((row) => row.is_default).map((row) => row.view_id)).toEqual([second.view_id]);
    expect(rows.find((row) => row.view_id === first.view_id)?.pinned).toBe(true);
    const authorsRows = (await send('GET', '/views/list?screen=risk-late-bids', clerk)).json().data.rows as {
      is_default: boolean;
    }[];
    expect(authorsRows.some((row) => row.is_default)).toBe(false);
  });
});

describe('limits and validation', () => {
  it('requires a name of at most 80 characters', async () => {
    const blank = await create(clerk, lateBidsView('   ', false));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toEqual({ name: 'A view needs a name' });
    const long = await create(clerk, lateBidsView('x'.repeat(81), false));
    expect(long.statusCode).toBe(400);
    const longest = await create(clerk, lateBidsView('x'.repeat(80), false));
    expect(longest.statusCode).toBe(200);
  });

  it('refuses a stored state over 4,000 characters', async () => {
    const columns = Array.from({ length: 60 }, (_, i) => ({
      field: `column_${i}_${'w'.repeat(50)}`,
      width: 100,
    }));
    const tooLarge = await create(clerk, {
      ...lateBidsView('Too wide', false),
      state: { query: '', columns },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().msg).toEqual({ state: "A view's state may take at most 4,000 characters" });
    const update = await send('PUT', `/views/${(await viewIds(clerk))[0]}`, clerk, {
      state: { query: '', columns },
    });
    expect(update.statusCode).toBe(400);
  });

  it('keeps at most 25 shared views on a screen', async () => {
    for (let i = 0; i < 25; i += 1) {
      const res = await create(admin, {
        ...lateBidsView(`Users ${i}`, true),
        screen: 'users',
        operation: 'users.list',
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await create(admin, {
      ...lateBidsView('One too many', true),
      screen: 'users',
      operation: 'users.list',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe('This screen already has 25 shared views: delete or unshare one first');
    const personal = await create(admin, {
      ...lateBidsView('Still personal', false),
      screen: 'users',
      operation: 'users.list',
    });
    expect(personal.statusCode).toBe(200);
    const share = await send('PUT', `/views/${personal.json().data.view_id}`, admin, { shared: true });
    expect(share.statusCode).toBe(409);
  });
});

describe('demo views', () => {
  it("seeds three shared views and one of admin's own, each shown only to those who may see its list", async () => {
    const demo = await createTestApp();
    try {
      await seedSavedViews(demo.db);
      await seedSavedViews(demo.db);
      const list = async (headers: Headers) => {
        const res = await demo.app.inject({ method: 'GET', url: '/v1/views/list', headers });
        validateResponse('views.list', res.statusCode, res.json());
        return (res.json().data.rows as { name: string; shared: boolean }[]).map(
          (r) => `${r.name}:${r.shared}`,
        );
      };
      expect((await list(await demo.login('admin', 'Admin@123'))).sort()).toEqual([
        'Blocked players with a balance:true',
        'Newest unverified:false',
        'Pending withdrawals over ₹25,000:true',
        "Today's late bids:true",
      ]);
      expect(await list(await demo.login('viewer', 'Viewer@123'))).toEqual([
        'Blocked players with a balance:true',
      ]);
    } finally {
      await demo.close();
    }
  });

  it('the withdrawal and player views show rows of the demo data, every one matching the view', async () => {
    const demo = await createTestApp();
    try {
      await seedPlayers(demo.db);
      const headers = await demo.login('admin', 'Admin@123');
      /** A view's list, asked as the console asks it: its URL keys are the operation's camelCase inputs. */
      const rowsOf = async (name: string) => {
        const view = DEMO_VIEWS.find((v) => v.name === name);
        const params = new URLSearchParams((view?.state as { query: string } | undefined)?.query);
        const status = params.get('tranStatus');
        params.delete('tranStatus');
        const query = new URLSearchParams(
          [...params].map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]),
        );
        const path = view?.operation === 'gateway.requests' ? `/v1/gateway/requests/${status}` : '/v1/users';
        const res = await demo.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.rows as Record<string, unknown>[];
      };
      const pending = await rowsOf('Pending withdrawals over ₹25,000');
      expect(pending.length).toBeGreaterThan(0);
      for (const row of pending) expect(row).toMatchObject({ tran_status: 'PENDING' });
      for (const row of pending) expect(row.amount).toBeGreaterThan(25_000);
      const blocked = await rowsOf('Blocked players with a balance');
      expect(blocked.length).toBeGreaterThan(0);
      for (const row of blocked) expect(row).toMatchObject({ stage: 'BLOCKED' });
      for (const row of blocked) expect(row.balance).toBeGreaterThan(0);
    } finally {
      await demo.close();
    }
  }, 60_000);
});
