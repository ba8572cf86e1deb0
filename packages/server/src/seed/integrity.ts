/**
 * The integrity watch in the demo (issue 26), so a new user sees it: a few late bids (placed minutes
 * after their session's bids closed; today's on sessions not declared yet, so the declare desk shows
 * them before Declare), one improbable winner (four panna wins in 16 tries over the last weeks, about
 * 1 in 1.3 million by chance), and, once everything is declared, a settlement check of every
 * declared session and a whole-books check. The bids go in before the demo's declarations, through
 * the same ledger path as the other demo bids (seed/games-sql.ts bidLedgerSql).
 */
import { recordBooksCheck } from '../db/books-check.js';
import type { Db, Queryable } from '../db/db.js';
import { uncheckedResultIds } from '../db/session-check-rows.js';
import { recordSessionCheck } from '../db/settlement-check.js';
import { ALL_PANNAS, pannaKind } from '../domain/panna.js';
import { bidLedgerSql } from './games-sql.js';

/** A demo result slot as games.ts plans it, with its stored result id. */
export interface PlannedSlot {
  resultId: number;
  providerId: number;
  providerType: 1 | 2 | 3;
  gameDate: string;
  session: 'Open' | 'Close' | null;
  panna: string | null;
  declare: boolean;
}

interface DemoBid {
  userId: number;
  providerId: number;
  providerType: 1 | 2 | 3;
  gameDate: string;
  session: 'Open' | 'Close' | null;
  bidType: string;
  digit: string;
  amountPaise: number;
  placedAt: string;
}

const SINGLE_DIGIT = {
  1: 'SINGLE_DIGIT_MARKET',
  2: 'SINGLE_DIGIT_STARLINE',
  3: 'LEFT_DIGIT_JACKPOT',
} as const;
const PANNA_TYPE = {
  SP: 'SINGLE_PANNA_MARKET',
  DP: 'DOUBLE_PANNA_MARKET',
  TP: 'TRIPLE_PANNA_MARKET',
} as const;

/** The newest business date of the plan (today). */
function lastDay(slots: PlannedSlot[]): string {
  return (
    slots
      .map((s) => s.gameDate)
      .sort()
      .at(-1) ?? ''
  );
}

/** Each slot's bids-close instant (ISO), from the weekday timings. */
async function closesAt(tx: Queryable, slots: PlannedSlot[]): Promise<Map<number, string>> {
  const rows = await tx.query<{ result_id: number; closes_at: string }>(
    `SELECT r.result_id,
            ((r.game_date + CASE WHEN r.session = 'Close' THEN coalesce(ps.cbt, ps.obt) ELSE ps.obt END)::timestamp
              AT TIME ZONE 'Asia/Kolkata') AS closes_at
       FROM results r JOIN provider_settings ps ON ps.provider_id = r.provider_id
        AND ps.day = trim(to_char(r.game_date, 'FMDAY'))
      WHERE r.result_id = ANY($1::int[])`,
    [slots.map((s) => s.resultId)],
  );
  return new Map(rows.map((r) => [r.result_id, new Date(r.closes_at).toISOString()]));
}

async function players(tx: Queryable, count: number): Promise<number[]> {
  const rows = await tx.query<{ user_id: number }>(
    `SELECT user_id FROM players WHERE stage = 'REGISTERED' ORDER BY user_id LIMIT $1`,
    [count],
  );
  return rows.map((r) => r.user_id);
}

/** A few late bids: two today on sessions still to declare, one every few days before. */
function lateBids(slots: PlannedSlot[], closes: Map<number, string>, users: number[], now: Date): DemoBid[] {
  const today = lastDay(slots);
  const closedFor = (s: PlannedSlot, minutes: number) => {
    const close = closes.get(s.resultId);
    return close !== undefined && Date.parse(close) + minutes * 60_000 < now.getTime();
  };
  const todays = slots.filter((s) => s.gameDate === today && !s.declare && closedFor(s, 4)).slice(0, 2);
  const past = slots.filter((s, i) => s.gameDate < today && s.declare && i % 97 === 5).slice(0, 6);
  const out: DemoBid[] = [];
  [...todays, ...past].forEach((slot, n) => {
    const close = Date.parse(closes.get(slot.resultId) ?? '');
    [40, 95, 170].slice(0, n < todays.length ? 3 : 1 + (n % 2)).forEach((seconds, k) => {
      out.push({
        userId: users[(n * 3 + k) % users.length] ?? 0,
        providerId: slot.providerId,
        providerType: slot.providerType,
        gameDate: slot.gameDate,
        session: slot.providerType === 1 ? slot.session : null,
        bidType: SINGLE_DIGIT[slot.providerType],
        digit: String((n + 3 * k) % 10),
        amountPaise: [50_000, 20_000, 100_000][k] ?? 20_000,
        placedAt: new Date(close + seconds * 1000).toISOString(),
      });
    });
  });
  return out;
}

/** Four winning pannas in 16 tries on recent declared market Opens, for one player. */
function luckyBids(slots: PlannedSlot[], userId: number): DemoBid[] {
  const today = lastDay(slots);
  const opens = slots
    .filter((s) => s.providerType === 1 && s.session === 'Open' && s.declare && s.gameDate < today && s.panna)
    .sort((a, b) => b.gameDate.localeCompare(a.gameDate) || a.providerId - b.providerId)
    .filter((_, i) => i % 7 === 0)
    .slice(0, 16);
  return opens.map((slot, i) => {
    const winning = slot.panna ?? '';
    const digit =
      i % 4 === 0
        ? winning
        : (ALL_PANNAS.find((p) => p !== winning && pannaKind(p) === pannaKind(winning)) ?? winning);
    const kind = pannaKind(digit) ?? 'SP';
    return {
      userId,
      providerId: slot.providerId,
      providerType: 1 as const,
      gameDate: slot.gameDate,
      session: 'Open' as const,
      bidType: PANNA_TYPE[kind],
      digit,
      amountPaise: 10_000,
      placedAt: `${slot.gameDate}T08:15:00+05:30`,
    };
  });
}

/** The improbable winner: a player of their own, so that only their panna bids count. */
async function luckyPlayer(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ user_id: number }>(
    `INSERT INTO players (full_name, phone, email, stage, created_at)
     VALUES ('Rohit Kulkarni', '9000002626', 'rohit.kulkarni@example.in', 'REGISTERED', now() - interval '90 days')
     RETURNING user_id`,
  );
  const userId = row?.user_id ?? 0;
  await tx.query('INSERT INTO wallets (user_id) VALUES ($1)', [userId]);
  return userId;
}

/** Inserts the demo's late bids and the improbable winner's bids (before the demo declares anything). */
export async function insertIntegrityDemoBids(
  tx: Queryable & { exec(sql: string): Promise<void> },
  slots: PlannedSlot[],
  now: Date,
) {
  const users = await players(tx, 60);
  const closes = await closesAt(tx, slots);
  const lucky = await luckyPlayer(tx);
  const bids = [...lateBids(slots, closes, users.slice(0, 20), now), ...luckyBids(slots, lucky)];
  if (bids.length === 0) return;
  await tx.query(
    `CREATE TEMP TABLE seed_bids AS
     SELECT nextval('bids_bid_id_seq') AS bid_id, nextval('ledger_entries_entry_id_seq') AS entry_id, b.user_id,
            b.provider_id, b.provider_type::smallint AS provider_type, b.game_date::date AS game_date, b.session,
            b.bid_type, b.digit, NULL::text AS half_sangam_form, b.amount_paise::bigint AS amount_paise,
            b.placed_at::timestamptz AS bid_created_at
       FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::text[])
            AS b(user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise, placed_at)`,
    [
      bids.map((b) => b.userId),
      bids.map((b) => b.providerId),
      bids.map((b) => b.providerType),
      bids.map((b) => b.gameDate),
      bids.map((b) => b.session),
      bids.map((b) => b.bidType),
      bids.map((b) => b.digit),
      bids.map((b) => b.amountPaise),
      bids.map((b) => b.placedAt),
    ],
  );
  await tx.exec(bidLedgerSql());
}

/** Checks every declared session not checked yet, then the whole books. */
export async function seedIntegrityChecks(db: Db): Promise<void> {
  for (const resultId of await uncheckedResultIds(db)) await recordSessionCheck(db, resultId, 'SEED');
  const [books] = await db.query('SELECT 1 FROM books_checks LIMIT 1');
  if (!books) await recordBooksCheck(db, 'DAILY');
}
