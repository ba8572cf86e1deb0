/**
 * The app as the benchmarks build it (in-process, no console, no logger) and the demo admin's headers.
 * The bench measures the queries, not the rate limit: its budget is raised as the tests' is. On PGlite the
 * server's table maintenance runs beside the requests, as it does in production.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { type Maintenance, startPgliteMaintenance } from '../src/db/pglite-maintenance.js';
import { loadContract } from '../src/http/contract.js';
import { handlers } from '../src/routes/index.js';

const maintenances = new WeakMap<FastifyInstance, Maintenance>();

/** The app's PGlite table maintenance (none on PostgreSQL, whose autovacuum does this). */
export const benchMaintenance = (app: FastifyInstance) => maintenances.get(app);

export async function benchApp(db: Db): Promise<FastifyInstance> {
  const app = buildApp({
    db,
    config: {
      ...loadConfig({}),
      consoleDir: '',
      rateLimit: { windowSeconds: 60, perStaff: 100_000_000, perAddress: 100_000_000 },
    },
    contract: loadContract(),
    handlers,
    logger: false,
  });
  // The embedded database's stand-in for autovacuum, as `npm start` runs it (main.ts).
  if (!db.sendsAhead) {
    const maintenance = startPgliteMaintenance(db, (message) => console.log(message));
    maintenances.set(app, maintenance);
    app.addHook('onClose', () => maintenance.stop());
  }
  await app.ready();
  return app;
}

/** Signs the demo admin in through POST /v1/auth/admin/login and returns the auth headers. */
export async function adminHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/admin/login',
    payload: { username: 'admin', password: 'Admin@123' },
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; x_api_key: string };
  return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}
