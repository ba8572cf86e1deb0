import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';
import { seedStaff } from '../src/seed/staff.js';
import { createPlayerWithBalance, createTestApp, onPostgres, type TestApp } from './support/app.js';
import { openEventStream } from './support/event-stream.js';
import { freshPostgresDatabase, loginAt, startInstance } from './support/instances.js';
import { openTestPostgres } from './support/postgres-databases.js';

const contract = loadContract();

// Only the PostgreSQL leg of scripts/test.mjs has a server to make the database on; PGlite is one process.
const onPostgresIt = onPostgres ? it : () => undefined;

onPostgresIt(
  'across server instances, delivers a message sent through instance A to a console streaming from instance B, also after B lost its LISTEN connection',
  async () => {
    const database = await freshPostgresDatabase('bo_chat');
    const dbA = openTestPostgres(database.url);
    const dbB = openTestPostgres(database.url);
    const started: FastifyInstance[] = [];
    try {
      await migrate(dbA);
      await seedStaff(dbA);
      const userId = await createPlayerWithBalance(dbA, 0);
      const [thread] = await dbA.query<{ thread_id: number }>(
        `INSERT INTO chat_threads (kind, user_id, status) VALUES ('USER', $1, 'OPEN') RETURNING thread_id`,
        [userId],
      );
      const a = await startInstance(dbA);
      const b = await startInstance(dbB);
      started.push(a.app, b.app);
      const headersA = await loginAt(a.url);
      const stream = await openEventStream(`${b.url}/v1/support/chat/events`, await loginAt(b.url));
      try {
        await stream.readUntil('event: unread');
        const sendThroughA = async (body: string) => {
          const res = await fetch(`${a.url}/v1/support/chat/threads/${thread?.thread_id}/messages`, {
            method: 'POST',
            headers: { ...headersA, 'content-type': 'application/json' },
            body: JSON.stringify({ body }),
          });
          expect(res.status).toBe(200);
        };
        await sendThroughA('sent through instance A');
        await stream.readUntil('sent through instance A');
        await fetch(`${a.url}/v1/support/chat/threads/${thread?.thread_id}/read`, {
          method: 'PUT',
          headers: headersA,
        });
        await stream.readUntil('"total":0}\n\n');
        // B's LISTEN connection drops; what A sends meanwhile reaches B's stream once B listens again.
        const cut = await dbA.query<{ n: unknown }>(
          `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
        expect(Number(cut[0]?.n)).toBeGreaterThan(0);
        await sendThroughA('sent while B was not listening');
        await stream.readUntil('sent while B was not listening');
      } finally {
        stream.close();
      }
      expect(stream.text()).toMatch(
        /event: message\ndata: \{[^\n]*"sender":"STAFF"[^\n]*"sent through instance A"/,
      );
    } finally {
      for (const app of started) await app.close();
      await dbA.close();
      await dbB.close();
      await database.drop();
    }
  },
);

describe('player chat hook (PLAYER_CHAT_HOOK)', () => {
  let on: TestApp;
  // A fresh PGlite is slow on a busy machine: made in the hook, under the hook timeout.
  beforeAll(async () => {
    on = await createTestApp({ config: { playerChatHook: true } });
  });
  afterAll(async () => {
    await on?.close();
  });

  it('adds an unread PLAYER message when enabled, and does not exist otherwise', async () => {
    const off = buildApp({
      db: on.db,
      config: { ...on.config, playerChatHook: false },
      contract,
      handlers,
      logger: false,
    });
    try {
      const userId = await createPlayerWithBalance(on.db, 0);
      const [thread] = await on.db.query<{ thread_id: number }>(
        `INSERT INTO chat_threads (kind, user_id, status) VALUES ('USER', $1, 'OPEN') RETURNING thread_id`,
        [userId],
      );
      const payload = { thread_id: thread?.thread_id, body: '<img src=x onerror=alert(1)>' };
      const res = await on.app.inject({ method: 'POST', url: '/test/player-chat', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ sender: 'PLAYER', body: '<img src=x onerror=alert(1)>' });
      const [row] = await on.db.query<{ unread_count: number }>(
        'SELECT unread_count FROM chat_threads WHERE thread_id = $1',
        [thread?.thread_id],
      );
      expect(Number(row?.unread_count)).toBe(1);
      const missing = await on.app.inject({
        method: 'POST',
        url: '/test/player-chat',
        payload: { thread_id: 999_999, body: 'hi' },
      });
      expect(missing.statusCode).toBe(404);
      expect((await off.inject({ method: 'POST', url: '/test/player-chat', payload })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
