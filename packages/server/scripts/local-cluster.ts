/**
 * The production topology on one machine, from the installed binaries (docs/operations.md): a primary
 * PostgreSQL, a streaming replica of it (pg_basebackup), PgBouncer in transaction mode in front of the
 * primary, and server instances (the production build) on free ports, each with DATABASE_URL at the pooler,
 * DATABASE_DIRECT_URL at the primary (its LISTEN connection) and DATABASE_REPLICA_URL at the replica.
 * Used by scripts/cluster.ts (by hand), test/cluster.test.ts and the pooler bench.
 */
import pg from 'pg';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/postgres.js';
import { seedStaff } from '../src/seed/staff.js';
import { buildServerOnce, type ServerProcess, startServer } from '../test/support/server-process.js';
import { type PgCluster, startPgCluster } from './pg-cluster.js';
import { installPgBouncer, type PgBouncer, startPgBouncer } from './pgbouncer.mjs';

export const CLUSTER_DATABASE = 'backoffice';

export interface LocalCluster {
  primary: PgCluster;
  replica: PgCluster;
  pooler: PgBouncer;
  /** The database through the pooler, directly on the primary, and on the replica. */
  urls: { pooled: string; direct: string; replica: string };
  instances: ServerProcess[];
  stop(): Promise<void>;
}

export interface LocalClusterOptions {
  instances?: number;
  /** Extra environment of every instance (deadlines, rate limits). */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

/** Builds the topology; `stop()` ends every part and removes its folders. */
export async function startLocalCluster(options: LocalClusterOptions = {}): Promise<LocalCluster> {
  const log = options.log ?? (() => undefined);
  if (process.env.CI === 'true' || process.env.CI === '1') installPgBouncer();
  const parts: { stop: () => unknown }[] = [];
  const stopAll = async () => {
    for (const part of parts.reverse()) await Promise.resolve(part.stop()).catch(() => undefined);
  };
  try {
    const primary = await startPgCluster();
    parts.push(primary);
    log(`primary PostgreSQL on 127.0.0.1:${primary.port}`);
    const admin = new pg.Client({ connectionString: primary.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${CLUSTER_DATABASE}`);
    // Single statements outside a transaction get the deadlines from here: the pooler drops the
    // connection's own (docs/operations.md).
    await admin.query(`ALTER DATABASE ${CLUSTER_DATABASE} SET statement_timeout = '30s'`);
    await admin.query(`ALTER DATABASE ${CLUSTER_DATABASE} SET lock_timeout = '5s'`);
    await admin.end();
    const direct = primary.url(CLUSTER_DATABASE);
    const db = openPostgres(direct);
    try {
      await migrate(db);
      await seedStaff(db);
    } finally {
      await db.close();
    }
    const replica = await primary.startReplica();
    parts.push(replica);
    log(`streaming replica on 127.0.0.1:${replica.port}`);
    const pooler = await startPgBouncer({ serverPort: primary.port });
    parts.push(pooler);
    log(`PgBouncer (transaction pooling) on 127.0.0.1:${pooler.port}`);
    const urls = { pooled: pooler.url(CLUSTER_DATABASE), direct, replica: replica.url(CLUSTER_DATABASE) };
    await buildServerOnce();
    const store = { dataDir: '', databaseUrl: urls.pooled, drop: async () => undefined };
    const env = { DATABASE_DIRECT_URL: urls.direct, DATABASE_REPLICA_URL: urls.replica, ...options.env };
    const instances: ServerProcess[] = [];
    for (let i = 0; i < (options.instances ?? 2); i++) {
      const instance = await startServer(store, env);
      instances.push(instance);
      parts.push({
        stop: async () => {
          instance.child.kill('SIGTERM');
          await instance.exited;
        },
      });
      log(`server instance ${i + 1} on ${instance.baseUrl}`);
    }
    return { primary, replica, pooler, urls, instances, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
