import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { DEMO_PLAYER_COUNT, seedPlayers } from '../src/seed/players.js';
import { freshDatabase } from './support/app.js';

let db: Db;
let drop: () => Promise<void>;
let seedMs = 0;
beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrate(db);
  const started = performance.now();
  await seedPlayers(db);
  seedMs = performance.now() - started;
}, 60_000);
afterAll(async () => {
  await db.close();
  await drop();
});

const values = async (sql: string) => (await db.query<{ v: string }>(sql)).map((r) => r.v);

describe('the demo players seed', () => {
  it(`creates ${DEMO_PLAYER_COUNT} players in every stage, each with a wallet, in a few seconds`, async () => {
    expect(await values('SELECT DISTINCT stage AS v FROM players ORDER BY 1')).toEqual([
      'BANNED',
      'BLOCKED',
      'REGISTERED',
      'UNREGISTERED',
      'UNVERIFIED',
    ]);
    expect(await values('SELECT count(*)::text AS v FROM players')).toEqual([String(DEMO_PLAYER_COUNT)]);
    expect(
      await values(
        'SELECT count(*)::text AS v FROM players p LEFT JOIN wallets w USING (user_id) WHERE w.user_id IS NULL',
      ),
    ).toEqual(['0']);
    expect(seedMs).toBeLessThan(15_000);
  });

  it('puts withdrawal requests in every status, each with its hold entry and refunds only where due', async () => {
    expect(await values('SELECT DISTINCT tran_status AS v FROM fund_requests ORDER BY 1')).toEqual([
      'APPROVED',
      'DECLINED',
      'FAILED',
      'HOLD',
      'PENDING',
      'PROCESSING',
      'QUEUED',
      'SUCCESS',
      'WAITING',
    ]);
    expect(await values('SELECT count(*)::text AS v FROM fund_requests WHERE hold_entry_id IS NULL')).toEqual(
      ['0'],
    );
    expect(
      await values(
        `SELECT count(*)::text AS v FROM fund_requests
         WHERE (refund_entry_id IS NOT NULL) <> (tran_status IN ('DECLINED', 'FAILED'))`,
      ),
    ).toEqual(['0']);
  });

  it('moves all money through the ledger: every wallet equals the sum of its entries', async () => {
    expect(await checkLedgerInvariant(db)).toEqual([]);
    expect(
      await values(
        "SELECT count(*)::text AS v FROM deposits WHERE tran_status = 'SUCCESS' AND entry_id IS NULL",
      ),
    ).toEqual(['0']);
    expect(
      Number(
        (await values("SELECT count(*)::text AS v FROM ledger_entries WHERE trans_type = 'ADMIN_CREDIT'"))[0],
      ),
    ).toBeGreaterThan(0);
  });

  it('spreads registrations, OTPs and activity over the last 60 days with unique Indian mobile numbers', async () => {
    expect(
      Number((await values('SELECT (now()::date - min(created_at)::date)::text AS v FROM players'))[0]),
    ).toBeGreaterThanOrEqual(59);
    expect(await values("SELECT count(*)::text AS v FROM players WHERE phone !~ '^[6-9][0-9]{9}$'")).toEqual([
      '0',
    ]);
    expect(
      Number((await values('SELECT count(DISTINCT day)::text AS v FROM player_activity'))[0]),
    ).toBeGreaterThanOrEqual(60);
    expect(Number((await values('SELECT count(*)::text AS v FROM otp_logs'))[0])).toBeGreaterThan(
      DEMO_PLAYER_COUNT,
    );
  });

  it('seeds fund timings for every day and eight manual fund reasons, and leaves existing data alone when run again', async () => {
    expect(await values('SELECT count(*)::text AS v FROM fund_timings')).toEqual(['7']);
    expect(await values('SELECT count(*)::text AS v FROM manual_fund_reasons')).toEqual(['8']);
    await seedPlayers(db);
    expect(await values('SELECT count(*)::text AS v FROM players')).toEqual([String(DEMO_PLAYER_COUNT)]);
  });
});
