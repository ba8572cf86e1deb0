/** One player's details, market access and player-side permissions. */
import { PLAYER_PERMISSIONS } from '../domain/player-permissions.js';
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { toUserRow, USER_FROM, USER_ROW_COLUMNS, type UserRow } from './users.js';
import { instantOrNull, int, list } from './values.js';

export interface BankAccount {
  account_id: number;
  bank_name: string;
  account_holder: string;
  account_number: string;
  ifsc: string;
  upi_id: string | null;
}

export interface UserDetails extends UserRow {
  device_ids: string[];
  block_type: 'TEMPORARY' | 'PERMANENT' | null;
  block_reason: string | null;
  blocked_at: string | null;
  market_providers: number[];
  starline_blocked: boolean;
  jackpot_blocked: boolean;
  block_permissions: string[];
  total_deposit: number;
  total_withdraw: number;
  total_bid: number;
  total_win: number;
  bank_accounts: BankAccount[];
}

/** Lifetime money totals of one player, in paise. */
const USER_TOTALS_SQL = `
  SELECT
    (SELECT coalesce(sum(amount_paise), 0) FROM deposits WHERE user_id = $1 AND tran_status = 'SUCCESS') AS deposit,
    (SELECT coalesce(sum(amount_paise), 0) FROM fund_requests WHERE user_id = $1 AND tran_status = 'SUCCESS') AS withdraw,
    (SELECT coalesce(sum(amount_paise), 0) FROM bids WHERE user_id = $1 AND bid_status <> 'REFUNDED') AS bid,
    (SELECT coalesce(sum(win_amount_paise), 0) FROM bids WHERE user_id = $1 AND bid_status = 'WON') AS win,
    (SELECT count(*) FROM bids WHERE user_id = $1 AND bid_status <> 'REFUNDED') AS bid_count,
    (SELECT max(bid_created_at) FROM bids WHERE user_id = $1) AS last_bid_at`;

/** One player's lifetime deposit, withdraw, bid and win (paise), bid count and last bid. */
export async function userTotals(
  db: Queryable,
  userId: number,
): Promise<Record<string, unknown> | undefined> {
  const [totals] = await db.query(USER_TOTALS_SQL, [userId]);
  return totals;
}

export async function findUserDetails(db: Queryable, userId: number): Promise<UserDetails | undefined> {
  const [r] = await db.query(
    `SELECT ${USER_ROW_COLUMNS}, p.device_ids, p.block_type, p.block_reason, p.blocked_at, p.market_providers,
       p.starline_blocked, p.jackpot_blocked, p.block_permissions
     FROM ${USER_FROM} WHERE p.user_id = $1`,
    [userId],
  );
  if (!r) return undefined;
  const [totals] = await db.query(USER_TOTALS_SQL, [userId]);
  const accounts = await db.query<BankAccount>(
    `SELECT account_id, bank_name, account_holder, account_number, ifsc, upi_id
     FROM bank_accounts WHERE user_id = $1 ORDER BY account_id`,
    [userId],
  );
  return {
    ...toUserRow(r),
    device_ids: list<string>(r.device_ids),
    block_type: (r.block_type as UserDetails['block_type']) ?? null,
    block_reason: (r.block_reason as string | null) ?? null,
    blocked_at: instantOrNull(r.blocked_at),
    market_providers: list<unknown>(r.market_providers).map(int),
    starline_blocked: Boolean(r.starline_blocked),
    jackpot_blocked: Boolean(r.jackpot_blocked),
    block_permissions: list<string>(r.block_permissions),
    total_deposit: paiseToRupees(totals?.deposit as number),
    total_withdraw: paiseToRupees(totals?.withdraw as number),
    total_bid: paiseToRupees(totals?.bid as number),
    total_win: paiseToRupees(totals?.win as number),
    bank_accounts: accounts.map((a) => ({ ...a, account_id: int(a.account_id), upi_id: a.upi_id ?? null })),
  };
}

export interface UserMarkets {
  user_id: number;
  market_providers: number[];
  starline_blocked: boolean;
  jackpot_blocked: boolean;
  providers: { provider_id: number; provider_name: string; provider_type: number }[];
}

/** The player's market access and every market (provider_type 1) to choose from. */
export async function findUserMarkets(db: Queryable, userId: number): Promise<UserMarkets | undefined> {
  const [r] = await db.query(
    'SELECT user_id, market_providers, starline_blocked, jackpot_blocked FROM players WHERE user_id = $1',
    [userId],
  );
  if (!r) return undefined;
  const providers = await db.query<{ provider_id: unknown; provider_name: string; provider_type: unknown }>(
    'SELECT provider_id, provider_name, provider_type FROM providers WHERE provider_type = 1 ORDER BY provider_name',
  );
  return {
    user_id: int(r.user_id),
    market_providers: list<unknown>(r.market_providers).map(int),
    starline_blocked: Boolean(r.starline_blocked),
    jackpot_blocked: Boolean(r.jackpot_blocked),
    providers: providers.map((p) => ({
      provider_id: int(p.provider_id),
      provider_name: p.provider_name,
      provider_type: int(p.provider_type),
    })),
  };
}

export interface UserPermissions {
  user_id: number;
  block_permissions: string[];
  can_switch_device: boolean;
  available_permissions: { key: string; label: string }[];
}

export async function findUserPermissions(
  db: Queryable,
  userId: number,
): Promise<UserPermissions | undefined> {
  const [r] = await db.query(
    'SELECT user_id, block_permissions, can_switch_device FROM players WHERE user_id = $1',
    [userId],
  );
  if (!r) return undefined;
  return {
    user_id: int(r.user_id),
    block_permissions: list<string>(r.block_permissions),
    can_switch_device: Boolean(r.can_switch_device),
    available_permissions: PLAYER_PERMISSIONS.map((p) => ({ key: p.key, label: p.label })),
  };
}
