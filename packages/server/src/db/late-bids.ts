/**
 * Late bids (issue 26): a bid is late when it was placed after its session's bids-close time, or after a
 * result of its session was saved. Both compared to the second: a bid placed at 11:55:00.900 with bids
 * closing at 11:55 is on time; one placed at 11:55:01 is late. Late bids are flagged, never dropped:
 * staff decide (refund selected bids, results.revertSelected).
 *
 * A session here is a slot of bids: a market's Open and Close bids, its whole-day bids (jodi, sangams:
 * session null, closing at the Open's bid time, late after any result of the day was saved), and a
 * starline or jackpot slot (session null). The bids-close instant is the weekday timing of the business
 * date (OBT, or CBT for a Close) in IST. Computed when asked, from the bids_provider_day index (provider,
 * date, placed-at): each slot's late bids are one index range.
 */
import type { ProviderType, Session } from '../domain/bid-types.js';
import type { Queryable } from './db.js';
import { paise } from './money.js';
import { int } from './values.js';

export type LateReason = 'AFTER_CLOSE' | 'AFTER_RESULT';

export interface LateBidFilter {
  startDate: string;
  endDate: string;
  providerType?: ProviderType;
  providerId?: number;
  /** A desk's session: Open is the Open slot; Close also takes the market's whole-day bids. */
  session?: Session;
  bidStatus?: 'PENDING' | 'WON' | 'LOST' | 'REFUNDED';
  userId?: number;
}

export interface LateBid {
  bidId: number;
  userId: number;
  fullName: string;
  providerId: number;
  providerName: string;
  providerType: ProviderType;
  gameDate: string;
  session: Session | null;
  bidType: string;
  digit: string;
  amountPaise: number;
  winPaise: number;
  bidStatus: string;
  placedAt: string;
  bidsCloseAt: string | null;
  resultSavedAt: string | null;
  reasons: LateReason[];
  lateBySeconds: number;
}

export interface LateBidTotals {
  count: number;
  stakePaise: number;
  players: number;
}

/** When a slot's bids close (SQL): the weekday timing `ps` of the business date, OBT (CBT for a Close), in IST. */
const closesAtSql = (day: string, session: string) =>
  `((${day} + CASE WHEN ${session} = 'Close' THEN coalesce(ps.cbt, ps.obt) ELSE ps.obt END)::timestamp
    AT TIME ZONE 'Asia/Kolkata')`;

/** When the first result of a slot was saved (SQL), to the second: a whole-day slot takes any of the day's. */
const resultSavedAtSql = (providerId: string, day: string, session: string) =>
  `(SELECT date_trunc('second', min(r.saved_at)) FROM results r
     WHERE r.provider_id = ${providerId} AND r.game_date = ${day}
       AND (${session} IS NULL OR r.session = ${session}))`;

/** The late-bid rows of the slots a filter names, as a CTE body `late` (parameters pushed on `params`). */
function lateSql(filter: LateBidFilter, params: unknown[]): string {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const slotWhere = ['(p.provider_type = 1 OR s.session IS NULL)'];
  if (filter.providerType) slotWhere.push(`p.provider_type = ${p(filter.providerType)}::smallint`);
  if (filter.providerId) slotWhere.push(`p.provider_id = ${p(filter.providerId)}::integer`);
  if (filter.session === 'Open') slotWhere.push(`s.session = 'Open'`);
  if (filter.session === 'Close')
    slotWhere.push(`(s.session = 'Close' OR (p.provider_type = 1 AND s.session IS NULL))`);
  const bidWhere: string[] = [];
  if (filter.bidStatus) bidWhere.push(`b.bid_status = ${p(filter.bidStatus)}`);
  if (filter.userId) bidWhere.push(`b.user_id = ${p(filter.userId)}::integer`);
  const start = p(filter.startDate);
  const end = p(filter.endDate);
  return `slots AS MATERIALIZED (
    SELECT p.provider_id, p.provider_type, p.provider_name, d.day::date AS game_date, s.session,
      ${closesAtSql('d.day::date', 's.session')} AS closes_at,
      ${resultSavedAtSql('p.provider_id', 'd.day::date', 's.session')} AS result_saved_at
    FROM providers p
    CROSS JOIN generate_series(${start}::date::timestamp, ${end}::date::timestamp, interval '1 day') AS d(day)
    CROSS JOIN (VALUES ('Open'), ('Close'), (NULL)) AS s(session)
    LEFT JOIN provider_settings ps ON ps.provider_id = p.provider_id AND ps.day = trim(to_char(d.day, 'FMDAY'))
    WHERE ${slotWhere.join(' AND ')}
  ),
  late AS (
    SELECT b.bid_id, b.user_id, b.provider_id, sl.provider_name, sl.provider_type, b.game_date, b.session, b.bid_type,
      b.digit, b.amount_paise, b.win_amount_paise, b.bid_status, b.bid_created_at, sl.closes_at, sl.result_saved_at,
      coalesce(date_trunc('second', b.bid_created_at) > sl.closes_at, false) AS after_close,
      coalesce(date_trunc('second', b.bid_created_at) > sl.result_saved_at, false) AS after_result,
      least(sl.closes_at, sl.result_saved_at) AS cutoff
    FROM slots sl
    JOIN bids b ON b.provider_id = sl.provider_id AND b.game_date = sl.game_date
      AND b.session IS NOT DISTINCT FROM sl.session
      AND b.bid_created_at >= least(sl.closes_at, sl.result_saved_at) + interval '1 second'
    ${bidWhere.length ? `WHERE ${bidWhere.join(' AND ')}` : ''}
  )`;
}

function toLateBid(r: Record<string, unknown>): LateBid {
  const reasons: LateReason[] = [];
  if (r.after_close) reasons.push('AFTER_CLOSE');
  if (r.after_result) reasons.push('AFTER_RESULT');
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    bidId: Number(r.bid_id),
    userId: Number(r.user_id),
    fullName: String(r.full_name ?? ''),
    providerId: Number(r.provider_id),
    providerName: String(r.provider_name),
    providerType: Number(r.provider_type) as ProviderType,
    gameDate: String(r.day),
    session: (r.session as Session | null) ?? null,
    bidType: String(r.bid_type),
    digit: String(r.digit),
    amountPaise: paise(r.amount_paise),
    winPaise: paise(r.win_amount_paise),
    bidStatus: String(r.bid_status),
    placedAt: iso(r.bid_created_at) ?? '',
    bidsCloseAt: iso(r.closes_at),
    resultSavedAt: iso(r.result_saved_at),
    reasons,
    lateBySeconds: Math.max(0, int(r.late_by)),
  };
}

/** A page of late bids, newest first, and the totals of all of them (count, stake, distinct players). */
export async function listLateBids(
  q: Queryable,
  filter: LateBidFilter,
  page: { perPage: number; offset: number },
): Promise<{ rows: LateBid[]; totals: LateBidTotals }> {
  const params: unknown[] = [];
  const cte = lateSql(filter, params);
  const [totals] = await q.query<{ n: unknown; stake: unknown; players: unknown }>(
    `WITH ${cte} SELECT count(*) AS n, coalesce(sum(amount_paise), 0) AS stake, count(DISTINCT user_id) AS players FROM late`,
    params,
  );
  const rows = await q.query<Record<string, unknown>>(
    `WITH ${cte},
     shown AS (SELECT * FROM late ORDER BY bid_created_at DESC, bid_id DESC
                LIMIT ${Math.floor(page.perPage)} OFFSET ${Math.floor(page.offset)})
     SELECT l.*, to_char(l.game_date, 'YYYY-MM-DD') AS day, pl.full_name,
            floor(extract(epoch FROM date_trunc('second', l.bid_created_at) - l.cutoff)) AS late_by
       FROM shown l JOIN players pl ON pl.user_id = l.user_id
      ORDER BY l.bid_created_at DESC, l.bid_id DESC`,
    params,
  );
  return {
    rows: rows.map(toLateBid),
    totals: { count: int(totals?.n), stakePaise: paise(totals?.stake), players: int(totals?.players) },
  };
}

export interface LateSlotCount {
  providerId: number;
  providerName: string;
  providerType: ProviderType;
  gameDate: string;
  /** The desk session the bids settle in (a market's whole-day bids count in its Close). */
  session: Session | null;
  count: number;
  stakePaise: number;
  newestBidId: number;
  declared: boolean;
}

/**
 * Late bids not refunded, per desk session, over a date range (the board's marks); `pendingOnly` keeps
 * the pending ones of sessions not declared yet (the alarm's "open sessions").
 */
export async function lateBidCountsBySlot(
  q: Queryable,
  filter: LateBidFilter,
  pendingOnly = false,
): Promise<LateSlotCount[]> {
  const params: unknown[] = [];
  const cte = lateSql(filter, params);
  const rows = await q.query<Record<string, unknown>>(
    `WITH ${cte},
     counted AS (
       SELECT provider_id, provider_name, provider_type, game_date,
              CASE WHEN provider_type = 1 AND session IS NULL THEN 'Close' ELSE session END AS desk_session,
              count(*) AS n, sum(amount_paise) AS stake, max(bid_id) AS newest
         FROM late WHERE ${pendingOnly ? "bid_status = 'PENDING'" : "bid_status <> 'REFUNDED'"}
        GROUP BY 1, 2, 3, 4, 5)
     SELECT c.*, to_char(c.game_date, 'YYYY-MM-DD') AS day,
            EXISTS (SELECT 1 FROM results r WHERE r.provider_id = c.provider_id AND r.game_date = c.game_date
                      AND r.session IS NOT DISTINCT FROM c.desk_session AND r.status = 'DECLARED') AS declared
       FROM counted c ORDER BY c.game_date DESC, c.provider_name, c.desk_session`,
    params,
  );
  return rows
    .map((r) => ({
      providerId: Number(r.provider_id),
      providerName: String(r.provider_name),
      providerType: Number(r.provider_type) as ProviderType,
      gameDate: String(r.day),
      session: (r.desk_session as Session | null) ?? null,
      count: int(r.n),
      stakePaise: paise(r.stake),
      newestBidId: Number(r.newest),
      declared: Boolean(r.declared),
    }))
    .filter((slot) => !pendingOnly || !slot.declared);
}

/**
 * Announces the late bids among bids `afterId` < id <= `upToId` on the live stream (kind `late_bid`, scope
 * the family), each once: a bid at or below `sweptTo` (read again) is skipped when already announced. One row
 * per bid, written in one statement (each bid is its own record, so live_emit's merging of a record's changes
 * in a transaction is not needed, and its per-row search of the transaction's events would make a backlog
 * quadratic). Returns how many were announced.
 */
export async function announceLateBids(
  tx: Queryable,
  range: { afterId: number; upToId: number; sweptTo: number },
): Promise<number> {
  const rows = await tx.query(
    `INSERT INTO live_outbox (kind, record_id, version, state, changed, scope)
     SELECT 'late_bid', l.bid_id::text, 1, l.bid_status, ARRAY['late'], l.provider_type::text
       FROM (SELECT b.bid_id, b.bid_status, b.provider_type, date_trunc('second', b.bid_created_at) AS placed,
                    ${closesAtSql('b.game_date', 'b.session')} AS closes_at,
                    ${resultSavedAtSql('b.provider_id', 'b.game_date', 'b.session')} AS result_saved_at
               FROM bids b
               LEFT JOIN provider_settings ps
                 ON ps.provider_id = b.provider_id AND ps.day = trim(to_char(b.game_date, 'FMDAY'))
              WHERE b.bid_id > $1 AND b.bid_id <= $2) l
      WHERE (l.placed > l.closes_at OR l.placed > l.result_saved_at)
        -- OFFSET 0 keeps this a probe of live_outbox_record per bid read again: as an anti-join, the planner,
        -- which cannot know how many new bids lie above its statistics, chose a nested loop over every late-bid
        -- event for each bid (1,000 bids: 1.7 s on PostgreSQL).
        AND (l.bid_id > $3 OR NOT EXISTS (
          SELECT 1 FROM live_outbox o WHERE o.kind = 'late_bid' AND o.record_id = l.bid_id::text OFFSET 0))
      ORDER BY l.bid_id
     RETURNING seq`,
    [range.afterId, range.upToId, range.sweptTo],
  );
  return rows.length;
}
