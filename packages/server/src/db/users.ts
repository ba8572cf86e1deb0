/** Player reads: the list row, stage lists with counts, details. */
import type { Queryable } from './db.js';
import type { KeptCountList } from './kept-counts.js';
import { paiseToRupees } from './money.js';
import { fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { instant, instantOrNull, int, likeContains } from './values.js';

export const USER_STAGES = ['REGISTERED', 'UNREGISTERED', 'UNVERIFIED', 'BLOCKED', 'BANNED'] as const;
export type UserStage = (typeof USER_STAGES)[number];

export interface UserRow {
  user_id: number;
  full_name: string;
  phone: string;
  email: string | null;
  stage: UserStage;
  balance: number;
  to_watch: boolean;
  watchlist_reason: string | null;
  can_switch_device: boolean;
  risk_level: 'LOW' | 'MEDIUM' | 'HIGH' | null;
  created_at: string;
  last_login_at: string | null;
}

/** The columns of UserRow, from `players p LEFT JOIN wallets w`. */
export const USER_ROW_COLUMNS = `p.user_id, p.full_name, p.phone, p.email, p.stage,
  coalesce(w.balance_paise, 0) AS balance_paise, p.to_watch, p.watchlist_reason, p.can_switch_device,
  p.risk_level, p.created_at, p.last_login_at`;
export const USER_FROM = 'players p LEFT JOIN wallets w ON w.user_id = p.user_id';

export function toUserRow(r: Record<string, unknown>): UserRow {
  return {
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    phone: String(r.phone),
    email: (r.email as string | null) ?? null,
    stage: r.stage as UserStage,
    balance: paiseToRupees(r.balance_paise as number),
    to_watch: Boolean(r.to_watch),
    watchlist_reason: (r.watchlist_reason as string | null) ?? null,
    can_switch_device: Boolean(r.can_switch_device),
    risk_level: (r.risk_level as UserRow['risk_level']) ?? null,
    created_at: instant(r.created_at),
    last_login_at: instantOrNull(r.last_login_at),
  };
}

export async function findUserRow(db: Queryable, userId: number): Promise<UserRow | undefined> {
  const rows = await db.query(`SELECT ${USER_ROW_COLUMNS} FROM ${USER_FROM} WHERE p.user_id = $1`, [userId]);
  return rows[0] ? toUserRow(rows[0]) : undefined;
}

export type UserOrderBy = 'created_at' | 'full_name' | 'balance' | 'last_login_at';

const ORDER_COLUMNS: Record<UserOrderBy, string> = {
  created_at: 'p.created_at',
  full_name: 'lower(p.full_name)',
  balance: 'coalesce(w.balance_paise, 0)',
  last_login_at: 'p.last_login_at',
};

export interface UserListFilter {
  stage: UserStage;
  search: string | undefined;
  orderBy: UserOrderBy;
  direction: 'ASC' | 'DESC';
  /** Only players whose balance is more than this many paise (0: players with a balance). */
  balanceOverPaise?: number | undefined;
}

/**
 * `search` matches the name (contains, any case), the phone number (contains) or, when it is all
 * digits, the user id exactly.
 */
export function userSearchCondition(search: string | undefined, params: unknown[]): string {
  const text = search?.trim();
  if (!text) return 'true';
  params.push(likeContains(text.toLowerCase()));
  const like = `$${params.length}`;
  const parts = [`lower(p.full_name) LIKE ${like}`, `p.phone LIKE ${like}`];
  if (/^\d{1,9}$/.test(text)) {
    params.push(Number(text));
    parts.push(`p.user_id = $${params.length}`);
  }
  return `(${parts.join(' OR ')})`;
}

/**
 * Players counted by the triggers of db/counters.ts, for fetchPage's `count`: answers a WHERE on `p.stage`
 * (or none: all players).
 */
export const PLAYER_COUNTS = { from: 'player_stage_counts p', expression: 'coalesce(sum(p.n), 0)' };

/** The players as a list of growing ids whose other changes bump list_versions 'players' (migration 103). */
const PLAYERS_LIST = { table: 'players', alias: 'p', id: 'user_id', version: 'players' } as const;

/** A search's capped count is kept per filter (kept-counts.ts), checked against PLAYERS_LIST's version. */
const KEPT_SEARCH_COUNTS: KeptCountList = {
  appendOnly: PLAYERS_LIST,
  tableTotal: 'SELECT coalesce(sum(n), 0) FROM player_stage_counts',
};

/**
 * A search counts its matches up to this many: a common surname matches a tenth of all players, and
 * counting every one cost more than the page (the answer then says its total is capped).
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A page of a stage's players; `stageTotal`, when known (stageCounts), spares counting them. A search's
 * total stops at SEARCH_COUNT_CAP (`capped`).
 */
export async function listUsers(
  db: Queryable,
  filter: UserListFilter,
  page: PageRequest,
  stageTotal?: number,
): Promise<{ rows: UserRow[]; total: number; capped?: true }> {
  const params: unknown[] = [filter.stage];
  const search = userSearchCondition(filter.search, params);
  const byBalance = filter.balanceOverPaise !== undefined;
  if (byBalance) params.push(filter.balanceOverPaise);
  const balance = byBalance ? `coalesce(w.balance_paise, 0) > $${params.length}::bigint` : 'true';
  const where = `p.stage = $1 AND ${search} AND ${balance}`;
  const nulls = filter.orderBy === 'last_login_at' ? ' NULLS LAST' : '';
  const order = `${ORDER_COLUMNS[filter.orderBy]} ${filter.direction}${nulls}, p.user_id ${filter.direction}`;
  return fetchPage(
    db,
    {
      columns: USER_ROW_COLUMNS,
      from: USER_FROM,
      where,
      order,
      params,
      key: 'p.user_id',
      pickFrom: filter.orderBy === 'balance' || byBalance ? USER_FROM : 'players p',
      // Deep pages from anchors where the order and the filter are of columns only admins change
      // (list_versions): a balance changes with every bet, so a balance filter reads without them.
      ...((filter.orderBy === 'created_at' || filter.orderBy === 'full_name') && !byBalance
        ? { appendOnly: PLAYERS_LIST }
        : {}),
      ...listCount(search !== 'true', byBalance, stageTotal),
    },
    page,
    toUserRow,
  );
}

/**
 * How the list's total is found: a stage's from the kept stage counts; a search's up to SEARCH_COUNT_CAP,
 * kept per filter; with a balance filter counted on the rows (a kept count would miss balance changes).
 */
function listCount(searching: boolean, byBalance: boolean, stageTotal: number | undefined) {
  if (byBalance) return searching ? { countCap: SEARCH_COUNT_CAP } : {};
  return searching
    ? { countCap: SEARCH_COUNT_CAP, keepCount: KEPT_SEARCH_COUNTS }
    : { count: PLAYER_COUNTS, total: stageTotal };
}

export type StageCounts = Record<Lowercase<UserStage>, number>;

/** Players per stage, from the counts kept by triggers (db/counters.ts). */
export async function stageCounts(db: Queryable): Promise<StageCounts> {
  const rows = await db.query<{ stage: UserStage; n: unknown }>(
    'SELECT stage, sum(n) AS n FROM player_stage_counts GROUP BY stage',
  );
  const counts: StageCounts = { registered: 0, unregistered: 0, unverified: 0, blocked: 0, banned: 0 };
  for (const r of rows) counts[r.stage.toLowerCase() as Lowercase<UserStage>] = int(r.n);
  return counts;
}

/** A page of UserRow for a fixed condition (balance lists, today's registrations). */
async function pageUsersWhere(
  db: Queryable,
  where: string,
  order: string,
  page: PageRequest,
  params: unknown[] = [],
): Promise<{ rows: UserRow[]; total: number }> {
  return fetchPage(
    db,
    { columns: USER_ROW_COLUMNS, from: USER_FROM, where, order, params, key: 'p.user_id' },
    page,
    toUserRow,
  );
}

/** Whether a player with this id exists. */
export async function playerExists(db: Queryable, userId: number | undefined): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM players WHERE user_id = $1', [userId]);
  return rows.length > 0;
}

const TODAY_IST = `(((now() AT TIME ZONE 'Asia/Kolkata')::date)::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/** The fixed player lists: with money (richest first), without (newest first), registered today. */
export function pageFixedUsers(
  db: Queryable,
  list: 'withBalance' | 'zeroBalance' | 'registeredToday' | 'registeredTodayDeposited',
  page: PageRequest,
): Promise<{ rows: UserRow[]; total: number }> {
  switch (list) {
    case 'withBalance':
      return pageUsersWhere(
        db,
        'coalesce(w.balance_paise, 0) > 0',
        'coalesce(w.balance_paise, 0) DESC, p.user_id DESC',
        page,
      );
    case 'zeroBalance':
      return pageUsersWhere(
        db,
        'coalesce(w.balance_paise, 0) = 0',
        'p.created_at DESC, p.user_id DESC',
        page,
      );
    case 'registeredToday':
    case 'registeredTodayDeposited': {
      const deposited =
        list === 'registeredTodayDeposited'
          ? ` AND EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = p.user_id AND d.tran_status = 'SUCCESS')`
          : '';
      return pageUsersWhere(
        db,
        `p.created_at >= ${TODAY_IST}${deposited}`,
        'p.created_at DESC, p.user_id DESC',
        page,
      );
    }
  }
}
