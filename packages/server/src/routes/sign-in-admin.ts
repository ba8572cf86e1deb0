/** What an admin can do about an employee's sign-in: unlock, require or reset a second factor, the policy. */

import { writeAudit } from '../db/audit-log.js';
import {
  clearSecondFactor,
  readSignInPolicy,
  setSecondFactorRequired,
  unlockSignIn,
  writeSignInPolicy,
} from '../db/staff-signin.js';
import { MONEY_OR_RESULT_KEYS } from '../domain/second-factor.js';
import type { HandlerTable } from '../http/handler.js';
import { auditedEmployeeChange } from './employees.js';
import { actorId, bodyOf, pathId } from './request-values.js';

export const signInAdminHandlers: HandlerTable = {
  'employees.unlockSignIn': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    const row = await auditedEmployeeChange(ctx, async (tx) => {
      await unlockSignIn(tx, id, ctx.now());
      return undefined;
    });
    return { msg: `${row.username} can sign in again`, data: row };
  },

  'employees.setSecondFactorRequired': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    const { required } = bodyOf<{ required: boolean }>(ctx);
    const row = await auditedEmployeeChange(ctx, async (tx, before) => {
      await setSecondFactorRequired(tx, id, required);
      return {
        before: { second_factor_required: before.second_factor_required },
        after: { second_factor_required: required },
      };
    });
    return {
      msg: required ? 'A second factor is now required' : 'A second factor is no longer required',
      data: row,
    };
  },

  'employees.resetSecondFactor': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    const row = await auditedEmployeeChange(ctx, async (tx, before) => {
      await clearSecondFactor(tx, id);
      return {
        before: { second_factor_enrolled: before.second_factor_enrolled },
        after: { second_factor_enrolled: false },
      };
    });
    return { msg: 'Second factor removed; the employee enrols again at next sign-in', data: row };
  },

  'employees.signInPolicy': async (ctx) => ({
    data: { ...(await readSignInPolicy(ctx.db)), money_or_result_keys: [...MONEY_OR_RESULT_KEYS] },
  }),

  'employees.setSignInPolicy': async (ctx) => {
    const { second_factor_for_money_keys } = bodyOf<{ second_factor_for_money_keys: boolean }>(ctx);
    const policy = await ctx.db.transaction(async (tx) => {
      const before = await readSignInPolicy(tx);
      await writeSignInPolicy(tx, {
        secondFactorForMoneyKeys: second_factor_for_money_keys,
        employeeId: actorId(ctx),
        now: ctx.now(),
      });
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'employees.setSignInPolicy',
        entity: 'sign_in_policy',
        entityId: 1,
        before: { second_factor_for_money_keys: before.second_factor_for_money_keys },
        after: { second_factor_for_money_keys },
      });
      return readSignInPolicy(tx);
    });
    return {
      msg: second_factor_for_money_keys
        ? 'Holders of money or result keys now need a second factor'
        : 'Second factor no longer required by key',
      data: { ...policy, money_or_result_keys: [...MONEY_OR_RESULT_KEYS] },
    };
  },
};
