/**
 * Moving one withdrawal request along the transition table, in one transaction: row lock, the
 * table's check for every step, the status change, the refund for DECLINED/FAILED (exactly once) and
 * the audit row.
 */
import { DomainError, type DomainRefusal, refuse } from '../domain/errors.js';
import {
  canTransition,
  type GatewayAction,
  refundsHeldAmount,
  type TranStatus,
  type Transition,
} from '../domain/fund-request-transitions.js';
import { writeAudit } from './audit-log.js';
import type { Db } from './db.js';
import { lockFundRequest, markRefunded, setFundRequestStatus } from './fund-requests.js';
import { postEntry } from './ledger.js';
import { requireVersion } from './live-outbox.js';

export interface Step {
  action: GatewayAction;
  to: TranStatus;
}

export interface MoveRequest {
  /** The transition table every step is checked against (the contract's, passed in by the caller). */
  transitions: readonly Transition[];
  requestId: number;
  /** The steps to take from the request's current status (a step may be the simulated gateway's answer). */
  steps: (requestId: number, from: TranStatus) => Step[];
  reason?: string | null;
  gateway?: string | null;
  actor: number | null;
  auditAction: string;
  /** If-Match: the version the caller saw; another version is refused ('record-changed'). */
  expectedVersion?: number;
}

type MoveRefusal = Extract<
  DomainRefusal,
  { code: 'fund-request-not-found' | 'illegal-transition' | 'record-changed' }
>;
const MOVE_REFUSALS: readonly string[] = ['fund-request-not-found', 'illegal-transition', 'record-changed'];
const isMoveRefusal = (refusal: DomainRefusal): refusal is MoveRefusal =>
  MOVE_REFUSALS.includes(refusal.code);

/** A request that could not move says why: unknown, an edge the table does not have, or changed meanwhile. */
export type MoveOutcome = { ok: true } | { ok: false; refusal: MoveRefusal };

export async function moveFundRequest(db: Db, move: MoveRequest): Promise<MoveOutcome> {
  try {
    await db.transaction(async (tx) => {
      const locked = await lockFundRequest(tx, move.requestId);
      if (!locked) throw refuse({ code: 'fund-request-not-found', requestId: move.requestId });
      await requireVersion(
        tx,
        {
          kind: 'withdrawal',
          recordId: String(move.requestId),
          label: `Request #${move.requestId}`,
          version: locked.version,
          state: locked.tran_status,
        },
        move.expectedVersion,
      );
      const steps = move.steps(move.requestId, locked.tran_status);
      let status = locked.tran_status;
      for (const step of steps) {
        if (!canTransition(move.transitions, step.action, status, step.to)) {
          throw refuse({
            code: 'illegal-transition',
            requestId: move.requestId,
            from: locked.tran_status,
            to: step.to,
          });
        }
        status = step.to;
      }
      await setFundRequestStatus(tx, move.requestId, status, { reason: move.reason, gateway: move.gateway });
      let refundEntryId: number | null = null;
      if (refundsHeldAmount(status) && locked.refund_entry_id === null) {
        const refund = await postEntry(tx, {
          userId: locked.user_id,
          amountPaise: locked.amount_paise,
          transType: 'WITHDRAWAL_REFUND',
          note: `Refund of withdrawal request #${move.requestId}`,
          createdBy: move.actor,
          refType: 'fund_request',
          refId: move.requestId,
        });
        if (!(await markRefunded(tx, move.requestId, refund.entryId))) {
          throw new Error(`withdrawal request ${move.requestId} was refunded twice`);
        }
        refundEntryId = refund.entryId;
      }
      await writeAudit(tx, {
        employeeId: move.actor,
        action: move.auditAction,
        entity: 'fund_request',
        entityId: move.requestId,
        reason: move.reason ?? null,
        before: { tran_status: locked.tran_status, gateway: locked.gateway },
        after: {
          tran_status: status,
          via: steps.slice(0, -1).map((s) => s.to),
          gateway: move.gateway ?? locked.gateway,
          refund_entry_id: refundEntryId,
        },
      });
    });
    return { ok: true };
  } catch (error) {
    // Thrown inside the transaction to roll it back; reported as this request's failure.
    if (error instanceof DomainError) {
      const { refusal } = error;
      if (isMoveRefusal(refusal)) return { ok: false, refusal };
    }
    throw error;
  }
}
