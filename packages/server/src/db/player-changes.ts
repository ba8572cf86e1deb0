/** Staff changes to a player, each run inside a transaction that holds the player's row lock. */
import type { Queryable } from './db.js';
import type { UserStage } from './users.js';
import { int, list } from './values.js';

/** The player fields staff may change: the audit row's before/after. */
export interface PlayerState {
  user_id: number;
  stage: UserStage;
  to_watch: boolean;
  watchlist_reason: string | null;
  can_switch_device: boolean;
  risk_level: string | null;
  block_type: string | null;
  block_reason: string | null;
  stage_before_block: UserStage | null;
  device_ids: string[];
  market_providers: number[];
  starline_blocked: boolean;
  jackpot_blocked: boolean;
  block_permissions: string[];
}

/** Locks the player's row (SELECT ... FOR UPDATE) and returns its changeable state. */
export async function lockPlayer(tx: Queryable, userId: number): Promise<PlayerState | undefined> {
  const [r] = await tx.query(
    `SELECT user_id, stage, to_watch, watchlist_reason, can_switch_device, risk_level, block_type, block_reason,
       stage_before_block, device_ids, market_providers, starline_blocked, jackpot_blocked, block_permissions
     FROM players WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  if (!r) return undefined;
  return {
    user_id: int(r.user_id),
    stage: r.stage as UserStage,
    to_watch: Boolean(r.to_watch),
    watchlist_reason: (r.watchlist_reason as string | null) ?? null,
    can_switch_device: Boolean(r.can_switch_device),
    risk_level: (r.risk_level as string | null) ?? null,
    block_type: (r.block_type as string | null) ?? null,
    block_reason: (r.block_reason as string | null) ?? null,
    stage_before_block: (r.stage_before_block as UserStage | null) ?? null,
    device_ids: list<string>(r.device_ids),
    market_providers: list<unknown>(r.market_providers).map(int),
    starline_blocked: Boolean(r.starline_blocked),
    jackpot_blocked: Boolean(r.jackpot_blocked),
    block_permissions: list<string>(r.block_permissions),
  };
}

export async function setWatchlist(tx: Queryable, userId: number, status: boolean, reason: string | null) {
  await tx.query('UPDATE players SET to_watch = $2, watchlist_reason = $3 WHERE user_id = $1', [
    userId,
    status,
    status ? reason : null,
  ]);
}

export async function setMarkets(
  tx: Queryable,
  userId: number,
  marketProviders: number[],
  starlineBlocked: boolean,
  jackpotBlocked: boolean,
) {
  await tx.query(
    `UPDATE players SET market_providers = $2::integer[], starline_blocked = $3, jackpot_blocked = $4
     WHERE user_id = $1`,
    [userId, marketProviders, starlineBlocked, jackpotBlocked],
  );
}

/** The market provider ids among `ids` that are not markets (provider_type 1). */
export async function unknownMarketIds(db: Queryable, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ provider_id: unknown }>(
    'SELECT provider_id FROM providers WHERE provider_type = 1 AND provider_id = ANY($1::integer[])',
    [ids],
  );
  const known = new Set(rows.map((r) => int(r.provider_id)));
  return ids.filter((id) => !known.has(id));
}

export async function setFamilyBlock(
  tx: Queryable,
  userId: number,
  family: 'starline' | 'jackpot',
  block: boolean,
) {
  const column = family === 'starline' ? 'starline_blocked' : 'jackpot_blocked';
  await tx.query(`UPDATE players SET ${column} = $2 WHERE user_id = $1`, [userId, block]);
}

export async function setBlockPermissions(tx: Queryable, userId: number, permissions: string[]) {
  await tx.query('UPDATE players SET block_permissions = $2::text[] WHERE user_id = $1', [
    userId,
    permissions,
  ]);
}

export async function setSwitchDevice(tx: Queryable, userId: number, status: boolean) {
  await tx.query('UPDATE players SET can_switch_device = $2 WHERE user_id = $1', [userId, status]);
}

export interface BlockInput {
  blockType: 'TEMPORARY' | 'PERMANENT';
  reason: string;
  riskLevel: 'LOW' | 'MEDIUM' | 'HIGH';
  deviceIds: string[];
}

/** TEMPORARY -> BLOCKED, PERMANENT -> BANNED; remembers the stage to return to on unblock. */
export async function blockPlayer(tx: Queryable, before: PlayerState, input: BlockInput) {
  await tx.query(
    `UPDATE players SET stage = $2, stage_before_block = $3, block_type = $4, block_reason = $5,
       risk_level = $6, device_ids = $7::text[], blocked_at = now()
     WHERE user_id = $1`,
    [
      before.user_id,
      input.blockType === 'PERMANENT' ? 'BANNED' : 'BLOCKED',
      before.stage,
      input.blockType,
      input.reason,
      input.riskLevel,
      input.deviceIds,
    ],
  );
}

/** Back to the stage held before the block (REGISTERED when unknown); the block fields are cleared. */
export async function unblockPlayer(tx: Queryable, before: PlayerState) {
  await tx.query(
    `UPDATE players SET stage = $2, stage_before_block = NULL, block_type = NULL, block_reason = NULL,
       blocked_at = NULL
     WHERE user_id = $1`,
    [before.user_id, before.stage_before_block ?? 'REGISTERED'],
  );
}

export const isBlocked = (state: PlayerState) => state.stage === 'BLOCKED' || state.stage === 'BANNED';
