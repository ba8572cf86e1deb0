/** Languages offered in the player app; exactly one active language is the default. */

import type { Queryable } from '../db/db.js';
import { badRequest, conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { bodyOf, pathId } from './request-values.js';

const COLUMNS = 'language_id, code, name, native_name, is_active, is_default';

interface LanguageBody {
  code: string;
  name: string;
  native_name: string;
  is_active?: boolean;
  is_default?: boolean;
}

async function assertCodeFree(db: Queryable, code: string, exceptId = 0) {
  const clash = await db.query(
    'SELECT 1 FROM languages WHERE lower(code) = lower($1) AND language_id <> $2',
    [code, exceptId],
  );
  if (clash.length) throw conflict(`A language with code ${code} already exists`);
}

async function save(ctx: RequestContext, body: LanguageBody, languageId?: number) {
  const isActive = body.is_active ?? true;
  const isDefault = body.is_default ?? false;
  if (isDefault && !isActive) throw badRequest({ is_default: 'The default language must be active' });
  return ctx.db.transaction(async (tx) => {
    await assertCodeFree(tx, body.code, languageId);
    if (languageId !== undefined && !isDefault) {
      const [current] = await tx.query<{ is_default: boolean }>(
        'SELECT is_default FROM languages WHERE language_id = $1',
        [languageId],
      );
      if (!current) throw notFound('Language not found');
      if (current.is_default) throw conflict('Choose another default language first');
    }
    if (isDefault) await tx.query('UPDATE languages SET is_default = false WHERE is_default');
    const [row] =
      languageId === undefined
        ? await tx.query(
            `INSERT INTO languages (code, name, native_name, is_active, is_default) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
            [body.code, body.name, body.native_name, isActive, isDefault],
          )
        : await tx.query(
            `UPDATE languages SET code = $2, name = $3, native_name = $4, is_active = $5, is_default = $6
              WHERE language_id = $1 RETURNING ${COLUMNS}`,
            [languageId, body.code, body.name, body.native_name, isActive, isDefault],
          );
    if (!row) throw notFound('Language not found');
    return row;
  });
}

export const languageHandlers: HandlerTable = {
  'appSettings.listLanguages': async (ctx) => ({
    data: {
      rows: await ctx.db.query(
        `SELECT ${COLUMNS} FROM languages ORDER BY is_default DESC, name, language_id`,
      ),
    },
  }),
  'appSettings.createLanguage': async (ctx) => ({
    msg: 'Language added successfully',
    data: await save(ctx, bodyOf<LanguageBody>(ctx)),
  }),
  'appSettings.updateLanguage': async (ctx) => ({
    msg: 'Language updated successfully',
    data: await save(ctx, bodyOf<LanguageBody>(ctx), pathId(ctx, 'language_id')),
  }),
};
