/**
 * The live.events stream: one event per committed change of every kind and none for a rolled-back one,
 * resuming from Last-Event-ID, `reload` for an id no longer kept, filtering by the receiver's permission
 * keys, and a slow reader dropped with a reason.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../src/db/db.js';
import { actingAs, outboxBounds, trimOutbox } from '../src/db/live-outbox.js';
import { sweepLive } from '../src/db/live-sweeps.js';
import { migrate } from '../src/db/migrate.js';
import { openLiveStream } from '../src/routes/live-stream.js';
import { seedStaff } from '../src/seed/staff.js';
import { createPlayerWithBalance, createTestApp, onPostgres, type TestApp } from './support/app.js';
import { type OpenStream, openEventStream } from './support/event-stream.js';
import { addProvider } from './support/games-fixture.js';
import { freshPostgresDatabase, loginAt, startInstance } from './support/instances.js';
import { openTestPostgres } from './support/postgres-databases.js';

interface StreamEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
}

/** The events of a stream's text (comments and `retry:` lines left out). */
function eventsOf(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.includes('data: '))
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return { event: field('event') ?? '', id: field('id'), data: JSON.parse(field('data') ?? '{}') };
    });
}

const changes = (stream: OpenStream) =>
  eventsOf(stream.text())
    .filter((e) => e.event === 'change')
    .map((e) => e.data);

let t: TestApp;
let url = '';
let admin: Record<string, string>;
let viewer: Record<string, string>;
let player = 0;
let account = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/v1/live/events`;
  admin = await t.login('admin', 'Admin@123');
  viewer = await t.login('viewer', 'Viewer@123');
  player = await createPlayerWithBalance(t.db, 100_000);
  [{ account_id: account }] = (await t.db.query<{ account_id: number }>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
     VALUES ($1, 'SBI', 'Live Player', '1234567890', 'SBIN0000001') RETURNING account_id`,
    [player],
  )) as [{ account_id: number }];
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function open(headers: Record<string, string>, lastEventId?: string): Promise<OpenStream> {
  const stream = await openEventStream(url, {
    ...headers,
    ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
  });
  await stream.readUntil('event: hello');
  return stream;
}

const helloId = (stream: OpenStream) => eventsOf(stream.text()).find((e) => e.event === 'hello')?.id ?? '';

/** A change committed as `username`, the way a request's transaction names its actor. */
const asStaff = <T>(username: string, work: (tx: Transaction) => Promise<T>) =>
  actingAs(t.db, username).transaction(work);

async function newWithdrawal(tx: Transaction = t.db as unknown as Transaction): Promise<number> {
  const [row] = await tx.query<{ request_id: number }>(
    `INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status)
     VALUES ($1, $2, 50000, 'PENDING') RETURNING request_id`,
    [player, account],
  );
  return row?.request_id ?? 0;
}

async function newThread(tx: Transaction = t.db as unknown as Transaction): Promise<number> {
  const [row] = await tx.query<{ thread_id: number }>(
    `INSERT INTO chat_threads (kind, user_id) VALUES ('USER', $1) RETURNING thread_id`,
    [player],
  );
  return row?.thread_id ?? 0;
}

describe('live.events', () => {
  it('sends one event per committed change of every kind, with its state, version and actor, and none for a rolled-back change', async () => {
    // A second session of the admin's, the newest token: the change below ends it.
    await t.login('admin', 'Admin@123');
    const stream = await open(admin);
    let threadId = 0;
    let requestId = 0;
    try {
      await asStaff('admin', async (tx) => {
        requestId = await newWithdrawal(tx);
        // Two changes of one record in one transaction are one event, with the last state.
        await tx.query(`UPDATE fund_requests SET tran_status = 'HOLD' WHERE request_id = $1`, [requestId]);
        const [provider] = await tx.query<{ provider_id: number }>(
          `INSERT INTO providers (provider_type, provider_name) VALUES (2, 'Live Test') RETURNING provider_id`,
        );
        const providerId = provider?.provider_id;
        await tx.query(
          `INSERT INTO provider_settings (provider_id, day, obt, obrt) VALUES ($1, 'MONDAY', '10:00', '10:15')`,
          [providerId],
        );
        const [result] = await tx.query<{ result_id: number }>(
          `INSERT INTO results (provider_id, provider_type, game_date, panna, ank, digit, status)
           VALUES ($1, 2, '2026-11-29', '123', '6', '6', 'SAVED') RETURNING result_id`,
          [providerId],
        );
        await tx.query(
          `INSERT INTO settlement_checks (result_id, cause, result_status, ok, bids, winners, total_win_paise,
             entries, entries_total_paise, problem_count, duration_ms)
           VALUES ($1, 'ON_DEMAND', 'DECLARED', false, 0, 0, 0, 0, 0, 1, 1)`,
          [result?.result_id],
        );
        await tx.query(
          `INSERT INTO books_checks (cause, ok, wallets, entries, balances_total_paise, entries_total_paise,
             mismatch_count, duration_ms) VALUES ('ON_DEMAND', true, 0, 0, 0, 0, 0, 1)`,
        );
        await tx.query(`INSERT INTO chain_verifications (ok, chains, duration_ms) VALUES (true, '[]', 1)`);
        threadId = await newThread(tx);
        await tx.query(
          `INSERT INTO approval_requests (action, operation_id, payload, preview, summary, entity, entity_id,
             maker_id, expires_at)
           VALUES ('WALLET_CREDIT', 'wallet.adjust', '{}', '{}', 'Credit', 'wallet', $1, 1, now() + interval '1 hour')`,
          [String(player)],
        );
        await tx.query(
          `UPDATE staff_tokens SET revoked_at = now(), revoked_reason = 'ended'
            WHERE token_id = (SELECT max(token_id) FROM staff_tokens)`,
        );
        await tx.query(
          `INSERT INTO fingerprints (employee_id, fingerprint_hash) SELECT employee_id, 'live-test' FROM employees
            WHERE username = 'viewer'`,
        );
      });
      await expect(
        asStaff('admin', async (tx) => {
          await tx.query(`UPDATE fund_requests SET tran_status = 'DECLINED' WHERE request_id = $1`, [
            requestId,
          ]);
          await newThread(tx);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await asStaff('admin', (tx) =>
        tx.query(`UPDATE chat_threads SET status = 'CLOSED' WHERE thread_id = $1`, [threadId]),
      );
      await stream.readUntil('"state":"CLOSED"');
    } finally {
      stream.close();
    }
    const seen = changes(stream);
    expect(seen.map((e) => `${e.kind} ${e.state}`).sort()).toEqual(
      [
        'approval PENDING',
        'board_slot OPEN',
        'chat_thread CLOSED',
        'chat_thread OPEN',
        'fingerprint PENDING',
        'integrity_alarm FAILED',
        'integrity_alarm OK',
        'integrity_alarm OK',
        'result SAVED',
        'session ENDED',
        'withdrawal HOLD',
      ].sort(),
    );
    const withdrawal = seen.find((e) => e.kind === 'withdrawal');
    // Inserted and changed in one transaction: one event, one version.
    expect(withdrawal).toMatchObject({ record_id: String(requestId), version: 1, by: 'admin' });
    expect(withdrawal?.changed).toEqual(expect.arrayContaining(['request_id', 'tran_status']));
    const ids = eventsOf(stream.text())
      .filter((e) => e.event === 'change')
      .map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen.at(-1)).toMatchObject({ kind: 'chat_thread', state: 'CLOSED', changed: ['status'] });
  });

  it('sends a result saved, declared and reverted through the API, with who did it, and the session check of each', async () => {
    const provider = await addProvider(t.db, 1, 'Live Market');
    const stream = await open(admin);
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/results/game-result/${url}`,
        headers: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    let resultId = 0;
    try {
      const saved = await post('save', {
        provider_id: provider,
        provider_type: 1,
        game_date: '2026-02-01',
        session: 'Open',
        panna: '123',
      });
      resultId = Number(saved.result.result_id);
      await post('declared', { result_id: resultId });
      await post('change', { result_id: resultId, reason: 'Wrong panna typed' });
      // A change committed after the answers: once it arrives, every event before it has.
      const marker = await newThread();
      await stream.readUntil(`"kind":"chat_thread","record_id":"${marker}"`);
    } finally {
      stream.close();
    }
    const ofResult = changes(stream).filter((e) => e.kind === 'result' && e.record_id === String(resultId));
    expect(ofResult.map((e) => [e.state, e.by])).toEqual([
      ['SAVED', 'admin'],
      ['DECLARED', 'admin'],
      ['REVERTED', 'admin'],
    ]);
    expect(ofResult.map((e) => e.version)).toEqual([1, 2, 3]);
    // The settlement check run on the declare and on the revert: one alarm verdict each.
    const checks = changes(stream).filter(
      (e) => e.kind === 'integrity_alarm' && String(e.record_id).startsWith('session:'),
    );
    expect(checks.map((e) => e.state)).toEqual(['OK', 'OK']);
  });

  it('replays every event after Last-Event-ID once, then goes on live', async () => {
    const first = await open(admin);
    first.close();
    const cursor = helloId(first);
    const missed = [await newWithdrawal(), await newWithdrawal()];
    const again = await open(admin, cursor);
    let live = 0;
    try {
      await again.readUntil(`"record_id":"${missed[1]}"`);
      live = await newWithdrawal();
      await again.readUntil(`"record_id":"${live}"`);
    } finally {
      again.close();
    }
    expect(helloId(again)).toBe(cursor);
    expect(changes(again).map((e) => e.record_id)).toEqual([...missed, live].map(String));
  });

  it('sends a viewer no withdrawal and no chat thread, and a session event only to its owner', async () => {
    const watching = await open(viewer);
    const adminStream = await open(admin);
    try {
      await newWithdrawal();
      await newThread();
      // The viewer's own session ending is the one event the viewer receives.
      const mine = await t.login('viewer', 'Viewer@123');
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/admin/logout', headers: mine });
      expect(res.statusCode).toBe(200);
      await watching.readUntil('"kind":"session"');
      await adminStream.readUntil('"kind":"chat_thread"');
    } finally {
      watching.close();
      adminStream.close();
    }
    expect(changes(watching).map((e) => e.kind)).toEqual(['session']);
    expect(changes(adminStream).map((e) => e.kind)).not.toContain('session');
  });

  it("sends the sweep's events: a late bid and an expired approval to those who may see them, a timed-out session to its owner only", async () => {
    const provider = await addProvider(t.db, 2, 'Live Late Star');
    await t.db.query(
      `INSERT INTO provider_settings (provider_id, day, obt, obrt)
       SELECT $1, day, '10:00', '10:15' FROM unnest(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY',
         'SATURDAY','SUNDAY']) AS day`,
      [provider],
    );
    await t.login('viewer', 'Viewer@123');
    const [newest] = await t.db.query<{ token_id: number }>(
      `SELECT max(token_id) AS token_id FROM staff_tokens JOIN employees USING (employee_id) WHERE username = 'viewer'`,
    );
    const idleToken = newest?.token_id;
    const watching = await open(viewer);
    const adminStream = await open(admin);
    try {
      const [bid] = await t.db.query<{ bid_id: number }>(
        `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise,
                           bid_created_at)
         VALUES ($1, $2, 2, '2026-11-24', NULL, 'SINGLE_DIGIT_STARLINE', '1', 1000, '2026-11-24T10:00:01+05:30')
         RETURNING bid_id`,
        [player, provider],
      );
      const [request] = await t.db.query<{ request_id: number }>(
        `INSERT INTO approval_requests (action, operation_id, payload, preview, summary, entity, entity_id,
           maker_id, expires_at)
         VALUES ('WALLET_CREDIT', 'wallet.adjust', '{}', '{}', 'Credit', 'wallet', $1, 1, $2) RETURNING request_id`,
        [String(player), new Date(t.clock.now().getTime() - 60_000)],
      );
      // The idle session of the viewer's: last used longer ago than the idle timeout.
      await t.db.query(`UPDATE staff_tokens SET last_used_at = $2 WHERE token_id = $1`, [
        idleToken,
        new Date(t.clock.now().getTime() - (t.config.tokenIdleMinutes + 1) * 60_000),
      ]);
      await sweepLive(t.db, t.clock.now(), {
        idleMinutes: t.config.tokenIdleMinutes,
        maxHours: t.config.tokenMaxHours,
      });
      await adminStream.readUntil(`"record_id":"${request?.request_id}"`);
      await adminStream.readUntil(`"record_id":"${bid?.bid_id}"`);
      await watching.readUntil('"kind":"session"');
      const forAdmin = changes(adminStream);
      expect(forAdmin.find((e) => e.kind === 'late_bid')).toMatchObject({
        record_id: String(bid?.bid_id),
        state: 'PENDING',
        changed: ['late'],
        version: 1,
        by: null,
      });
      // Asked for, then recorded EXPIRED by the sweep.
      expect(forAdmin.filter((e) => e.kind === 'approval').map((e) => [e.state, e.by])).toEqual([
        ['PENDING', null],
        ['EXPIRED', null],
      ]);
      expect(forAdmin.map((e) => e.kind)).not.toContain('session');
    } finally {
      watching.close();
      adminStream.close();
    }
    expect(changes(watching).map((e) => `${e.kind} ${e.state} ${e.record_id}`)).toEqual([
      `session EXPIRED ${idleToken}`,
    ]);
  });

  it('tells a reader whose Last-Event-ID is no longer kept to reload, and goes on from the newest id', async () => {
    const kept = await open(admin);
    kept.close();
    const old = helloId(kept);
    await newWithdrawal();
    const trimmed = await trimOutbox(t.db, new Date(Date.now() + 60_000), 1_000_000);
    expect(trimmed).toBeGreaterThan(0);
    const stream = await open(admin, old);
    try {
      await stream.readUntil('event: reload');
      const next = await newWithdrawal();
      await stream.readUntil(`"record_id":"${next}"`);
      expect(changes(stream).map((e) => e.record_id)).toEqual([String(next)]);
    } finally {
      stream.close();
    }
    expect(Number(helloId(stream))).toBeGreaterThan(Number(old));
    expect(eventsOf(stream.text())[1]).toMatchObject({
      event: 'reload',
      data: { reason: expect.any(String) },
    });
  });

  it('keeps the newest rows past the row limit, and raises the floor to the newest row dropped', async () => {
    const ids = [await newWithdrawal(), await newWithdrawal(), await newWithdrawal()];
    const newestThree = await t.db.query<{ id: number }>(
      'SELECT id FROM live_outbox WHERE id IS NOT NULL ORDER BY id DESC LIMIT 3',
    );
    expect(newestThree).toHaveLength(ids.length);
    await trimOutbox(t.db, new Date(0), 2);
    const kept = await t.db.query<{ id: number }>('SELECT id FROM live_outbox ORDER BY id');
    expect(kept.map((r) => Number(r.id))).toEqual(
      newestThree
        .slice(0, 2)
        .map((r) => Number(r.id))
        .reverse(),
    );
    expect(await outboxBounds(t.db)).toEqual({
      newest: Number(newestThree[0]?.id),
      floor: Number(newestThree[2]?.id),
    });
  });

  it('drops a reader that leaves more than its buffer unread, with a reason, and closes its stream', async () => {
    const staff = {
      employeeId: 1,
      username: 'admin',
      fullName: 'Admin',
      isAdmin: true,
      permission: [],
      tokenId: 0,
    };
    const { stream } = await openLiveStream({ db: t.db, staff, lastSeen: undefined, bufferBytes: 4096 });
    await t.db.query(
      `INSERT INTO chat_threads (kind, user_id) SELECT 'USER', $1 FROM generate_series(1, 400)`,
      [player],
    );
    // Nobody reads until the events are written: wait for the stream to end by itself.
    await vi.waitFor(() => expect(stream.writableEnded).toBe(true), { timeout: 15_000, interval: 100 });
    const text = (await stream.toArray()).join('');
    const events = eventsOf(text);
    expect(events.at(-1)).toMatchObject({
      event: 'dropped',
      data: { reason: expect.stringMatching(/behind/) },
    });
    expect(events.filter((e) => e.event === 'change').length).toBeLessThan(400);
  });

  it('ends open streams when the server shuts down, so the shutdown does not wait on them', async () => {
    const own = await createTestApp();
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (own.app.server.address() as AddressInfo).port;
    const stream = await openEventStream(
      `http://127.0.0.1:${port}/v1/live/events`,
      await own.login('admin', 'Admin@123'),
    );
    await stream.readUntil('event: hello');
    await own.close();
    await expect(stream.readUntil('event: change')).rejects.toThrow(/ended before/);
  });

  it('refuses a token in the query string (401) and answers 401 without credentials', async () => {
    const token = admin.authorization?.replace('Bearer ', '') ?? '';
    const query = `access_token=${encodeURIComponent(token)}&api_key=${encodeURIComponent(admin['x-api-key'] ?? '')}`;
    const res = await t.app.inject({ method: 'GET', url: `/v1/live/events?${query}` });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/live/events' })).statusCode).toBe(401);
  });
});

// Only the PostgreSQL leg has a server to run two instances on; PGlite is one process.
const onPostgresIt = onPostgres ? it : () => undefined;

onPostgresIt(
  'across two instances on one database: a change through A reaches a reader on B, and a reader that moves from A to B misses nothing',
  async () => {
    const database = await freshPostgresDatabase('bo_live');
    const dbA = openTestPostgres(database.url);
    const dbB = openTestPostgres(database.url);
    const started: { close: () => Promise<unknown> }[] = [];
    try {
      await migrate(dbA);
      await seedStaff(dbA);
      const userId = await createPlayerWithBalance(dbA, 100_000);
      const [bank] = await dbA.query<{ account_id: number }>(
        `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
         VALUES ($1, 'SBI', 'Live Player', '1234567890', 'SBIN0000001') RETURNING account_id`,
        [userId],
      );
      const requests = await dbA.query<{ request_id: number }>(
        `INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status)
         SELECT $1, $2, 50000, 'PENDING' FROM generate_series(1, 4) RETURNING request_id`,
        [userId, bank?.account_id],
      );
      const [first, second, third, fourth] = requests.map((r) => r.request_id);
      const a = await startInstance(dbA);
      const b = await startInstance(dbB);
      started.push(a.app, b.app);
      const headersA = await loginAt(a.url);
      const holdThroughA = async (requestId: number | undefined) => {
        const res = await fetch(`${a.url}/v1/gateway/request/handle/wait-hold`, {
          method: 'POST',
          headers: { ...headersA, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ request_ids: [requestId], status: 'HOLD' }),
        });
        expect(res.status).toBe(200);
      };

      const onB = await openEventStream(`${b.url}/v1/live/events`, await loginAt(b.url));
      const onA = await openEventStream(`${a.url}/v1/live/events`, await loginAt(a.url));
      let lastOnA = '';
      try {
        await onB.readUntil('event: hello');
        await onA.readUntil('event: hello');
        await holdThroughA(first);
        await onB.readUntil(`"record_id":"${first}"`);
        await onA.readUntil(`"record_id":"${first}"`);
        lastOnA = eventsOf(onA.text()).at(-1)?.id ?? '';
      } finally {
        onA.close();
      }
      await holdThroughA(second);
      await holdThroughA(third);
      const resumedOnB = await openEventStream(`${b.url}/v1/live/events`, {
        ...(await loginAt(b.url)),
        'last-event-id': lastOnA,
      });
      try {
        await resumedOnB.readUntil(`"record_id":"${third}"`);
        await onB.readUntil(`"record_id":"${third}"`);
        // B's LISTEN connection drops; what A commits meanwhile reaches B's readers once B listens again.
        const cut = await dbA.query<{ n: unknown }>(
          `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
            WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
        );
        expect(Number(cut[0]?.n)).toBeGreaterThan(0);
        await holdThroughA(fourth);
        await onB.readUntil(`"record_id":"${fourth}"`);
      } finally {
        resumedOnB.close();
        onB.close();
      }
      expect(changes(onB).map((e) => e.record_id)).toEqual([first, second, third, fourth].map(String));
      expect(changes(onB)[0]).toMatchObject({ kind: 'withdrawal', state: 'HOLD', by: 'admin', version: 2 });
      expect(changes(resumedOnB).map((e) => e.record_id)).toEqual([second, third].map(String));
    } finally {
      for (const app of started) await app.close();
      await dbA.close();
      await dbB.close();
      await database.drop();
    }
  },
);
