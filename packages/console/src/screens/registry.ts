import type { PermissionKey } from '@backoffice/sdk';
import { lazy } from 'react';
import type { IconName } from '../components/icon';
import type { ScreenDef, ScreenGroup } from './screen-types';

const notBuilt = lazy(() => import('./not-built/not-built-screen'));
const dashboard = lazy(() => import('./dashboard/dashboard-screen'));
const users = lazy(() => import('./users/users-screen'));
const pgReport = lazy(() => import('./pg-report/pg-report-screen'));
const adminReport = lazy(() => import('./admin-report/admin-report-screen'));
const zeroBalance = lazy(() => import('./zero-balance/zero-balance-screen'));
const userDeposit = lazy(() => import('./user-deposit/user-deposit-screen'));
const overallPl = lazy(() => import('./overall-pl/overall-pl-screen'));
// One component per report family: the three sales rows, the three game analysis rows.
const salesReport = lazy(() => import('./sales-report/sales-report-screen'));
const userAnalysis = lazy(() => import('./user-analysis/user-analysis-screen'));
const gameAnalysis = lazy(() => import('./game-analysis/game-analysis-screen'));
const bankAnalysis = lazy(() => import('./bank-analysis/bank-analysis-screen'));

type Row = [
  id: string,
  path: string,
  aliases: string[],
  titleKey: string,
  permission: PermissionKey[],
  group: ScreenGroup | null,
  icon: IconName,
  component?: ScreenDef['component'],
];

// The spec's route table (section 2), in sidebar order. Reading A is the path; reading B the aliases.
// biome-ignore format: the route table reads best as one row per screen
const rows: Row[] = [
  ['dashboard', '/dashboard', [], 'DASHBOARD', ['dashboard'], null, 'home', dashboard],
  ['chat', '/chat', ['/support/chat', '/support/systemchat'], 'CHAT_SUPPORT', ['support.chat', 'support.systemchat'], null, 'chat'],
  ['users', '/users', [], 'USERS', ['users'], null, 'users', users],
  ['games-provider', '/games/provider', ['/games/providers'], 'GAMES_PROVIDER', ['games.provider'], 'Games', 'dice'],
  ['games-settings', '/games/settings', [], 'GAMES_SETTINGS', ['games.setting'], 'Games', 'dice'],
  ['games-rates', '/games/rates', ['/games/rate'], 'GAMES_RATES', ['games.rates'], 'Games', 'dice'],
  ['games-result', '/games/result', [], 'GAMES_RESULT', ['games.result'], 'Games', 'dice'],
  ['games-bids', '/games/bids', [], 'GAMES_BIDS', ['games.bids'], 'Games', 'dice'],
  ['starline-provider', '/starline/provider', ['/starline/providers'], 'STARLINE_PROVIDER', ['starline.provider'], 'Starline', 'star'],
  ['starline-settings', '/starline/settings', [], 'STARLINE_SETTINGS', ['starline.setting'], 'Starline', 'star'],
  ['starline-rates', '/starline/rates', [], 'STARLINE_RATES', ['starline.rates'], 'Starline', 'star'],
  ['starline-result', '/starline/result', [], 'STARLINE_RESULT', ['starline.result'], 'Starline', 'star'],
  ['starline-bids', '/starline/bids', [], 'STARLINE_BIDS', ['starline.bids'], 'Starline', 'star'],
  ['jackpot-provider', '/jackpot/provider', ['/jackpot/providers'], 'JACKPOT_PROVIDER', ['jackpot.provider'], 'Jackpot', 'trophy'],
  ['jackpot-settings', '/jackpot/settings', ['/jackpot/setting'], 'JACKPOT_SETTINGS', ['jackpot.setting'], 'Jackpot', 'trophy'],
  ['jackpot-rates', '/jackpot/rates', [], 'JACKPOT_RATES', ['jackpot.rates'], 'Jackpot', 'trophy'],
  ['jackpot-result', '/jackpot/result', [], 'JACKPOT_RESULT', ['jackpot.result'], 'Jackpot', 'trophy'],
  ['jackpot-bids', '/jackpot/bids', [], 'JACKPOT_BIDS', ['jackpot.bids'], 'Jackpot', 'trophy'],
  ['wallet-view', '/wallet/view-wallet', ['/wallet/view'], 'VIEW_WALLET', ['wallet.viewWallet'], 'Wallet', 'wallet'],
  ['wallet-withdrawals', '/wallet/withdrawals', ['/wallet/fund-request'], 'WITHDRAWALS', ['wallet.fundRequest'], 'Wallet', 'wallet'],
  ['wallet-withdraw-history', '/wallet/withdraw-history', ['/wallet/fund-request-history'], 'WITHDRAW_HISTORY', ['wallet.fundRequestHistory'], 'Wallet', 'wallet'],
  ['wallet-timings', '/wallet/timings', ['/wallet/fund-request-timing'], 'WITHDRAW_TIMINGS', ['wallet.fundRequestTiming'], 'Wallet', 'wallet'],
  ['wallet-search-account', '/wallet/search-account', [], 'SEARCH_ACCOUNT', ['wallet.searchAccount'], 'Wallet', 'wallet'],
  ['wallet-account-history', '/wallet/account-history', [], 'ACCOUNT_HISTORY', ['wallet.accountHistory'], 'Wallet', 'wallet'],
  ['pg-fund-reason', '/payment-gateway/fund-reason', ['/payment-gateway/manual-fund-reason'], 'MANUAL_FUND_REASON', ['pg.manualFundReason'], 'Payment Gateway', 'card'],
  ['pg-gateway', '/payment-gateway/pg', ['/payment-gateway/payment-gateway'], 'PAYMENT_GATEWAY', ['pg.paymentGateway'], 'Payment Gateway', 'card'],
  ['reports-pg', '/reports/pg-report', ['/report/pg-report'], 'PG_REPORT', ['srh.pgFundReport'], 'Reports', 'report', pgReport],
  ['reports-admin', '/reports/admin-report', ['/report/admin-fund'], 'ADMIN_REPORT', ['srh.adminFundReports'], 'Reports', 'report', adminReport],
  ['reports-zero-balance', '/reports/zero-balance', ['/report/zero-balance'], 'ZERO_BALANCE_REPORT', ['srh.zeroBalanceReport'], 'Reports', 'report', zeroBalance],
  // The spec lists no key for the user deposit report; the contract designs srh.userDepositReport.
  ['reports-user-deposit', '/reports/user-deposit', [], 'USER_DEPOSIT_REPORT', ['srh.userDepositReport'], 'Reports', 'report', userDeposit],
  ['reports-overall-pl', '/reports/overall-pl', ['/report/overall-profitloss'], 'OVERALL_PL', ['srh.overallPL'], 'Reports', 'report', overallPl],
  ['sales-market', '/sales-report/market', ['/sale-report/market-sale'], 'MARKET_SALES', ['srh.marketSalesReports'], 'Sales Report', 'chart', salesReport],
  ['sales-starline', '/sales-report/starline', ['/sale-report/starline-sale'], 'STARLINE_SALES', ['srh.starlineSalesReports'], 'Sales Report', 'chart', salesReport],
  ['sales-jackpot', '/sales-report/jackpot', ['/sale-report/jackpot-sale'], 'JACKPOT_SALES', ['srh.jackpotSalesReports'], 'Sales Report', 'chart', salesReport],
  ['analysis-user', '/analysis/user-analysis', [], 'USER_ANALYSIS', ['srh.userAnalysis'], 'Analysis', 'analysis', userAnalysis],
  ['analysis-market', '/analysis/market-analysis', ['/analysis/game-analysis'], 'MARKET_ANALYSIS', ['srh.gameAnalysis'], 'Analysis', 'analysis', gameAnalysis],
  ['analysis-starline', '/analysis/starline-analysis', [], 'STARLINE_ANALYSIS', ['srh.starlineAnalysis'], 'Analysis', 'analysis', gameAnalysis],
  ['analysis-jackpot', '/analysis/jackpot-analysis', [], 'JACKPOT_ANALYSIS', ['srh.jackpotAnalysis'], 'Analysis', 'analysis', gameAnalysis],
  ['analysis-bank', '/analysis/bank-analysis', [], 'BANK_ANALYSIS', ['srh.bankAnalysis'], 'Analysis', 'analysis', bankAnalysis],
  ['news', '/news', [], 'NEWS', ['news'], null, 'news'],
  ['notifications', '/notifications', ['/notification'], 'NOTIFICATIONS', ['notification'], null, 'bell'],
  ['user-ideas', '/user-ideas', ['/userIdea'], 'USER_IDEAS', ['useridea'], null, 'bulb'],
  ['app-how-to-play', '/app-setting/how-to-play', [], 'HOW_TO_PLAY', ['app-setting.howToPlay'], 'App settings', 'settings'],
  ['app-notice-board', '/app-setting/notice-board', ['/app-setting/notice-board-rule'], 'NOTICE_BOARD', ['app-setting.noticeBoard'], 'App settings', 'settings'],
  ['app-wallet-contact', '/app-setting/wallet-contact', [], 'WALLET_CONTACT', ['app-setting.walletContact'], 'App settings', 'settings'],
  ['app-withdraw-screen', '/app-setting/withdraw-screen', ['/app-setting/withdraw-screen-popup'], 'WITHDRAW_SCREEN', ['app-setting.wdScreenPopup'], 'App settings', 'settings'],
  ['app-version', '/app-setting/app-version', [], 'APP_VERSION', ['app-setting.appVersion'], 'App settings', 'settings'],
  ['app-banners', '/app-setting/banners', ['/app-setting/Banners'], 'BANNERS', ['app-setting.banners'], 'App settings', 'settings'],
  ['app-languages', '/app-setting/languages', ['/app-setting/Languages'], 'LANGUAGES', ['app-setting.languages'], 'App settings', 'settings'],
  ['masters-employees', '/masters/employees', ['/masters/manage-employees'], 'EMPLOYEES', ['masters.manageEmployee'], 'Masters', 'shield'],
  ['masters-fingerprints', '/masters/fingerprints', ['/masters/manage-browser-fingerprints'], 'FINGERPRINTS', ['masters.manageBrowserFingerprints'], 'Masters', 'shield'],
];

export const SCREENS: readonly ScreenDef[] = rows.map(
  ([id, path, aliases, titleKey, permission, group, icon, component]) => ({
    id,
    path,
    aliases,
    titleKey,
    permission,
    group,
    icon,
    component: component ?? notBuilt,
  }),
);

/** The sidebar groups in the spec's order. */
export const GROUPS: readonly ScreenGroup[] = [
  'Games',
  'Starline',
  'Jackpot',
  'Wallet',
  'Payment Gateway',
  'Reports',
  'Sales Report',
  'Analysis',
  'App settings',
  'Masters',
];
