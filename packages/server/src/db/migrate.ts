import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installChains } from './chain-sql.js';
import { installCounters } from './counters.js';
import type { Db, Queryable } from './db.js';

const defaultDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export interface MigrationResult {
  applied: string[];
}

/** The NNN_*.sql files of a folder, in order. */
export function migrationFiles(dir = defaultDir): string[] {
  return readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
}

/**
 * Applies every migration not yet recorded in schema_migrations, in order, in one transaction; then
 * (re)installs the list counters declared in counters.ts and the hash chains of chain-sql.ts when they changed.
 * A transaction-scoped advisory lock (per schema) makes two instances starting at once take turns:
 * the second finds the first one's rows and applies nothing.
 */
export async function migrate(db: Db, dir = defaultDir): Promise<MigrationResult> {
  const files = migrationFiles(dir);
  return db.transaction(async (tx) => {
    // A migration over a big table, or waiting for another instance's, may take longer than a request may.
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SET LOCAL lock_timeout = 0');
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('backoffice.migrate.' || current_schema()))`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(readFileSync(join(dir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    await installCounters(tx);
    await installChains(tx, db.oneAtATime ? 'tail' : 'notes');
    return { applied };
  });
}

/** The names of the migrations recorded as applied (the readiness probe compares them with this build's). */
export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  return rows.map((row) => row.name);
}
