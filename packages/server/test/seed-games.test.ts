/** The games and content seeds on a small scale: every bid type, settled by the real rules, ledger intact. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { migrate } from '../src/db/migrate.js';
import { paise } from '../src/db/money.js';
import { openPglite } from '../src/db/pglite.js';
import { type BidType, isBidType, type Session } from '../src/domain/bid-types.js';
import { DEFAULT_RATES } from '../src/domain/rates.js';
import { type SettlementScope, settleBids } from '../src/domain/settlement.js';
import { seedContent } from '../src/seed/content.js';
import { demoBidCount, seedGames, todayPlanner } from '../src/seed/games.js';
import { seedPlayers } from '../src/seed/players.js';
import { seedStaff } from '../src/seed/staff.js';

let db: Db;
let dataDir: string;
/** The seed's clock: what "today" and "an hour ago" mean is as of the seed, not of each query after it. */
const seededAt = new Date();
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'seed-'));
  process.env.DATA_DIR = dataDir;
  db = await openPglite();
  await migrate(db);
  await seedStaff(db);
  await seedPlayers(db, 300);
  await seedGames(db, 4000, seededAt);
  await seedContent(db);
}, 120_000);

afterAll(async () => {
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
});

describe('demo games seed', () => {
  it('plans the evening as a day being run: declared up to the last hour, the last hour saved, three ahead', () => {
    const plan = todayPlanner(new Date('2026-11-26T21:10:00+05:30'));
    const at = (time: string) => plan(`2026-11-26T${time}:00+05:30`);
    expect(['10:00', '15:45', '19:30', '20:09'].map(at)).toEqual([
      'declare',
      'declare',
      'declare',
      'declare',
    ]);
    expect(['20:30', '21:00'].map(at)).toEqual(['save', 'save']);
    expect(['21:25', '21:30', '21:35', '22:30', '23:00'].map(at)).toEqual([
      'save',
      'save',
      'save',
      'none',
      'none',
    ]);
  });

  it('reads DEMO_BIDS to scale the bid count', () => {
    expect(demoBidCount({ DEMO_BIDS: '5000' })).toBe(5000);
    expect(demoBidCount({})).toBeGreaterThanOrEqual(200_000);
    expect(demoBidCount({ DEMO_BIDS: 'lots' })).toBeGreaterThanOrEqual(200_000);
  });

  it('creates 12 markets, 12 starline and 8 jackpot slots with weekday timings and rates', async () => {
    const rows = await db.query<{ provider_type: number; n: unknown; settings: unknown }>(
      `SELECT provider_type, count(*) AS n, sum((SELECT count(*) FROM provider_settings s WHERE s.provider_id = p.provider_id)) AS settings
         FROM providers p GROUP BY provider_type ORDER BY provider_type`,
    );
    expect(rows.map((r) => [r.provider_type, Number(r.n), Number(r.settings)])).toEqual([
      [1, 12, 84],
      [2, 12, 84],
      [3, 8, 56],
    ]);
    const rates = await db.query('SELECT 1 FROM rates');
    expect(rates).toHaveLength(14);
  });

  it('places bids of every bid type over 60 days', async () => {
    const types = await db.query<{ bid_type: string }>('SELECT DISTINCT bid_type FROM bids ORDER BY 1');
    expect(types).toHaveLength(14);
    expect(types.every((t) => isBidType(t.bid_type))).toBe(true);
    const [span] = await db.query<{ days: unknown; n: unknown }>(
      'SELECT count(DISTINCT game_date) AS days, count(*) AS n FROM bids',
    );
    expect(Number(span?.days)).toBe(60);
    expect(Number(span?.n)).toBeGreaterThan(3500);
  });

  it('leaves some of today’s results saved but not declared, and declares the past', async () => {
    const [today] = await db.query<{ saved: unknown; past_saved: unknown; declared: unknown }>(
      `SELECT count(*) FILTER (WHERE status = 'SAVED' AND game_date = ($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date) AS saved,
              count(*) FILTER (WHERE status = 'SAVED' AND game_date < ($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date) AS past_saved,
              count(*) FILTER (WHERE status = 'DECLARED') AS declared FROM results`,
      [seededAt.toISOString()],
    );
    expect(Number(today?.saved)).toBeGreaterThan(0);
    expect(Number(today?.past_saved)).toBe(0);
    expect(Number(today?.declared)).toBeGreaterThan(2000);
  });

  it('looks like a day being run: today’s results due over an hour ago declared, the last hour’s saved', async () => {
    const [today] = await db.query<{ stale: unknown; recent_declared: unknown }>(
      `SELECT count(*) FILTER (WHERE status <> 'DECLARED' AND due < $1::timestamptz - interval '1 hour') AS stale,
              count(*) FILTER (WHERE status = 'DECLARED' AND due > $1::timestamptz - interval '1 hour') AS recent_declared
         FROM (SELECT r.status,
                      ((r.game_date + CASE WHEN r.session = 'Close' THEN coalesce(ps.cbrt, ps.obrt) ELSE ps.obrt END)::timestamp
                        AT TIME ZONE 'Asia/Kolkata') AS due
                 FROM results r
                 JOIN provider_settings ps ON ps.provider_id = r.provider_id
                  AND ps.day = trim(to_char(r.game_date, 'FMDAY'))
                WHERE r.game_date = ($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date) t`,
      [seededAt.toISOString()],
    );
    expect(Number(today?.stale)).toBe(0);
    expect(Number(today?.recent_declared)).toBe(0);
  });

  it('saves and declares nothing in the future, even the results saved in advance', async () => {
    const [future] = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM results WHERE saved_at > now() OR declared_at > now()`,
    );
    expect(Number(future?.n)).toBe(0);
  });

  it('settled every past bid exactly as the settlement rules say', async () => {
    const results = await db.query<{
      result_id: number;
      provider_type: number;
      session: Session | null;
      panna: string;
      ank: string;
      digit: string;
      open_panna: string | null;
      open_ank: string | null;
    }>(
      `SELECT r.result_id, r.provider_type, r.session, r.panna, r.ank, r.digit, o.panna AS open_panna, o.ank AS open_ank
         FROM results r LEFT JOIN results o ON o.provider_id = r.provider_id AND o.game_date = r.game_date AND o.session = 'Open'
              AND r.session = 'Close' AND o.status = 'DECLARED'
        WHERE r.status = 'DECLARED' ORDER BY r.result_id`,
    );
    let checked = 0;
    for (const r of results.filter((_, i) => i % 10 === 0)) {
      const own = { panna: r.panna, ank: r.ank };
      const scope: SettlementScope =
        r.provider_type === 3
          ? { providerType: 3, jodi: r.digit }
          : r.provider_type === 2
            ? { providerType: 2, result: own }
            : r.session === 'Open'
              ? { providerType: 1, session: 'Open', open: own }
              : {
                  providerType: 1,
                  session: 'Close',
                  open: { panna: r.open_panna ?? '', ank: r.open_ank ?? '' },
                  close: own,
                };
      const bids = await db.query<{
        bid_id: unknown;
        bid_type: BidType;
        digit: string;
        session: Session | null;
        amount_paise: unknown;
        bid_status: string;
        win_amount_paise: unknown;
      }>(
        'SELECT bid_id, bid_type, digit, session, amount_paise, bid_status, win_amount_paise FROM bids WHERE result_id = $1 ORDER BY bid_id',
        [r.result_id],
      );
      const expected = settleBids(
        scope,
        bids.map((b) => ({
          bidId: Number(b.bid_id),
          bidType: b.bid_type,
          digit: b.digit,
          session: b.session,
          amountPaise: paise(b.amount_paise),
        })),
        DEFAULT_RATES,
      );
      expect(bids.map((b) => [b.bid_status, paise(b.win_amount_paise)])).toEqual(
        expected.map((e) => [e.status, e.winPaise]),
      );
      checked += bids.length;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('keeps every wallet equal to the sum of its entries, with one WIN entry per won bid', async () => {
    expect(await checkLedgerInvariant(db)).toEqual([]);
    const [wins] = await db.query<{ won: unknown; entries: unknown }>(
      `SELECT (SELECT count(*) FROM bids WHERE bid_status = 'WON' AND win_amount_paise > 0) AS won,
              (SELECT count(*) FROM ledger_entries WHERE trans_type = 'WIN') AS entries`,
    );
    expect(Number(wins?.entries)).toBe(Number(wins?.won));
    const unpaid = await db.query('SELECT 1 FROM bids WHERE bid_entry_id IS NULL');
    expect(unpaid).toHaveLength(0);
  });

  it('does nothing the second time', async () => {
    const [before] = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM bids');
    await seedGames(db, 4000);
    await seedContent(db);
    const [after] = await db.query<{ n: unknown }>('SELECT count(*) AS n FROM bids');
    expect(after?.n).toBe(before?.n);
  });
});

describe('demo content seed', () => {
  it('writes banner images under DATA_DIR/banners and the content rows', async () => {
    expect((await readdir(join(dataDir, 'banners'))).sort()).toEqual([
      'demo-banner-1.png',
      'demo-banner-2.png',
      'demo-banner-3.png',
    ]);
    const [counts] = await db.query<Record<string, unknown>>(
      `SELECT (SELECT count(*) FROM news) AS news, (SELECT count(*) FROM notifications) AS notifications,
              (SELECT count(*) FROM user_ideas) AS ideas, (SELECT count(*) FROM chat_threads) AS threads,
              (SELECT count(*) FROM fingerprints WHERE status = 'PENDING') AS pending, (SELECT count(*) FROM app_settings) AS settings`,
    );
    expect(Object.values(counts ?? {}).map(Number)).toEqual([5, 8, 10, 30, 4, 5]);
  });
});
