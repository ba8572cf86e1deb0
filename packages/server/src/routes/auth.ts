import { recordFingerprint } from '../db/fingerprints.js';
import { claimAttempt, settleAttempt, throttleState } from '../db/login-attempts.js';
import { checkSecondFactor, type FactorVerdict } from '../db/second-factor-check.js';
import {
  employeeForLogin,
  readSignInPolicy,
  recordSignIn,
  rememberDevice,
  trustedBrowserKey,
} from '../db/staff-signin.js';
import { createSession, revokeSession } from '../db/staff-tokens.js';
import { deviceCookieHeader, deviceCookieValue } from '../domain/device-cookie.js';
import { BROWSER_NOT_APPROVED } from '../domain/fingerprints.js';
import { failureDelayMs, TOO_MANY_ATTEMPTS } from '../domain/login-throttle.js';
import { verifyAgainstNothing, verifyPassword } from '../domain/passwords.js';
import {
  SECOND_FACTOR_NEEDED,
  secondFactorRequired,
  TOO_MANY_CODES,
  WRONG_CODE,
  WRONG_RECOVERY_CODE,
} from '../domain/second-factor.js';
import { sha256Hex } from '../domain/secrets.js';
import {
  type Handler,
  type HandlerTable,
  HttpError,
  type RequestContext,
  type Staff,
} from '../http/handler.js';

export const LOGIN_FAILED = 'Invalid username or password';
export const LOGIN_OK = 'Login successful';
/** Where the device cookie is sent back: the login operation only. */
const LOGIN_PATH = '/v1/auth/admin/login';

interface LoginBody {
  username: string;
  password: string;
  user_agent?: string;
  fingerprint_hash?: string;
  otp_code?: string;
  recovery_code?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signedIn(ctx: RequestContext): Staff {
  if (!ctx.staff) throw new HttpError(401, 'Invalid credentials');
  return ctx.staff;
}

/** A refused second factor: 401 (flagged, so the console asks for the code), or 429 after too many. */
function factorRefusal(verdict: Exclude<FactorVerdict, 'ok'>): HttpError {
  if (verdict === 'locked') return new HttpError(429, TOO_MANY_CODES, { second_factor_required: true });
  const msg = { missing: SECOND_FACTOR_NEEDED, wrong: WRONG_CODE, 'wrong-recovery': WRONG_RECOVERY_CODE }[
    verdict
  ];
  return new HttpError(401, msg, { second_factor_required: true });
}

/**
 * POST /auth/admin/login. A wrong username, a wrong password and a deactivated account get the same
 * reply after the same scrypt work; failures slow down from the third and lock after five
 * (login-throttle.ts), except that a browser the staff member signed in from before (device cookie,
 * approved fingerprint) is judged by its own failures only. The lock check and the attempt's record are
 * one atomic claim, so parallel guesses cannot slip past it. With a second factor enrolled, a TOTP code
 * or a recovery code is needed too; without one but required, the session only allows enrolment.
 */
const login: Handler = async (ctx) => {
  const body = ctx.body as LoginBody;
  const now = ctx.now();
  const presentedDevice = deviceCookieValue(ctx.headers.cookie);
  const trustedKey = await trustedBrowserKey(
    ctx.db,
    body.username,
    presentedDevice && sha256Hex(presentedDevice),
    body.fingerprint_hash,
  );
  const attempt = { username: body.username, ip: ctx.ip, trustedKey };
  const claim = await claimAttempt(ctx.db, attempt, now);
  if (claim.locked) {
    ctx.metrics.loginLockedOut();
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }

  const employee = await employeeForLogin(ctx.db, body.username, ctx.config.secrets.box);
  const passwordOk = employee
    ? await verifyPassword(body.password, employee.password_hash)
    : await verifyAgainstNothing(body.password);
  if (!employee || !passwordOk || !employee.is_active) {
    const { failures } = await throttleState(ctx.db, attempt, now);
    ctx.metrics.loginFailed();
    await sleep(failureDelayMs(failures, ctx.config.loginFailureDelayMs));
    throw new HttpError(401, LOGIN_FAILED);
  }
  await settleAttempt(ctx.db, claim.attemptId);

  const userAgent = body.user_agent ?? ctx.userAgent;
  const fingerprint = body.fingerprint_hash
    ? await recordFingerprint(
        ctx.db,
        { employeeId: employee.employee_id, fingerprintHash: body.fingerprint_hash, userAgent, ip: ctx.ip },
        now,
      )
    : undefined;
  if (employee.fingerprint_enforced && fingerprint !== 'APPROVED')
    throw new HttpError(403, BROWSER_NOT_APPROVED);

  const verdict = await checkSecondFactor(
    ctx.db,
    employee,
    { otpCode: body.otp_code, recoveryCode: body.recovery_code },
    now,
  );
  if (verdict !== 'ok') throw factorRefusal(verdict);
  const policy = await readSignInPolicy(ctx.db);
  const mustEnrol =
    !employee.totp_secret &&
    secondFactorRequired({
      isAdmin: employee.is_admin,
      permission: employee.permission,
      required: employee.second_factor_required,
      policyForMoneyKeys: policy.second_factor_for_money_keys,
    });

  const session = await createSession(ctx.db, {
    employeeId: employee.employee_id,
    userAgent,
    ip: ctx.ip,
    now,
    lifetimes: { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours },
    enrolmentOnly: mustEnrol,
  });
  await recordSignIn(ctx.db, employee.employee_id, now);
  const device = await rememberDevice(ctx.db, employee.employee_id, presentedDevice, now);
  const known = new Set(ctx.permissionKeys);
  const permission = employee.is_admin
    ? [...ctx.permissionKeys]
    : employee.permission.filter((k) => known.has(k));
  const secure = ctx.headers['x-forwarded-proto'] === 'https';
  return {
    raw: true,
    contentType: 'application/json; charset=utf-8',
    headers: { 'set-cookie': deviceCookieHeader(device, LOGIN_PATH, secure) },
    body: {
      error: false,
      token: session.token,
      x_api_key: session.xApiKey,
      permission,
      msg: LOGIN_OK,
      expires_at: session.expiresAt.toISOString(),
      second_factor_enrolment_required: mustEnrol,
    },
  };
};

/** POST /auth/admin/logout: revokes the token the request came with. */
const logout: Handler = async (ctx) => {
  await revokeSession(ctx.db, signedIn(ctx).tokenId, ctx.now(), 'logout');
  return { msg: 'Logged out', data: null };
};

/** GET /auth/admin/me */
const me: Handler = async (ctx) => {
  const staff = signedIn(ctx);
  return {
    data: {
      employee_id: staff.employeeId,
      username: staff.username,
      full_name: staff.fullName,
      is_admin: staff.isAdmin,
      permission: [...staff.permission],
      second_factor_enrolment_required: staff.enrolmentOnly ?? false,
    },
  };
};

export const authHandlers: HandlerTable = {
  'auth.login': login,
  'auth.logout': logout,
  'auth.me': me,
};
