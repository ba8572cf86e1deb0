/** Several server instances on one PostgreSQL database, as behind a load balancer (PostgreSQL leg only). */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/db.js';
import { loadContract } from '../../src/http/contract.js';
import { handlers } from '../../src/routes/index.js';

const contract = loadContract();

/** One server instance on `db`, listening on a free port of 127.0.0.1. */
export async function startInstance(db: Db): Promise<{ app: FastifyInstance; url: string }> {
  const config = { ...loadConfig({}), consoleDir: '', loginFailureDelayMs: 0 };
  const app = buildApp({ db, config, contract, handlers, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** A fresh database on the PostgreSQL server of DATABASE_URL (127.0.0.1:5432), dropped by `drop`. */
export async function freshPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Signs in as the demo admin at an instance's URL; returns the auth headers. */
export async function loginAt(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/v1/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123' }),
  });
  const body = (await res.json()) as { token: string; x_api_key: string };
  return { authorization: `Bearer ${body.token}`, 'x-api-key': body.x_api_key };
}
