/** Providers of the three families: pickers, pages, create, rename, delete, status. */

import { writeAudit } from '../db/audit-log.js';
import { pageRequest, pagination } from '../db/paging.js';
import {
  deleteProvider,
  getProvider,
  insertProvider,
  insertWeekdaySettings,
  providerNameTaken,
  providerPage,
  providersOfType,
  providerTypeOf,
  providerUse,
  renameProvider,
  setProviderActive,
  toProviderRows,
} from '../db/providers.js';
import type { ProviderType } from '../domain/bid-types.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { requireFamily } from './family-access.js';
import { actorId, bodyOf, pathId, text } from './request-values.js';

async function providerOfPath(ctx: RequestContext): Promise<{ id: number; type: ProviderType }> {
  const id = pathId(ctx, 'provider_id');
  const type = await providerTypeOf(ctx.db, id);
  if (!type) throw notFound('Provider not found');
  requireFamily(ctx, type, 'provider');
  return { id, type };
}

async function assertNameFree(
  ctx: RequestContext,
  type: ProviderType,
  name: string,
  exceptId = 0,
): Promise<void> {
  if (await providerNameTaken(ctx.db, type, name, exceptId))
    throw conflict(`A provider named ${name} already exists`);
}

export const providersHandlers: HandlerTable = {
  'providers.listByType': async (ctx) => {
    const rows = await providersOfType(ctx.db, ctx.params.type);
    return { data: { rows: rows.map((r) => ({ ...r, provider_type: Number(r.provider_type) })) } };
  },

  'providers.list': async (ctx) => {
    const type = ctx.query.provider_type as ProviderType;
    requireFamily(ctx, type, 'provider');
    const page = pageRequest(ctx.query);
    const { rows, total } = await providerPage(
      ctx.db,
      { type, search: text(ctx.query.search), orderBy: ctx.query.order_by, order: ctx.query.order },
      page,
    );
    return { data: { rows: await toProviderRows(ctx.db, rows), pagination: pagination(page, total) } };
  },

  'providers.create': async (ctx) => {
    const body = bodyOf<{
      provider_type: ProviderType;
      provider_name: string;
      game_name?: string;
      is_active?: boolean;
    }>(ctx);
    requireFamily(ctx, body.provider_type, 'provider');
    const name = body.provider_name.trim();
    await assertNameFree(ctx, body.provider_type, name);
    const id = await ctx.db.transaction(async (tx) => {
      const providerId = await insertProvider(tx, {
        type: body.provider_type,
        name,
        gameName: body.game_name ?? '',
        isActive: body.is_active ?? true,
      });
      await insertWeekdaySettings(tx, providerId, body.provider_type);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'providers.create',
        entity: 'provider',
        entityId: providerId,
        after: { provider_name: name, game_name: body.game_name ?? '', is_active: body.is_active ?? true },
      });
      return providerId;
    });
    return { msg: 'Game provider created successfully', data: await getProvider(ctx.db, id) };
  },

  'providers.update': async (ctx) => {
    const { id, type } = await providerOfPath(ctx);
    const body = bodyOf<{ provider_name: string; game_name?: string }>(ctx);
    const name = body.provider_name.trim();
    await assertNameFree(ctx, type, name, id);
    await ctx.db.transaction(async (tx) => {
      const before = await renameProvider(tx, id, name, body.game_name ?? null);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'providers.update',
        entity: 'provider',
        entityId: id,
        before,
        after: { provider_name: name, game_name: body.game_name ?? before?.game_name },
      });
    });
    return { msg: 'Game provider updated successfully', data: await getProvider(ctx.db, id) };
  },

  'providers.delete': async (ctx) => {
    const { id } = await providerOfPath(ctx);
    await ctx.db.transaction(async (tx) => {
      const used = await providerUse(tx, id);
      if (used?.bids) throw conflict('This provider has bids and cannot be deleted; deactivate it instead');
      if (used?.results)
        throw conflict('This provider has results and cannot be deleted; deactivate it instead');
      await deleteProvider(tx, id);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'providers.delete',
        entity: 'provider',
        entityId: id,
      });
    });
    return { msg: 'Game provider deleted successfully', data: null };
  },

  'providers.updateStatus': async (ctx) => {
    const { id } = await providerOfPath(ctx);
    const body = bodyOf<{ is_active: boolean }>(ctx);
    await ctx.db.transaction(async (tx) => {
      const before = await setProviderActive(tx, id, body.is_active);
      await writeAudit(tx, {
        employeeId: actorId(ctx),
        action: 'providers.updateStatus',
        entity: 'provider',
        entityId: id,
        before,
        after: { is_active: body.is_active },
      });
    });
    return { msg: 'Game provider status updated successfully', data: await getProvider(ctx.db, id) };
  },
};
