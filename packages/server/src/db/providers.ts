/** Providers (markets, starline and jackpot slots) and their weekday settings rows. */
import type { ProviderType, Session } from '../domain/bid-types.js';
import { displayMarket, displayStarline, type SessionDigits } from '../domain/panna.js';
import type { Queryable } from './db.js';
import { Conditions, fetchPage } from './page-query.js';
import { type PageRequest, sortDirection } from './paging.js';
import { instant, likeContains } from './values.js';

export const TODAY_IST_DATE = `((now() AT TIME ZONE 'Asia/Kolkata')::date)`;
export const TODAY_IST_WEEKDAY = `trim(to_char(now() AT TIME ZONE 'Asia/Kolkata', 'FMDAY'))`;
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

export const PROVIDER_COLUMNS = `p.provider_id, p.provider_type, p.provider_name, p.game_name, p.is_active, p.created_at,
  CASE WHEN s.status THEN to_char(s.obt, 'HH24:MI') END AS open_time,
  CASE WHEN s.status AND p.provider_type = 1 THEN to_char(s.cbt, 'HH24:MI') END AS close_time`;
export const PROVIDER_FROM = `providers p
  LEFT JOIN provider_settings s ON s.provider_id = p.provider_id AND s.day = ${TODAY_IST_WEEKDAY}`;

export interface ProviderRow {
  provider_id: number;
  provider_type: ProviderType;
  provider_name: string;
  game_name: string;
  is_active: boolean;
  open_time: string | null;
  close_time: string | null;
  today_result: string | null;
  created_at: string;
}

/** Today's declared results of these providers, as displayed ("123-67-124", "123-6*-***", "689-3", "47"). */
async function todayResults(db: Queryable, providerIds: number[]): Promise<Map<number, string>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db.query<{
    provider_id: number;
    provider_type: number;
    session: Session | null;
    panna: string;
    ank: string;
    digit: string;
  }>(
    `SELECT provider_id, provider_type, session, panna, ank, digit FROM results
      WHERE provider_id = ANY($1::int[]) AND game_date = ${TODAY_IST_DATE} AND status = 'DECLARED'`,
    [providerIds],
  );
  const byProvider = new Map<
    number,
    { type: number; open?: SessionDigits; close?: SessionDigits; digit?: string }
  >();
  for (const r of rows) {
    const entry = byProvider.get(r.provider_id) ?? { type: Number(r.provider_type) };
    if (r.session === 'Open') entry.open = { panna: r.panna, ank: r.ank };
    else if (r.session === 'Close') entry.close = { panna: r.panna, ank: r.ank };
    else entry.digit = r.provider_type === 3 ? r.digit : displayStarline({ panna: r.panna, ank: r.ank });
    byProvider.set(r.provider_id, entry);
  }
  const out = new Map<number, string>();
  for (const [id, e] of byProvider)
    out.set(id, e.type === 1 ? displayMarket(e.open ?? null, e.close ?? null) : (e.digit ?? ''));
  return out;
}

/** Maps provider rows (PROVIDER_COLUMNS) to ProviderRow, adding today's result. */
export async function toProviderRows(db: Queryable, rows: Record<string, unknown>[]): Promise<ProviderRow[]> {
  const results = await todayResults(
    db,
    rows.map((r) => Number(r.provider_id)),
  );
  return rows.map((r) => ({
    provider_id: Number(r.provider_id),
    provider_type: Number(r.provider_type) as ProviderType,
    provider_name: String(r.provider_name),
    game_name: String(r.game_name),
    is_active: Boolean(r.is_active),
    open_time: (r.open_time as string | null) ?? null,
    close_time: (r.close_time as string | null) ?? null,
    today_result: results.get(Number(r.provider_id)) ?? null,
    created_at: instant(r.created_at),
  }));
}

export async function getProvider(db: Queryable, providerId: number): Promise<ProviderRow | undefined> {
  const rows = await db.query(`SELECT ${PROVIDER_COLUMNS} FROM ${PROVIDER_FROM} WHERE p.provider_id = $1`, [
    providerId,
  ]);
  return (await toProviderRows(db, rows))[0];
}

export async function providerTypeOf(db: Queryable, providerId: number): Promise<ProviderType | undefined> {
  const [row] = await db.query<{ provider_type: number }>(
    'SELECT provider_type FROM providers WHERE provider_id = $1',
    [providerId],
  );
  return row ? (Number(row.provider_type) as ProviderType) : undefined;
}

/** Default timings of a new provider's seven weekday rows. */
export const DEFAULT_TIMINGS: Record<
  ProviderType,
  { obt: string; obrt: string; cbt: string | null; cbrt: string | null }
> = {
  1: { obt: '11:00', obrt: '11:15', cbt: '13:00', cbrt: '13:15' },
  2: { obt: '10:00', obrt: '10:05', cbt: null, cbrt: null },
  3: { obt: '10:00', obrt: '10:05', cbt: null, cbrt: null },
};

export async function insertWeekdaySettings(
  db: Queryable,
  providerId: number,
  providerType: ProviderType,
): Promise<void> {
  const t = DEFAULT_TIMINGS[providerType];
  await db.query(
    `INSERT INTO provider_settings (provider_id, day, obt, obrt, cbt, cbrt)
     SELECT $1, day, $2::time, $3::time, $4::time, $5::time FROM unnest($6::text[]) AS day`,
    [providerId, t.obt, t.obrt, t.cbt, t.cbrt, WEEKDAYS],
  );
}

/** Whether another provider of the family already has this name (case-insensitive). */
export async function providerNameTaken(
  db: Queryable,
  type: ProviderType,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const clash = await db.query(
    'SELECT 1 FROM providers WHERE provider_type = $1 AND lower(provider_name) = lower($2) AND provider_id <> $3',
    [type, name, exceptId],
  );
  return clash.length > 0;
}

/** The family's providers for a picker, by name. */
export function providersOfType(
  db: Queryable,
  type: unknown,
): Promise<{ provider_id: number; provider_name: string; provider_type: number; is_active: boolean }[]> {
  return db.query<{ provider_id: number; provider_name: string; provider_type: number; is_active: boolean }>(
    `SELECT provider_id, provider_name, provider_type, is_active FROM providers
      WHERE provider_type = $1 ORDER BY provider_name, provider_id`,
    [type],
  );
}

export async function insertProvider(
  tx: Queryable,
  p: { type: ProviderType; name: string; gameName: string; isActive: boolean },
): Promise<number> {
  const [row] = await tx.query<{ provider_id: number }>(
    `INSERT INTO providers (provider_type, provider_name, game_name, is_active) VALUES ($1, $2, $3, $4) RETURNING provider_id`,
    [p.type, p.name, p.gameName, p.isActive],
  );
  return row?.provider_id ?? 0;
}

/** Renames a provider (and its game name when given); returns the names before, read under a row lock. */
export async function renameProvider(
  tx: Queryable,
  providerId: number,
  name: string,
  gameName: string | null,
): Promise<{ provider_name: string; game_name: string } | undefined> {
  const [before] = await tx.query<{ provider_name: string; game_name: string }>(
    'SELECT provider_name, game_name FROM providers WHERE provider_id = $1 FOR UPDATE',
    [providerId],
  );
  await tx.query(
    'UPDATE providers SET provider_name = $2, game_name = coalesce($3, game_name) WHERE provider_id = $1',
    [providerId, name, gameName],
  );
  return before;
}

/** Whether the provider has bids, and results (a provider with either is not deleted). */
export async function providerUse(
  tx: Queryable,
  providerId: number,
): Promise<{ bids: boolean; results: boolean } | undefined> {
  const [used] = await tx.query<{ bids: boolean; results: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM bids WHERE provider_id = $1) AS bids,
            EXISTS (SELECT 1 FROM results WHERE provider_id = $1) AS results`,
    [providerId],
  );
  return used;
}

export async function deleteProvider(tx: Queryable, providerId: number): Promise<void> {
  await tx.query('DELETE FROM providers WHERE provider_id = $1', [providerId]);
}

/** Sets the provider's status (clearing its game name); returns the status before, read under a row lock. */
export async function setProviderActive(
  tx: Queryable,
  providerId: number,
  isActive: boolean,
): Promise<{ is_active: boolean } | undefined> {
  const [before] = await tx.query<{ is_active: boolean }>(
    'SELECT is_active FROM providers WHERE provider_id = $1 FOR UPDATE',
    [providerId],
  );
  await tx.query(`UPDATE providers SET is_active = $2, game_name = '' WHERE provider_id = $1`, [
    providerId,
    isActive,
  ]);
  return before;
}

/** One page of a family's providers by name or creation, and how many match the search. */
export function providerPage(
  db: Queryable,
  f: { type: ProviderType; search: string | undefined; orderBy: unknown; order: unknown },
  page: PageRequest,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = new Conditions().add('p.provider_type = ?', f.type);
  if (f.search) where.add('lower(p.provider_name) LIKE ?', likeContains(f.search.toLowerCase()));
  const column = f.orderBy === 'created_at' ? 'p.created_at' : 'lower(p.provider_name)';
  const dir = sortDirection(f.order);
  return fetchPage(
    db,
    {
      columns: PROVIDER_COLUMNS,
      from: PROVIDER_FROM,
      where: where.where,
      order: `${column} ${dir}, p.provider_id ${dir}`,
      params: where.params,
    },
    page,
    (r) => r,
  );
}
