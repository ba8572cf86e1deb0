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

/** The table's sequential scans and analyses so far (the statistics this backend has not yet published, too). */
const keyedScans = async () => {
  await db.query('SELECT pg_stat_force_next_flush()');
  await db.query('SELECT pg_stat_clear_snapshot()');
  const [row] = await db.query<{ seq: number; analyses: number }>(
    "SELECT seq_scan::int AS seq, analyze_count::int AS analyses FROM pg_stat_user_tables WHERE relname = 'keyed'",
  );
  return { seq: Number(row?.seq), analyses: Number(row?.analyses) };
};

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

  it('analyses a table grown past its threshold, so a statement planned on it nearly empty uses its index', async () => {
    await db.exec('CREATE TABLE keyed (owner int, key text, hits int, PRIMARY KEY (owner, key))');
    await db.exec('VACUUM (ANALYZE) keyed');
    const hit = (i: number) =>
      db.query('UPDATE keyed SET hits = hits + 1 WHERE owner = 1 AND key = $1', [`k${i}`]);
    // Prepared and run while the table holds ten rows: its generic plan is a sequential scan.
    for (let i = 0; i < 10; i++) {
      await db.query('INSERT INTO keyed VALUES (1, $1, 0)', [`k${i}`]);
      await hit(i);
    }
    await db.query("INSERT INTO keyed SELECT 1, 'bulk' || g, 0 FROM generate_series(1, 20000) g");
    const before = await keyedScans();
    for (let i = 0; i < 20; i++) await hit(i % 10);
    const grown = await keyedScans();
    expect(grown.seq - before.seq).toBe(20);

    const lines: string[] = [];
    const maintenance = startPgliteMaintenance(db, (line) => lines.push(line));
    await maintenance.checkTables();
    await maintenance.stop();
    const analysed = await keyedScans();
    expect(analysed.analyses).toBe(grown.analyses + 1);
    for (let i = 0; i < 20; i++) await hit(i % 10);
    expect((await keyedScans()).seq).toBe(analysed.seq);
    expect(lines).toEqual([]);
  });

  it('leaves the tables under their thresholds alone, and looks at them on its own in a quiet moment', async () => {
    const maintenance = startPgliteMaintenance(db, () => {}, 60_000, 40);
    await maintenance.checkTables();
    const settled = await keyedScans();
    await maintenance.checkTables();
    expect(await keyedScans()).toEqual(settled);
    await db.query("INSERT INTO keyed SELECT 2, 'more' || g, 0 FROM generate_series(1, 5000) g");
    for (let tries = 0; tries < 100 && (await keyedScans()).analyses === settled.analyses; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await maintenance.stop();
    expect((await keyedScans()).analyses).toBe(settled.analyses + 1);
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
