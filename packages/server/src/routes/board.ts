/**
 * The market board: one family's day in one call (every active provider's timings on the weekday of
 * the date, and the live result of each slot), so the console's board and overdue alarm never ask once
 * per provider. The states the console shows (bidding open, closed, due, overdue) come from the times.
 */
import { boardSettings, liveResultsOf } from '../db/board.js';
import { lateBidCountsBySlot } from '../db/late-bids.js';
import type { Session } from '../domain/bid-types.js';
import type { HandlerTable } from '../http/handler.js';
import { familyOfPath } from './family-access.js';
import { text } from './request-values.js';

type ResultState = 'NONE' | 'SAVED' | 'DECLARED';

interface Slot {
  session: Session | null;
  bids_close: string;
  result_due: string;
  result: ResultState;
  display: string | null;
  late_bids: number;
}

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;

/** The weekday of a business date (YYYY-MM-DD), read as a calendar date. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'SUNDAY';
}

export const boardHandlers: HandlerTable = {
  'board.day': async (ctx) => {
    const providerType = familyOfPath(ctx, 'result');
    const date = text(ctx.query.date) ?? '';
    const day = weekdayOf(date);
    const settings = await boardSettings(ctx.db, providerType, day);
    const results = await liveResultsOf(ctx.db, providerType, date);
    const late = await lateBidCountsBySlot(ctx.db, { startDate: date, endDate: date, providerType });
    const lateCount = new Map(late.map((s) => [`${s.providerId}:${s.session ?? ''}`, s.count]));
    const live = new Map(results.map((r) => [`${r.provider_id}:${r.session ?? ''}`, r]));
    const slotOf = (providerId: unknown, session: Session | null, close: unknown, due: unknown): Slot => {
      const result = live.get(`${providerId}:${session ?? ''}`);
      return {
        session,
        bids_close: String(close),
        result_due: String(due),
        result: result ? (result.status as ResultState) : 'NONE',
        display: result ? String(result.digit) : null,
        late_bids: lateCount.get(`${providerId}:${session ?? ''}`) ?? 0,
      };
    };
    const rows = settings.map((r) => ({
      provider_id: Number(r.provider_id),
      provider_name: String(r.provider_name),
      open_today: Boolean(r.status),
      slots:
        providerType === 1
          ? [
              slotOf(r.provider_id, 'Open', r.obt, r.obrt),
              slotOf(r.provider_id, 'Close', r.cbt ?? r.obt, r.cbrt ?? r.obrt),
            ]
          : [slotOf(r.provider_id, null, r.obt, r.obrt)],
    }));
    return { data: { game_date: date, day, rows } };
  },
};
