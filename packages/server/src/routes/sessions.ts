/** Sessions staff can see and end: their own ("Your sessions") and, for admins, an employee's. */

import { writeAudit } from '../db/audit-log.js';
import { endSession, endSessions, liveSessions } from '../db/staff-sessions.js';
import { conflict, type HandlerTable, HttpError, notFound, type RequestContext } from '../http/handler.js';
import { employeeRow } from './employees.js';
import { actorId, pathId } from './request-values.js';

export const OWN_SESSION = 'This is the session you are using: use Logout to end it';
const SESSION_NOT_FOUND = 'Session not found (it may have ended already)';

function me(ctx: RequestContext) {
  if (!ctx.staff) throw new HttpError(401, 'Invalid credentials');
  return ctx.staff;
}

const lifetimes = (ctx: RequestContext) => ({
  idleMinutes: ctx.config.tokenIdleMinutes,
  maxHours: ctx.config.tokenMaxHours,
});

async function list(ctx: RequestContext, employeeId: number) {
  const rows = await liveSessions(ctx.db, {
    employeeId,
    now: ctx.now(),
    lifetimes: lifetimes(ctx),
    currentId: me(ctx).tokenId,
  });
  return { data: { rows } };
}

/** Ends one session of `employeeId` (never the caller's own), audited in the same transaction. */
async function endOne(ctx: RequestContext, employeeId: number) {
  const sessionId = pathId(ctx, 'session_id');
  if (sessionId === me(ctx).tokenId) throw conflict(OWN_SESSION);
  await ctx.db.transaction(async (tx) => {
    const ended = await endSession(tx, { employeeId, sessionId, now: ctx.now(), lifetimes: lifetimes(ctx) });
    if (!ended) throw notFound(SESSION_NOT_FOUND);
    await writeAudit(tx, {
      employeeId: actorId(ctx),
      action: ctx.operationId,
      entity: 'employee',
      entityId: employeeId,
      after: { session_ended: sessionId },
    });
  });
  return { msg: 'Session ended', data: null };
}

/** Ends every session of `employeeId` but the caller's own, audited. */
async function endAll(ctx: RequestContext, employeeId: number) {
  const ended = await ctx.db.transaction(async (tx) => {
    const ids = await endSessions(tx, {
      employeeId,
      keepId: me(ctx).tokenId,
      now: ctx.now(),
      lifetimes: lifetimes(ctx),
    });
    await writeAudit(tx, {
      employeeId: actorId(ctx),
      action: ctx.operationId,
      entity: 'employee',
      entityId: employeeId,
      after: { sessions_ended: ids },
    });
    return ids.length;
  });
  return { msg: ended === 1 ? '1 session ended' : `${ended} sessions ended`, data: { ended } };
}

export const sessionsHandlers: HandlerTable = {
  'auth.sessions': (ctx) => list(ctx, me(ctx).employeeId),
  'auth.endSession': (ctx) => endOne(ctx, me(ctx).employeeId),
  'auth.endOtherSessions': (ctx) => endAll(ctx, me(ctx).employeeId),
  'employees.sessions': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    await employeeRow(ctx.db, id);
    return list(ctx, id);
  },
  'employees.endSession': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    await employeeRow(ctx.db, id);
    return endOne(ctx, id);
  },
  'employees.endSessions': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    await employeeRow(ctx.db, id);
    return endAll(ctx, id);
  },
};
