/** Providers of the three families: pickers, pages, create, rename, delete, status. */
import { Conditions, fetchPage } from '../db/page-query.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import {
  getProvider,
  insertWeekdaySettings,
  PROVIDER_COLUMNS,
  PROVIDER_FROM,
  providerTypeOf,
  toProviderRows,
} from '../db/providers.js';
import { likeContains } from '../db/values.js';
import { writeAudit } from '../domain/audit.js';
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
  const clash = await ctx.db.query(
    'SELECT 1 FROM providers WHERE provider_type = $1 AND lower(provider_name) = lower($2) AND provider_id <> $3',
    [type, name, exceptId],
  );
  if (clash.length) throw conflict(`A provider named ${name} already exists`);
}

export const providersHandlers: HandlerTable = {
  'providers.listByType': async (ctx) => {
    const rows = await ctx.db.query<{
      provider_id: number;
      provider_name: string;
      provider_type: number;
      is_active: boolean;
    }>(
      `SELECT provider_id, provider_name, provider_type, is_active FROM providers
        WHERE provider_type = $1 ORDER BY provider_name, provider_id`,
      [ctx.params.type],
    );
    return { data: { rows: rows.map((r) => ({ ...r, provider_type: Number(r.provider_type) })) } };
  },

  'providers.list': async (ctx) => {
    const type = ctx.query.provider_type as ProviderType;
    requireFamily(ctx, type, 'provider');
    const page = pageRequest(ctx.query);
    const where = new Conditions().add('p.provider_type = ?', type);
    const search = text(ctx.query.search);
    if (search) where.add('lower(p.provider_name) LIKE ?', likeContains(search.toLowerCase()));
    const column = ctx.query.order_by === 'created_at' ? 'p.created_at' : 'lower(p.provider_name)';
    const dir = sortDirection(ctx.query.order);
    const { rows, total } = await fetchPage(
      ctx.db,
      {
        columns: PROVIDER_COLUMNS,
        from: PROVIDER_FROM,
        where: where.where,
        order: `${column} ${dir}, p.provider_id ${dir}`,
        params: where.params,
      },
      page,
      (r) => r,
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
      const [row] = await tx.query<{ provider_id: number }>(
        `INSERT INTO providers (provider_type, provider_name, game_name, is_active) VALUES ($1, $2, $3, $4) RETURNING provider_id`,
        [body.provider_type, name, body.game_name ?? '', body.is_active ?? true],
      );
      const providerId = row?.provider_id ?? 0;
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
      const [before] = await tx.query<{ provider_name: string; game_name: string }>(
        'SELECT provider_name, game_name FROM providers WHERE provider_id = $1 FOR UPDATE',
        [id],
      );
      await tx.query(
        'UPDATE providers SET provider_name = $2, game_name = coalesce($3, game_name) WHERE provider_id = $1',
        [id, name, body.game_name ?? null],
      );
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
      const [used] = await tx.query<{ bids: boolean; results: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM bids WHERE provider_id = $1) AS bids,
                EXISTS (SELECT 1 FROM results WHERE provider_id = $1) AS results`,
        [id],
      );
      if (used?.bids) throw conflict('This provider has bids and cannot be deleted; deactivate it instead');
      if (used?.results)
        throw conflict('This provider has results and cannot be deleted; deactivate it instead');
      await tx.query('DELETE FROM providers WHERE provider_id = $1', [id]);
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
      const [before] = await tx.query<{ is_active: boolean }>(
        'SELECT is_active FROM providers WHERE provider_id = $1 FOR UPDATE',
        [id],
      );
      await tx.query(`UPDATE providers SET is_active = $2, game_name = '' WHERE provider_id = $1`, [
        id,
        body.is_active,
      ]);
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
