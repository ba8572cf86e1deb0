/**
 * Two server instances on one database, as behind a load balancer: a session, a login lockout, an
 * Idempotency-Key (used on A, retried on B, or sent to both at once), the overdue-result alarm's data and
 * the chat all hold across them, because the instances keep no state of their own. On the PostgreSQL leg
 * each instance has its own connection pool on one fresh database (chat crosses by LISTEN/NOTIFY); on the
 * PGlite leg both share the one embedded database of the process.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { openPglite } from '../src/db/pglite.js';
import { insertWeekdaySettings } from '../src/db/providers.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';
import { seedStaff } from '../src/seed/staff.js';
import { createPlayerWithBalance, onPostgres } from './support/app.js';
import { openEventStream } from './support/event-stream.js';
import { addProvider } from './support/games-fixture.js';
import { openTestPostgres } from './support/postgres-databases.js';

const contract = loadContract();

interface Instance {
  app: FastifyInstance;
  url: string;
}

interface Shared {
  dbA: Db;
  dbB: Db;
  close: () => Promise<void>;
}

/** One database and a handle on it for each instance. */
async function sharedDatabase(): Promise<Shared> {
  if (!onPostgres) {
    const db = await openPglite();
    return { dbA: db, dbB: db, close: () => db.close() };
  }
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `bo_two_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dbA = openTestPostgres(url.toString());
  const dbB = openTestPostgres(url.toString());
  return {
    dbA,
    dbB,
    close: async () => {
      await dbA.close();
      await dbB.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function startInstance(db: Db): Promise<Instance> {
  const config = { ...loadConfig({}), consoleDir: '', loginFailureDelayMs: 0 };
  const app = buildApp({ db, config, contract, handlers, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function call(
  instance: Instance,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const res = await fetch(`${instance.url}/v1${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, text: await res.text() };
}

async function login(instance: Instance, username: string, password: string) {
  const res = await call(instance, 'POST', '/auth/admin/login', {}, { username, password });
  return res;
}

function authOf(loginText: string): Record<string, string> {
  const body = JSON.parse(loginText) as { token: string; x_api_key: string };
  return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}

let shared: Shared;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  shared = await sharedDatabase();
  await migrate(shared.dbA);
  await seedStaff(shared.dbA);
  a = await startInstance(shared.dbA);
  b = await startInstance(shared.dbB);
}, 120_000);

afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await shared?.close();
});

describe('two instances on one database', () => {
  it('holds a session: signed in on A, used on B; signed out on B, refused on A', async () => {
    const signedIn = await login(a, 'admin', 'Admin@123');
    expect(signedIn.status).toBe(200);
    const auth = authOf(signedIn.text);
    expect((await call(b, 'GET', '/auth/admin/me', auth)).status).toBe(200);
    expect((await call(b, 'POST', '/auth/admin/logout', auth)).status).toBe(200);
    const after = await call(a, 'GET', '/auth/admin/me', auth);
    expect(after.status).toBe(401);
    expect(JSON.parse(after.text).msg).toBe('Invalid credentials');
  });

  it('holds an Idempotency-Key: used on A, retried on B, and sent to both at once', async () => {
    const auth = authOf((await login(a, 'admin', 'Admin@123')).text);
    const userId = await createPlayerWithBalance(shared.dbA, 1_000_000);
    const credit = (instance: Instance, key: string) =>
      call(
        instance,
        'POST',
        '/users/fund/update-wallet-from-admin',
        { ...auth, 'idempotency-key': key },
        { user_id: userId, amount: 250, type: 0, reason: `two-instances ${key}` },
      );
    const first = await credit(a, 'two-instances-1');
    expect(first.status).toBe(200);
    expect(await credit(b, 'two-instances-1')).toEqual(first);

    const both = await Promise.all(
      Array.from({ length: 10 }, (_, i) => credit(i % 2 ? a : b, 'two-instances-2')),
    );
    for (const reply of both) expect(reply).toEqual(both[0]);
    expect(both[0]?.status).toBe(200);

    const [row] = await shared.dbB.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1 AND trans_type = 'ADMIN_CREDIT'`,
      [userId],
    );
    expect(row?.n).toBe(2);
    expect(await checkLedgerInvariant(shared.dbB)).toEqual([]);
  });

  it('raises the same overdue-result alarm on both: the board of the day is read from the database', async () => {
    const auth = authOf((await login(a, 'admin', 'Admin@123')).text);
    const provider = await addProvider(shared.dbA, 2, 'Two Instances Star');
    await insertWeekdaySettings(shared.dbA, provider, 2);
    const date = '2026-01-12';
    const boardA = await call(a, 'GET', `/games/board/starline?date=${date}`, auth);
    const boardB = await call(b, 'GET', `/games/board/starline?date=${date}`, auth);
    expect(boardA.status).toBe(200);
    expect(boardB).toEqual(boardA);
    expect(boardA.text).toContain('Two Instances Star');
    // A result saved through B shows on A's board at once.
    const saved = await call(b, 'POST', '/results/game-result/save', auth, {
      provider_id: provider,
      provider_type: 2,
      game_date: date,
      panna: '128',
    });
    expect(saved.status, saved.text).toBe(200);
    const afterA = await call(a, 'GET', `/games/board/starline?date=${date}`, auth);
    expect(afterA.text).toContain('128');
    expect(await call(b, 'GET', `/games/board/starline?date=${date}`, auth)).toEqual(afterA);
  });

  it('holds the chat: a message sent through A reaches a console streaming from B', async () => {
    const authA = authOf((await login(a, 'admin', 'Admin@123')).text);
    const authB = authOf((await login(b, 'admin', 'Admin@123')).text);
    const userId = await createPlayerWithBalance(shared.dbA, 0);
    const [thread] = await shared.dbA.query<{ thread_id: number }>(
      `INSERT INTO chat_threads (kind, user_id, status) VALUES ('USER', $1, 'OPEN') RETURNING thread_id`,
      [userId],
    );
    const stream = await openEventStream(`${b.url}/v1/support/chat/events`, authB);
    try {
      await stream.readUntil('event: unread');
      const sent = await call(a, 'POST', `/support/chat/threads/${thread?.thread_id}/messages`, authA, {
        body: 'two instances, one conversation',
      });
      expect(sent.status).toBe(200);
      await stream.readUntil('two instances, one conversation');
    } finally {
      stream.close();
    }
  });

  it('holds a login lockout: failures counted on both instances lock the account on both (last: it locks this address too)', async () => {
    for (const instance of [a, b, a, b, a]) {
      expect((await login(instance, 'viewer', 'wrong-password')).status).toBe(401);
    }
    for (const instance of [a, b]) {
      const refused = await login(instance, 'viewer', 'Viewer@123');
      expect(refused.status, refused.text).toBe(429);
    }
  });
});
