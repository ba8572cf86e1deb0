/**
 * Crash safety of the production build (`node dist/main.js`), on the PGlite data dir or the PostgreSQL
 * database of the leg: SIGKILL in the middle of keyed money moves, then a restart on the same data.
 * Every acknowledged write is there once; every unanswered request, retried with its Idempotency-Key,
 * either gets the reply of the work that did commit or runs once; the ledger sums to the balances; a
 * declare of a busy session is all or nothing. And SIGTERM ends the server whatever its stdout is: a pipe
 * whose reader has gone, or one that nobody reads any more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyStoredChain } from '../src/db/chain-rows.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import {
  attempt,
  buildServerOnce,
  busyStore,
  is2xx,
  login,
  post,
  type ServerProcess,
  type Status,
  type Store,
  saveBusyOpen,
  startServer,
  withDb,
} from './support/server-process.js';

const GAME_DATE = '2026-03-03';
const PLAYERS = 8;
const CLIENTS = 8;
const BUSY_BIDS = 20_000;
const ADJUST = '/users/fund/update-wallet-from-admin';

let store: Store;
let players: number[] = [];
let provider = 0;

beforeAll(async () => {
  await buildServerOnce();
  ({ store, players, provider } = await busyStore({
    prefix: 'crash',
    players: PLAYERS,
    gameDate: GAME_DATE,
    busyBids: BUSY_BIDS,
  }));
}, 180_000);

afterAll(async () => {
  await store?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  key: string;
  body: { user_id: number; amount: number; type: number; reason: string };
  status: Status;
  reply?: string;
}

/** SIGKILL: no shutdown, no flush, no rollback by the server itself. */
async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** 8 clients crediting and debiting with a key each, until the server stops answering. */
function adjustUntilKilled(server: ServerProcess, auth: Record<string, string>, round: number) {
  const sent: Sent[] = [];
  let next = 0;
  const clients = Array.from({ length: CLIENTS }, async () => {
    for (;;) {
      const n = next++;
      const key = `crash-${round}-${n}`;
      const body = {
        user_id: players[n % PLAYERS] ?? 0,
        amount: 1 + (n % 9),
        type: n % 4 === 0 ? 1 : 0,
        reason: key,
      };
      const entry: Sent = { key, body, status: 'no answer' };
      sent.push(entry);
      try {
        const res = await post(server.baseUrl, ADJUST, { ...auth, 'idempotency-key': key }, body);
        entry.reply = await res.text();
        entry.status = res.status;
      } catch {
        return; // the connection was cut: the server is gone
      }
      if (!is2xx(entry.status)) return;
    }
  });
  return { sent, done: Promise.all(clients) };
}

async function notesOf(prefix: string): Promise<Map<string, number>> {
  return withDb(store, async (db) => {
    const rows = await db.query<{ note: string; n: number }>(
      'SELECT note, count(*)::int AS n FROM ledger_entries WHERE note LIKE $1 GROUP BY note',
      [`${prefix}%`],
    );
    return new Map(rows.map((row) => [row.note, row.n]));
  });
}

describe('SIGKILL during keyed money moves, then a restart on the same data', () => {
  it('keeps every acknowledged credit once and resolves every unanswered one with its key', async () => {
    for (const round of [1, 2]) {
      const server = await startServer(store);
      const auth = await login(server.baseUrl);
      const { sent, done } = adjustUntilKilled(server, auth, round);
      // Let some requests be acknowledged, then kill the process with others in flight.
      while (sent.filter((s) => is2xx(s.status)).length < 30 + round * 10) await sleep(5);
      await kill(server);
      await done;
      const acknowledged = sent.filter((s) => is2xx(s.status));
      const unanswered = sent.filter((s) => s.status === 'no answer');
      expect(unanswered.length, 'requests were in flight at the kill').toBeGreaterThan(0);
      for (const s of sent) expect([200, 'no answer'], s.key).toContain(s.status);

      const before = await notesOf(`crash-${round}-`);
      for (const s of acknowledged) expect(before.get(s.key), s.key).toBe(1);
      // Every row that committed, acknowledged or not, is sealed, and the chains are unbroken.
      await withDb(store, async (db) => {
        for (const chain of ['ledger', 'audit'] as const)
          expect((await verifyStoredChain(db, chain)).problem).toBeNull();
      });
      for (const s of unanswered) expect([undefined, 1], s.key).toContain(before.get(s.key));

      const again = await startServer(store);
      expect((await fetch(`${again.baseUrl}/readyz`)).status).toBe(200);
      const authAgain = await login(again.baseUrl);
      for (const s of [...unanswered, ...acknowledged.slice(0, 5)]) {
        const res = await post(again.baseUrl, ADJUST, { ...authAgain, 'idempotency-key': s.key }, s.body);
        const text = await res.text();
        // Resolved: the reply of the work that committed, or the work done now (never "still processing").
        expect(res.status, `${s.key}: ${text}`).toBe(200);
        if (s.reply !== undefined) expect(text, `${s.key} replays its first reply`).toBe(s.reply);
      }
      // A second retry of each is a replay: nothing moves again.
      for (const s of unanswered.slice(0, 3)) {
        const res = await post(again.baseUrl, ADJUST, { ...authAgain, 'idempotency-key': s.key }, s.body);
        expect(res.status).toBe(200);
      }
      await kill(again);

      const after = await notesOf(`crash-${round}-`);
      for (const s of sent) expect(after.get(s.key), s.key).toBe(1);
      await withDb(store, async (db) => {
        expect(await checkLedgerInvariant(db)).toEqual([]);
        expect(await db.query(`SELECT idem_key FROM idempotency_keys WHERE state <> 'DONE'`)).toEqual([]);
      });
    }
  }, 240_000);

  it('declares a busy session all or nothing, and the retry with its key settles it once', async () => {
    const server = await startServer(store);
    const auth = await login(server.baseUrl);
    const resultId = await saveBusyOpen(server.baseUrl, auth, provider, GAME_DATE);
    const declare = (baseUrl: string, headers: Record<string, string>) =>
      post(
        baseUrl,
        '/results/game-result/declared',
        { ...headers, 'idempotency-key': 'crash-declare' },
        {
          result_id: resultId,
        },
      );
    const first = attempt(() => declare(server.baseUrl, auth));
    await sleep(150);
    await kill(server);
    const firstStatus = await first;

    const state = () =>
      withDb(store, async (db) => {
        const [result] = await db.query<{ status: string }>(
          'SELECT status FROM results WHERE result_id = $1',
          [resultId],
        );
        const bids = await db.query<{ bid_status: string; n: number }>(
          'SELECT bid_status, count(*)::int AS n FROM bids WHERE provider_id = $1 GROUP BY 1 ORDER BY 1',
          [provider],
        );
        const [wins] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ledger_entries WHERE trans_type = 'WIN'`,
        );
        return { status: result?.status, bids, wins: wins?.n ?? 0 };
      });
    const killed = await state();
    if (is2xx(firstStatus)) expect(killed.status).toBe('DECLARED');
    if (killed.status === 'DECLARED') {
      expect(killed.bids.map((b) => b.bid_status)).toEqual(['LOST', 'WON']);
    } else {
      // Not declared at all: every bid pending, nobody paid.
      expect(killed).toEqual({ status: 'SAVED', bids: [{ bid_status: 'PENDING', n: BUSY_BIDS }], wins: 0 });
    }

    const again = await startServer(store);
    const retried = await declare(again.baseUrl, await login(again.baseUrl));
    expect(retried.status, await retried.clone().text()).toBe(200);
    const replayed = await declare(again.baseUrl, await login(again.baseUrl));
    expect(await replayed.text()).toBe(await retried.text());
    await kill(again);

    const settled = await state();
    expect(settled.status).toBe('DECLARED');
    expect(settled.bids.map((b) => b.bid_status)).toEqual(['LOST', 'WON']);
    // Digit 6 (panna 123's ank) won: one WIN entry per winning bid, paid once.
    expect(settled.wins).toBe(settled.bids.find((b) => b.bid_status === 'WON')?.n);
    await withDb(store, async (db) => expect(await checkLedgerInvariant(db)).toEqual([]));
  }, 240_000);
});

describe('SIGTERM whatever the state of stdout', () => {
  /** Makes the server write log lines (one per request), ignoring requests it does not answer. */
  async function makeLogLines(server: ServerProcess, count: number): Promise<void> {
    for (let sent = 0; sent < count; sent += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, count - sent) }, () =>
          attempt(() => fetch(`${server.baseUrl}/v1/auth/admin/me`, { signal: AbortSignal.timeout(2_000) })),
        ),
      );
    }
  }

  async function endsAfterSigterm(server: ServerProcess): Promise<number | null> {
    server.child.kill('SIGTERM');
    const gone = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
    if (!gone) server.child.kill('SIGKILL');
    expect(gone, 'the server ended within 15 s of SIGTERM').toBe(true);
    return server.exited;
  }

  it('ends when the reader of its stdout has gone (closed pipe, EPIPE)', async () => {
    const server = await startServer(store, { SHUTDOWN_TIMEOUT_MS: '5000' });
    server.child.stdout?.destroy();
    server.child.stderr?.destroy();
    await makeLogLines(server, 50);
    expect(await endsAfterSigterm(server)).toBe(0);
  }, 60_000);

  it('ends when nobody reads its stdout any more (full pipe)', async () => {
    const server = await startServer(store, { SHUTDOWN_TIMEOUT_MS: '5000' });
    server.child.stdout?.pause();
    server.child.stderr?.pause();
    // Far more than a pipe's 64 KiB of request log lines.
    await makeLogLines(server, 1_500);
    expect(await endsAfterSigterm(server)).toBe(0);
  }, 60_000);
});
