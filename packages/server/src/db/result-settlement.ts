/**
 * Declaring results (reverting them: db/result-revert.ts): the settlement rules of domain/settlement.ts applied to the bids
 * table with set-based SQL, and the money moved through the ledger (db/ledger-bulk.ts), all inside one
 * transaction that holds the result row's lock.
 *
 * Paying once: the result row is locked FOR UPDATE and its status checked before anything moves, so a
 * second or concurrent declare waits, then finds DECLARED and is refused ('result-already-declared').
 * Only PENDING bids are settled; each settled bid records result_id, and the WIN entries are keyed by
 * bid_id (ref_type 'bid').

 */

import { type BidType, type ProviderType, SESSION_BID_TYPES, type Session } from '../domain/bid-types.js';
import { refuse } from '../domain/errors.js';
import {
  type SettlementScope,
  settledBidTypes,
  type WinningDigit,
  winningDigits,
} from '../domain/settlement.js';
import { writeAudit } from './audit-log.js';
import { countDigitTotals, totalsKeyOf } from './bid-digit-totals.js';
import type { Db, Queryable } from './db.js';
import { postBulkEntries } from './ledger-bulk.js';
import { paise } from './money.js';
import { loadRates } from './rate-table.js';
import { sessionScopeSql } from './result-rows.js';
import { int } from './values.js';

export interface StoredResult {
  result_id: number;
  provider_id: number;
  provider_type: ProviderType;
  provider_name: string;
  game_date: string;
  session: Session | null;
  panna: string | null;
  ank: string | null;
  digit: string;
  status: 'SAVED' | 'DECLARED' | 'REVERTED';
}

/** What a declaration settles: bids of these types in this session scope; these digits win. */
export interface SettlementPlan {
  providerId: number;
  providerType: ProviderType;
  gameDate: string;
  session: Session | null;
  bidTypes: readonly BidType[];
  winners: WinningDigit[];
}

export async function lockResult(tx: Queryable, resultId: number): Promise<StoredResult> {
  const [row] = await tx.query<StoredResult>(
    `SELECT r.result_id, r.provider_id, r.provider_type, p.provider_name, r.game_date, r.session, r.panna, r.ank,
            r.digit, r.status
       FROM results r JOIN providers p ON p.provider_id = r.provider_id
      WHERE r.result_id = $1 FOR UPDATE OF r`,
    [resultId],
  );
  if (!row) throw refuse({ code: 'result-not-found' });
  return { ...row, provider_type: Number(row.provider_type) as ProviderType };
}

/**
 * The declared Open of a Close's market and date, locked FOR SHARE until the transaction ends, so an
 * Open revert (which takes that row FOR UPDATE) cannot commit while a Close is settled against it, and
 * a Close waiting behind an Open revert re-reads the row and finds it no longer DECLARED.
 * Lock order: the Close row (lockResult) before the Open row; an Open revert locks only the Open row.
 */
async function declaredOpen(q: Queryable, result: StoredResult) {
  const [open] = await q.query<{ panna: string; ank: string }>(
    `SELECT panna, ank FROM results
      WHERE provider_id = $1 AND game_date = $2 AND session = 'Open' AND status = 'DECLARED' FOR SHARE`,
    [result.provider_id, result.game_date],
  );
  return open;
}

/**
 * The plan for a result. A market Close needs its Open declared (jodi and sangams use both); without
 * it, `partial` allows a plan of the Close session's own bids only (for previews), else it is refused.
 */
export async function planFor(q: Queryable, result: StoredResult, partial = false): Promise<SettlementPlan> {
  const base = {
    providerId: result.provider_id,
    providerType: result.provider_type,
    gameDate: result.game_date,
    session: result.session,
  };
  const own = { panna: result.panna ?? '', ank: result.ank ?? '' };
  let scope: SettlementScope;
  if (result.provider_type === 3) scope = { providerType: 3, jodi: result.digit };
  else if (result.provider_type === 2) scope = { providerType: 2, result: own };
  else if (result.session === 'Open') scope = { providerType: 1, session: 'Open', open: own };
  else {
    const open = await declaredOpen(q, result);
    if (!open) {
      if (!partial) throw refuse({ code: 'open-not-declared' });
      const sessionOnly = winningDigits({ providerType: 1, session: 'Open', open: own });
      return { ...base, bidTypes: SESSION_BID_TYPES, winners: sessionOnly };
    }
    scope = { providerType: 1, session: 'Close', open, close: own };
  }
  return { ...base, bidTypes: settledBidTypes(scope), winners: winningDigits(scope) };
}

/**
 * $1..$8 of a plan's settling SQL: the session ($1 provider, $2 date, $3 session), its bid types with the
 * rates in force ($4 types, $5 stake, $6 win) and the winning (bid type, digit) pairs ($7, $8).
 */
export async function planParams(q: Queryable, plan: SettlementPlan): Promise<unknown[]> {
  const rates = await loadRates(q, plan.providerType);
  const types = plan.bidTypes.filter((t) => rates.has(t));
  return [
    plan.providerId,
    plan.gameDate,
    plan.session,
    types,
    types.map((t) => rates.get(t)?.bidAmount),
    types.map((t) => rates.get(t)?.winAmount),
    plan.winners.map((w) => w.bidType),
    plan.winners.map((w) => w.digit),
  ];
}

/**
 * Parameters $1..$8 and the FROM/WHERE of the PENDING bids a plan settles, joined to their rate `r`;
 * `won` and `payout` are SQL expressions over `b` and `r`.
 */
async function planSql(q: Queryable, plan: SettlementPlan) {
  const params = await planParams(q, plan);
  const from = `bids b JOIN unnest($4::text[], $5::int[], $6::int[]) AS r(bid_type, bid_amount, win_amount)
      ON r.bid_type = b.bid_type`;
  const where = `b.provider_id = $1 AND b.game_date = $2 AND b.bid_status = 'PENDING'
      AND ${sessionScopeSql('b', '$3::text')}`;
  const won = '(b.bid_type, b.digit) IN (SELECT w.t, w.d FROM unnest($7::text[], $8::text[]) AS w(t, d))';
  const payout =
    'b.amount_paise * coalesce(b.rate_win_amount, r.win_amount) / coalesce(b.rate_bid_amount, r.bid_amount)';
  return { params, from, where, won, payout };
}

/** How many would-be winners a preview lists (the largest payouts); its totals count all of them. */
export const PREVIEW_WINNERS_LIMIT = 50;

export interface PreviewWinner {
  bidId: number;
  userId: number;
  fullName: string;
  bidType: BidType;
  session: Session | null;
  digit: string;
  amountPaise: number;
  winPaise: number;
}

export interface SettlementPreview {
  winners: number;
  totalPayoutPaise: number;
  totalBidPaise: number;
  byBidType: Array<{ bidType: BidType; winners: number; payoutPaise: number }>;
  topWinners: PreviewWinner[];
}

/** What declaring would do now, without changing anything. */
export async function previewSettlement(q: Queryable, plan: SettlementPlan): Promise<SettlementPreview> {
  const s = await planSql(q, plan);
  const rows = await q.query<{ bid_type: BidType; winners: unknown; payout: unknown; total_bid: unknown }>(
    `SELECT b.bid_type, count(*) FILTER (WHERE ${s.won}) AS winners,
            coalesce(sum(${s.payout}) FILTER (WHERE ${s.won}), 0) AS payout, sum(b.amount_paise) AS total_bid
       FROM ${s.from} WHERE ${s.where} GROUP BY b.bid_type ORDER BY b.bid_type`,
    s.params,
  );
  const byBidType = rows.map((r) => ({
    bidType: r.bid_type,
    winners: int(r.winners),
    payoutPaise: paise(r.payout),
  }));
  const top = await q.query<{
    bid_id: unknown;
    user_id: number;
    full_name: string;
    bid_type: BidType;
    session: Session | null;
    digit: string;
    amount_paise: unknown;
    win_paise: unknown;
  }>(
    `SELECT b.bid_id, b.user_id, pl.full_name, b.bid_type, b.session, b.digit, b.amount_paise, ${s.payout} AS win_paise
       FROM ${s.from} JOIN players pl ON pl.user_id = b.user_id
      WHERE ${s.where} AND ${s.won}
      ORDER BY win_paise DESC, b.bid_id LIMIT ${PREVIEW_WINNERS_LIMIT}`,
    s.params,
  );
  return {
    winners: byBidType.reduce((n, r) => n + r.winners, 0),
    totalPayoutPaise: byBidType.reduce((n, r) => n + r.payoutPaise, 0),
    totalBidPaise: rows.reduce((n, r) => n + paise(r.total_bid), 0),
    byBidType,
    topWinners: top.map((w) => ({
      bidId: Number(w.bid_id),
      userId: Number(w.user_id),
      fullName: w.full_name,
      bidType: w.bid_type,
      session: w.session ?? null,
      digit: w.digit,
      amountPaise: paise(w.amount_paise),
      winPaise: paise(w.win_paise),
    })),
  };
}

export interface DeclareInput {
  resultId: number;
  employeeId: number | null;
  reason?: string | null;
  /** Test hook: runs after the WIN entries are written and before the result is marked declared. */
  afterPayouts?: () => Promise<void>;
  /** When it was declared (ISO instant); now() when absent. Only the demo seed backdates declarations. */
  at?: string | null;
}

export interface DeclareOutcome {
  won: number;
  lost: number;
  payoutPaise: number;
}

/** 'Kalyan 2026-11-26 Open': how ledger notes name a result. */
export function resultLabel(r: StoredResult): string {
  return [r.provider_name, r.game_date, r.session].filter(Boolean).join(' ');
}

/** Settles a SAVED result inside `tx` (the caller's transaction). */
export async function declareInTransaction(tx: Queryable, input: DeclareInput): Promise<DeclareOutcome> {
  const result = await lockResult(tx, input.resultId);
  if (result.status === 'DECLARED') throw refuse({ code: 'result-already-declared' });
  if (result.status !== 'SAVED') throw refuse({ code: 'declare-needs-saved' });
  const plan = await planFor(tx, result);
  const s = await planSql(tx, plan);
  const paid = "bid_status = 'WON' AND win_amount_paise > 0";
  // Two statements over the session's PENDING bids: the winners first (a semi-join to the winning pairs;
  // only their ~5% of rows are returned and aggregated), then every bid still PENDING loses. One
  // statement returning all 1,00,000 settled rows to aggregate them cost ~300 ms more on PGlite.
  const [settled] = await tx.query<{
    won: unknown;
    payout: unknown;
    paid_users: unknown[] | null;
    paid_amounts: unknown[] | null;
    paid_notes: string[] | null;
    paid_bids: unknown[] | null;
  }>(
    `WITH upd AS (
       UPDATE bids b SET bid_status = 'WON', win_amount_paise = ${s.payout},
              result_id = $9, settled_at = coalesce($10::timestamptz, now())
        FROM unnest($4::text[], $5::int[], $6::int[]) AS r(bid_type, bid_amount, win_amount)
       WHERE r.bid_type = b.bid_type AND ${s.where} AND ${s.won}
       RETURNING b.bid_id, b.user_id, b.bid_status, b.win_amount_paise, ${totalsKeyOf('b')}),
     -- The winners' wins join the kept totals (bid_digit_totals, db/counters.ts) in the same statement.
     wins AS (${countDigitTotals('upd', '0', 'sum(win_amount_paise)')})
     SELECT count(*) AS won, coalesce(sum(win_amount_paise), 0) AS payout, (SELECT count(*) FROM wins) AS win_slots,
            array_agg(user_id ORDER BY bid_id) FILTER (WHERE ${paid}) AS paid_users,
            array_agg(win_amount_paise ORDER BY bid_id) FILTER (WHERE ${paid}) AS paid_amounts,
            array_agg($11 || bid_type || ' ' || digit ORDER BY bid_id) FILTER (WHERE ${paid}) AS paid_notes,
            array_agg(bid_id ORDER BY bid_id) FILTER (WHERE ${paid}) AS paid_bids
       FROM upd`,
    [...s.params, result.result_id, input.at ?? null, `Win ${resultLabel(result)}: `],
  );
  const [lost] = await tx.query<{ lost: unknown }>(
    `WITH upd AS (
       UPDATE bids b SET bid_status = 'LOST', win_amount_paise = 0,
              result_id = $5, settled_at = coalesce($6::timestamptz, now())
       WHERE b.bid_type = ANY($4::text[]) AND ${s.where}
       RETURNING 1)
     SELECT count(*) AS lost FROM upd`,
    [...s.params.slice(0, 4), result.result_id, input.at ?? null],
  );
  const outcome = { won: int(settled?.won), lost: int(lost?.lost), payoutPaise: paise(settled?.payout) };
  // The winners' entries come from what the settling UPDATE returned (user, win, note, bid), so the
  // posting, which reads its source three times, never reads the session's bids again.
  const posted = await postBulkEntries(tx, {
    transType: 'WIN',
    source: `SELECT * FROM unnest($1::integer[], $2::bigint[], $3::text[], $4::bigint[])
               AS src(user_id, amount_paise, note, ref_id)`,
    params: [
      settled?.paid_users ?? [],
      settled?.paid_amounts ?? [],
      settled?.paid_notes ?? [],
      settled?.paid_bids ?? [],
    ],
    refType: 'bid',
    createdBy: input.employeeId,
    createdAt: input.at ?? null,
    resultId: result.result_id,
  });
  if (!posted.ok || posted.totalPaise !== outcome.payoutPaise) throw new Error('settlement payout mismatch');
  await input.afterPayouts?.();
  await tx.query(
    `UPDATE results SET status = 'DECLARED', declared_at = coalesce($3::timestamptz, now()), declared_by = $2
      WHERE result_id = $1`,
    [result.result_id, input.employeeId, input.at ?? null],
  );
  await writeAudit(tx, {
    employeeId: input.employeeId,
    action: 'results.declare',
    entity: 'result',
    entityId: result.result_id,
    reason: input.reason ?? null,
    before: { status: 'SAVED', digit: result.digit },
    after: {
      status: 'DECLARED',
      digit: result.digit,
      won: outcome.won,
      lost: outcome.lost,
      payout_paise: outcome.payoutPaise,
    },
  });
  return outcome;
}

/** Declares a SAVED result in its own transaction. */
export function declareResult(db: Db, input: DeclareInput): Promise<DeclareOutcome> {
  return db.transaction((tx) => declareInTransaction(tx, input));
}
