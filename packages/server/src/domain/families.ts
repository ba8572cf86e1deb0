/**
 * The three game families and their names: provider_type 1/2/3, the path word (market, starline,
 * jackpot) and the permission key prefix (games, starline, jackpot).
 */
import type { ProviderType } from './bid-types.js';

export type GameType = 'market' | 'starline' | 'jackpot';
export type PermissionPrefix = 'games' | 'starline' | 'jackpot';

const BY_GAME_TYPE: Record<GameType, ProviderType> = { market: 1, starline: 2, jackpot: 3 };
const PREFIX: Record<ProviderType, PermissionPrefix> = { 1: 'games', 2: 'starline', 3: 'jackpot' };

export function providerTypeOfGame(gameType: GameType): ProviderType {
  return BY_GAME_TYPE[gameType];
}

export function isProviderType(value: unknown): value is ProviderType {
  return value === 1 || value === 2 || value === 3;
}

/** The family's own permission key for an area, e.g. (2, 'result') -> 'starline.result'. */
export function familyPermission(
  providerType: ProviderType,
  area: 'provider' | 'setting' | 'rates' | 'result' | 'bids',
) {
  return `${PREFIX[providerType]}.${area}`;
}
