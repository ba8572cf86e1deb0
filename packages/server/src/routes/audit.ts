/** The audit trail, read only: who changed what, when, why, before and after. */
import { auditActions, auditEmployees, auditPage } from '../db/audit-filters.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant } from '../db/values.js';
import { historyEntities } from '../domain/audit.js';
import type { HandlerTable } from '../http/handler.js';
import { staffName } from './employees.js';
import { num, text } from './request-values.js';

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
    const { rows, total } = await auditPage(
      ctx.db,
      {
        auditId: num(ctx.query.audit_id),
        employeeId: num(ctx.query.employee_id),
        action: text(ctx.query.action),
        entities: entity ? historyEntities(entity) : undefined,
        entityId: text(ctx.query.entity_id),
        startDate: text(ctx.query.start_date),
        endDate: text(ctx.query.end_date),
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
