import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db.js';
import type { Maintenance } from './db/pglite-maintenance.js';

export type ShutdownSignal = 'SIGINT' | 'SIGTERM';

export interface ShutdownParts {
  app: FastifyInstance;
  db: Db;
  maintenance: Maintenance | undefined;
  /** Past this, the process exits with code 1 whatever is still running. */
  timeoutMs: number;
  log: (message: string) => void;
  exit: (code: number) => void;
  /** Subscribes to a signal (main.ts: process.on); tests call the handler themselves. */
  onSignal: (signal: ShutdownSignal, handler: () => void) => void;
}

/**
 * Graceful shutdown on SIGTERM or SIGINT: stop accepting (new requests, and /readyz, answer 503 while
 * closing), let requests in flight finish (a declare or a wallet adjustment commits or rolls back as one
 * transaction; event streams end), stop the PGlite maintenance, close the database, exit 0.
 * It always ends: the deadline is armed before anything else runs, so if draining takes longer than
 * `timeoutMs` the process exits 1 (the database rolls back whatever transaction was still open, so
 * nothing is left half-applied); a second signal exits 1 at once; and logging can neither throw into
 * this path nor stop it (the log writer itself never blocks: stdio.ts).
 */
export function handleShutdownSignals(parts: ShutdownParts): void {
  let stopping = false;
  const say = (message: string) => {
    try {
      parts.log(message);
    } catch {
      // Nowhere to say it: shutting down matters more.
    }
  };
  const shutdown = async (signal: ShutdownSignal) => {
    if (stopping) {
      say(`${signal} again: exiting now`);
      parts.exit(1);
      return;
    }
    stopping = true;
    const deadline = setTimeout(() => {
      say(`shutdown took longer than ${parts.timeoutMs} ms: exiting`);
      parts.exit(1);
    }, parts.timeoutMs);
    say(`${signal}: shutting down (no new requests; waiting for requests in flight)`);
    try {
      await parts.app.close();
      await parts.maintenance?.stop();
      await parts.db.close();
      say('shut down cleanly');
      parts.exit(0);
    } catch (error) {
      say(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      parts.exit(1);
    } finally {
      clearTimeout(deadline);
    }
  };
  parts.onSignal('SIGINT', () => void shutdown('SIGINT'));
  parts.onSignal('SIGTERM', () => void shutdown('SIGTERM'));
}
