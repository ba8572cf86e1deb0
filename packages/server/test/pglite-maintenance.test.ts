import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { openPglite } from '../src/db/pglite.js';
import { startPgliteMaintenance } from '../src/db/pglite-maintenance.js';

// PGlite has no autovacuum: the server's periodic VACUUM (ANALYZE) is what keeps its statistics and
// visibility map current.
let db: Db;
beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE churn (id int PRIMARY KEY, v int);
    INSERT INTO churn SELECT g, g FROM generate_series(1, 5000) g;`);
});
afterAll(async () => {
  await db?.close();
});

const churnStats = async () =>
  (
    await db.query<{ reltuples: number; relallvisible: number; relpages: number }>(
      "SELECT reltuples::int AS reltuples, relallvisible, relpages FROM pg_class WHERE relname = 'churn'",
    )
  )[0];

describe('PGlite maintenance', () => {
  it('analyses the tables and marks their pages all-visible', async () => {
    await db.query('DELETE FROM churn WHERE id > 2000');
    const before = await churnStats();
    expect(before?.relallvisible).toBe(0);
    const lines: string[] = [];
    const maintenance = startPgliteMaintenance(db, (line) => lines.push(line));
    await maintenance.runNow();
    await maintenance.stop();
    const after = await churnStats();
    expect(after?.reltuples).toBe(2000);
    expect(after?.relallvisible).toBeGreaterThan(0);
    expect(after?.relallvisible).toBe(after?.relpages);
    expect(lines).toEqual([expect.stringMatching(/^PGlite maintenance: VACUUM \(ANALYZE\) in \d+ ms$/)]);
  });

  it('runs again on its interval, never two at once, and not after stop', async () => {
    const lines: string[] = [];
    const maintenance = startPgliteMaintenance(db, (line) => lines.push(line), 40);
    const first = maintenance.runNow();
    expect(maintenance.runNow()).toBe(first);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await maintenance.stop();
    const runs = lines.length;
    expect(runs).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lines).toHaveLength(runs);
  });

  it('logs a failed run and keeps the server going', async () => {
    const failing: Db = { ...db, exec: async () => Promise.reject(new Error('disk full')) };
    const lines: string[] = [];
    const maintenance = startPgliteMaintenance(failing, (line) => lines.push(line));
    await maintenance.runNow();
    await maintenance.stop();
    expect(lines).toEqual(['PGlite maintenance failed: disk full']);
  });
});
