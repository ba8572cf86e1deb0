/**
 * Demo games: 12 markets, 12 starline and 8 jackpot slots with weekday timings, the default rates,
 * about 210,000 bids over the last 60 days (DEMO_BIDS scales it), and results for every open slot:
 * past days declared through the real settlement code (declareInTransaction, backdated to each
 * result time), today declared up to the last hour, the last hour's and the next few saved and not
 * declared (a day being run, at whatever hour it is seeded). Leaves existing games alone.
 */
import type { Db, Queryable } from '../db/db.js';
import { insertWeekdaySettings } from '../db/providers.js';
import { declareInTransaction } from '../db/result-settlement.js';
import { BID_TYPES_BY_PROVIDER_TYPE, type ProviderType } from '../domain/bid-types.js';
import { ALL_PANNAS, ankOf } from '../domain/panna.js';
import { DEFAULT_RATES } from '../domain/rates.js';
import { JACKPOT_SLOTS, MARKETS, minutesBefore, STARLINE_SLOTS, slotLabel } from './games-catalog.js';
import { bidLedgerSql, bidsSql } from './games-sql.js';
import { insertIntegrityDemoBids } from './integrity.js';

export const DEMO_BID_COUNT = 210_000;

/** DEMO_BIDS (a positive integer) overrides the bid count, e.g. for quick tests. */
export function demoBidCount(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.DEMO_BIDS);
  return Number.isInteger(n) && n > 0 ? n : DEMO_BID_COUNT;
}

/** A small deterministic PRNG (mulberry32), so the demo results are the same on every seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Slot {
  providerId: number;
  providerType: ProviderType;
  gameDate: string;
  session: 'Open' | 'Close' | null;
  panna: string | null;
  digit: string;
  at: string;
  declare: boolean;
}

async function insertProvider(tx: Queryable, type: ProviderType, name: string): Promise<number> {
  const [row] = await tx.query<{ provider_id: number }>(
    'INSERT INTO providers (provider_type, provider_name, game_name) VALUES ($1, $2, $2) RETURNING provider_id',
    [type, name],
  );
  const id = row?.provider_id ?? 0;
  await insertWeekdaySettings(tx, id, type);
  return id;
}

async function seedProviders(tx: Queryable) {
  const market: number[] = [];
  for (const m of MARKETS) {
    const id = await insertProvider(tx, 1, m.name);
    await tx.query(
      `UPDATE provider_settings SET obt = $2::time, obrt = $3::time, cbt = $4::time, cbrt = $5::time,
              status = NOT (day = ANY($6::text[])) WHERE provider_id = $1`,
      [id, minutesBefore(m.open, 10), m.open, minutesBefore(m.close, 10), m.close, m.closedOn],
    );
    market.push(id);
  }
  const slots = async (type: ProviderType, prefix: string, times: readonly string[]) => {
    const ids: number[] = [];
    for (const time of times) {
      const id = await insertProvider(tx, type, `${prefix} ${slotLabel(time)}`);
      await tx.query('UPDATE provider_settings SET obt = $2::time, obrt = $3::time WHERE provider_id = $1', [
        id,
        minutesBefore(time, 5),
        time,
      ]);
      ids.push(id);
    }
    return ids;
  };
  const starline = await slots(2, 'Starline', STARLINE_SLOTS);
  const jackpot = await slots(3, 'Jackpot', JACKPOT_SLOTS);
  for (const type of [1, 2, 3] as const) {
    for (const bidType of BID_TYPES_BY_PROVIDER_TYPE[type]) {
      const rate = DEFAULT_RATES[bidType];
      await tx.query(
        'INSERT INTO rates (provider_type, bid_type, bid_amount, win_amount) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [type, bidType, rate.bidAmount, rate.winAmount],
      );
    }
  }
  return { market, starline, jackpot };
}

type Plan = 'declare' | 'save' | 'none';

/** How far back today's results are all declared: a day being run leaves only the last hour's open. */
export const DECLARED_BEFORE_MS = 60 * 60_000;

/**
 * Today's plan for a slot, as a day being run looks at any hour: due more than an hour ago, declared;
 * due within the last hour, saved and waiting for its check (the one or two the overdue alarm names);
 * of the slots still to come, the first three are saved in advance (saved now, not in the future).
 */
export function todayPlanner(now: Date) {
  let upcomingSaved = 0;
  return (at: string): Plan => {
    const due = new Date(at).getTime();
    if (due <= now.getTime() - DECLARED_BEFORE_MS) return 'declare';
    if (due <= now.getTime()) return 'save';
    if (upcomingSaved < 3) {
      upcomingSaved += 1;
      return 'save';
    }
    return 'none';
  };
}

/** Every result of the 60 days: all past ones declared, today's declared, saved or not yet there. */
function planResults(
  days: string[],
  ids: { market: number[]; starline: number[]; jackpot: number[] },
  closed: Map<number, Set<string>>,
  weekdayOf: Map<string, string>,
  now: Date,
): Slot[] {
  const random = prng(20240601);
  const panna = () => ALL_PANNAS[Math.floor(random() * ALL_PANNAS.length)] as string;
  const today = days[days.length - 1];
  const todayPlan = todayPlanner(now);
  const out: Slot[] = [];
  const add = (slot: Omit<Slot, 'declare'>, plan: Plan) => {
    if (plan !== 'none') out.push({ ...slot, declare: plan === 'declare' });
  };
  for (const day of days) {
    const planOf = (at: string): Plan => (day === today ? todayPlan(at) : 'declare');
    ids.market.forEach((providerId, i) => {
      const m = MARKETS[i];
      if (!m || closed.get(providerId)?.has(weekdayOf.get(day) ?? '')) return;
      const open = panna();
      const close = panna();
      const openAt = `${day}T${m.open}:00+05:30`;
      const closeAt = `${day}T${m.close}:00+05:30`;
      const openPlan = planOf(openAt);
      // A Close is declared only after its Open; otherwise it can at most be saved.
      const closePlan = planOf(closeAt);
      const session = (s: 'Open' | 'Close', p: string, at: string) => ({
        providerId,
        providerType: 1 as const,
        gameDate: day,
        session: s,
        panna: p,
        digit: `${p}-${ankOf(p)}`,
        at,
      });
      add(session('Open', open, openAt), openPlan);
      add(
        session('Close', close, closeAt),
        closePlan === 'declare' && openPlan !== 'declare' ? 'save' : closePlan,
      );
    });
    ids.starline.forEach((providerId, i) => {
      const p = panna();
      const at = `${day}T${STARLINE_SLOTS[i]}:00+05:30`;
      add(
        {
          providerId,
          providerType: 2,
          gameDate: day,
          session: null,
          panna: p,
          digit: `${p}-${ankOf(p)}`,
          at,
        },
        planOf(at),
      );
    });
    ids.jackpot.forEach((providerId, i) => {
      const jodi = String(Math.floor(random() * 100)).padStart(2, '0');
      const at = `${day}T${JACKPOT_SLOTS[i]}:00+05:30`;
      add(
        { providerId, providerType: 3, gameDate: day, session: null, panna: null, digit: jodi, at },
        planOf(at),
      );
    });
  }
  return out;
}

/**
 * `now` is the one clock reading the whole seed plans by (which days, what today has declared, saved or
 * not yet): a seed that reads the clock twice can straddle midnight or the hour between its steps.
 */
export async function seedGames(db: Db, bidCount = demoBidCount(), now = new Date()): Promise<void> {
  const [existing] = await db.query('SELECT 1 FROM providers LIMIT 1');
  if (existing) return;
  const ids = await db.transaction(async (tx) => {
    const providers = await seedProviders(tx);
    // About 13% of market bids fall on closed weekdays and are skipped; generate a little more.
    await tx.exec(bidsSql(Math.round(bidCount * 1.1), providers, now));
    await tx.exec(bidLedgerSql());
    return providers;
  });
  const dayRows = await db.query<{ day: string; weekday: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day, trim(to_char(d, 'FMDAY')) AS weekday
       FROM generate_series(($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date - 59, ($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS d`,
    [now.toISOString()],
  );
  const closedRows = await db.query<{ provider_id: number; day: string }>(
    'SELECT provider_id, day FROM provider_settings WHERE NOT status',
  );
  const closed = new Map<number, Set<string>>();
  for (const r of closedRows) closed.set(r.provider_id, (closed.get(r.provider_id) ?? new Set()).add(r.day));
  const slots = planResults(
    dayRows.map((r) => r.day),
    ids,
    closed,
    new Map(dayRows.map((r) => [r.day, r.weekday])),
    now,
  );
  const [admin] = await db.query<{ employee_id: number }>(
    "SELECT employee_id FROM employees WHERE username = 'admin'",
  );
  await db.transaction(async (tx) => {
    const saved = await tx.query<{
      result_id: number;
      provider_id: number;
      game_date: string;
      session: string | null;
    }>(
      `INSERT INTO results (provider_id, provider_type, game_date, session, panna, ank, digit, status, saved_at, saved_by)
       SELECT r.provider_id, r.provider_type, r.game_date::date, r.session, r.panna, CASE WHEN r.panna IS NULL THEN NULL ELSE split_part(r.digit, '-', 2) END,
              r.digit, 'SAVED', least(r.at::timestamptz - interval '5 minutes', now()), $8
         FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              WITH ORDINALITY AS r(provider_id, provider_type, game_date, session, panna, digit, at, n)
        ORDER BY r.n
       RETURNING result_id, provider_id, to_char(game_date, 'YYYY-MM-DD') AS game_date, session`,
      [
        slots.map((s) => s.providerId),
        slots.map((s) => s.providerType),
        slots.map((s) => s.gameDate),
        slots.map((s) => s.session),
        slots.map((s) => s.panna),
        slots.map((s) => s.digit),
        slots.map((s) => s.at),
        admin?.employee_id ?? null,
      ],
    );
    const key = (providerId: number, gameDate: string, session: string | null) =>
      `${providerId}|${gameDate}|${session ?? ''}`;
    const idOf = new Map(saved.map((r) => [key(r.provider_id, r.game_date, r.session), r.result_id]));
    await insertIntegrityDemoBids(
      tx,
      slots.map((slot) => ({
        ...slot,
        resultId: idOf.get(key(slot.providerId, slot.gameDate, slot.session)) ?? 0,
      })),
      now,
    );
    const order = slots
      .map((slot) => ({ slot, resultId: idOf.get(key(slot.providerId, slot.gameDate, slot.session)) ?? 0 }))
      .filter((x) => x.slot.declare)
      .sort((a, b) => a.slot.at.localeCompare(b.slot.at));
    for (const { slot, resultId } of order) {
      await declareInTransaction(tx, {
        resultId,
        employeeId: admin?.employee_id ?? null,
        at: slot.at,
        reason: 'Demo seed',
      });
    }
  });
}
