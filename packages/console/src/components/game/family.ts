/**
 * The three game families as the game desk screens see them: one set of components parameterised by
 * the registry row's `params.family` (market = the menu's "Games", provider_type 1; starline 2; jackpot 3).
 */
import { ENUMS, type PermissionKey, type Schemas } from '@backoffice/sdk';
import type { GameFamily, ScreenProps } from '../../screens/screen-types';

export type BidType = Schemas['BidType'];
export type ProviderType = 1 | 2 | 3;
export type FamilyArea = 'provider' | 'setting' | 'rates' | 'result' | 'bids';

interface FamilyInfo {
  family: GameFamily;
  providerType: ProviderType;
  /** Menu and permission-key prefix: games, starline, jackpot. */
  prefix: 'games' | 'starline' | 'jackpot';
  /** Shown in titles and messages. */
  label: string;
  /** Markets have an Open and a Close session; starline and jackpot slots have none. */
  hasSessions: boolean;
  /** What a result is entered as: a panna (market, starline) or two digits (jackpot). */
  result: 'panna' | 'two-digits';
  bidTypes: readonly BidType[];
}

const SUFFIX: Record<GameFamily, string> = { market: '_MARKET', starline: '_STARLINE', jackpot: '_JACKPOT' };

function bidTypesOf(family: GameFamily): readonly BidType[] {
  return (ENUMS.BidType as readonly BidType[]).filter((type) => type.endsWith(SUFFIX[family]));
}

export const FAMILIES: Readonly<Record<GameFamily, FamilyInfo>> = {
  market: {
    family: 'market',
    providerType: 1,
    prefix: 'games',
    label: 'Market',
    hasSessions: true,
    result: 'panna',
    bidTypes: bidTypesOf('market'),
  },
  starline: {
    family: 'starline',
    providerType: 2,
    prefix: 'starline',
    label: 'Starline',
    hasSessions: false,
    result: 'panna',
    bidTypes: bidTypesOf('starline'),
  },
  jackpot: {
    family: 'jackpot',
    providerType: 3,
    prefix: 'jackpot',
    label: 'Jackpot',
    hasSessions: false,
    result: 'two-digits',
    bidTypes: bidTypesOf('jackpot'),
  },
};

/** The family a registry row serves: its params, else the first segment of its path (/games -> market). */
export function familyOfScreen(screen: ScreenProps['screen']): FamilyInfo {
  const named = screen.params?.family;
  if (named) return FAMILIES[named];
  const first = screen.path.split('/')[1];
  return first === 'starline' ? FAMILIES.starline : first === 'jackpot' ? FAMILIES.jackpot : FAMILIES.market;
}

/** The family's own permission key for an area, e.g. (starline, 'result') -> 'starline.result'. */
export function familyPermission(info: FamilyInfo, area: FamilyArea): PermissionKey {
  return `${info.prefix}.${area}` as PermissionKey;
}

/** Display labels of bid types: one table in the SDK, shared with the server's rates. */
export { BID_TYPE_LABELS } from '@backoffice/sdk';

export type { FamilyInfo };
