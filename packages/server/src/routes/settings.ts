/** Weekday timings and status of providers: list, one day, all days, status. */
import {
  findSetting,
  listSettings,
  setSettingStatus,
  settingsOfProvider,
  updateTimings,
} from '../db/settings.js';
import type { ProviderType } from '../domain/bid-types.js';
import { checkTimings, type Timings } from '../domain/market-timings.js';
import { badRequest, type HandlerTable, notFound, type RequestContext } from '../http/handler.js';
import { requireFamily } from './family-access.js';
import { bodyOf, num } from './request-values.js';

type TimingBody = Timings & { status?: boolean };

async function settingOf(ctx: RequestContext, settingId: number) {
  const setting = await findSetting(ctx.db, settingId);
  if (!setting) throw notFound('Setting not found');
  requireFamily(ctx, setting.provider_type, 'setting');
  return setting;
}

function checkedTimings(providerType: ProviderType, body: TimingBody) {
  const check = checkTimings(providerType, body);
  if (!check.ok) throw badRequest({ [check.field]: check.msg });
  return check.timings;
}

export const settingsHandlers: HandlerTable = {
  'settings.list': async (ctx) => {
    const providerType = ctx.params.provider_type as ProviderType;
    requireFamily(ctx, providerType, 'setting');
    return { data: { rows: await listSettings(ctx.db, providerType, num(ctx.query.provider_id)) } };
  },

  // The spec's PUT /games/setting/{setting_id}: the path segment is named provider_type in v1.yaml.
  'settings.updateDay': async (ctx) => {
    const setting = await settingOf(ctx, Number(ctx.params.provider_type));
    const body = bodyOf<TimingBody>(ctx);
    const t = checkedTimings(setting.provider_type, body);
    await updateTimings(ctx.db, 'setting_id', setting.setting_id, t, body.status ?? null);
    return {
      msg: 'Setting updated successfully',
      data: await findSetting(ctx.db, setting.setting_id).then(stripType),
    };
  },

  'settings.updateAllDays': async (ctx) => {
    const setting = await settingOf(ctx, Number(ctx.params.setting_id));
    const body = bodyOf<TimingBody>(ctx);
    const t = checkedTimings(setting.provider_type, body);
    await updateTimings(ctx.db, 'provider_id', setting.provider_id, t, body.status ?? null);
    return {
      msg: 'Settings updated for all days',
      data: { rows: await settingsOfProvider(ctx.db, setting.provider_id) },
    };
  },

  'settings.updateStatus': async (ctx) => {
    const setting = await settingOf(ctx, Number(ctx.params.setting_id));
    const { status } = bodyOf<{ status: boolean }>(ctx);
    await setSettingStatus(ctx.db, setting.setting_id, status);
    return {
      msg: 'Setting status updated successfully',
      data: await findSetting(ctx.db, setting.setting_id).then(stripType),
    };
  },
};

function stripType<T extends { provider_type: ProviderType }>(
  row: T | undefined,
): Omit<T, 'provider_type'> | undefined {
  if (!row) return undefined;
  const { provider_type: _, ...rest } = row;
  return rest;
}
