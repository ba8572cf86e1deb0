/** Browser fingerprints seen at staff sign-in: list, approve, revoke, and per-employee enforcement. */
import { Conditions, fetchPage } from '../db/page-query.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant } from '../db/values.js';
import { writeAudit } from '../domain/audit.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { employeeRow, staffName } from './employees.js';
import { actorId, bodyOf, num, pathId, text } from './request-values.js';

const COLUMNS = `f.fingerprint_id, f.employee_id, e.username, f.fingerprint_hash, f.user_agent, f.ip, f.status, f.first_seen_at,
  f.last_seen_at, d.username AS decided_by, e.fingerprint_enforced`;
const FROM = `fingerprints f JOIN employees e ON e.employee_id = f.employee_id
  LEFT JOIN employees d ON d.employee_id = f.decided_by`;

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
    const [current] = await tx.query<{ status: string }>(
      'SELECT status FROM fingerprints WHERE fingerprint_id = $1 FOR UPDATE',
      [id],
    );
    if (!current) throw notFound('Fingerprint not found');
    if (current.status === status) throw conflict(`The fingerprint is already ${status}`);
    await tx.query('UPDATE fingerprints SET status = $2, decided_by = $3 WHERE fingerprint_id = $1', [
      id,
      status,
      actorId(ctx),
    ]);
    await writeAudit(tx, {
      employeeId: actorId(ctx),
      action: status === 'APPROVED' ? 'fingerprints.approve' : 'fingerprints.revoke',
      entity: 'fingerprint',
      entityId: id,
      before: { status: current.status },
      after: { status },
    });
    const [row] = await tx.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE f.fingerprint_id = $1`, [id]);
    return toRow(row ?? {});
  });
}

export const fingerprintsHandlers: HandlerTable = {
  'fingerprints.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const where = new Conditions()
      .add('f.status = ?', text(ctx.query.status))
      .add('f.employee_id = ?', num(ctx.query.employee_id));
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: COLUMNS,
        from: FROM,
        where: where.where,
        order: 'f.last_seen_at DESC, f.fingerprint_id DESC',
        params: where.params,
      },
      page,
      toRow,
    );
    const employees = await ctx.db.query<{ employee_id: number; username: string }>(
      `SELECT e.employee_id, e.username FROM employees e
        WHERE EXISTS (SELECT 1 FROM fingerprints f WHERE f.employee_id = e.employee_id) ORDER BY e.username`,
    );
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
    await ctx.db.query('UPDATE employees SET fingerprint_enforced = $2 WHERE employee_id = $1', [
      id,
      enabled,
    ]);
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
