/** The market board's reads: a family's providers with one weekday's timings, and a day's live results. */
import type { ProviderType } from '../domain/bid-types.js';
import type { Queryable } from './db.js';

type Row = Record<string, unknown>;

/** Every active provider of the family with its timings (HH24:MI) on `day` (e.g. 'MONDAY'). */
export function boardSettings(db: Queryable, providerType: ProviderType, day: string): Promise<Row[]> {
  return db.query<Row>(
    `SELECT p.provider_id, p.provider_name, s.status, to_char(s.obt, 'HH24:MI') AS obt,
        to_char(s.obrt, 'HH24:MI') AS obrt, to_char(s.cbt, 'HH24:MI') AS cbt, to_char(s.cbrt, 'HH24:MI') AS cbrt
       FROM providers p JOIN provider_settings s ON s.provider_id = p.provider_id AND s.day = $2
      WHERE p.provider_type = $1 AND p.is_active
      ORDER BY s.obt, lower(p.provider_name), p.provider_id`,
    [providerType, day],
  );
}

/** The family's saved or declared results of `date` (not the reverted ones). */
export function liveResultsOf(db: Queryable, providerType: ProviderType, date: string): Promise<Row[]> {
  return db.query<Row>(
    `SELECT provider_id, session, status, digit FROM results
      WHERE provider_type = $1 AND game_date = $2 AND status <> 'REVERTED'`,
    [providerType, date],
  );
}
