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

/** Display labels of bid types (rates screen). */
export const BID_TYPE_LABELS: Readonly<Record<string, string>> = {
  SINGLE_DIGIT_MARKET: 'Single Digit',
  JODI_MARKET: 'Jodi Digit',
  SINGLE_PANNA_MARKET: 'Single Panna',
  DOUBLE_PANNA_MARKET: 'Double Panna',
  TRIPLE_PANNA_MARKET: 'Triple Panna',
  HALF_SANGAM_MARKET: 'Half Sangam',
  FULL_SANGAM_MARKET: 'Full Sangam',
  SINGLE_DIGIT_STARLINE: 'Single Digit',
  SINGLE_PANNA_STARLINE: 'Single Panna',
  DOUBLE_PANNA_STARLINE: 'Double Panna',
  TRIPLE_PANNA_STARLINE: 'Triple Panna',
  LEFT_DIGIT_JACKPOT: 'Left Digit',
  RIGHT_DIGIT_JACKPOT: 'Right Digit',
  JODI_JACKPOT: 'Jodi',
};
