import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { migrate, migrationFiles } from '../src/db/migrate.js';
import { freshDatabase } from './support/app.js';
import { openTestPostgres } from './support/postgres-databases.js';

let db: Db;
let drop: () => Promise<void>;
let url: string | undefined;
beforeAll(async () => {
  ({ db, drop, url } = await freshDatabase());
});
afterAll(async () => {
  await db?.close();
  await drop?.();
});

describe('migrations', () => {
  it('apply every NNN_*.sql once, in order, even when two instances start at once', async () => {
    // On PostgreSQL the second instance is a second pool on the same database; on PGlite the same handle.
    const second = url ? openTestPostgres(url) : db;
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(second)]);
      const files = migrationFiles();
      expect(files[0]).toBe('001_schema.sql');
      expect([...a.applied, ...b.applied].sort()).toEqual(files);
      expect((await migrate(db)).applied).toEqual([]);
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.map((r) => r.name)).toEqual(files);
    } finally {
      if (second !== db) await second.close();
    }
  });

  it('reads int8 as numbers and dates as YYYY-MM-DD text on both adapters', async () => {
    const [row] = await db.query<{ big: unknown; day: unknown; n: unknown }>(
      `SELECT 9007199254740991::int8 AS big, '2024-03-09'::date AS day, count(*) AS n FROM employees`,
    );
    expect(row).toEqual({ big: 9007199254740991, day: '2024-03-09', n: 0 });
  });
});
