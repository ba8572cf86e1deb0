/**
 * The declare desk's URL: /<games|starline|jackpot>/result?date=YYYY-MM-DD&provider=<id>&session=Open|Close
 * plus bidType, digit, page and the exposure view (`panel`: `view` is a saved view's id). Other screens (the
 * market board) link here, so the names are fixed; every read of the desk is built from this one query.
 */
import type { FamilyInfo } from '../../components/game/family';

export const VIEWS = ['bids', 'summary', 'digits', 'users', 'winners', 'report', 'revert'] as const;
export type DeskView = (typeof VIEWS)[number];

export interface DeskQuery {
  date: string;
  provider: string;
  session: string;
  bidType: string;
  digit: string;
  page: number;
  panel: string;
  /** The page of the exposure view's list. */
  vpage: number;
}

export const deskDefaults = (today: string): DeskQuery => ({
  date: today,
  provider: '',
  session: 'Open',
  bidType: '',
  digit: '',
  page: 1,
  panel: 'summary',
  vpage: 1,
});

export const DESK_ALLOWED = { session: ['Open', 'Close'], panel: [...VIEWS] };

/** Result lists show 50 a page (spec section 9). */
export const RESULT_PAGE_SIZE = 50;

/** The slot the desk works on: one provider, date and (market) session; null until a provider is picked. */
export interface Slot {
  providerId: number;
  gameDate: string;
  session?: 'Open' | 'Close';
}

export function slotOf(info: FamilyInfo, query: DeskQuery): Slot | null {
  const providerId = Number(query.provider);
  if (!Number.isInteger(providerId) || providerId < 1) return null;
  const session = query.session === 'Close' ? 'Close' : 'Open';
  return { providerId, gameDate: query.date, ...(info.hasSessions ? { session } : {}) };
}

/** The results list's input: the spec's game result filters, 50 a page. */
export function resultsInput(info: FamilyInfo, query: DeskQuery) {
  return {
    type: info.family,
    gameDate: query.date,
    ...(info.hasSessions ? { session: query.session } : {}),
    ...(query.provider ? { providerId: Number(query.provider) } : {}),
    ...(query.bidType ? { bidType: query.bidType } : {}),
    ...(query.digit ? { bidDigit: query.digit } : {}),
    currentPage: query.page,
    perPage: RESULT_PAGE_SIZE,
  };
}

/** The slot's keys as the result reads take them. */
export function slotInput(info: FamilyInfo, slot: Slot) {
  return {
    type: info.family,
    gameDate: slot.gameDate,
    providerId: slot.providerId,
    ...(slot.session ? { session: slot.session } : {}),
  };
}
