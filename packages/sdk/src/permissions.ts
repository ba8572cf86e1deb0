/**
 * Staff permission keys (the spec's route table) and the sidebar's menu order. The menu order decides
 * where a 403 sends the user: the first link whose key they hold, else /dashboard (spec section 6).
 */

export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/**
 * Every permission key, in menu order. `wallet.adjustBalance` (designed) guards an action, crediting or
 * debiting a wallet from View wallet, not a screen: it sits next to that screen's key and has no entry
 * in MENU_LINKS, so it never becomes a sidebar item or a 403 redirect target.
 */
export const PERMISSION_KEYS = [
  'dashboard',
  'support.chat',
  'support.systemchat',
  'users',
  'games.provider',
  'games.setting',
  'games.rates',
  'games.result',
  'games.bids',
  'starline.provider',
  'starline.setting',
  'starline.rates',
  'starline.result',
  'starline.bids',
  'jackpot.provider',
  'jackpot.setting',
  'jackpot.rates',
  'jackpot.result',
  'jackpot.bids',
  'wallet.viewWallet',
  'wallet.adjustBalance',
  'wallet.fundRequest',
  'wallet.fundRequestHistory',
  'wallet.fundRequestTiming',
  'wallet.searchAccount',
  'wallet.accountHistory',
  'pg.manualFundReason',
  'pg.paymentGateway',
  'srh.pgFundReport',
  'srh.adminFundReports',
  'srh.zeroBalanceReport',
  'srh.userDepositReport',
  'srh.overallPL',
  'srh.marketSalesReports',
  'srh.starlineSalesReports',
  'srh.jackpotSalesReports',
  'srh.userAnalysis',
  'srh.gameAnalysis',
  'srh.starlineAnalysis',
  'srh.jackpotAnalysis',
  'srh.bankAnalysis',
  'risk.lateBids',
  'risk.improbableWinners',
  'risk.books',
  'risk.chainVerify',
  'approvals.resultDeclare',
  'approvals.resultRevert',
  'approvals.bidRefund',
  'approvals.walletAdjust',
  'approvals.withdrawal',
  'approvals.permissionGrant',
  'news',
  'notification',
  'useridea',
  'app-setting.howToPlay',
  'app-setting.noticeBoard',
  'app-setting.walletContact',
  'app-setting.wdScreenPopup',
  'app-setting.appVersion',
  'app-setting.banners',
  'app-setting.languages',
  'masters.manageEmployee',
  'masters.manageBrowserFingerprints',
  'masters.auditLog',
  'masters.approvalPolicies',
] as const;

export interface MenuLink {
  key: PermissionKey;
  /** Reading A (side navigation) path. */
  path: string;
  /** Sidebar group, or null for a single item. */
  group: string | null;
}

const link = (key: PermissionKey, path: string, group: string | null = null): MenuLink => ({
  key,
  path,
  group,
});

/** The sidebar's links in menu order (reading A paths). */
export const MENU_LINKS: readonly MenuLink[] = [
  link('dashboard', '/dashboard'),
  link('support.chat', '/chat'),
  link('support.systemchat', '/chat'),
  link('users', '/users'),
  link('games.provider', '/games/provider', 'Games'),
  link('games.setting', '/games/settings', 'Games'),
  link('games.rates', '/games/rates', 'Games'),
  link('games.result', '/games/result', 'Games'),
  link('games.bids', '/games/bids', 'Games'),
  link('starline.provider', '/starline/provider', 'Starline'),
  link('starline.setting', '/starline/settings', 'Starline'),
  link('starline.rates', '/starline/rates', 'Starline'),
  link('starline.result', '/starline/result', 'Starline'),
  link('starline.bids', '/starline/bids', 'Starline'),
  link('jackpot.provider', '/jackpot/provider', 'Jackpot'),
  link('jackpot.setting', '/jackpot/settings', 'Jackpot'),
  link('jackpot.rates', '/jackpot/rates', 'Jackpot'),
  link('jackpot.result', '/jackpot/result', 'Jackpot'),
  link('jackpot.bids', '/jackpot/bids', 'Jackpot'),
  link('wallet.viewWallet', '/wallet/view-wallet', 'Wallet'),
  link('wallet.fundRequest', '/wallet/withdrawals', 'Wallet'),
  link('wallet.fundRequestHistory', '/wallet/withdraw-history', 'Wallet'),
  link('wallet.fundRequestTiming', '/wallet/timings', 'Wallet'),
  link('wallet.searchAccount', '/wallet/search-account', 'Wallet'),
  link('wallet.accountHistory', '/wallet/account-history', 'Wallet'),
  link('pg.manualFundReason', '/payment-gateway/fund-reason', 'Payment Gateway'),
  link('pg.paymentGateway', '/payment-gateway/pg', 'Payment Gateway'),
  link('srh.pgFundReport', '/reports/pg-report', 'Reports'),
  link('srh.adminFundReports', '/reports/admin-report', 'Reports'),
  link('srh.zeroBalanceReport', '/reports/zero-balance', 'Reports'),
  link('srh.userDepositReport', '/reports/user-deposit', 'Reports'),
  link('srh.overallPL', '/reports/overall-pl', 'Reports'),
  link('srh.marketSalesReports', '/sales-report/market', 'Sales Report'),
  link('srh.starlineSalesReports', '/sales-report/starline', 'Sales Report'),
  link('srh.jackpotSalesReports', '/sales-report/jackpot', 'Sales Report'),
  link('srh.userAnalysis', '/analysis/user-analysis', 'Analysis'),
  link('srh.gameAnalysis', '/analysis/market-analysis', 'Analysis'),
  link('srh.starlineAnalysis', '/analysis/starline-analysis', 'Analysis'),
  link('srh.jackpotAnalysis', '/analysis/jackpot-analysis', 'Analysis'),
  link('srh.bankAnalysis', '/analysis/bank-analysis', 'Analysis'),
  link('risk.lateBids', '/risk/late-bids', 'Risk'),
  link('risk.improbableWinners', '/risk/improbable-winners', 'Risk'),
  link('risk.books', '/risk/books', 'Risk'),
  link('approvals.resultDeclare', '/approvals'),
  link('approvals.resultRevert', '/approvals'),
  link('approvals.bidRefund', '/approvals'),
  link('approvals.walletAdjust', '/approvals'),
  link('approvals.withdrawal', '/approvals'),
  link('approvals.permissionGrant', '/approvals'),
  link('news', '/news'),
  link('notification', '/notifications'),
  link('useridea', '/user-ideas'),
  link('app-setting.howToPlay', '/app-setting/how-to-play', 'App settings'),
  link('app-setting.noticeBoard', '/app-setting/notice-board', 'App settings'),
  link('app-setting.walletContact', '/app-setting/wallet-contact', 'App settings'),
  link('app-setting.wdScreenPopup', '/app-setting/withdraw-screen', 'App settings'),
  link('app-setting.appVersion', '/app-setting/app-version', 'App settings'),
  link('app-setting.banners', '/app-setting/banners', 'App settings'),
  link('app-setting.languages', '/app-setting/languages', 'App settings'),
  link('masters.manageEmployee', '/masters/employees', 'Masters'),
  link('masters.manageBrowserFingerprints', '/masters/fingerprints', 'Masters'),
  link('masters.auditLog', '/masters/audit-log', 'Masters'),
  link('masters.approvalPolicies', '/masters/approval-policies', 'Masters'),
];

/**
 * Where a 403 sends a user (spec section 6): /dashboard for an empty list, else the first menu link
 * whose key they hold (and /dashboard when none matches).
 * @example firstPermittedPath(['users', 'news']) // '/users'
 */
export function firstPermittedPath(permission: readonly string[]): string {
  if (permission.length === 0) return '/dashboard';
  const held = new Set(permission);
  return MENU_LINKS.find((item) => held.has(item.key))?.path ?? '/dashboard';
}
