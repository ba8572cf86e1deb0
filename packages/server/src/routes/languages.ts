/** Languages offered in the player app; exactly one active language is the default. */

import type { Queryable } from '../db/db.js';
import {
  clearDefaultLanguage,
  languageCodeTaken,
  languageIsDefault,
  listLanguages,
  saveLanguage,
} from '../db/languages.js';
import { badRequest, conflict, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { bodyOf, pathId } from './request-values.js';

interface LanguageBody {
  code: string;
  name: string;
  native_name: string;
  is_active?: boolean;
  is_default?: boolean;
}

async function assertCodeFree(db: Queryable, code: string, exceptId = 0) {
  if (await languageCodeTaken(db, code, exceptId))
    throw conflict(`A language with code ${code} already exists`);
}

async function save(ctx: RequestContext, body: LanguageBody, languageId?: number) {
  const isActive = body.is_active ?? true;
  const isDefault = body.is_default ?? false;
  if (isDefault && !isActive) throw badRequest({ is_default: 'The default language must be active' });
  return ctx.db.transaction(async (tx) => {
    await assertCodeFree(tx, body.code, languageId);
    if (languageId !== undefined && !isDefault) {
      const current = await languageIsDefault(tx, languageId);
      if (current === undefined) throw notFound('Language not found');
      if (current) throw conflict('Choose another default language first');
    }
    if (isDefault) await clearDefaultLanguage(tx);
    const row = await saveLanguage(tx, languageId, { ...body, isActive, isDefault });
    if (!row) throw notFound('Language not found');
    return row;
  });
}

export const languageHandlers: HandlerTable = {
  'appSettings.listLanguages': async (ctx) => ({
    data: {
      rows: await listLanguages(ctx.db),
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
