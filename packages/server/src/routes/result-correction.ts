/**
 * "Correct result" (issue 25): the new digits for a declared result, previewed (every player whose
 * outcome flips, the rupee difference each, those who would go below zero) and applied as one
 * transaction (revert and declare) under one Idempotency-Key; under the revert policy when it is on.
 */
import { paiseToRupees } from '../db/money.js';
import {
  type CorrectionInput,
  type CorrectionOutcome,
  correctResult,
  playersGoingBelowZero,
  previewCorrection,
  type ShortPlayer,
} from '../db/result-correction.js';
import { getResultRow } from '../db/result-rows.js';
import type { ProviderType } from '../domain/bid-types.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { requireFamily } from './family-access.js';
import { actorId, bodyOf } from './request-values.js';

/** How many players a preview lists (the largest differences first); its totals count all of them. */
const PREVIEW_PLAYERS = 200;

async function correctionInput(ctx: RequestContext): Promise<CorrectionInput> {
  const body = bodyOf<{ result_id: number; panna?: string; digit?: string; reason?: string }>(ctx);
  const row = await getResultRow(ctx.db, body.result_id);
  if (!row) throw notFound();
  requireFamily(ctx, row.provider_type as ProviderType, 'result');
  return {
    resultId: body.result_id,
    panna: body.panna,
    digit: body.digit,
    employeeId: actorId(ctx),
    reason: body.reason?.trim() || 'Correct result',
  };
}

const shortWire = (short: ShortPlayer[]) =>
  short.map((s) => ({
    user_id: s.userId,
    full_name: s.fullName,
    balance: paiseToRupees(s.balanceNowPaise),
    win_taken_back: paiseToRupees(s.winTakenBackPaise),
  }));

export function correctionPreviewWire(
  outcome: CorrectionOutcome | null,
  short: ShortPlayer[],
  input: CorrectionInput,
) {
  const players = [...(outcome?.players ?? [])].sort(
    (a, b) =>
      Math.abs(b.winAfterPaise - b.winBeforePaise) - Math.abs(a.winAfterPaise - a.winBeforePaise) ||
      a.userId - b.userId,
  );
  const total = players.reduce((n, p) => n + p.winAfterPaise - p.winBeforePaise, 0);
  return {
    result_id: input.resultId,
    from: outcome?.old.digit ?? null,
    to: input.panna ?? input.digit ?? '',
    can_apply: short.length === 0,
    flipped_bids: outcome?.flippedBids ?? 0,
    player_count: players.length,
    total_difference: paiseToRupees(total),
    players: players.slice(0, PREVIEW_PLAYERS).map((p) => ({
      user_id: p.userId,
      full_name: p.fullName,
      bids: p.bids,
      win_before: paiseToRupees(p.winBeforePaise),
      win_after: paiseToRupees(p.winAfterPaise),
      difference: paiseToRupees(p.winAfterPaise - p.winBeforePaise),
      balance: paiseToRupees(p.balanceNowPaise),
      balance_after: paiseToRupees(p.balanceNowPaise + p.winAfterPaise - p.winBeforePaise),
    })),
    below_zero: shortWire(short),
  };
}

/** The preview of a correction now (rolled back); the players short of their wins when it cannot run. */
export async function correctionPreview(ctx: RequestContext) {
  const input = await correctionInput(ctx);
  const short = await playersGoingBelowZero(ctx.db, input.resultId);
  const outcome = short.length ? null : await previewCorrection(ctx.db, input);
  return correctionPreviewWire(outcome, short, input);
}

export const resultCorrectionHandlers: HandlerTable = {
  'results.correctPreview': async (ctx) => ({ data: await correctionPreview(ctx) }),

  'results.correct': async (ctx) => {
    const input = await correctionInput(ctx);
    const short = await playersGoingBelowZero(ctx.db, input.resultId);
    if (short.length) {
      const names = short.slice(0, 10).map((s) => `${s.fullName} (user ${s.userId})`);
      throw conflict(`Taking the wins back would take these players below zero: ${names.join(', ')}`);
    }
    const outcome = await ctx.metrics.settlement('declare', () => correctResult(ctx.db, input));
    const result = await getResultRow(ctx.db, outcome.newResultId);
    return {
      msg: `Result corrected from ${outcome.old.digit} to ${result?.digit ?? ''}`,
      data: {
        result,
        preview: correctionPreviewWire(outcome, [], input),
        reverted: { bids: outcome.revertedBids, amount: paiseToRupees(outcome.revertedPaise) },
        settled: { won: outcome.won, lost: outcome.lost, payout: paiseToRupees(outcome.payoutPaise) },
      },
    };
  },
};
