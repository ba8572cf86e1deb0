/** The audit trail, read only: who changed what, when, why, before and after. */
import { auditActions, auditEmployees } from '../db/audit-filters.js';
import { Conditions, fetchPage } from '../db/page-query.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant } from '../db/values.js';
import { historyEntities } from '../domain/audit.js';
import type { HandlerTable } from '../http/handler.js';
import { staffName } from './employees.js';
import { num, text } from './request-values.js';

const COLUMNS = `a.audit_id, a.employee_id, e.username, a.action, a.entity, a.entity_id, a.reason, a.before, a.after,
  a.created_at`;
const FROM = 'audit_log a LEFT JOIN employees e ON e.employee_id = a.employee_id';

const toAuditRow = (r: Record<string, unknown>) => ({
  audit_id: Number(r.audit_id),
  employee_id: r.employee_id === null ? null : Number(r.employee_id),
  username: (r.username as string | null) ?? null,
  action: String(r.action),
  entity: String(r.entity),
  entity_id: String(r.entity_id),
  reason: (r.reason as string | null) ?? null,
  before: r.before ?? null,
  after: r.after ?? null,
  created_at: instant(r.created_at),
});

export const auditHandlers: HandlerTable = {
  'audit.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const entity = text(ctx.query.entity);
    const where = new Conditions()
      .add('a.audit_id = ?', num(ctx.query.audit_id))
      .add('a.employee_id = ?', num(ctx.query.employee_id))
      .add('a.action = ?', text(ctx.query.action))
      .add('a.entity = ANY(?)', entity && [...historyEntities(entity)])
      .add('a.entity_id = ?', text(ctx.query.entity_id))
      .add(`a.created_at >= (?::date::timestamp AT TIME ZONE 'Asia/Kolkata')`, text(ctx.query.start_date))
      .add(`a.created_at < ((?::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`, text(ctx.query.end_date));
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: COLUMNS,
        from: FROM,
        pickFrom: 'audit_log a',
        key: 'a.audit_id',
        where: where.where,
        order: 'a.created_at DESC, a.audit_id DESC',
        params: where.params,
      },
      page,
      toAuditRow,
    );
    const actions = await auditActions(ctx.db);
    const employees = await auditEmployees(ctx.db);
    return {
      data: {
        rows,
        pagination: pagination(page, total),
        actions,
        employees: employees.map(staffName),
      },
    };
  },
};
