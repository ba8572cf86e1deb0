/**
 * PGlite on a full disk (PGlite leg only: scripts/test.mjs ONE_DATABASE). The data folder is on a small
 * tmpfs mounted for this test and filled up with a file (support/small-disk.ts; where mounting is refused,
 * ENOSPC injected into the data folder's writes): keyed credits are
 * refused with 503, the envelope naming the full disk and a Retry-After, while reads keep answering; once
 * space is freed, the refused credit applies once when sent again.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { DATABASE_DISK_FULL_MSG } from '../src/http/api-refusals.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';
import { seedStaff } from '../src/seed/staff.js';
import { createPlayerWithBalance, validateResponse } from './support/app.js';
import { type SmallDisk, smallDisk } from './support/small-disk.js';

let disk: SmallDisk;
let db: Db;
let app: FastifyInstance;
let auth: Record<string, string>;

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, key?: string) =>
  app.inject({
    method,
    url,
    headers: key ? { ...auth, 'idempotency-key': key } : auth,
    ...(payload ? { payload } : {}),
  });

const credit = (userId: number, key: string) =>
  call(
    'POST',
    '/v1/users/fund/update-wallet-from-admin',
    { user_id: userId, amount: 1, type: 0, reason: 'disk' },
    key,
  );

beforeAll(async () => {
  disk = smallDisk();
  db = await openPglite(disk.dataDir);
  await migrate(db);
  await seedStaff(db);
  const config = { ...loadConfig({}), consoleDir: '', loginFailureDelayMs: 0 };
  app = buildApp({ db, config, contract: loadContract(), handlers, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/v1/auth/admin/login',
    payload: { username: 'admin', password: 'Admin@123' },
  });
  const body = login.json() as { token: string; x_api_key: string };
  auth = { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  disk?.close();
});

describe('PGlite on a full disk', () => {
  it('refuses writes with 503 naming the full disk, keeps serving reads, and applies the write once space is back', async () => {
    const userId = await createPlayerWithBalance(db, 0);
    disk.fill();
    // Small writes fit in pages already on disk; credits go on until one needs a new page.
    let refused: { key: string; status: number; body: unknown; retryAfter: unknown } | undefined;
    let applied = 0;
    for (let i = 0; i < 2000 && !refused; i++) {
      const key = `full-disk-${i}`;
      const res = await credit(userId, key);
      if (res.statusCode === 200) applied += 1;
      else
        refused = { key, status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
    }
    expect(refused).toMatchObject({ status: 503, body: { error: true, msg: DATABASE_DISK_FULL_MSG } });
    expect(refused?.retryAfter).toBe('60');
    validateResponse('wallet.adjust', 503, refused?.body);

    const list = await call('GET', '/v1/users/wallet/users-list?page=1&per_page=10');
    expect(list.statusCode).toBe(200);
    const brief = await call('GET', `/v1/users/wallet/userbrief/${userId}`);
    expect(brief.statusCode).toBe(200);
    expect((await call('GET', '/v1/auth/admin/me')).statusCode).toBe(200);

    disk.free();
    const again = await credit(userId, refused?.key ?? '');
    expect(again.statusCode).toBe(200);
    expect((await credit(userId, refused?.key ?? '')).json()).toEqual(again.json());
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND trans_type = 'ADMIN_CREDIT'`,
      [userId],
    );
    expect(row?.n).toBe(applied + 1);
  }, 120_000);
});
