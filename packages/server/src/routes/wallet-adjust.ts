/** The admin wallet adjustment: type 0 credits, any other type debits, through the ledger. */

import { writeAudit } from '../db/audit-log.js';
import { postEntry } from '../db/ledger.js';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../db/money.js';
import { DomainError } from '../domain/errors.js';
import { badRequest, type HandlerTable, notFound } from '../http/handler.js';
import { actorId, bodyOf } from './request-values.js';

export function adjustMessage(amountPaise: number, credit: boolean): string {
  const amount = formatRupees(amountPaise);
  return credit ? `${amount} credited successfully to wallet` : `${amount} debited successfully from wallet`;
}

function amountInPaise(rupees: number): number {
  try {
    return rupeesToPaise(rupees);
  } catch {
    throw badRequest('amount must have at most 2 decimals');
  }
}

export const walletAdjustHandlers: HandlerTable = {
  'wallet.adjust': async (ctx) => {
    const body = bodyOf<{ user_id: number; amount: number; type: number; reason: string }>(ctx);
    const amountPaise = amountInPaise(body.amount);
    if (amountPaise <= 0) throw badRequest('amount must be greater than 0');
    const credit = body.type === 0;
    const reason = body.reason.trim();
    const signedPaise = credit ? amountPaise : -amountPaise;
    // No read before the write: postEntry's conditional update answers 404 / 409 itself, and the
    // balance before is the balance after minus the amount.
    const result = await ctx.db.transaction(async (tx) => {
      const posted = await postEntry(tx, {
        userId: body.user_id,
        amountPaise: signedPaise,
        transType: credit ? 'ADMIN_CREDIT' : 'ADMIN_DEBIT',
        note: reason,
        createdBy: actorId(ctx),
        refType: 'admin_adjustment',
      }).catch((error: unknown) => {
        throw error instanceof DomainError && error.code === 'wallet-not-found' ? notFound() : error;
      });
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'wallet.adjust',
        entity: 'wallet',
        entityId: body.user_id,
        reason,
        before: { balance_paise: posted.balanceAfterPaise - signedPaise },
        after: {
          balance_paise: posted.balanceAfterPaise,
          entry_id: posted.entryId,
          amount_paise: amountPaise,
          type: body.type,
        },
      });
      return posted;
    });
    return {
      msg: adjustMessage(amountPaise, credit),
      data: {
        user_id: body.user_id,
        balance: paiseToRupees(result.balanceAfterPaise),
        entry_id: result.entryId,
        amount: paiseToRupees(amountPaise),
        type: body.type,
      },
    };
  },
};
