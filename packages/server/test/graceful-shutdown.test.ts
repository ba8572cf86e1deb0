/**
 * SIGTERM mid-load on the production build (`node dist/main.js`): the server stops accepting, lets the
 * requests in flight finish, closes the database and exits 0; on restart the ledger holds, every 2xx is
 * applied once, every other request is applied wholly or not at all, and a retry with its key applies once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { placeBid } from './support/games-fixture.js';
import {
  attempt,
  buildServerOnce,
  busyStore,
  is2xx,
  login,
  post,
  type Status,
  type Store,
  saveBusyOpen,
  startServer,
  withDb,
} from './support/server-process.js';

const GAME_DATE = '2026-03-02';
const PLAYERS = 8;
const EXTRA_BIDS = 5_000;
const WORKERS = 6;

let store: Store;
let players: number[] = [];
let provider = 0;

beforeAll(async () => {
  // The production build under test: plain JavaScript, no tsx.
  await buildServerOnce();
  // The per-player bids below, and many more in one statement: enough that settling them takes a while,
  // so SIGTERM lands while the declare is in flight.
  ({ store, players, provider } = await busyStore({
    prefix: 'shutdown',
    players: PLAYERS,
    gameDate: GAME_DATE,
    busyBids: EXTRA_BIDS,
  }));
  await withDb(store, async (db) => {
    for (const [p, userId] of players.entries()) {
      await placeBid(db, {
        userId,
        providerId: provider,
        providerType: 1,
        gameDate: GAME_DATE,
        session: 'Open',
        bidType: 'SINGLE_DIGIT_MARKET',
        digit: String(p % 10),
        amountPaise: 1000 + p,
      });
    }
  });
}, 180_000);

afterAll(async () => {
  await store?.drop();
});

interface Outcome {
  key: string;
  body: Record<string, unknown>;
  status: Status;
  answeredAt: number;
}

async function timed(request: () => Promise<Response>): Promise<{ status: Status; answeredAt: number }> {
  const status = await attempt(request);
  return { status, answeredAt: Date.now() };
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes what is in flight, exits 0, and leaves nothing half-applied', async () => {
    const server = await startServer(store);
    const auth = await login(server.baseUrl);
    const resultId = await saveBusyOpen(server.baseUrl, auth, provider, GAME_DATE);

    // A stream of wallet adjustments from several workers, each until the server stops answering.
    const outcomes: Outcome[] = [];
    let next = 0;
    const adjustments = Array.from({ length: WORKERS }, async () => {
      for (;;) {
        const n = next++;
        const key = `shutdown-${n}`;
        const body = {
          user_id: players[n % PLAYERS],
          amount: 1 + (n % 7),
          type: n % 3 === 0 ? 1 : 0,
          reason: key,
        };
        const status = await attempt(() =>
          post(
            server.baseUrl,
            '/users/fund/update-wallet-from-admin',
            { ...auth, 'idempotency-key': key },
            body,
          ),
        );
        outcomes.push({ key, body, status, answeredAt: Date.now() });
        if (!is2xx(status)) return;
      }
    });
    while (outcomes.length < 40) await new Promise((r) => setTimeout(r, 10));

    // The declare goes out and SIGTERM follows while it (most likely) settles: it commits whole or not at all.
    const declare = timed(() =>
      post(
        server.baseUrl,
        '/results/game-result/declared',
        { ...auth, 'idempotency-key': 'shutdown-declare' },
        {
          result_id: resultId,
        },
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    const killedAt = Date.now();
    server.child.kill('SIGTERM');
    const [declared] = await Promise.all([declare, ...adjustments]);
    const declareStatus = declared.status;
    expect(await server.exited, server.output()).toBe(0);
    // The load was still going at SIGTERM: requests in flight then were answered in full after it.
    const answeredAfterKill = [...outcomes, declared].filter(
      (o) => is2xx(o.status) && o.answeredAt > killedAt,
    );
    expect(answeredAfterKill.length).toBeGreaterThan(0);

    const answered = outcomes.filter((o) => is2xx(o.status));
    const refused = outcomes.filter((o) => !is2xx(o.status));
    expect(answered.length).toBeGreaterThanOrEqual(40);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) expect([503, 'no answer']).toContain(o.status);

    await withDb(store, async (db) => {
      expect(await checkLedgerInvariant(db)).toEqual([]);
      const entries = new Map(
        (
          await db.query<{ note: string; n: number }>(
            `SELECT note, count(*)::int AS n FROM ledger_entries WHERE note LIKE 'shutdown-%' GROUP BY note`,
          )
        ).map((row) => [row.note, row.n]),
      );
      for (const o of answered) expect(entries.get(o.key), o.key).toBe(1);
      for (const o of refused) expect([undefined, 1]).toContain(entries.get(o.key));
      // No key is left claimed by a request that never finished (it would block every retry).
      expect(await db.query(`SELECT idem_key FROM idempotency_keys WHERE state = 'PENDING'`)).toEqual([]);

      const [result] = await db.query<{ status: string }>('SELECT status FROM results WHERE result_id = $1', [
        resultId,
      ]);
      const bidStates = await db.query<{ bid_status: string; n: number }>(
        `SELECT bid_status, count(*)::int AS n FROM bids WHERE provider_id = $1 GROUP BY bid_status ORDER BY 1`,
        [provider],
      );
      const wins = await db.query(`SELECT entry_id FROM ledger_entries WHERE trans_type = 'WIN'`);
      if (is2xx(declareStatus)) expect(result?.status).toBe('DECLARED');
      if (result?.status === 'DECLARED') {
        // Settled whole: no bid left pending, every winner paid.
        expect(bidStates.map((s) => s.bid_status)).toEqual(['LOST', 'WON']);
        const won = bidStates.find((s) => s.bid_status === 'WON')?.n;
        expect(wins.length).toBe(won);
      } else {
        // Not declared at all: every bid pending, nobody paid.
        expect(result?.status).toBe('SAVED');
        expect(bidStates).toEqual([{ bid_status: 'PENDING', n: PLAYERS + EXTRA_BIDS }]);
        expect(wins).toEqual([]);
      }
    });

    expect(server.output()).toContain('shut down cleanly');

    // Restarted on the same data: ready, and a retry of each unanswered request applies it exactly once.
    const again = await startServer(store);
    expect((await fetch(`${again.baseUrl}/readyz`)).status).toBe(200);
    const authAgain = await login(again.baseUrl);
    for (const o of refused) {
      const res = await post(
        again.baseUrl,
        '/users/fund/update-wallet-from-admin',
        { ...authAgain, 'idempotency-key': o.key },
        o.body,
      );
      expect(res.status, o.key).toBe(200);
    }
    again.child.kill('SIGTERM');
    expect(await again.exited, again.output()).toBe(0);
    await withDb(store, async (db) => {
      expect(await checkLedgerInvariant(db)).toEqual([]);
      const [row] = await db.query<{ notes: number; entries: number }>(
        `SELECT count(DISTINCT note)::int AS notes, count(*)::int AS entries FROM ledger_entries WHERE note LIKE 'shutdown-%'`,
      );
      expect(row).toEqual({ notes: outcomes.length, entries: outcomes.length });
    });
  }, 180_000);
});
