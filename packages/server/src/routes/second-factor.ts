/** A staff member's own second factor: its status, starting an enrolment (QR), confirming it with a code. */

import { writeAudit } from '../db/audit-log.js';
import { codesLocked } from '../db/second-factor-check.js';
import {
  confirmSecondFactor,
  employeeForSecondFactor,
  pendingSecret,
  readSignInPolicy,
  recordCodeFailure,
  savePendingSecret,
  secondFactorStatus,
} from '../db/staff-signin.js';
import {
  ALREADY_ENROLLED,
  acceptedStep,
  NO_ENROLMENT_STARTED,
  newEnrolment,
  newRecoveryCodes,
  recoveryCodeHash,
  secondFactorRequired,
  TOO_MANY_CODES,
  WRONG_CODE,
} from '../domain/second-factor.js';
import { badRequest, conflict, type HandlerTable, HttpError, type RequestContext } from '../http/handler.js';
import { bodyOf } from './request-values.js';

function me(ctx: RequestContext) {
  if (!ctx.staff) throw new HttpError(401, 'Invalid credentials');
  return ctx.staff;
}

export const secondFactorHandlers: HandlerTable = {
  'auth.secondFactor': async (ctx) => {
    const staff = me(ctx);
    const [status, employee, policy] = await Promise.all([
      secondFactorStatus(ctx.db, staff.employeeId),
      employeeForSecondFactor(ctx.db, staff.employeeId, ctx.config.secrets.box),
      readSignInPolicy(ctx.db),
    ]);
    const required = secondFactorRequired({
      isAdmin: employee.is_admin,
      permission: employee.permission,
      required: employee.second_factor_required,
      policyForMoneyKeys: policy.second_factor_for_money_keys,
    });
    return { data: { ...status, required } };
  },

  'auth.startSecondFactor': async (ctx) => {
    const staff = me(ctx);
    const { enrolled } = await secondFactorStatus(ctx.db, staff.employeeId);
    if (enrolled) throw conflict(ALREADY_ENROLLED);
    const enrolment = await newEnrolment(staff.username);
    await savePendingSecret(ctx.db, staff.employeeId, enrolment.secret, ctx.config.secrets.box);
    return {
      msg: 'Scan the QR code with your authenticator app, then enter the code it shows',
      data: { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_image: enrolment.qrImage },
    };
  },

  'auth.confirmSecondFactor': async (ctx) => {
    const staff = me(ctx);
    const { otp_code } = bodyOf<{ otp_code: string }>(ctx);
    const now = ctx.now();
    const secret = await pendingSecret(ctx.db, staff.employeeId, ctx.config.secrets.box);
    if (!secret) throw conflict(NO_ENROLMENT_STARTED);
    if (await codesLocked(ctx.db, staff.employeeId, now)) throw new HttpError(429, TOO_MANY_CODES);
    const step = await acceptedStep(secret, otp_code, now, null);
    if (step === null) {
      await recordCodeFailure(ctx.db, staff.employeeId, now);
      throw badRequest({ otp_code: WRONG_CODE });
    }
    const codes = newRecoveryCodes();
    await ctx.db.transaction(async (tx) => {
      await confirmSecondFactor(
        tx,
        {
          employeeId: staff.employeeId,
          secret,
          step,
          codeHashes: codes.map(recoveryCodeHash),
          now,
        },
        ctx.config.secrets.box,
      );
      await writeAudit(tx, {
        employeeId: staff.employeeId,
        action: 'auth.confirmSecondFactor',
        entity: 'employee',
        entityId: staff.employeeId,
        after: { second_factor_enrolled: true, recovery_codes: codes.length },
      });
    });
    return {
      msg: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
      data: { recovery_codes: codes },
    };
  },
};
