/**
 * Correcting a declared result in one step (issue 25): revert, save the new digits and declare them in
 * one transaction, so no player sees their money taken back and paid again in between. The preview is
 * the same correction run and rolled back: what it shows is what applying does, by construction.
 */

import type { ProviderType, Session } from '../domain/bid-types.js';
import { refuse } from '../domain/errors.js';
import type { Db, Queryable, Transaction } from './db.js';
import { paise } from './money.js';
import { revertResult } from './result-revert.js';
import { resultDigits, saveResult } from './result-save.js';
import { declareResult, lockResult, type StoredResult } from './result-settlement.js';
import { recordSessionCheck } from './settlement-check.js';
import { transactionView } from './transaction-view.js';
import { int } from './values.js';

export interface CorrectionInput {
  resultId: number;
  panna?: string | undefined;
  digit?: string | undefined;
  employeeId: number | null;
  reason: string;
}

export interface PlayerChange {
  userId: number;
  fullName: string;
  bids: number;
  winBeforePaise: number;
  winAfterPaise: number;
  balanceNowPaise: number;
}

export interface CorrectionOutcome {
  old: StoredResult;
  newResultId: number;
  /** Settled bids whose outcome changes: won -> lost, lost -> won, or a different win. */
  flippedBids: number;
  players: PlayerChange[];
  revertedBids: number;
  revertedPaise: number;
  won: number;
  lost: number;
  payoutPaise: number;
}

export interface ShortPlayer {
  userId: number;
  fullName: string;
  balanceNowPaise: number;
  winTakenBackPaise: number;
}

/** Players whose balance is below the wins the result paid them: taking those back would go below zero. */
export async function playersGoingBelowZero(q: Queryable, resultId: number): Promise<ShortPlayer[]> {
  const rows = await q.query<{ user_id: number; full_name: string; balance_paise: unknown; win: unknown }>(
    `SELECT b.user_id, p.full_name, w.balance_paise, sum(b.win_amount_paise) AS win
       FROM bids b JOIN wallets w ON w.user_id = b.user_id JOIN players p ON p.user_id = b.user_id
      WHERE b.result_id = $1 AND b.bid_status = 'WON'
      GROUP BY b.user_id, p.full_name, w.balance_paise
     HAVING w.balance_paise < sum(b.win_amount_paise)
      ORDER BY b.user_id`,
    [resultId],
  );
  return rows.map((r) => ({
    userId: int(r.user_id),
    fullName: r.full_name,
    balanceNowPaise: paise(r.balance_paise),
    winTakenBackPaise: paise(r.win),
  }));
}

interface SettledBid {
  bid_id: unknown;
  user_id: number;
  bid_status: string;
  win_amount_paise: unknown;
}

const settledBy = (q: Queryable, resultId: number) =>
  q.query<SettledBid>(
    `SELECT bid_id, user_id, bid_status, win_amount_paise FROM bids
      WHERE result_id = $1 AND bid_status IN ('WON', 'LOST')`,
    [resultId],
  );

/** Per player: the bids whose outcome changes and their wins before and after. */
async function changes(tx: Queryable, before: SettledBid[], after: SettledBid[]) {
  const was = new Map(before.map((b) => [String(b.bid_id), b]));
  const now = new Map(after.map((b) => [String(b.bid_id), b]));
  const perPlayer = new Map<number, { bids: number; before: number; after: number }>();
  let flipped = 0;
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const a = was.get(id);
    const b = now.get(id);
    const winA = a?.bid_status === 'WON' ? paise(a.win_amount_paise) : 0;
    const winB = b?.bid_status === 'WON' ? paise(b.win_amount_paise) : 0;
    if (a?.bid_status === b?.bid_status && winA === winB) continue;
    flipped += 1;
    const userId = int((a ?? b)?.user_id);
    const line = perPlayer.get(userId) ?? { bids: 0, before: 0, after: 0 };
    perPlayer.set(userId, { bids: line.bids + 1, before: line.before + winA, after: line.after + winB });
  }
  const ids = [...perPlayer.keys()];
  const rows = ids.length
    ? await tx.query<{ user_id: number; full_name: string; balance_paise: unknown }>(
        `SELECT p.user_id, p.full_name, w.balance_paise FROM players p JOIN wallets w ON w.user_id = p.user_id
          WHERE p.user_id = ANY($1::int[])`,
        [ids],
      )
    : [];
  const players = rows.map((r) => {
    const line = perPlayer.get(int(r.user_id)) ?? { bids: 0, before: 0, after: 0 };
    return {
      userId: int(r.user_id),
      fullName: r.full_name,
      bids: line.bids,
      winBeforePaise: line.before,
      winAfterPaise: line.after,
      // Read after the correction ran: the balance now is the one before it.
      balanceNowPaise: paise(r.balance_paise) - (line.after - line.before),
    };
  });
  return { flipped, players };
}

class DryRun extends Error {
  constructor(readonly outcome: CorrectionOutcome) {
    super('dry run');
  }
}

async function runCorrection(view: Db, tx: Transaction, input: CorrectionInput): Promise<CorrectionOutcome> {
  const old = await lockResult(tx, input.resultId);
  if (old.status !== 'DECLARED') throw refuse({ code: 'correct-needs-declared' });
  const digits = resultDigits({
    providerId: old.provider_id,
    providerType: old.provider_type as ProviderType,
    gameDate: old.game_date,
    session: (old.session ?? undefined) as Session | undefined,
    panna: input.panna,
    digit: input.digit,
    employeeId: input.employeeId,
  });
  if (digits.digit === old.digit) throw refuse({ code: 'correction-same-result', digit: old.digit });
  const before = await settledBy(tx, old.result_id);
  const reverted = await revertResult(view, {
    resultId: old.result_id,
    employeeId: input.employeeId,
    reason: input.reason,
  });
  await recordSessionCheck(view, old.result_id, 'REVERT');
  const newResultId = await saveResult(view, {
    providerId: old.provider_id,
    providerType: old.provider_type as ProviderType,
    gameDate: old.game_date,
    session: (old.session ?? undefined) as Session | undefined,
    panna: input.panna,
    digit: input.digit,
    employeeId: input.employeeId,
  });
  const settled = await declareResult(view, {
    resultId: newResultId,
    employeeId: input.employeeId,
    reason: `Correction of ${old.digit}: ${input.reason}`,
  });
  await recordSessionCheck(view, newResultId, 'DECLARE');
  const { flipped, players } = await changes(tx, before, await settledBy(tx, newResultId));
  return {
    old,
    newResultId,
    flippedBids: flipped,
    players,
    revertedBids: reverted.bids,
    revertedPaise: reverted.amountPaise,
    won: settled.won,
    lost: settled.lost,
    payoutPaise: settled.payoutPaise,
  };
}

/** Reverts and declares the new digits in one transaction (the caller's, when `db` is a transaction view). */
export async function correctResult(db: Db, input: CorrectionInput): Promise<CorrectionOutcome> {
  let flush = async () => {};
  const outcome = await db.transaction((tx) => {
    const view = transactionView(tx, db);
    flush = () => view.flush();
    return runCorrection(view, tx, input);
  });
  // Other instances hear of the declaration once it is committed.
  await flush();
  return outcome;
}

/** What correcting would do now: the correction run and rolled back. */
export async function previewCorrection(db: Db, input: CorrectionInput): Promise<CorrectionOutcome> {
  try {
    await db.transaction(async (tx) => {
      throw new DryRun(await runCorrection(transactionView(tx, db), tx, input));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.outcome;
    throw error;
  }
  throw new Error('a dry run always rolls back');
}
