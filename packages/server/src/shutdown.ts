import type { FastifyInstance } from 'fastify';
import type { Db } from './db/db.js';
import type { Maintenance } from './db/pglite-maintenance.js';

export interface ShutdownParts {
  app: FastifyInstance;
  db: Db;
  maintenance: Maintenance | undefined;
  /** Past this, the process exits with code 1 whatever is still running. */
  timeoutMs: number;
  log: (message: string) => void;
  exit: (code: number) => void;
}

/**
 * Graceful shutdown on SIGTERM or SIGINT: stop accepting (new requests, and /readyz, answer 503 while
 * closing), let requests in flight finish (a declare or a wallet adjustment commits or rolls back as one
 * transaction; event streams end), stop the PGlite maintenance, close the database, exit 0. A second
 * signal does not start a second shutdown. If draining takes longer than `timeoutMs`, exit 1: the
 * database rolls back whatever transaction was still open, so nothing is left half-applied.
 */
export function handleShutdownSignals(parts: ShutdownParts): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    parts.log(`${signal}: shutting down (no new requests; waiting for requests in flight)`);
    const deadline = setTimeout(() => {
      parts.log(`shutdown took longer than ${parts.timeoutMs} ms: exiting`);
      parts.exit(1);
    }, parts.timeoutMs);
    deadline.unref();
    try {
      await parts.app.close();
      await parts.maintenance?.stop();
      await parts.db.close();
      parts.log('shut down cleanly');
      parts.exit(0);
    } catch (error) {
      parts.log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      parts.exit(1);
    } finally {
      clearTimeout(deadline);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
