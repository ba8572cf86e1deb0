/**
 * The hash chains over the ledger and the audit trail (issue 40): verify now, the latest verdict, and a
 * signed checkpoint on demand. The work is in chains/chain-service.ts; the SQL in db/chain-*.ts.
 */
import type { ChainProblem, ChainVerdict, CheckpointClaim } from '@backoffice/sdk';
import { checkpointChains, NoSigningKey, verifyChains } from '../chains/chain-service.js';
import { type KeptVerification, lastCheckpointAt, latestVerification } from '../db/chain-records.js';
import { conflict, type HandlerTable, type RequestContext } from '../http/handler.js';
import { actorId } from './request-values.js';

const problemRow = (p: ChainProblem) => ({
  kind: p.kind,
  position: p.position,
  row_id: 'rowId' in p ? p.rowId : null,
  columns: p.kind === 'changed-row' ? p.columns : [],
  other_position: p.kind === 'reordered' ? p.otherPosition : null,
  checkpoint_position:
    p.kind === 'truncated' ? p.checkpointPosition : p.kind === 'checkpoint-mismatch' ? p.position : null,
  checkpoint_time: 'checkpointTime' in p ? p.checkpointTime : null,
});

const verdictRow = (v: ChainVerdict) => ({
  chain: v.chain,
  ok: v.ok,
  length: v.length,
  verified_to: v.verifiedTo,
  head: v.head,
  problem: v.problem ? problemRow(v.problem) : null,
  checkpoint: v.checkpoint
    ? { position: v.checkpoint.position, head: v.checkpoint.head, time: v.checkpoint.time }
    : null,
});

async function reportRow(ctx: RequestContext, kept: KeptVerification) {
  return {
    verification_id: kept.verificationId,
    ok: kept.ok,
    verified_at: kept.verifiedAt,
    duration_ms: kept.durationMs,
    chains: kept.chains.map(verdictRow),
    public_key: ctx.config.chains.signer?.publicKeyPem ?? null,
    last_checkpoint_at: await lastCheckpointAt(ctx.db),
  };
}

/** "Chain broken at #N (a changed row: amount_paise)": the first problem of a failed verification. */
function verdictMessage(kept: KeptVerification): string {
  if (kept.ok) return 'Chains verified';
  const bad = kept.chains.find((c) => c.problem);
  return bad?.problem
    ? `The ${bad.chain} chain is broken at #${bad.problem.position} (${bad.problem.kind})`
    : 'Chains broken';
}

/** The alarm's part: the latest verification when it failed (integrity.alarms, for risk.chainVerify). */
export async function failedChainsAlarm(ctx: RequestContext) {
  const kept = await latestVerification(ctx.db);
  return kept && !kept.ok ? reportRow(ctx, kept) : null;
}

export const chainsHandlers: HandlerTable = {
  'integrity.chains': async (ctx) => {
    const kept = await latestVerification(ctx.db);
    return { data: kept ? await reportRow(ctx, kept) : null };
  },

  'integrity.verifyChains': async (ctx) => {
    const given = (ctx.body as { checkpoints?: CheckpointClaim[] } | undefined)?.checkpoints;
    const kept = await verifyChains(ctx.db, ctx.config.chains, actorId(ctx), given);
    return { msg: verdictMessage(kept), data: await reportRow(ctx, kept) };
  },

  'integrity.checkpointChains': async (ctx) => {
    try {
      const signed = await checkpointChains(ctx.db, ctx.config.chains, ctx.now());
      return { msg: 'Checkpoint written', data: signed };
    } catch (error) {
      if (error instanceof NoSigningKey) throw conflict(error.message);
      throw error;
    }
  },
};
