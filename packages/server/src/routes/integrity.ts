/**
 * The integrity watch (issue 26): late bids, improbable winners, the settlement checks (the Books) and
 * the alarms the console raises from them. Queries live in db/late-bids.ts, db/improbable-winners.ts,
 * db/settlement-check.ts, db/session-check-rows.ts and db/books-check.ts.
 */
import { type BooksVerdict, latestBooksCheck, recordBooksCheck } from '../db/books-check.js';
import type { Db } from '../db/db.js';
import { improbableWinners, luckOfPlayers, type PlayerLuck, playerExists } from '../db/improbable-winners.js';
import { type LateBid, lateBidCountsBySlot, listLateBids } from '../db/late-bids.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import {
  failedSessionChecks,
  listSessionChecks,
  resultStatus,
  type SessionCheckRow,
  sessionCheckDetail,
  type Verdict,
} from '../db/session-check-rows.js';
import { recordSessionCheck, type SessionProblem } from '../db/settlement-check.js';
import type { ProviderType, Session } from '../domain/bid-types.js';
import { type GameType, providerTypeOfGame } from '../domain/families.js';
import { isImprobable, LUCK_DEFAULTS } from '../domain/win-odds.js';
import { UNAUTHORIZED_ACCESS } from '../http/auth.js';
import { conflict, type HandlerTable, HttpError, notFound, type RequestContext } from '../http/handler.js';
import { failedChainsAlarm } from './chains.js';
import { daysBefore, defaultRange, todayIst } from './date-range.js';
import { requireFamily } from './family-access.js';
import { actorId, num, pathId, text } from './request-values.js';
import { wireRow } from './wire-row.js';

const GAME_TYPES: Record<ProviderType, GameType> = { 1: 'market', 2: 'starline', 3: 'jackpot' };

const money = paiseToRupees;

function holds(ctx: RequestContext, key: string): boolean {
  return Boolean(ctx.staff?.isAdmin || ctx.staff?.permission.includes(key));
}

function familyOf(ctx: RequestContext): ProviderType | undefined {
  const type = text(ctx.query.type) as GameType | undefined;
  return type ? providerTypeOfGame(type) : undefined;
}

/** The game family of a row, as the integrity lists name it (`type`). */
const family = (row: { providerType: ProviderType }) => ({ type: GAME_TYPES[row.providerType] });

const lateBidRow = (b: LateBid) => ({
  ...wireRow(b, { providerType: null, winPaise: 'win_amount' }),
  ...family(b),
});

const luckRow = (l: PlayerLuck) => ({
  ...wireRow(l, { winPaise: 'win_amount', expectedWins: null, log10Probability: null }),
  expected_wins: Math.round(l.expectedWins * 1000) / 1000,
  probability_log: Number.isFinite(l.log10Probability) ? l.log10Probability : -1000,
});

const sessionRow = (r: SessionCheckRow) => ({ ...wireRow(r, { providerType: null }), ...family(r) });

const problemRow = (p: SessionProblem) => wireRow(p);

const booksRow = (v: BooksVerdict) => ({
  ...wireRow(v, { mismatches: null }),
  mismatches: v.mismatches.map((m) => wireRow(m, { entriesPaise: 'entries_total' })),
});

function luckWindow(ctx: RequestContext, days: number) {
  const endDate = todayIst(ctx.now());
  return { startDate: daysBefore(endDate, days - 1), endDate };
}

/**
 * The alarm's improbable winners: one GROUP BY over 30 days of bids is too much to repeat on every
 * console's 30-second look, so the answer is kept per database and refreshed in the background when it
 * is 5 minutes old (the look that finds it stale gets the kept answer; the very first gets none yet).
 */
interface WinnersCache {
  at: number;
  day: string;
  rows: PlayerLuck[];
  refreshing?: Promise<void>;
}
const alarmCache = new WeakMap<Db, WinnersCache>();
const ALARM_CACHE_MS = 5 * 60_000;

function alarmWinners(ctx: RequestContext): PlayerLuck[] {
  const window = luckWindow(ctx, LUCK_DEFAULTS.days);
  const now = ctx.now().getTime();
  const cached = alarmCache.get(ctx.db) ?? { at: 0, day: '', rows: [] };
  const fresh = cached.day === window.endDate && now - cached.at < ALARM_CACHE_MS;
  if (!fresh && !cached.refreshing) {
    cached.refreshing = improbableWinners(
      ctx.db,
      { ...window, minWins: LUCK_DEFAULTS.minWins },
      1 / LUCK_DEFAULTS.thresholdOneIn,
    )
      .then((rows) => {
        Object.assign(cached, { at: now, day: window.endDate, rows });
      })
      // A failed refresh (the database closing) keeps the last answer; the next look tries again.
      .catch(() => {})
      .finally(() => {
        cached.refreshing = undefined;
      });
    alarmCache.set(ctx.db, cached);
  }
  return cached.rows;
}

async function sessionDetailOrThrow(ctx: RequestContext, resultId: number) {
  const detail = await sessionCheckDetail(ctx.db, resultId);
  if (!detail) throw notFound();
  return { session: sessionRow(detail.row), problems: detail.problems.map(problemRow) };
}

export const integrityHandlers: HandlerTable = {
  'integrity.lateBids': async (ctx) => {
    const providerType = familyOf(ctx);
    if (!holds(ctx, 'risk.lateBids')) {
      // The declare desk's use: one family, with its result key.
      if (!providerType) throw new HttpError(403, UNAUTHORIZED_ACCESS);
      requireFamily(ctx, providerType, 'result');
    }
    const range = defaultRange(ctx.query, 6);
    const page = pageRequest(ctx.query, 10);
    const { rows, totals } = await listLateBids(
      ctx.db,
      {
        startDate: range.start,
        endDate: range.end,
        providerType,
        providerId: num(ctx.query.provider_id),
        session: text(ctx.query.session) as Session | undefined,
        bidStatus: text(ctx.query.bid_status) as LateBid['bidStatus'] as never,
      },
      page,
    );
    return {
      data: {
        rows: rows.map(lateBidRow),
        pagination: pagination(page, totals.count),
        totals: { count: totals.count, stake: money(totals.stakePaise), players: totals.players },
      },
    };
  },

  'integrity.improbableWinners': async (ctx) => {
    const days = num(ctx.query.days) ?? LUCK_DEFAULTS.days;
    const thresholdOneIn = num(ctx.query.threshold_one_in) ?? LUCK_DEFAULTS.thresholdOneIn;
    const window = luckWindow(ctx, days);
    const page = pageRequest(ctx.query, 10);
    const all = await improbableWinners(
      ctx.db,
      { ...window, minWins: num(ctx.query.min_wins) ?? LUCK_DEFAULTS.minWins },
      1 / thresholdOneIn,
    );
    return {
      data: {
        start_date: window.startDate,
        end_date: window.endDate,
        threshold_one_in: thresholdOneIn,
        rows: all.slice(page.offset, page.offset + page.perPage).map(luckRow),
        pagination: pagination(page, all.length),
      },
    };
  },

  'integrity.playerLuck': async (ctx) => {
    const userId = pathId(ctx, 'user_id');
    if (!(await playerExists(ctx.db, userId))) throw notFound();
    const window = luckWindow(ctx, num(ctx.query.days) ?? LUCK_DEFAULTS.days);
    const luck = (await luckOfPlayers(ctx.db, window, [userId])).get(userId) ?? null;
    const flagged = Boolean(luck && isImprobable(luck.wins, luck.log10Probability));
    return {
      data: {
        start_date: window.startDate,
        end_date: window.endDate,
        threshold_one_in: LUCK_DEFAULTS.thresholdOneIn,
        flagged,
        luck: luck ? luckRow(luck) : null,
      },
    };
  },

  'integrity.sessionChecks': async (ctx) => {
    const range = defaultRange(ctx.query, 6);
    const page = pageRequest(ctx.query, 10);
    const { rows, counts } = await listSessionChecks(
      ctx.db,
      {
        startDate: range.start,
        endDate: range.end,
        providerType: familyOf(ctx),
        verdict: text(ctx.query.verdict) as Verdict | undefined,
      },
      page,
    );
    const filtered = text(ctx.query.verdict) as Verdict | undefined;
    const total = filtered ? counts[filtered] : counts.PASS + counts.FAIL + counts.UNCHECKED;
    return {
      data: {
        rows: rows.map(sessionRow),
        pagination: pagination(page, total),
        counts: { pass: counts.PASS, fail: counts.FAIL, unchecked: counts.UNCHECKED },
      },
    };
  },

  'integrity.sessionCheck': async (ctx) => ({
    data: await sessionDetailOrThrow(ctx, pathId(ctx, 'result_id')),
  }),

  'integrity.checkSession': async (ctx) => {
    const resultId = pathId(ctx, 'result_id');
    const status = await resultStatus(ctx.db, resultId);
    if (!status) throw notFound();
    if (status === 'SAVED') throw conflict('Only a declared or reverted result can be checked');
    const verdict = await recordSessionCheck(ctx.db, resultId, 'ON_DEMAND');
    return {
      msg: verdict.ok ? 'Settlement check passed' : `Settlement check found ${verdict.problemCount} problems`,
      data: await sessionDetailOrThrow(ctx, resultId),
    };
  },

  'integrity.books': async (ctx) => {
    const latest = await latestBooksCheck(ctx.db);
    return { data: latest ? booksRow(latest) : null };
  },

  'integrity.checkBooks': async (ctx) => {
    const verdict = await recordBooksCheck(ctx.db, 'ON_DEMAND', actorId(ctx));
    return {
      msg: verdict.ok ? 'The books balance' : `The books check found ${verdict.mismatchCount} mismatches`,
      data: booksRow(verdict),
    };
  },

  'integrity.alarms': async (ctx) => {
    const today = todayIst(ctx.now());
    const late = holds(ctx, 'risk.lateBids')
      ? await lateBidCountsBySlot(ctx.db, { startDate: today, endDate: today }, true)
      : null;
    const winners = holds(ctx, 'risk.improbableWinners') ? alarmWinners(ctx) : null;
    const books = holds(ctx, 'risk.books');
    const latestBooks = books ? await latestBooksCheck(ctx.db) : null;
    return {
      data: {
        late_bids:
          late?.map((s) => ({
            provider_id: s.providerId,
            provider_name: s.providerName,
            type: GAME_TYPES[s.providerType],
            game_date: s.gameDate,
            session: s.session,
            count: s.count,
            stake: money(s.stakePaise),
            newest_bid_id: s.newestBidId,
          })) ?? null,
        improbable_winners: winners?.map(luckRow) ?? null,
        failed_checks: books ? (await failedSessionChecks(ctx.db)).map(sessionRow) : null,
        books_failed: latestBooks && !latestBooks.ok ? booksRow(latestBooks) : null,
        chains_failed: holds(ctx, 'risk.chainVerify') ? await failedChainsAlarm(ctx) : null,
      },
    };
  },
};
