/** Staff changes to a player: watchlist, market access, permissions, device switch, block and unblock. */

import { writeAudit } from '../db/audit-log.js';
import type { Transaction } from '../db/db.js';
import {
  type BlockInput,
  blockPlayer,
  isBlocked,
  lockPlayer,
  type PlayerState,
  setBlockPermissions,
  setFamilyBlock,
  setMarkets,
  setSwitchDevice,
  setWatchlist,
  unblockPlayer,
  unknownMarketIds,
} from '../db/player-changes.js';
import { findUserMarkets, findUserPermissions } from '../db/user-details.js';
import { findUserRow } from '../db/users.js';
import { conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { actorId, bodyOf, pathId } from './request-values.js';

export const USER_MESSAGES = {
  watchlist: 'Watchlist updated successfully',
  blocked: 'User blocked successfully',
  unblocked: 'User unblocked successfully',
  market: 'Market updated successfully',
  permissions: 'Permissions updated successfully',
  switchDevice: 'Switch device status updated successfully',
  alreadyBlocked: 'User is already blocked',
  notBlocked: 'User is not blocked',
} as const;

/** Only the fields that changed, for the audit row. */
function changedFields(before: PlayerState, after: PlayerState) {
  const keys = (Object.keys(before) as (keyof PlayerState)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** Locks the player, applies `change`, and writes the audit row, all in one transaction. */
async function changePlayer(
  ctx: RequestContext,
  userId: number,
  action: string,
  reason: string | null,
  change: (tx: Transaction, before: PlayerState) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockPlayer(tx, userId);
    if (!before) throw notFound();
    await change(tx, before);
    const after = await lockPlayer(tx, userId);
    if (!after) throw notFound();
    await writeAudit(tx, {
      employeeId: actorId(ctx),
      action,
      entity: 'player',
      entityId: userId,
      reason,
      ...changedFields(before, after),
    });
  });
}

async function userRowReply(ctx: RequestContext, userId: number, msg: string) {
  const row = await findUserRow(ctx.db, userId);
  if (!row) throw notFound();
  return { msg, data: row };
}

export const userChangeHandlers: HandlerTable = {
  'users.setWatchlist': async (ctx) => {
    const userId = pathId(ctx, 'user_id');
    const body = bodyOf<{ status: boolean; reason?: string | null }>(ctx);
    const reason = body.reason?.trim() || null;
    await changePlayer(ctx, userId, 'users.setWatchlist', reason, (tx) =>
      setWatchlist(tx, userId, body.status, reason),
    );
    return userRowReply(ctx, userId, USER_MESSAGES.watchlist);
  },

  'users.updateMarkets': async (ctx) => {
    const userId = pathId(ctx, 'id');
    const body = bodyOf<{ market_providers: number[]; starline_blocked: boolean; jackpot_blocked: boolean }>(
      ctx,
    );
    const providers = [...new Set(body.market_providers)].sort((a, b) => a - b);
    const unknown = await unknownMarketIds(ctx.db, providers);
    if (unknown.length) throw notFound(`Market not found: ${unknown.join(', ')}`);
    await changePlayer(ctx, userId, 'users.updateMarkets', null, (tx) =>
      setMarkets(tx, userId, providers, body.starline_blocked, body.jackpot_blocked),
    );
    return { msg: USER_MESSAGES.market, data: await findUserMarkets(ctx.db, userId) };
  },

  'users.updateStarlineJackpot': async (ctx) => {
    const userId = pathId(ctx, 'id');
    const body = bodyOf<{ type: 'starline' | 'jackpot'; block: boolean }>(ctx);
    await changePlayer(ctx, userId, 'users.updateStarlineJackpot', null, (tx) =>
      setFamilyBlock(tx, userId, body.type, body.block),
    );
    return { msg: USER_MESSAGES.market, data: await findUserMarkets(ctx.db, userId) };
  },

  'users.updatePermissions': async (ctx) => {
    const userId = pathId(ctx, 'id');
    const body = bodyOf<{ block_permissions: string[] }>(ctx);
    const permissions = [...new Set(body.block_permissions)];
    await changePlayer(ctx, userId, 'users.updatePermissions', null, (tx) =>
      setBlockPermissions(tx, userId, permissions),
    );
    return { msg: USER_MESSAGES.permissions, data: await findUserPermissions(ctx.db, userId) };
  },

  'users.setSwitchDevice': async (ctx) => {
    const userId = pathId(ctx, 'id');
    const body = bodyOf<{ status: boolean }>(ctx);
    await changePlayer(ctx, userId, 'users.setSwitchDevice', null, (tx) =>
      setSwitchDevice(tx, userId, body.status),
    );
    return userRowReply(ctx, userId, USER_MESSAGES.switchDevice);
  },

  'users.block': async (ctx) => {
    const body = bodyOf<{
      user_id: number;
      block_type: BlockInput['blockType'];
      reason: string;
      risk_level: BlockInput['riskLevel'];
      device_ids?: string[];
    }>(ctx);
    const input: BlockInput = {
      blockType: body.block_type,
      reason: body.reason.trim(),
      riskLevel: body.risk_level,
      deviceIds: [...new Set(body.device_ids ?? [])],
    };
    await changePlayer(ctx, body.user_id, 'users.block', input.reason, async (tx, before) => {
      if (isBlocked(before)) throw conflict(USER_MESSAGES.alreadyBlocked);
      await blockPlayer(tx, before, input);
    });
    return userRowReply(ctx, body.user_id, USER_MESSAGES.blocked);
  },

  'users.unblock': async (ctx) => {
    const userId = pathId(ctx, 'user_id');
    const body = bodyOf<{ reason: string }>(ctx);
    await changePlayer(ctx, userId, 'users.unblock', body.reason.trim(), async (tx, before) => {
      if (!isBlocked(before)) throw conflict(USER_MESSAGES.notBlocked);
      await unblockPlayer(tx, before);
    });
    return userRowReply(ctx, userId, USER_MESSAGES.unblocked);
  },
};
