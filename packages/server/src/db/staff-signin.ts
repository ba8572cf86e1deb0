/** Queries of staff sign-in: trusted browsers, the second factor, recovery codes, the policy, unlocks. */
import { openWith, type SecretBox, sealWith } from '../domain/secret-box.js';
import { newSecret, sha256Hex } from '../domain/secrets.js';
import type { Queryable } from './db.js';
import { instantOrNull, int, list } from './values.js';

export interface EmployeeLogin {
  employee_id: number;
  username: string;
  password_hash: string;
  is_active: boolean;
  is_admin: boolean;
  permission: string[];
  fingerprint_enforced: boolean;
  totp_secret: string | null;
  totp_last_step: number | null;
  second_factor_required: boolean;
}

/** What a sealed second-factor secret is bound to (AES-GCM associated data). */
export const secretContext = (column: 'totp_secret' | 'totp_pending_secret', employeeId: number) =>
  `employees.${column}:${employeeId}`;

export async function employeeForLogin(
  db: Queryable,
  username: string,
  box: SecretBox | undefined,
): Promise<EmployeeLogin | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT employee_id, username, password_hash, is_active, is_admin, permission, fingerprint_enforced,
            totp_secret, totp_last_step, second_factor_required
     FROM employees WHERE username = $1`,
    [username],
  );
  return row ? toEmployeeLogin(row, box) : undefined;
}

export async function employeeForSecondFactor(
  db: Queryable,
  employeeId: number,
  box: SecretBox | undefined,
): Promise<EmployeeLogin> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT employee_id, username, password_hash, is_active, is_admin, permission, fingerprint_enforced,
            totp_secret, totp_last_step, second_factor_required
     FROM employees WHERE employee_id = $1`,
    [employeeId],
  );
  if (!row) throw new Error(`no employee ${employeeId}`);
  return toEmployeeLogin(row, box);
}

function toEmployeeLogin(r: Record<string, unknown>, box: SecretBox | undefined): EmployeeLogin {
  const stored = (r.totp_secret as string | null) ?? null;
  return {
    employee_id: int(r.employee_id),
    username: String(r.username),
    password_hash: String(r.password_hash),
    is_active: Boolean(r.is_active),
    is_admin: Boolean(r.is_admin),
    permission: list<string>(r.permission),
    fingerprint_enforced: Boolean(r.fingerprint_enforced),
    totp_secret:
      stored === null ? null : openWith(box, stored, secretContext('totp_secret', int(r.employee_id))),
    totp_last_step:
      r.totp_last_step === null || r.totp_last_step === undefined ? null : int(r.totp_last_step),
    second_factor_required: Boolean(r.second_factor_required),
  };
}

export async function recordSignIn(db: Queryable, employeeId: number, now: Date): Promise<void> {
  await db.query('UPDATE employees SET last_login_at = $2 WHERE employee_id = $1', [employeeId, now]);
}

// Trusted browsers ---------------------------------------------------------------------------------

/**
 * The key of a browser the named staff member has signed in from before: its device cookie
 * ('device:<id>') or else an APPROVED fingerprint ('fingerprint:<id>'); null for an unknown browser.
 */
export async function trustedBrowserKey(
  db: Queryable,
  username: string,
  deviceHash: string | undefined,
  fingerprintHash: string | undefined,
): Promise<string | null> {
  if (deviceHash) {
    const [device] = await db.query<{ device_id: unknown }>(
      `SELECT d.device_id FROM staff_devices d JOIN employees e USING (employee_id)
       WHERE d.device_hash = $1 AND e.username = $2`,
      [deviceHash, username],
    );
    if (device) return `device:${int(device.device_id)}`;
  }
  if (fingerprintHash) {
    const [fingerprint] = await db.query<{ fingerprint_id: unknown }>(
      `SELECT f.fingerprint_id FROM fingerprints f JOIN employees e USING (employee_id)
       WHERE f.fingerprint_hash = $1 AND e.username = $2 AND f.status = 'APPROVED'`,
      [fingerprintHash, username],
    );
    if (fingerprint) return `fingerprint:${int(fingerprint.fingerprint_id)}`;
  }
  return null;
}

/** Keeps the browser's device row fresh when its cookie is this employee's; false when it is not. */
export async function touchDevice(
  db: Queryable,
  employeeId: number,
  deviceHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE staff_devices SET last_used_at = $3 WHERE device_hash = $1 AND employee_id = $2 RETURNING device_id',
    [deviceHash, employeeId, now],
  );
  return rows.length > 0;
}

export async function insertDevice(
  db: Queryable,
  employeeId: number,
  deviceHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO staff_devices (employee_id, device_hash, created_at, last_used_at) VALUES ($1, $2, $3, $3)',
    [employeeId, deviceHash, now],
  );
}

/** An admin's unlock: the username's earlier failures stop counting. */
export async function unlockSignIn(db: Queryable, employeeId: number, now: Date): Promise<void> {
  await db.query('UPDATE employees SET sign_in_unlocked_at = $2 WHERE employee_id = $1', [employeeId, now]);
  await db.query('DELETE FROM second_factor_failures WHERE employee_id = $1', [employeeId]);
}

// The second factor --------------------------------------------------------------------------------

export async function savePendingSecret(
  db: Queryable,
  employeeId: number,
  secret: string,
  box: SecretBox | undefined,
): Promise<void> {
  await db.query('UPDATE employees SET totp_pending_secret = $2 WHERE employee_id = $1', [
    employeeId,
    sealWith(box, secret, secretContext('totp_pending_secret', employeeId)),
  ]);
}

export async function pendingSecret(
  db: Queryable,
  employeeId: number,
  box: SecretBox | undefined,
): Promise<string | null> {
  const [row] = await db.query<{ totp_pending_secret: string | null }>(
    'SELECT totp_pending_secret FROM employees WHERE employee_id = $1',
    [employeeId],
  );
  const stored = row?.totp_pending_secret ?? null;
  return stored === null ? null : openWith(box, stored, secretContext('totp_pending_secret', employeeId));
}

/**
 * Makes the pending secret the account's second factor, used up to `step`, with new recovery codes
 * (replacing any earlier ones); the account's enrolment-only sessions become full sessions.
 */
export async function confirmSecondFactor(
  db: Queryable,
  input: { employeeId: number; secret: string; step: number; codeHashes: string[]; now: Date },
  box: SecretBox | undefined,
): Promise<void> {
  await db.query(
    `UPDATE employees SET totp_secret = $2, totp_pending_secret = NULL, totp_enrolled_at = $3, totp_last_step = $4
     WHERE employee_id = $1`,
    [
      input.employeeId,
      sealWith(box, input.secret, secretContext('totp_secret', input.employeeId)),
      input.now,
      input.step,
    ],
  );
  await replaceRecoveryCodes(db, input.employeeId, input.codeHashes, input.now);
  await db.query('UPDATE staff_tokens SET enrolment_only = false WHERE employee_id = $1 AND enrolment_only', [
    input.employeeId,
  ]);
}

export async function replaceRecoveryCodes(
  db: Queryable,
  employeeId: number,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.query('DELETE FROM staff_recovery_codes WHERE employee_id = $1', [employeeId]);
  for (const hash of codeHashes) {
    await db.query(
      'INSERT INTO staff_recovery_codes (employee_id, code_hash, created_at) VALUES ($1, $2, $3)',
      [employeeId, hash, now],
    );
  }
}

/** Removes the account's second factor and recovery codes (an admin's reset, for a lost phone). */
export async function clearSecondFactor(db: Queryable, employeeId: number): Promise<void> {
  await db.query(
    `UPDATE employees SET totp_secret = NULL, totp_pending_secret = NULL, totp_enrolled_at = NULL,
       totp_last_step = NULL WHERE employee_id = $1`,
    [employeeId],
  );
  await db.query('DELETE FROM staff_recovery_codes WHERE employee_id = $1', [employeeId]);
}

export async function lastTimeStep(db: Queryable, employeeId: number): Promise<number | null> {
  const [row] = await db.query<{ totp_last_step: unknown }>(
    'SELECT totp_last_step FROM employees WHERE employee_id = $1',
    [employeeId],
  );
  return row?.totp_last_step === null || row?.totp_last_step === undefined ? null : int(row.totp_last_step);
}

/** Records `step` as used, unless it (or a later one) already was: true for the one call that uses it. */
export async function useTimeStep(db: Queryable, employeeId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE employees SET totp_last_step = $2
     WHERE employee_id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING employee_id`,
    [employeeId, step],
  );
  return rows.length > 0;
}

/** Uses a recovery code: true for the one call that finds it unused. */
export async function useRecoveryCode(
  db: Queryable,
  employeeId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE staff_recovery_codes SET used_at = $3
     WHERE employee_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING code_id`,
    [employeeId, codeHash, now],
  );
  return rows.length > 0;
}

export async function recordCodeFailure(db: Queryable, employeeId: number, now: Date): Promise<void> {
  await db.query('INSERT INTO second_factor_failures (employee_id, created_at) VALUES ($1, $2)', [
    employeeId,
    now,
  ]);
}

export async function codeFailuresSince(db: Queryable, employeeId: number, since: Date): Promise<number> {
  const [row] = await db.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM second_factor_failures WHERE employee_id = $1 AND created_at > $2',
    [employeeId, since],
  );
  return int(row?.n);
}

export interface SecondFactorStatus {
  enrolled: boolean;
  enrolled_at: string | null;
  required_by_admin: boolean;
  recovery_codes_left: number;
}

export async function secondFactorStatus(db: Queryable, employeeId: number): Promise<SecondFactorStatus> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT totp_secret IS NOT NULL AS enrolled, totp_enrolled_at, second_factor_required,
       (SELECT count(*) FROM staff_recovery_codes c WHERE c.employee_id = e.employee_id AND c.used_at IS NULL) AS left
     FROM employees e WHERE employee_id = $1`,
    [employeeId],
  );
  return {
    enrolled: Boolean(row?.enrolled),
    enrolled_at: instantOrNull(row?.totp_enrolled_at),
    required_by_admin: Boolean(row?.second_factor_required),
    recovery_codes_left: int(row?.left),
  };
}

export async function setSecondFactorRequired(
  db: Queryable,
  employeeId: number,
  required: boolean,
): Promise<void> {
  await db.query('UPDATE employees SET second_factor_required = $2 WHERE employee_id = $1', [
    employeeId,
    required,
  ]);
}

// The policy ---------------------------------------------------------------------------------------

export interface SignInPolicy {
  second_factor_for_money_keys: boolean;
  updated_at: string | null;
}

export async function readSignInPolicy(db: Queryable): Promise<SignInPolicy> {
  const [row] = await db.query<Record<string, unknown>>(
    'SELECT second_factor_for_money_keys, updated_at FROM staff_signin_policy',
  );
  return {
    second_factor_for_money_keys: Boolean(row?.second_factor_for_money_keys),
    updated_at: instantOrNull(row?.updated_at),
  };
}

export async function writeSignInPolicy(
  db: Queryable,
  input: { secondFactorForMoneyKeys: boolean; employeeId: number | null; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_signin_policy (policy_id, second_factor_for_money_keys, updated_at, updated_by)
     VALUES (true, $1, $2, $3)
     ON CONFLICT (policy_id) DO UPDATE SET second_factor_for_money_keys = $1, updated_at = $2, updated_by = $3`,
    [input.secondFactorForMoneyKeys, input.now, input.employeeId],
  );
}

/**
 * After a successful sign-in: keeps the browser's cookie when it is already this employee's device,
 * else registers a new device. Returns the cookie value to (re)send.
 */
export async function rememberDevice(
  db: Queryable,
  employeeId: number,
  presented: string | undefined,
  now: Date,
): Promise<string> {
  if (presented && (await touchDevice(db, employeeId, sha256Hex(presented), now))) return presented;
  const value = newSecret();
  await insertDevice(db, employeeId, sha256Hex(value), now);
  return value;
}
