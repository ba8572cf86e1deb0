/**
 * Saved views (issue 41). Any signed-in staff member may call these operations; each view is then gated by
 * the permission of the list operation it reads (the contract's x-permission of `operation`), so a link to
 * a view grants nothing by itself.
 */
import { OPERATIONS } from '@backoffice/sdk';
import type { Queryable } from '../db/db.js';
import {
  deleteSavedView,
  findSavedView,
  insertSavedView,
  listSavedViews,
  lockScreenViews,
  markSavedView,
  type SavedViewRow,
  savedViewCounts,
  updateSavedView,
} from '../db/saved-views.js';
import { mayChangeView, viewFieldProblems, viewLimitPassed } from '../domain/saved-views.js';
import { authorize, hasPermission, UNAUTHORIZED_ACCESS } from '../http/auth.js';
import {
  badRequest,
  conflict,
  type HandlerTable,
  HttpError,
  notFound,
  type RequestContext,
  type Staff,
} from '../http/handler.js';
import { bodyOf, pathId, text } from './request-values.js';

interface ViewState {
  query: string;
  columns?: { field: string; width?: number; hidden?: boolean }[];
}

const VIEW_NOT_FOUND = 'View not found';

function signedIn(ctx: RequestContext): Staff {
  if (!ctx.staff) throw new HttpError(401, UNAUTHORIZED_ACCESS);
  return ctx.staff;
}

/** The permission keys of a list operation; undefined when it is not a GET of the contract. */
function listPermission(operation: string): readonly string[] | undefined {
  const op = (OPERATIONS as Record<string, { method: string; permission: readonly string[] }>)[operation];
  return op?.method === 'get' ? op.permission : undefined;
}

function maySee(staff: Staff, view: SavedViewRow): boolean {
  const keys = listPermission(view.operation) ?? [];
  return keys.length === 0 || keys.some((key) => hasPermission(staff, key));
}

function wire(view: SavedViewRow, staff: Staff) {
  return {
    view_id: view.view_id,
    screen: view.screen,
    operation: view.operation,
    name: view.name,
    shared: view.shared,
    state: view.state,
    author_id: view.employee_id,
    author: view.author,
    mine: view.employee_id === staff.employeeId,
    pinned: view.pinned,
    is_default: view.is_default,
    updated_at: new Date(view.updated_at).toISOString(),
  };
}

/**
 * The view as `staff` may open it: another employee's personal view is not there for them, admins included
 * (404); a view of a list they may not see is refused with the permission message (403), never shown empty.
 */
async function readableView(db: Queryable, staff: Staff, viewId: number): Promise<SavedViewRow> {
  const view = await findSavedView(db, staff.employeeId, viewId);
  if (!view || (!view.shared && view.employee_id !== staff.employeeId)) throw notFound(VIEW_NOT_FOUND);
  if (!maySee(staff, view)) throw new HttpError(403, UNAUTHORIZED_ACCESS);
  return view;
}

async function changeableView(db: Queryable, staff: Staff, viewId: number): Promise<SavedViewRow> {
  const view = await readableView(db, staff, viewId);
  if (!mayChangeView(view, staff)) throw new HttpError(403, UNAUTHORIZED_ACCESS);
  return view;
}

function refuseFields(fields: { name?: string; state?: unknown }) {
  const problems = viewFieldProblems(fields);
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}

export const viewsHandlers: HandlerTable = {
  'views.list': async (ctx) => {
    const staff = signedIn(ctx);
    const rows = await listSavedViews(ctx.db, staff.employeeId, text(ctx.query.screen));
    return { data: { rows: rows.filter((view) => maySee(staff, view)).map((view) => wire(view, staff)) } };
  },
  'views.get': async (ctx) => {
    const staff = signedIn(ctx);
    return { data: wire(await readableView(ctx.db, staff, pathId(ctx, 'view_id')), staff) };
  },
  'views.create': async (ctx) => {
    const staff = signedIn(ctx);
    const body = bodyOf<{
      screen: string;
      operation: string;
      name: string;
      shared?: boolean;
      state: ViewState;
    }>(ctx);
    const keys = listPermission(body.operation);
    if (keys === undefined)
      throw badRequest({ operation: `${body.operation} is not a list of this contract` });
    authorize(staff, keys);
    refuseFields(body);
    const shared = body.shared ?? false;
    const fields = { ...body, name: body.name.trim(), shared };
    const viewId = await ctx.db.transaction(async (tx) => {
      await lockScreenViews(tx, body.screen);
      const passed = viewLimitPassed(await savedViewCounts(tx, staff.employeeId, body.screen), {
        isNew: true,
        shared,
      });
      if (passed) throw conflict(passed);
      return insertSavedView(tx, staff.employeeId, fields);
    });
    const view = await findSavedView(ctx.db, staff.employeeId, viewId);
    if (!view) throw notFound(VIEW_NOT_FOUND);
    return { msg: 'View saved', data: wire(view, staff) };
  },
  'views.update': async (ctx) => {
    const staff = signedIn(ctx);
    const body = bodyOf<{ name?: string; shared?: boolean; state?: ViewState }>(ctx);
    refuseFields(body);
    const view = await ctx.db.transaction(async (tx) => {
      const current = await changeableView(tx, staff, pathId(ctx, 'view_id'));
      const shared = body.shared ?? current.shared;
      await lockScreenViews(tx, current.screen);
      if (shared && !current.shared) {
        const counts = await savedViewCounts(tx, current.employee_id, current.screen, current.view_id);
        const passed = viewLimitPassed(counts, { isNew: false, shared });
        if (passed) throw conflict(passed);
      }
      await updateSavedView(tx, current.view_id, {
        name: body.name?.trim() ?? current.name,
        shared,
        state: body.state ?? current.state,
      });
      return findSavedView(tx, staff.employeeId, current.view_id);
    });
    if (!view) throw notFound(VIEW_NOT_FOUND);
    return { msg: 'View updated', data: wire(view, staff) };
  },
  'views.delete': async (ctx) => {
    const staff = signedIn(ctx);
    const view = await changeableView(ctx.db, staff, pathId(ctx, 'view_id'));
    await deleteSavedView(ctx.db, view.view_id);
    return { msg: 'View deleted', data: { view_id: view.view_id } };
  },
  'views.mark': async (ctx) => {
    const staff = signedIn(ctx);
    const body = bodyOf<{ pinned?: boolean; is_default?: boolean }>(ctx);
    const view = await ctx.db.transaction(async (tx) => {
      const current = await readableView(tx, staff, pathId(ctx, 'view_id'));
      await markSavedView(tx, staff.employeeId, current, {
        pinned: body.pinned ?? current.pinned,
        isDefault: body.is_default ?? current.is_default,
      });
      return findSavedView(tx, staff.employeeId, current.view_id);
    });
    if (!view) throw notFound(VIEW_NOT_FOUND);
    return { data: wire(view, staff) };
  },
};
