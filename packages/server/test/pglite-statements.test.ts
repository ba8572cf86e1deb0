import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { openPglite } from '../src/db/pglite.js';
import { PreparedStatements, STATEMENT_CACHE_SIZE } from '../src/db/pglite-statements.js';
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from '../src/db/type-parsers.js';

// The PGlite adapter's prepared-statement path, against PGlite's own query() on the same instance.
let pg: PGlite;
let statements: PreparedStatements;
let db: Db;

beforeAll(async () => {
  pg = await PGlite.create({ parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate } });
  statements = new PreparedStatements(pg);
  db = await openPglite();
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, label text NOT NULL)');
});
afterAll(async () => {
  await pg?.close();
  await db?.close();
});

const prepared = async (sql: string, params: unknown[] = []) =>
  pg.runExclusive(() => statements.query<Record<string, unknown>>(sql, params, true));
const openStatements = async () =>
  Number(
    (await pg.query<{ n: number }>("SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 'bo_%'"))
      .rows[0]?.n,
  );

describe('prepared statements on PGlite', () => {
  it('return the same rows as PGlite query() for every column type the server reads', async () => {
    const sql = `SELECT $1::int8 AS big, $2::date AS day, $3::numeric AS amount, $4::jsonb AS doc,
                        $5::text[] AS keys, $6::timestamptz AS at, $7::boolean AS flag, $8::text AS nothing,
                        count(*) AS n FROM generate_series(1, 3)`;
    const params = [
      9_007_199_254_740_993n,
      '2026-11-23',
      '19.99',
      { a: [1, 'two'] },
      ['wallet.adjust', 'users.view'],
      new Date('2026-11-23T10:00:00Z'),
      true,
      null,
    ];
    const ours = await prepared(sql, params);
    expect(ours).toEqual((await pg.query(sql, params)).rows);
    expect(ours[0]).toMatchObject({ big: '9007199254740993', day: '2026-11-23', amount: '19.99', n: 3 });
    // A second run (the statement is reused) reads the same.
    expect(await prepared(sql, params)).toEqual(ours);
  });

  it('parse once per SQL text and run it again with other parameters', async () => {
    const before = await openStatements();
    const sql = 'SELECT g AS n FROM generate_series(1, $1::int) g';
    expect(await prepared(sql, [2])).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await prepared(sql, [3])).toHaveLength(3);
    expect(await openStatements()).toBe(before + 1);
  });

  it('throw the database error and leave the connection usable', async () => {
    await expect(prepared('SELECT 1/$1::int AS x', [0])).rejects.toThrow('division by zero');
    await expect(prepared('SELEC nonsense')).rejects.toThrow(/syntax error/);
    expect(await prepared('SELECT 1/$1::int AS x', [1])).toEqual([{ x: 1 }]);
  });

  it(`keep at most ${STATEMENT_CACHE_SIZE} statements, closing the least recently used`, async () => {
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 25; i++) await prepared(`SELECT ${i} AS n`);
    expect(statements.size).toBe(STATEMENT_CACHE_SIZE);
    await prepared('SELECT 1 AS n'); // sends the pending closes
    expect(await openStatements()).toBeLessThanOrEqual(STATEMENT_CACHE_SIZE + 1);
  });
});

describe('the PGlite adapter', () => {
  it('reads a table again after DDL through exec changes its columns', async () => {
    await db.query('INSERT INTO t (id, label) VALUES ($1, $2)', [1, 'one']);
    expect(await db.query('SELECT * FROM t')).toEqual([{ id: 1, label: 'one' }]);
    await db.exec('ALTER TABLE t ADD COLUMN note text');
    expect(await db.query('SELECT * FROM t')).toEqual([{ id: 1, label: 'one', note: null }]);
  });

  it('reads a table again after DDL through query changes its columns', async () => {
    expect(await db.query('SELECT id, label FROM t WHERE id = 1 AND note IS NULL')).toEqual([
      { id: 1, label: 'one' },
    ]);
    await db.query('CREATE TABLE u (id int)');
    await db.query('INSERT INTO u VALUES (7)');
    expect(await db.query('SELECT * FROM u')).toEqual([{ id: 7 }]);
    await db.query('ALTER TABLE u ADD COLUMN extra text');
    expect(await db.query('SELECT * FROM u')).toEqual([{ id: 7, extra: null }]);
  });

  it('rolls a transaction back on error and commits one that resolves', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, label) VALUES ($1, $2)', [2, 'two']);
        await tx.query('INSERT INTO t (id, label) VALUES ($1, $2)', [2, 'again']);
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.query('SELECT id FROM t ORDER BY id')).toEqual([{ id: 1 }]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, label) VALUES ($1, $2)', [3, 'three']);
    });
    expect(await db.query('SELECT id FROM t ORDER BY id')).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('queues a query made during a transaction until it ends', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let wrote = () => {};
    const written = new Promise<void>((resolve) => {
      wrote = resolve;
    });
    const tx = db.transaction(async (t) => {
      await t.query('UPDATE t SET label = $1 WHERE id = 1', ['changed']);
      order.push('tx wrote');
      wrote();
      await held;
      order.push('tx ends');
    });
    await written;
    const outside = db.query<{ label: string }>('SELECT label FROM t WHERE id = 1').then((rows) => {
      order.push('outside read');
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await tx;
    expect(await outside).toEqual([{ label: 'changed' }]);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });
});
