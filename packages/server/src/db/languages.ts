/** Languages offered in the player app; exactly one active language is the default. */
import type { Queryable } from './db.js';

type Row = Record<string, unknown>;

const COLUMNS = 'language_id, code, name, native_name, is_active, is_default';

export interface LanguageFields {
  code: string;
  name: string;
  native_name: string;
  isActive: boolean;
  isDefault: boolean;
}

export function listLanguages(db: Queryable): Promise<Row[]> {
  return db.query(`SELECT ${COLUMNS} FROM languages ORDER BY is_default DESC, name, language_id`);
}

/** Whether another language already has this code (case-insensitive). */
export async function languageCodeTaken(db: Queryable, code: string, exceptId = 0): Promise<boolean> {
  const clash = await db.query(
    'SELECT 1 FROM languages WHERE lower(code) = lower($1) AND language_id <> $2',
    [code, exceptId],
  );
  return clash.length > 0;
}

/** Whether the language is the default now; undefined when there is no such language. */
export async function languageIsDefault(db: Queryable, languageId: number): Promise<boolean | undefined> {
  const [current] = await db.query<{ is_default: boolean }>(
    'SELECT is_default FROM languages WHERE language_id = $1',
    [languageId],
  );
  return current?.is_default;
}

export async function clearDefaultLanguage(db: Queryable): Promise<void> {
  await db.query('UPDATE languages SET is_default = false WHERE is_default');
}

/** Adds a language, or updates the one with `languageId`; undefined when that one does not exist. */
export async function saveLanguage(
  db: Queryable,
  languageId: number | undefined,
  l: LanguageFields,
): Promise<Row | undefined> {
  const [row] =
    languageId === undefined
      ? await db.query(
          `INSERT INTO languages (code, name, native_name, is_active, is_default) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
          [l.code, l.name, l.native_name, l.isActive, l.isDefault],
        )
      : await db.query(
          `UPDATE languages SET code = $2, name = $3, native_name = $4, is_active = $5, is_default = $6
            WHERE language_id = $1 RETURNING ${COLUMNS}`,
          [languageId, l.code, l.name, l.native_name, l.isActive, l.isDefault],
        );
  return row;
}
