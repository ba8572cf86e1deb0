/**
 * The sealer: every CHAIN_SEAL_INTERVAL_MS (default 250 ms) while the app runs, the rows awaiting their links
 * (noted by their writing transactions, or on PGlite every row after the head) are sealed into their chains
 * (db/chain-sql.ts, chain_seal_queued). Each instance runs one; their passes queue for the chains' locks. A
 * pass never overlaps the one before it, a failure (the database away) is logged once until a pass succeeds
 * again. Closing the app stops the timer and gives the pass in flight up to CLOSE_WAIT_MS (a database that
 * hangs must not hold the shutdown); what still awaits its link does so durably, for the next pass of any
 * instance.
 *
 * A tick seals only when this instance's database work has been idle for QUIET_MS (db.ts), or when no
 * pass has run for MAX_DELAY_MS (a server busy without a pause): sealing in the quiet moments costs the staff
 * at the keyboard nothing. Where the database runs one statement at a time (PGlite), a pass would hold up
 * whoever's statement comes next; there it takes every awaiting row in one statement, so at most one request
 * waits behind it. On PostgreSQL it takes the queue SEAL_BATCH notes per transaction (short transactions
 * beside other instances' sealers), and it would take the database server's CPU from the requests beside it.
 * Measured (docs/benchmarks.md, hash chains): on PGlite, passes of 25 statements every 250 ms put 0.5-1 ms
 * in front of a debit's statements several times in a row and cost the HTTP debit's p99 13-30%; on
 * PostgreSQL, a pass every 250 ms beside a stream of debits cost their p99 +41% (2 cores), +4.5% with the
 * passes between the bursts.
 */
import type { FastifyInstance } from 'fastify';
import { sealQueued } from '../db/chain-rows.js';
import { WHOLE_QUEUE } from '../db/chain-sql.js';
import { type Db, quietOrOverdue } from '../db/db.js';

const CLOSE_WAIT_MS = 2000;
/** The longest a committed row waits for its link while the server never pauses. */
export const MAX_DELAY_MS = 2000;

/**
 * Whether a tick seals now: when the database work has been idle QUIET_MS or no pass ran for MAX_DELAY_MS;
 * always where the Db cannot tell (`quietMs` undefined).
 */
export function sealingDue(quietMs: number | undefined, sinceLastPassMs: number): boolean {
  return quietOrOverdue(quietMs, sinceLastPassMs, MAX_DELAY_MS);
}

export function registerChainSealer(
  app: FastifyInstance,
  db: Db,
  intervalMs: number,
  log: (message: string) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let inPass = false;
  let failing = false;
  let lastPass = performance.now();
  const quietFor = db.quietFor?.bind(db);
  const pass = () =>
    sealQueued(db, ...(db.oneAtATime ? [WHOLE_QUEUE] : [])).then(
      () => {
        if (failing) log('chain sealer: sealing again');
        failing = false;
      },
      (error: unknown) => {
        if (!failing) log(`chain sealer: ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      },
    );
  const tick = () => {
    if (inPass || !sealingDue(quietFor?.(), performance.now() - lastPass)) return;
    inPass = true;
    running = pass().finally(() => {
      inPass = false;
      lastPass = performance.now();
    });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
  });
}
