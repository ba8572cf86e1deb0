import { BROWSER_NOT_APPROVED, recordFingerprint } from '../domain/fingerprints.js';
import {
  claimAttempt,
  SLOW_AFTER,
  settleAttempt,
  TOO_MANY_ATTEMPTS,
  throttleState,
} from '../domain/login-throttle.js';
import { verifyAgainstNothing, verifyPassword } from '../domain/passwords.js';
import { createSession, revokeSession } from '../domain/sessions.js';
import {
  type Handler,
  type HandlerTable,
  HttpError,
  type RequestContext,
  type Staff,
} from '../http/handler.js';

export const LOGIN_FAILED = 'Invalid username or password';
export const LOGIN_OK = 'Login successful';

interface LoginBody {
  username: string;
  password: string;
  user_agent?: string;
  fingerprint_hash?: string;
}

interface EmployeeLogin {
  employee_id: number;
  password_hash: string;
  is_active: boolean;
  is_admin: boolean;
  permission: string[];
  fingerprint_enforced: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signedIn(ctx: RequestContext): Staff {
  if (!ctx.staff) throw new HttpError(401, 'Invalid credentials');
  return ctx.staff;
}

/**
 * POST /auth/admin/login. A wrong username, a wrong password and a deactivated account get the same
 * reply after the same scrypt work; failures slow down after 3 and lock after 5 (login-throttle.ts).
 * The lock check and the attempt's record are one atomic claim, so parallel guesses cannot slip past it.
 */
const login: Handler = async (ctx) => {
  const body = ctx.body as LoginBody;
  const now = ctx.now();
  const attempt = { username: body.username, ip: ctx.ip };
  const claim = await claimAttempt(ctx.db, attempt, now);
  if (claim.locked) {
    ctx.metrics.loginLockedOut();
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  }

  const [employee] = await ctx.db.query<EmployeeLogin>(
    `SELECT employee_id, password_hash, is_active, is_admin, permission, fingerprint_enforced
     FROM employees WHERE username = $1`,
    [body.username],
  );
  const passwordOk = employee
    ? await verifyPassword(body.password, employee.password_hash)
    : await verifyAgainstNothing(body.password);
  if (!employee || !passwordOk || !employee.is_active) {
    const { failures } = await throttleState(ctx.db, attempt, now);
    if (failures >= SLOW_AFTER) await sleep(ctx.config.loginFailureDelayMs);
    ctx.metrics.loginFailed();
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

  const session = await createSession(ctx.db, {
    employeeId: employee.employee_id,
    userAgent,
    ip: ctx.ip,
    now,
    lifetimes: { idleMinutes: ctx.config.tokenIdleMinutes, maxHours: ctx.config.tokenMaxHours },
  });
  await ctx.db.query('UPDATE employees SET last_login_at = $2 WHERE employee_id = $1', [
    employee.employee_id,
    now,
  ]);
  const known = new Set(ctx.permissionKeys);
  const permission = employee.is_admin
    ? [...ctx.permissionKeys]
    : employee.permission.filter((k) => known.has(k));
  return {
    raw: true,
    contentType: 'application/json; charset=utf-8',
    body: {
      error: false,
      token: session.token,
      x_api_key: session.xApiKey,
      permission,
      msg: LOGIN_OK,
      expires_at: session.expiresAt.toISOString(),
    },
  };
};

/** POST /auth/admin/logout: revokes the token the request came with. */
const logout: Handler = async (ctx) => {
  await revokeSession(ctx.db, signedIn(ctx).tokenId, ctx.now());
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
    },
  };
};

export const authHandlers: HandlerTable = {
  'auth.login': login,
  'auth.logout': logout,
  'auth.me': me,
};
