/**
 * Databases of the PostgreSQL leg. DATABASE_URL may point at a pooler (PgBouncer, transaction mode, as
 * scripts/test.mjs --pooler runs it); DATABASE_DIRECT_URL then reaches the same server without it, for
 * the one LISTEN connection of each app (what a pooler cannot carry) and for migrating the template.
 * Each test app gets a database of its own, copied from a migrated template (CREATE DATABASE ... TEMPLATE,
 * made once per run by postgres-template.ts): no per-connection search_path, which a pooler drops.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/db/db.js';
import { openPostgres, type PostgresOptions } from '../../src/db/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database of this run (postgres-template.ts), or '' on PGlite. */
    templateDatabase: string;
  }
}

/** `url` naming database `name` instead of its own. */
export function withDatabase(url: string, name: string): string {
  const named = new URL(url);
  named.pathname = `/${name}`;
  return named.toString();
}

/** The direct (unpooled) URL of the database `url` names, when the leg runs through a pooler. */
export function directUrlOf(url: string): string | undefined {
  const direct = process.env.DATABASE_DIRECT_URL;
  return direct ? withDatabase(direct, new URL(url).pathname.slice(1)) : undefined;
}

/** An app's connection to `url`: pooled, with its LISTEN connection direct when a pooler is in between. */
export function openTestPostgres(url: string, options: PostgresOptions = {}): Db {
  const directUrl = directUrlOf(url);
  return openPostgres(url, { ...options, ...(directUrl ? { directUrl } : {}) });
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on DATABASE_URL's server: a copy of the run's migrated template (`migrated`), or empty.
 * Its URL and `drop`, which removes it (connections and all).
 */
export async function createTestDatabase(
  prefix: string,
  from: 'migrated' | 'empty',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = from === 'migrated' ? inject('templateDatabase') : '';
  await onServer((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: withDatabase(process.env.DATABASE_URL ?? '', name),
    drop: async () => {
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
