import { messages, PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { runAheadOfReads } from '../src/db/db.js';
import { OneAtATime, openPglite } from '../src/db/pglite.js';
import { PreparedStatements, runMessage, STATEMENT_CACHE_SIZE } from '../src/db/pglite-statements.js';
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
  it("write a run's messages byte for byte as PGlite's serializer does", () => {
    const cases: [string, (string | null)[]][] = [
      ['bo_1', []],
      ['bo_22', ['1', null, 'Rs ₹1,00,000.00 — Kalyan', '']],
      ['bo_333', [null]],
      ['bo_4444', ['x'.repeat(70_000)]],
    ];
    for (const [statement, values] of cases) {
      const theirs = Buffer.concat(
        [
          protocol.serialize.bind({ statement, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ].map((part) => Buffer.from(part)),
      );
      expect(Buffer.from(runMessage(statement, values)).equals(theirs), statement).toBe(true);
    }
  });

  it('read no rows from a statement that returns none, and every row of one that returns many', async () => {
    expect(await prepared('CREATE TEMP TABLE IF NOT EXISTS scratch (n int)')).toEqual([]);
    expect(await prepared('INSERT INTO scratch SELECT generate_series(1, 3)')).toEqual([]);
    expect(await prepared('SELECT n, NULL::text AS gone FROM scratch ORDER BY n')).toEqual([
      { n: 1, gone: null },
      { n: 2, gone: null },
      { n: 3, gone: null },
    ]);
    expect(await prepared('SELECT n FROM scratch WHERE n > $1', [9])).toEqual([]);
  });

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

  it("throw PGlite's own error for a failed statement, with the fields the server reads", async () => {
    await prepared('CREATE TEMP TABLE IF NOT EXISTS keyed (id int CONSTRAINT keyed_pk PRIMARY KEY)');
    await prepared('INSERT INTO keyed VALUES (1) ON CONFLICT DO NOTHING');
    const sql = 'INSERT INTO keyed VALUES ($1)';
    const ours = await prepared(sql, [1]).catch((error: unknown) => error);
    const theirs = await pg.query(sql, [1]).catch((error: unknown) => error);
    expect(ours).toBeInstanceOf(messages.DatabaseError);
    const fields = (e: unknown) => {
      const { message, code, constraint, detail, table, severity } = e as messages.DatabaseError;
      return { message, code, constraint, detail, table, severity };
    };
    expect(fields(ours)).toEqual(fields(theirs));
    expect(fields(ours)).toMatchObject({ code: '23505', constraint: 'keyed_pk' });
  });

  it('read an answer larger than one chunk of the backend, every value whole', async () => {
    const rows = await prepared(
      'SELECT g AS n, repeat(chr(8377), 40000) || g AS wide FROM generate_series(1, 12) g ORDER BY g',
    );
    expect(rows).toHaveLength(12);
    rows.forEach((row, i) => {
      expect(row.n).toBe(i + 1);
      expect(row.wide).toBe(`${'₹'.repeat(40_000)}${i + 1}`);
    });
  });

  it('keep text as stored: Unicode column names, a leading U+FEFF and empty strings', async () => {
    expect(await prepared('SELECT $1::text AS "खाता", $2::text AS empty', ['\uFEFFabc', ''])).toEqual([
      { खाता: '\uFEFFabc', empty: '' },
    ]);
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

  it('answers a statement in binary format, unread, for a reader elsewhere; an error thrown', async () => {
    const raw = Buffer.from(
      await (db.binaryAnswer as NonNullable<Db['binaryAnswer']>)(
        "SELECT $1::int8 AS n, 'ü'::text AS s, NULL::int4 AS gone, '2000-01-01 00:00:01+00'::timestamptz AS at",
        [2 ** 40 + 3],
      ),
    );
    // The one DataRow ('D'): four fields, each a length and its bytes in the type's binary form.
    const at = raw.indexOf(0x44, raw.indexOf(0x54) + 1 + raw.readInt32BE(raw.indexOf(0x54) + 1));
    let p = at + 7;
    const field = () => {
      const length = raw.readInt32BE(p);
      const value = length < 0 ? null : raw.subarray(p + 4, p + 4 + length);
      p += 4 + Math.max(length, 0);
      return value;
    };
    expect(raw[at]).toBe(0x44);
    expect(raw.readInt16BE(at + 5)).toBe(4);
    expect(field()?.readBigInt64BE(0)).toBe(BigInt(2 ** 40 + 3));
    expect(field()?.toString('utf8')).toBe('ü');
    expect(field()).toBeNull();
    expect(field()?.readBigInt64BE(0)).toBe(1_000_000n); // microseconds since 2000
    await expect(
      (db.binaryAnswer as NonNullable<Db['binaryAnswer']>)('SELECT 1 FROM no_such_table'),
    ).rejects.toThrow(/no_such_table/);
    expect(await db.query('SELECT 1 AS n')).toEqual([{ n: 1 }]);
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

  it('refuses to commit a transaction whose statement failed, though the work caught the error', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, label) VALUES ($1, $2)', [4, 'four']);
        await tx.query('SELECT 1/0').catch(() => undefined);
      }),
    ).rejects.toThrow('Transaction was rolled back instead of committed');
    expect(await db.query('SELECT id FROM t WHERE id = 4')).toEqual([]);
    // The handle is closed once the transaction has ended.
    let kept: Parameters<Parameters<Db['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
      await tx.exec(
        'INSERT INTO t (id, label) VALUES (5, $$five$$); INSERT INTO t (id, label) VALUES (6, $$six$$)',
      );
    });
    expect(await db.query('SELECT id FROM t WHERE id IN (5, 6) ORDER BY id')).toEqual([{ id: 5 }, { id: 6 }]);
    await expect(kept?.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });

  it('runs statements sent at once inside a transaction one after the other, each with its own rows', async () => {
    const values = Array.from({ length: 12 }, (_, i) => i + 1);
    const rows = await db.transaction((tx) =>
      Promise.all(
        values.map((n) =>
          // Half of them are new SQL texts (prepared on the way), half reuse one statement.
          n % 2
            ? tx.query<{ n: number }>(`SELECT $1::int AS n, ${n} AS k`, [n])
            : tx.query<{ n: number }>('SELECT $1::int AS n', [n]),
        ),
      ),
    );
    expect(rows.map((r) => r[0]?.n)).toEqual(values);
  });

  it('rolls back statements sent at once beside one that fails, none of them left applied', async () => {
    await expect(
      db.transaction((tx) =>
        Promise.all([
          tx.query('INSERT INTO t (id, label) VALUES ($1, $2)', [20, 'twenty']),
          tx.query('SELECT 1/0'),
          tx.query('INSERT INTO t (id, label) VALUES ($1, $2)', [21, 'twenty-one']),
        ]),
      ),
    ).rejects.toThrow('division by zero');
    expect(await db.query('SELECT id FROM t WHERE id IN (20, 21)')).toEqual([]);
    expect(await db.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it('rolls a script run in a transaction back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.exec('INSERT INTO t (id, label) VALUES (7, $$seven$$); CREATE TABLE gone (id int)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query('SELECT id FROM t WHERE id = 7')).toEqual([]);
    expect(await db.query("SELECT to_regclass('gone') AS t")).toEqual([{ t: null }]);
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

describe("the PGlite adapter's lock", () => {
  it('runs work one at a time, first come first served, and goes on after a failure', async () => {
    const lock = new OneAtATime();
    const events: string[] = [];
    const step = (name: string, fail = false) =>
      lock.run(async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`${name} ends`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([step('a'), step('b', true), step('c')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'b failed',
      'c',
    ]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(await lock.run(async () => 'free again')).toBe('free again');
  });

  it('starts waiting work a person waits on (run ahead of reads) before waiting reads, yet never starves reads', async () => {
    const lock = new OneAtATime();
    const started: string[] = [];
    const step = (name: string) => async () => {
      started.push(name);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const running = lock.run(step('graph 1'), false);
    const queued = [
      lock.run(step('graph 2'), false),
      lock.run(step('graph 3'), false),
      ...[1, 2, 3, 4, 5].map((n) => lock.run(step(`credit ${n}`), true)),
      lock.run(step('graph 4'), false),
    ];
    await Promise.all([running, ...queued]);
    expect(started).toEqual([
      'graph 1',
      ...[1, 2, 3, 4].map((n) => `credit ${n}`),
      'graph 2',
      'credit 5',
      'graph 3',
      'graph 4',
    ]);
  });

  it('tells how long it has been quiet: 0 while work runs or waits, the time since the last work ended after', async () => {
    const lock = new OneAtATime();
    let release = () => {};
    const running = lock.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = lock.run(async () => {});
    expect(lock.quietFor()).toBe(0);
    release();
    await Promise.all([running, waiting]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lock.quietFor()).toBeGreaterThanOrEqual(15);
  });

  it('runs a request marked runAheadOfReads ahead of reads queued before it, on a real PGlite', async () => {
    const db = await openPglite();
    try {
      const order: string[] = [];
      const slow = 'SELECT count(*) FROM generate_series(1, 300000)';
      const reads = [1, 2, 3].map((n) => db.query(slow).then(() => order.push(`read ${n}`)));
      const signIn = runAheadOfReads(() => db.query('SELECT 1').then(() => order.push('sign-in')));
      await Promise.all([...reads, signIn]);
      expect(order).toEqual(['read 1', 'sign-in', 'read 2', 'read 3']);
    } finally {
      await db.close();
    }
  });
});
