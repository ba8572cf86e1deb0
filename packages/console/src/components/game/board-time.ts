/**
 * The market board's clock, pure: each result slot's state from its times (IST wall-clock), its
 * result and the time now; and the results that are due and not declared, most overdue first. Shared
 * by the board screen and the shell's overdue-result alarm. Never ranks results by what they pay.
 */
import type { Schemas } from '@backoffice/sdk';
import { resultDeskUrl } from '../../app/links';
import { FAMILIES, type FamilyInfo } from './family';

export type Board = Schemas['MarketBoard'];
export type BoardRow = Schemas['MarketBoardRow'];
export type BoardSlot = Schemas['MarketBoardSlot'];

export type SlotState =
  | 'closed today'
  | 'bidding open'
  | 'bidding closed'
  | 'result due'
  | 'overdue'
  | 'saved'
  | 'declared';

/** A due result stays "result due" this long, then is "overdue". */
export const OVERDUE_AFTER_SECONDS = 15 * 60;

/** Seconds since midnight in Asia/Kolkata (IST has no daylight saving: UTC+05:30). */
export function istSecondsOfDay(now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000) + 5.5 * 3600;
  return ((seconds % 86_400) + 86_400) % 86_400;
}

/** "HH:MM" as seconds since midnight. */
export function wallClockSeconds(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60;
}

export function slotState(slot: BoardSlot, openToday: boolean, nowSeconds: number): SlotState {
  if (slot.result === 'DECLARED') return 'declared';
  if (!openToday) return 'closed today';
  const due = wallClockSeconds(slot.resultDue);
  if (nowSeconds >= due) return nowSeconds - due >= OVERDUE_AFTER_SECONDS ? 'overdue' : 'result due';
  if (slot.result === 'SAVED') return 'saved';
  return nowSeconds < wallClockSeconds(slot.bidsClose) ? 'bidding open' : 'bidding closed';
}

/** Whether a slot raises the alarm: open today, its result time passed, no declared result. */
export function isDue(slot: BoardSlot, openToday: boolean, nowSeconds: number): boolean {
  const state = slotState(slot, openToday, nowSeconds);
  return state === 'result due' || state === 'overdue';
}

/** What a slot waits for next and when: bids closing, then its result. Null once declared or closed. */
export function nextEvent(
  slot: BoardSlot,
  openToday: boolean,
  nowSeconds: number,
): { label: 'Bids close' | 'Result due'; at: string; inSeconds: number } | null {
  if (slot.result === 'DECLARED' || !openToday) return null;
  const close = wallClockSeconds(slot.bidsClose);
  if (nowSeconds < close) return { label: 'Bids close', at: slot.bidsClose, inSeconds: close - nowSeconds };
  return {
    label: 'Result due',
    at: slot.resultDue,
    inSeconds: wallClockSeconds(slot.resultDue) - nowSeconds,
  };
}

/** A countdown: "in 1h 05m", "in 4m 09s", "12m 30s late". */
export function countdownText(inSeconds: number): string {
  const late = inSeconds < 0;
  const total = Math.abs(inSeconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = h > 0 ? `${h}h ${pad(m)}m` : `${m}m ${pad(s)}s`;
  return late ? `${text} late` : `in ${text}`;
}

/** The slot a provider's board line is about: its first slot not declared, else its last. */
export function currentSlot(row: BoardRow): BoardSlot | undefined {
  return row.slots.find((slot) => slot.result !== 'DECLARED') ?? row.slots.at(-1);
}

export interface DueResult {
  /** Stable across polls: family, date, provider, session. */
  key: string;
  family: FamilyInfo['family'];
  providerId: number;
  providerName: string;
  session: 'Open' | 'Close' | null;
  resultDue: string;
  lateSeconds: number;
  /** The family's result desk at this slot. */
  href: string;
}

/** "Milan Day Open" or "Star 10:00". */
export function slotName(due: Pick<DueResult, 'providerName' | 'session'>): string {
  return due.session ? `${due.providerName} ${due.session}` : due.providerName;
}

/** One slot of a board's row as a result to declare, with how late it is at `nowSeconds`. */
function dueResultOf(
  info: FamilyInfo,
  board: Board,
  row: BoardRow,
  slot: BoardSlot,
  nowSeconds: number,
): DueResult {
  return {
    key: `${info.family}|${board.gameDate}|${row.providerId}|${slot.session ?? ''}`,
    family: info.family,
    providerId: row.providerId,
    providerName: row.providerName,
    session: slot.session,
    resultDue: slot.resultDue,
    lateSeconds: nowSeconds - wallClockSeconds(slot.resultDue),
    href: resultDeskUrl(info.prefix, board.gameDate, row.providerId, slot.session),
  };
}

/** The due, undeclared results of a family's board, each once, most overdue first. */
export function dueResultsOf(info: FamilyInfo, board: Board, nowSeconds: number): DueResult[] {
  const due = board.rows.flatMap((row) =>
    row.slots
      .filter((slot) => isDue(slot, row.openToday, nowSeconds))
      .map((slot) => dueResultOf(info, board, row, slot, nowSeconds)),
  );
  return due.sort(byMostOverdue);
}

/**
 * The result due next after now, over a family's board: open today, not declared, its time still ahead
 * (the earliest first). What "Declare next due result" names when nothing is due yet.
 */
export function nextDueOf(info: FamilyInfo, board: Board, nowSeconds: number): DueResult | null {
  const ahead = board.rows.flatMap((row) =>
    row.slots
      .filter(
        (slot) =>
          row.openToday && slot.result !== 'DECLARED' && wallClockSeconds(slot.resultDue) > nowSeconds,
      )
      .map((slot) => dueResultOf(info, board, row, slot, nowSeconds)),
  );
  return ahead.sort(byMostOverdue)[0] ?? null;
}

/** Most overdue first (then by name, so the order is stable). */
export function byMostOverdue(a: DueResult, b: DueResult): number {
  return b.lateSeconds - a.lateSeconds || slotName(a).localeCompare(slotName(b));
}

export const BOARD_FAMILIES = [FAMILIES.market, FAMILIES.starline, FAMILIES.jackpot] as const;
