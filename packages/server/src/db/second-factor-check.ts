/** Checking a sign-in's second factor: a TOTP code (single use) or a recovery code (once), rate-limited. */
import { createHash } from 'node:crypto';
import {
  acceptedStep,
  CODE_FAILURES_ALLOWED,
  CODE_WINDOW_MS,
  recoveryCodeHash,
} from '../domain/second-factor.js';
import type { Db } from './db.js';
import {
  codeFailuresSince,
  type EmployeeLogin,
  lastTimeStep,
  recordCodeFailure,
  useRecoveryCode,
  useTimeStep,
} from './staff-signin.js';

export interface PresentedFactor {
  otpCode?: string | undefined;
  recoveryCode?: string | undefined;
}

/** 'missing': no code sent; 'wrong' / 'wrong-recovery': refused and counted; 'locked': too many wrong codes. */
export type FactorVerdict = 'ok' | 'missing' | 'wrong' | 'wrong-recovery' | 'locked';

/**
 * Under a per-account advisory lock (so parallel guesses are counted one by one, on every instance):
 * refuses when CODE_FAILURES_ALLOWED wrong codes were sent in the last CODE_WINDOW_MS; takes a TOTP code
 * of this or the previous 30-second step only if no code of that step (or a later one) was used before;
 * takes a recovery code only once.
 */
export async function checkSecondFactor(
  db: Db,
  employee: Pick<EmployeeLogin, 'employee_id' | 'totp_secret'>,
  presented: PresentedFactor,
  now: Date,
): Promise<FactorVerdict> {
  const secret = employee.totp_secret;
  if (!secret) return 'ok';
  if (!presented.otpCode && !presented.recoveryCode) return 'missing';
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [factorLockKey(employee.employee_id)]);
    const since = new Date(now.getTime() - CODE_WINDOW_MS);
    if ((await codeFailuresSince(tx, employee.employee_id, since)) >= CODE_FAILURES_ALLOWED) return 'locked';
    if (presented.otpCode) {
      const last = await lastTimeStep(tx, employee.employee_id);
      const step = await acceptedStep(secret, presented.otpCode, now, last);
      if (step !== null && (await useTimeStep(tx, employee.employee_id, step))) return 'ok';
      await recordCodeFailure(tx, employee.employee_id, now);
      return 'wrong';
    }
    const used = await useRecoveryCode(
      tx,
      employee.employee_id,
      recoveryCodeHash(presented.recoveryCode ?? ''),
      now,
    );
    if (used) return 'ok';
    await recordCodeFailure(tx, employee.employee_id, now);
    return 'wrong-recovery';
  });
}

/** Counting wrong enrolment codes the same way (confirming a set-up is code guessing too). */
export async function codesLocked(db: Db, employeeId: number, now: Date): Promise<boolean> {
  return (
    (await codeFailuresSince(db, employeeId, new Date(now.getTime() - CODE_WINDOW_MS))) >=
    CODE_FAILURES_ALLOWED
  );
}

export function factorLockKey(employeeId: number): string {
  return String(createHash('sha256').update(`second-factor:${employeeId}`).digest().readBigInt64BE(0));
}
