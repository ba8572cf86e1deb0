/** Staff accounts: list, create, update, activate/deactivate, reset password, permission keys. */

import { writeAudit } from '../db/audit-log.js';
import type { Queryable } from '../db/db.js';
import {
  createStaff,
  employeePage,
  findEmployee,
  otherActiveAdmins,
  revokeTokens,
  setEmployeeActive,
  setEmployeePassword,
  updateEmployee,
} from '../db/employees.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instant, instantOrNull, list } from '../db/values.js';
import { hashPassword } from '../domain/passwords.js';
import { permissionLabel } from '../domain/permission-labels.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { actorId, bodyOf, pathId, text } from './request-values.js';

export const toEmployeeRow = (r: Record<string, unknown>) => ({
  employee_id: Number(r.employee_id),
  username: String(r.username),
  full_name: String(r.full_name),
  is_admin: Boolean(r.is_admin),
  is_active: Boolean(r.is_active),
  permission: list<string>(r.permission),
  fingerprint_enforced: Boolean(r.fingerprint_enforced),
  last_login_at: instantOrNull(r.last_login_at),
  created_at: instant(r.created_at),
  second_factor_enrolled: Boolean(r.second_factor_enrolled),
  second_factor_required: Boolean(r.second_factor_required),
});

/** A staff member as a filter's choice. */
export const staffName = (r: { employee_id: unknown; username: unknown }) => ({
  employee_id: Number(r.employee_id),
  username: String(r.username),
});

export async function employeeRow(db: Queryable, employeeId: number) {
  const row = await findEmployee(db, employeeId);
  if (!row) throw notFound('Employee not found');
  return toEmployeeRow(row);
}

const target = (ctx: RequestContext) => pathId(ctx, 'employee_id');

type EmployeeRow = Awaited<ReturnType<typeof employeeRow>>;

/**
 * An audited change of the path's employee, in one transaction: the row before (404 when there is none),
 * `change` (which may refuse, and returns what the audit row records before and after), one audit row
 * for the operation and the row after, which the caller answers with.
 */
export function auditedEmployeeChange(
  ctx: RequestContext,
  change: (tx: Queryable, before: EmployeeRow) => Promise<{ before?: unknown; after?: unknown } | undefined>,
): Promise<EmployeeRow> {
  const id = target(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await employeeRow(tx, id);
    const audited = await change(tx, before);
    await writeAudit(tx, {
      employeeId: actorId(ctx),
      action: ctx.operationId,
      entity: 'employee',
      entityId: id,
      ...audited,
    });
    return employeeRow(tx, id);
  });
}

export const OWN_ADMIN_RIGHTS = 'You cannot remove your own admin rights';
export const OWN_EMPLOYEE_RIGHTS = 'You cannot remove your own permission to manage employees';

/** A staff member editing their own account keeps the rights that let them manage staff. */
function refuseSelfLockout(
  before: { is_admin: boolean; permission: string[] },
  next: { is_admin: boolean; permission: string[] },
) {
  if (before.is_admin && !next.is_admin) throw conflict(OWN_ADMIN_RIGHTS);
  const manages = (p: string[]) => p.includes('masters.manageEmployee');
  if (!next.is_admin && manages(before.permission) && !manages(next.permission))
    throw conflict(OWN_EMPLOYEE_RIGHTS);
}

export const employeesHandlers: HandlerTable = {
  'employees.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await employeePage(
      ctx.db,
      {
        search: text(ctx.query.search),
        isActive: typeof ctx.query.is_active === 'boolean' ? ctx.query.is_active : undefined,
      },
      page,
      toEmployeeRow,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'employees.create': async (ctx) => {
    const body = bodyOf<{
      username: string;
      full_name: string;
      password: string;
      permission: string[];
      is_admin?: boolean;
    }>(ctx);
    const id = await createStaff(ctx.db, {
      username: body.username,
      fullName: body.full_name,
      password: body.password,
      isAdmin: body.is_admin ?? false,
      permission: body.permission,
    });
    if (id === undefined) throw conflict(`The username ${body.username} is already taken`);
    await writeAudit(ctx.db, {
      employeeId: actorId(ctx),
      action: 'employees.create',
      entity: 'employee',
      entityId: id,
      after: { username: body.username, is_admin: body.is_admin ?? false, permission: body.permission },
    });
    return { msg: 'Employee created successfully', data: await employeeRow(ctx.db, id) };
  },

  'employees.update': async (ctx) => {
    const id = target(ctx);
    const body = bodyOf<{ full_name: string; permission: string[]; is_admin: boolean }>(ctx);
    const row = await auditedEmployeeChange(ctx, async (tx, before) => {
      if (id === ctx.staff?.employeeId) refuseSelfLockout(before, body);
      if (before.is_admin && before.is_active && !body.is_admin && (await otherActiveAdmins(tx, id)) === 0) {
        throw conflict('This change would leave no active admin account');
      }
      await updateEmployee(tx, id, body);
      return {
        before: { full_name: before.full_name, is_admin: before.is_admin, permission: before.permission },
        after: body,
      };
    });
    return { msg: 'Employee updated successfully', data: row };
  },

  'employees.setStatus': async (ctx) => {
    const id = target(ctx);
    const { is_active } = bodyOf<{ is_active: boolean }>(ctx);
    const row = await auditedEmployeeChange(ctx, async (tx, before) => {
      if (!is_active) {
        if (id === ctx.staff?.employeeId) throw conflict('You cannot deactivate your own account');
        if (before.is_admin && (await otherActiveAdmins(tx, id)) === 0)
          throw conflict('The last active admin cannot be deactivated');
        await revokeTokens(tx, id, null);
      }
      await setEmployeeActive(tx, id, is_active);
      return { before: { is_active: before.is_active }, after: { is_active } };
    });
    return { msg: is_active ? 'Employee activated' : 'Employee deactivated', data: row };
  },

  'employees.resetPassword': async (ctx) => {
    const id = target(ctx);
    const { password } = bodyOf<{ password: string }>(ctx);
    const hash = await hashPassword(password);
    const row = await auditedEmployeeChange(ctx, async (tx) => {
      await setEmployeePassword(tx, id, hash);
      await revokeTokens(tx, id, ctx.staff?.tokenId ?? null);
      return undefined;
    });
    return { msg: 'Password reset successfully', data: row };
  },

  'employees.permissionKeys': async (ctx) => ({ data: { rows: ctx.permissionKeys.map(permissionLabel) } }),
};
