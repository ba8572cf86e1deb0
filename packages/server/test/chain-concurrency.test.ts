/**
 * The chains under concurrent writers on two instances (on PostgreSQL: two connection pools on one
 * database, as two servers behind a load balancer; on PGlite both share the one embedded database).
 * Writers whose transactions overlap, commit in another order than they inserted, or roll back, must
 * leave one chain with no fork and no gap, every committed row sealed and no rolled-back row in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../src/db/audit-log.js';
import { verifyStoredChain } from '../src/db/chain-rows.js';
import type { Db } from '../src/db/db.js';
import { postEntry } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { createPlayerWithBalance, freshDatabase, onPostgres } from './support/app.js';
import { openTestPostgres } from './support/postgres-databases.js';

const WRITERS = 8;
const TRANSACTIONS = 30;

let dbA: Db;
let dbB: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase('migrated');
  dbA = fresh.db;
  await migrate(dbA);
  if (!onPostgres) {
    dbB = dbA;
    close = () => dbA.close();
    return;
  }
  dbB = openTestPostgres(fresh.url ?? '', { max: 10 });
  close = async () => {
    await dbB.close();
    await dbA.close();
    await fresh.drop();
  };
});
afterAll(async () => {
  await close?.();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`the chains under ${WRITERS} concurrent writers on two instances (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stays one unbroken chain with every committed row sealed and no rolled-back row', async () => {
    const users: number[] = [];
    for (let i = 0; i < WRITERS; i++) users.push(await createPlayerWithBalance(dbA, 10_000_00));
    const writer = async (w: number) => {
      const db = w % 2 === 0 ? dbA : dbB;
      const userId = users[w] ?? 0;
      for (let n = 0; n < TRANSACTIONS; n++) {
        const work = db.transaction(async (tx) => {
          await postEntry(tx, { userId, amountPaise: -(n + 1), transType: 'BID', note: `w${w} n${n}` });
          // Some transactions hold their rows a while before committing: later inserts commit first.
          if (n % 5 === 0) await sleep(15);
          await writeAudit(tx, {
            employeeId: null,
            action: 'test',
            entity: 'writer',
            entityId: w,
            reason: `n${n}`,
          });
          if (n % 3 === 0)
            await postEntry(tx, { userId, amountPaise: 1, transType: 'BONUS', note: `w${w} n${n} b` });
          if (n % 7 === 6) throw new Error('rolled back on purpose');
        });
        await work.catch((error: Error) => {
          if (error.message !== 'rolled back on purpose') throw error;
        });
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

    for (const chain of ['ledger', 'audit'] as const) {
      const verdict = await verifyStoredChain(dbB, chain);
      const table = chain === 'ledger' ? 'ledger_entries' : 'audit_log';
      const [count] = await dbA.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      expect(verdict.problem, chain).toBeNull();
      expect(verdict.length, chain).toBe(count?.n);
    }
    const [rolledBack] = await dbA.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'writer' AND reason IN ('n6', 'n13', 'n20', 'n27')`,
    );
    expect(rolledBack?.n).toBe(0);
    const [audits] = await dbA.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'writer'`,
    );
    expect(audits?.n).toBe(WRITERS * (TRANSACTIONS - 4));
  });
});
