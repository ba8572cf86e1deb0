/**
 * The sealer: every CHAIN_SEAL_INTERVAL_MS (default 250 ms) while the app runs, the rows the writing
 * transactions queued are sealed into their chains (db/chain-sql.ts, chain_seal_queued). Each instance runs
 * one; their passes queue for the chains' locks. A pass never overlaps the one before it, a failure (the
 * database away) is logged once until a pass succeeds again. Closing the app stops the timer and gives the
 * pass in flight up to CLOSE_WAIT_MS (a database that hangs must not hold the shutdown); what is still
 * queued stays queued (durably) for the next pass of any instance.
 */
import type { FastifyInstance } from 'fastify';
import { sealQueued } from '../db/chain-rows.js';
import type { Db } from '../db/db.js';

const CLOSE_WAIT_MS = 2000;

export function registerChainSealer(
  app: FastifyInstance,
  db: Db,
  intervalMs: number,
  log: (message: string) => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failing = false;
  const pass = () =>
    sealQueued(db).then(
      () => {
        if (failing) log('chain sealer: sealing again');
        failing = false;
      },
      (error: unknown) => {
        if (!failing) log(`chain sealer: ${error instanceof Error ? error.message : String(error)}`);
        failing = true;
      },
    );
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = running.then(pass);
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
  });
}
