/** Player-app content: how to play, notice board, wallet contact, withdraw popup, app version; banners; languages. */
import { type AppSettingKey, readAppSetting, writeAppSetting } from '../db/app-settings.js';
import type { Handler, HandlerTable } from '../http/handler.js';
import { bannerHandlers } from './banners.js';
import { languageHandlers } from './languages.js';
import { bodyOf } from './request-values.js';

function getter(key: AppSettingKey): Handler {
  return async (ctx) => ({ data: await readAppSetting(ctx.db, key) });
}

function updater(key: AppSettingKey, msg: string): Handler {
  return async (ctx) => {
    await writeAppSetting(ctx.db, key, bodyOf<Record<string, unknown>>(ctx));
    return { msg, data: await readAppSetting(ctx.db, key) };
  };
}

export const appSettingsHandlers: HandlerTable = {
  ...bannerHandlers,
  ...languageHandlers,
  'appSettings.getHowToPlay': getter('how_to_play'),
  'appSettings.updateHowToPlay': updater('how_to_play', 'How to play updated successfully'),
  'appSettings.getNoticeBoard': getter('notice_board'),
  'appSettings.updateNoticeBoard': updater('notice_board', 'Notice board updated successfully'),
  'appSettings.getWalletContact': getter('wallet_contact'),
  'appSettings.updateWalletContact': updater('wallet_contact', 'Wallet contact updated successfully'),
  'appSettings.getWithdrawPopup': getter('withdraw_popup'),
  'appSettings.updateWithdrawPopup': updater('withdraw_popup', 'Withdraw screen popup updated successfully'),
  'appSettings.getAppVersion': getter('app_version'),
  'appSettings.updateAppVersion': updater('app_version', 'App version settings updated successfully'),
};
