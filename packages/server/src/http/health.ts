import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { appliedMigrations, migrationFiles } from '../db/migrate.js';

/** A readiness probe that waits longer than this for the database answers 503 instead. */
export const READY_TIMEOUT_MS = 2000;

export type Readiness =
  | { ready: true; migrations: number }
  /** `reason` is safe to show anyone; `detail` (the driver's message) goes to the log only. */
  | { ready: false; reason: string; detail?: string };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`database did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The database answers and has every migration of this build applied. */
export async function checkReadiness(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  try {
    const applied = new Set(await withTimeout(appliedMigrations(db), timeoutMs));
    const missing = migrationFiles().filter((name) => !applied.has(name));
    if (missing.length) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
    return { ready: true, migrations: applied.size };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ready: false, reason: 'database unavailable', detail };
  }
}

/**
 * Probes for load balancers and orchestrators, outside /v1 and its auth:
 * GET /healthz (liveness: the process serves HTTP; never touches the database) and
 * GET /readyz (readiness: the database answers and its migrations are applied; 503 otherwise).
 * While the server shuts down, Fastify answers both with 503 (return503OnClosing), so traffic drains.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await checkReadiness(db);
    if (readiness.ready) return { status: 'ready', migrations: readiness.migrations };
    request.log.warn({ reason: readiness.detail }, 'not ready');
    return reply.code(503).send({ status: 'unavailable', reason: readiness.reason });
  });
}
