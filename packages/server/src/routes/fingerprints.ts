/** Browser fingerprints seen at staff sign-in: list, approve, revoke, and per-employee enforcement. */

import { writeAudit } from '../db/audit-log.js';
import { setFingerprintEnforced } from '../db/employees.js';
import {
  findFingerprint,
  fingerprintEmployees,
  fingerprintPage,
  lockFingerprintStatus,
  setFingerprintStatus,
} from '../db/fingerprints.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant } from '../db/values.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { employeeRow, staffName } from './employees.js';
import { actorId, bodyOf, num, pathId, text } from './request-values.js';

const toRow = (r: Record<string, unknown>) => ({
  fingerprint_id: Number(r.fingerprint_id),
  employee_id: Number(r.employee_id),
  username: String(r.username),
  fingerprint_hash: String(r.fingerprint_hash),
  user_agent: String(r.user_agent),
  ip: (r.ip as string | null) ?? null,
  status: String(r.status),
  first_seen_at: instant(r.first_seen_at),
  last_seen_at: instant(r.last_seen_at),
  decided_by: (r.decided_by as string | null) ?? null,
  fingerprint_enforced: Boolean(r.fingerprint_enforced),
});

async function decide(ctx: RequestContext, status: 'APPROVED' | 'REVOKED') {
  const id = pathId(ctx, 'fingerprint_id');
  return ctx.db.transaction(async (tx) => {
    const current = await lockFingerprintStatus(tx, id);
    if (!current) throw notFound('Fingerprint not found');
    if (current === status) throw conflict(`The fingerprint is already ${status}`);
    await setFingerprintStatus(tx, id, status, actorId(ctx));
    await writeAudit(tx, {
      employeeId: actorId(ctx),
      action: status === 'APPROVED' ? 'fingerprints.approve' : 'fingerprints.revoke',
      entity: 'fingerprint',
      entityId: id,
      before: { status: current },
      after: { status },
    });
    return toRow((await findFingerprint(tx, id)) ?? {});
  });
}

export const fingerprintsHandlers: HandlerTable = {
  'fingerprints.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await fingerprintPage(
      ctx.db,
      { status: text(ctx.query.status), employeeId: num(ctx.query.employee_id) },
      page,
      toRow,
    );
    const employees = await fingerprintEmployees(ctx.db);
    return { data: { rows, pagination: pagination(page, total), employees: employees.map(staffName) } };
  },
  'fingerprints.approve': async (ctx) => ({
    msg: 'Fingerprint approved',
    data: await decide(ctx, 'APPROVED'),
  }),
  'fingerprints.revoke': async (ctx) => ({ msg: 'Fingerprint revoked', data: await decide(ctx, 'REVOKED') }),
  'fingerprints.setEnforcement': async (ctx) => {
    const id = pathId(ctx, 'employee_id');
    const { enabled } = bodyOf<{ enabled: boolean }>(ctx);
    await employeeRow(ctx.db, id);
    await setFingerprintEnforced(ctx.db, id, enabled);
    await writeAudit(ctx.db, {
      employeeId: actorId(ctx),
      action: 'fingerprints.setEnforcement',
      entity: 'employee',
      entityId: id,
      after: { fingerprint_enforced: enabled },
    });
    return {
      msg: enabled ? 'Fingerprint enforcement enabled' : 'Fingerprint enforcement disabled',
      data: await employeeRow(ctx.db, id),
    };
  },
};
