import { lazyScreen } from './lazy-screen';
import type { ScreenDef, ScreenGroup } from './screen-types';

const dashboard = lazyScreen(() => import('./dashboard/dashboard-screen'));
const users = lazyScreen(() => import('./users/users-screen'));
const fundReasons = lazyScreen(() => import('./fund-reasons/fund-reasons-screen'));
const withdrawals = lazyScreen(() => import('./withdrawals/withdrawals-screen'));
const viewWallet = lazyScreen(() => import('./view-wallet/view-wallet-screen'));
const withdrawHistory = lazyScreen(() => import('./withdraw-history/withdraw-history-screen'));
const timings = lazyScreen(() => import('./timings/timings-screen'));
const searchAccount = lazyScreen(() => import('./search-account/search-account-screen'));
const accountHistory = lazyScreen(() => import('./account-history/account-history-screen'));
const news = lazyScreen(() => import('./news/news-screen'));
const notifications = lazyScreen(() => import('./notifications/notifications-screen'));
const userIdeas = lazyScreen(() => import('./user-ideas/user-ideas-screen'));
const howToPlay = lazyScreen(() => import('./app-settings/how-to-play-screen'));
const noticeBoard = lazyScreen(() => import('./app-settings/notice-board-screen'));
const walletContact = lazyScreen(() => import('./app-settings/wallet-contact-screen'));
const withdrawPopup = lazyScreen(() => import('./app-settings/withdraw-popup-screen'));
const appVersion = lazyScreen(() => import('./app-settings/app-version-screen'));
const banners = lazyScreen(() => import('./app-settings/banners-screen'));
const languages = lazyScreen(() => import('./app-settings/languages-screen'));
const pgReport = lazyScreen(() => import('./pg-report/pg-report-screen'));
const adminReport = lazyScreen(() => import('./admin-report/admin-report-screen'));
const zeroBalance = lazyScreen(() => import('./zero-balance/zero-balance-screen'));
const userDeposit = lazyScreen(() => import('./user-deposit/user-deposit-screen'));
const overallPl = lazyScreen(() => import('./overall-pl/overall-pl-screen'));
// One component per report family: the three sales rows, the three game analysis rows (by `params`).
const salesReport = lazyScreen(() => import('./sales-report/sales-report-screen'));
const userAnalysis = lazyScreen(() => import('./user-analysis/user-analysis-screen'));
const gameAnalysis = lazyScreen(() => import('./game-analysis/game-analysis-screen'));
const bankAnalysis = lazyScreen(() => import('./bank-analysis/bank-analysis-screen'));
// The game desk: one component per area serves the three families' rows (by `params.family`).
const gameProvider = lazyScreen(() => import('./game-provider/game-provider-screen'));
const gameSettings = lazyScreen(() => import('./game-settings/game-settings-screen'));
const gameRates = lazyScreen(() => import('./game-rates/game-rates-screen'));
const gameBids = lazyScreen(() => import('./game-bids/game-bids-screen'));
const marketBoard = lazyScreen(() => import('./market-board/market-board-screen'));
// The declare desk: one component for the three families' Result rows (by `params.family`).
const gameResult = lazyScreen(() => import('./game-result/result-screen'));
// The integrity watch (issue 26): late bids, improbable winners and the Books.
const lateBids = lazyScreen(() => import('./risk-late-bids/late-bids-screen'));
const improbableWinners = lazyScreen(() => import('./risk-winners/improbable-winners-screen'));
const books = lazyScreen(() => import('./risk-books/books-screen'));
// Two-person control (issue 25): the requests to approve, and their policies under Masters.
const approvals = lazyScreen(() => import('./approvals/approvals-screen'));
const approvalPolicies = lazyScreen(() => import('./approval-policies/policies-screen'));
const employees = lazyScreen(() => import('./employees/employees-screen'));
const fingerprints = lazyScreen(() => import('./fingerprints/fingerprints-screen'));
const auditLog = lazyScreen(() => import('./audit-log/audit-log-screen'));
const chat = lazyScreen(() => import('./chat/chat-screen'));

// The spec's route table (section 2), in sidebar order, one object per screen. Reading A is the path;
// reading B the aliases (an alias with a `query` also picks the screen's tab: System chat).
// `params` lets one component serve several rows (the three game families).
// biome-ignore format: the route table reads best as one row per screen
export const SCREENS: readonly ScreenDef[] = [
  { id: 'dashboard', needs: ['dashboard.counts'], path: '/dashboard', aliases: [], titleKey: 'DASHBOARD', permission: ['dashboard'], group: null, icon: 'home', focus: 'control', component: dashboard },
  { id: 'chat', needs: ['chat.threads'], path: '/chat', aliases: ['/support/chat', { path: '/support/systemchat', query: { kind: 'SYSTEM' } }], titleKey: 'CHAT_SUPPORT', permission: ['support.chat', 'support.systemchat'], group: null, icon: 'chat', focus: 'grid', component: chat },
  { id: 'users', needs: ['users.list'], path: '/users', aliases: [], titleKey: 'USERS', permission: ['users'], group: null, icon: 'users', focus: 'grid', component: users },
  { id: 'market-board', needs: ['board.day'], path: '/market-board', aliases: [], titleKey: 'MARKET_BOARD', permission: ['games.result', 'starline.result', 'jackpot.result'], group: null, icon: 'clock', focus: 'control', component: marketBoard },
  { id: 'games-provider', needs: ['providers.list'], path: '/games/provider', aliases: ['/games/providers'], titleKey: 'GAMES_PROVIDER', permission: ['games.provider'], group: 'Games', icon: 'dice', params: { family: 'market' }, focus: 'grid', component: gameProvider },
  { id: 'games-settings', needs: ['settings.list'], path: '/games/settings', aliases: [], titleKey: 'GAMES_SETTINGS', permission: ['games.setting'], group: 'Games', icon: 'dice', params: { family: 'market' }, focus: 'grid', component: gameSettings },
  { id: 'games-rates', needs: ['rates.get'], path: '/games/rates', aliases: ['/games/rate'], titleKey: 'GAMES_RATES', permission: ['games.rates'], group: 'Games', icon: 'dice', params: { family: 'market' }, focus: 'field', component: gameRates },
  { id: 'games-result', needs: ['results.list'], path: '/games/result', aliases: [], titleKey: 'GAMES_RESULT', permission: ['games.result'], group: 'Games', icon: 'dice', params: { family: 'market' }, keywords: ['declare', 'panna', 'result'], focus: 'entry', component: gameResult },
  { id: 'games-bids', needs: ['bids.list'], path: '/games/bids', aliases: [], titleKey: 'GAMES_BIDS', permission: ['games.bids'], group: 'Games', icon: 'dice', params: { family: 'market' }, focus: 'grid', component: gameBids },
  { id: 'starline-provider', needs: ['providers.list'], path: '/starline/provider', aliases: ['/starline/providers'], titleKey: 'STARLINE_PROVIDER', permission: ['starline.provider'], group: 'Starline', icon: 'star', params: { family: 'starline' }, focus: 'grid', component: gameProvider },
  { id: 'starline-settings', needs: ['settings.list'], path: '/starline/settings', aliases: [], titleKey: 'STARLINE_SETTINGS', permission: ['starline.setting'], group: 'Starline', icon: 'star', params: { family: 'starline' }, focus: 'grid', component: gameSettings },
  { id: 'starline-rates', needs: ['rates.get'], path: '/starline/rates', aliases: [], titleKey: 'STARLINE_RATES', permission: ['starline.rates'], group: 'Starline', icon: 'star', params: { family: 'starline' }, focus: 'field', component: gameRates },
  { id: 'starline-result', needs: ['results.list'], path: '/starline/result', aliases: [], titleKey: 'STARLINE_RESULT', permission: ['starline.result'], group: 'Starline', icon: 'star', params: { family: 'starline' }, keywords: ['declare', 'panna', 'result'], focus: 'entry', component: gameResult },
  { id: 'starline-bids', needs: ['bids.list'], path: '/starline/bids', aliases: [], titleKey: 'STARLINE_BIDS', permission: ['starline.bids'], group: 'Starline', icon: 'star', params: { family: 'starline' }, focus: 'grid', component: gameBids },
  { id: 'jackpot-provider', needs: ['providers.list'], path: '/jackpot/provider', aliases: ['/jackpot/providers'], titleKey: 'JACKPOT_PROVIDER', permission: ['jackpot.provider'], group: 'Jackpot', icon: 'trophy', params: { family: 'jackpot' }, focus: 'grid', component: gameProvider },
  { id: 'jackpot-settings', needs: ['settings.list'], path: '/jackpot/settings', aliases: ['/jackpot/setting'], titleKey: 'JACKPOT_SETTINGS', permission: ['jackpot.setting'], group: 'Jackpot', icon: 'trophy', params: { family: 'jackpot' }, focus: 'grid', component: gameSettings },
  { id: 'jackpot-rates', needs: ['rates.get'], path: '/jackpot/rates', aliases: [], titleKey: 'JACKPOT_RATES', permission: ['jackpot.rates'], group: 'Jackpot', icon: 'trophy', params: { family: 'jackpot' }, focus: 'field', component: gameRates },
  { id: 'jackpot-result', needs: ['results.list'], path: '/jackpot/result', aliases: [], titleKey: 'JACKPOT_RESULT', permission: ['jackpot.result'], group: 'Jackpot', icon: 'trophy', params: { family: 'jackpot' }, keywords: ['declare', 'panna', 'result'], focus: 'entry', component: gameResult },
  { id: 'jackpot-bids', needs: ['bids.list'], path: '/jackpot/bids', aliases: [], titleKey: 'JACKPOT_BIDS', permission: ['jackpot.bids'], group: 'Jackpot', icon: 'trophy', params: { family: 'jackpot' }, focus: 'grid', component: gameBids },
  { id: 'wallet-view', needs: ['wallet.users'], path: '/wallet/view-wallet', aliases: ['/wallet/view'], titleKey: 'VIEW_WALLET', permission: ['wallet.viewWallet'], group: 'Wallet', icon: 'wallet', focus: 'grid', component: viewWallet },
  { id: 'wallet-withdrawals', needs: ['gateway.requests'], path: '/wallet/withdrawals', aliases: ['/wallet/fund-request'], titleKey: 'WITHDRAWALS', permission: ['wallet.fundRequest'], group: 'Wallet', icon: 'wallet', focus: 'grid', component: withdrawals },
  { id: 'wallet-withdraw-history', needs: ['wallet.withdrawHistory'], path: '/wallet/withdraw-history', aliases: ['/wallet/fund-request-history'], titleKey: 'WITHDRAW_HISTORY', permission: ['wallet.fundRequestHistory'], group: 'Wallet', icon: 'wallet', focus: 'grid', component: withdrawHistory },
  { id: 'wallet-timings', needs: ['wallet.timings'], path: '/wallet/timings', aliases: ['/wallet/fund-request-timing'], titleKey: 'WITHDRAW_TIMINGS', permission: ['wallet.fundRequestTiming'], group: 'Wallet', icon: 'wallet', focus: 'grid', component: timings },
  { id: 'wallet-search-account', needs: ['wallet.searchAccount'], path: '/wallet/search-account', aliases: [], titleKey: 'SEARCH_ACCOUNT', permission: ['wallet.searchAccount'], group: 'Wallet', icon: 'wallet', focus: 'grid', component: searchAccount },
  { id: 'wallet-account-history', needs: ['wallet.accountHistory'], path: '/wallet/account-history', aliases: [], titleKey: 'ACCOUNT_HISTORY', permission: ['wallet.accountHistory'], group: 'Wallet', icon: 'wallet', focus: 'grid', component: accountHistory },
  { id: 'pg-fund-reason', needs: ['manualFunds.list'], path: '/payment-gateway/fund-reason', aliases: ['/payment-gateway/manual-fund-reason'], titleKey: 'MANUAL_FUND_REASON', permission: ['pg.manualFundReason'], group: 'Payment Gateway', icon: 'card', focus: 'grid', component: fundReasons },
  { id: 'pg-gateway', needs: ['gateway.requests'], path: '/payment-gateway/pg', aliases: ['/payment-gateway/payment-gateway'], titleKey: 'PAYMENT_GATEWAY', permission: ['pg.paymentGateway'], group: 'Payment Gateway', icon: 'card', focus: 'grid', component: withdrawals },
  { id: 'reports-pg', needs: ['reports.pgOverall'], path: '/reports/pg-report', aliases: ['/report/pg-report'], titleKey: 'PG_REPORT', permission: ['srh.pgFundReport'], group: 'Reports', icon: 'report', focus: 'control', component: pgReport },
  { id: 'reports-admin', needs: ['reports.adminFundOverall'], path: '/reports/admin-report', aliases: ['/report/admin-fund'], titleKey: 'ADMIN_REPORT', permission: ['srh.adminFundReports'], group: 'Reports', icon: 'report', focus: 'control', component: adminReport },
  { id: 'reports-zero-balance', needs: ['reports.zeroBalance'], path: '/reports/zero-balance', aliases: ['/report/zero-balance'], titleKey: 'ZERO_BALANCE_REPORT', permission: ['srh.zeroBalanceReport'], group: 'Reports', icon: 'report', focus: 'control', component: zeroBalance },
  // The spec lists no key for the user deposit report; the contract designs srh.userDepositReport.
  { id: 'reports-user-deposit', needs: ['reports.userDeposit'], path: '/reports/user-deposit', aliases: [], titleKey: 'USER_DEPOSIT_REPORT', permission: ['srh.userDepositReport'], group: 'Reports', icon: 'report', focus: 'control', component: userDeposit },
  { id: 'reports-overall-pl', needs: ['reports.overallProfitLoss'], path: '/reports/overall-pl', aliases: ['/report/overall-profitloss'], titleKey: 'OVERALL_PL', permission: ['srh.overallPL'], group: 'Reports', icon: 'report', focus: 'control', component: overallPl },
  { id: 'sales-market', needs: ['reports.sales'], path: '/sales-report/market', aliases: ['/sale-report/market-sale'], titleKey: 'MARKET_SALES', permission: ['srh.marketSalesReports'], group: 'Sales Report', icon: 'chart', params: { family: 'market' }, focus: 'control', component: salesReport },
  { id: 'sales-starline', needs: ['reports.sales'], path: '/sales-report/starline', aliases: ['/sale-report/starline-sale'], titleKey: 'STARLINE_SALES', permission: ['srh.starlineSalesReports'], group: 'Sales Report', icon: 'chart', params: { family: 'starline' }, focus: 'control', component: salesReport },
  { id: 'sales-jackpot', needs: ['reports.sales'], path: '/sales-report/jackpot', aliases: ['/sale-report/jackpot-sale'], titleKey: 'JACKPOT_SALES', permission: ['srh.jackpotSalesReports'], group: 'Sales Report', icon: 'chart', params: { family: 'jackpot' }, focus: 'control', component: salesReport },
  { id: 'analysis-user', needs: ['analysis.user'], path: '/analysis/user-analysis', aliases: [], titleKey: 'USER_ANALYSIS', permission: ['srh.userAnalysis'], group: 'Analysis', icon: 'analysis', focus: 'control', component: userAnalysis },
  { id: 'analysis-market', needs: ['analysis.game'], path: '/analysis/market-analysis', aliases: ['/analysis/game-analysis'], titleKey: 'MARKET_ANALYSIS', permission: ['srh.gameAnalysis'], group: 'Analysis', icon: 'analysis', params: { family: 'market' }, focus: 'control', component: gameAnalysis },
  { id: 'analysis-starline', needs: ['analysis.game'], path: '/analysis/starline-analysis', aliases: [], titleKey: 'STARLINE_ANALYSIS', permission: ['srh.starlineAnalysis'], group: 'Analysis', icon: 'analysis', params: { family: 'starline' }, focus: 'control', component: gameAnalysis },
  { id: 'analysis-jackpot', needs: ['analysis.game'], path: '/analysis/jackpot-analysis', aliases: [], titleKey: 'JACKPOT_ANALYSIS', permission: ['srh.jackpotAnalysis'], group: 'Analysis', icon: 'analysis', params: { family: 'jackpot' }, focus: 'control', component: gameAnalysis },
  { id: 'analysis-bank', needs: ['analysis.bank'], path: '/analysis/bank-analysis', aliases: [], titleKey: 'BANK_ANALYSIS', permission: ['srh.bankAnalysis'], group: 'Analysis', icon: 'analysis', focus: 'control', component: bankAnalysis },
  // Designed (not in the spec's table): the integrity watch.
  { id: 'risk-late-bids', needs: ['integrity.lateBids'], path: '/risk/late-bids', aliases: [], titleKey: 'LATE_BIDS', permission: ['risk.lateBids'], group: 'Risk', icon: 'flag', focus: 'grid', component: lateBids },
  { id: 'risk-improbable-winners', needs: ['integrity.improbableWinners'], path: '/risk/improbable-winners', aliases: [], titleKey: 'IMPROBABLE_WINNERS', permission: ['risk.improbableWinners'], group: 'Risk', icon: 'flag', focus: 'grid', component: improbableWinners },
  { id: 'risk-books', needs: ['integrity.books'], path: '/risk/books', aliases: [], titleKey: 'BOOKS', permission: ['risk.books'], group: 'Risk', icon: 'flag', focus: 'grid', component: books },
  // Designed: two-person control, for checkers (the count of requests awaiting them on the item) and for
  // makers of guarded actions (their own requests, to follow or cancel).
  { id: 'approvals', needs: ['approvals.list'], path: '/approvals', aliases: [], titleKey: 'APPROVALS', permission: ['approvals.resultDeclare', 'approvals.resultRevert', 'approvals.bidRefund', 'approvals.walletAdjust', 'approvals.withdrawal', 'approvals.permissionGrant', 'wallet.adjustBalance', 'games.result', 'starline.result', 'jackpot.result', 'pg.paymentGateway', 'wallet.fundRequest', 'masters.manageEmployee'], group: null, icon: 'check', focus: 'grid', component: approvals },
  { id: 'news', needs: ['news.list'], path: '/news', aliases: [], titleKey: 'NEWS', permission: ['news'], group: null, icon: 'news', focus: 'grid', component: news },
  { id: 'notifications', needs: ['notifications.list'], path: '/notifications', aliases: ['/notification'], titleKey: 'NOTIFICATIONS', permission: ['notification'], group: null, icon: 'bell', focus: 'grid', component: notifications },
  { id: 'user-ideas', needs: ['ideas.list'], path: '/user-ideas', aliases: ['/userIdea'], titleKey: 'USER_IDEAS', permission: ['useridea'], group: null, icon: 'bulb', focus: 'grid', component: userIdeas },
  { id: 'app-how-to-play', needs: ['appSettings.getHowToPlay'], path: '/app-setting/how-to-play', aliases: [], titleKey: 'HOW_TO_PLAY', permission: ['app-setting.howToPlay'], group: 'App settings', icon: 'settings', focus: 'field', component: howToPlay },
  { id: 'app-notice-board', needs: ['appSettings.getNoticeBoard'], path: '/app-setting/notice-board', aliases: ['/app-setting/notice-board-rule'], titleKey: 'NOTICE_BOARD', permission: ['app-setting.noticeBoard'], group: 'App settings', icon: 'settings', focus: 'field', component: noticeBoard },
  { id: 'app-wallet-contact', needs: ['appSettings.getWalletContact'], path: '/app-setting/wallet-contact', aliases: [], titleKey: 'WALLET_CONTACT', permission: ['app-setting.walletContact'], group: 'App settings', icon: 'settings', focus: 'field', component: walletContact },
  { id: 'app-withdraw-screen', needs: ['appSettings.getWithdrawPopup'], path: '/app-setting/withdraw-screen', aliases: ['/app-setting/withdraw-screen-popup'], titleKey: 'WITHDRAW_SCREEN', permission: ['app-setting.wdScreenPopup'], group: 'App settings', icon: 'settings', focus: 'field', component: withdrawPopup },
  { id: 'app-version', needs: ['appSettings.getAppVersion'], path: '/app-setting/app-version', aliases: [], titleKey: 'APP_VERSION', permission: ['app-setting.appVersion'], group: 'App settings', icon: 'settings', focus: 'field', component: appVersion },
  { id: 'app-banners', needs: ['appSettings.listBanners'], path: '/app-setting/banners', aliases: ['/app-setting/Banners'], titleKey: 'BANNERS', permission: ['app-setting.banners'], group: 'App settings', icon: 'settings', focus: 'grid', component: banners },
  { id: 'app-languages', needs: ['appSettings.listLanguages'], path: '/app-setting/languages', aliases: ['/app-setting/Languages'], titleKey: 'LANGUAGES', permission: ['app-setting.languages'], group: 'App settings', icon: 'settings', focus: 'grid', component: languages },
  { id: 'masters-employees', needs: ['employees.list'], path: '/masters/employees', aliases: ['/masters/manage-employees'], titleKey: 'EMPLOYEES', permission: ['masters.manageEmployee'], group: 'Masters', icon: 'shield', focus: 'grid', component: employees },
  { id: 'masters-fingerprints', needs: ['fingerprints.list'], path: '/masters/fingerprints', aliases: ['/masters/manage-browser-fingerprints'], titleKey: 'FINGERPRINTS', permission: ['masters.manageBrowserFingerprints'], group: 'Masters', icon: 'shield', focus: 'grid', component: fingerprints },
  // Designed: two-person control's policies, per guarded action.
  { id: 'masters-approval-policies', needs: ['approvals.policies'], path: '/masters/approval-policies', aliases: [], titleKey: 'APPROVAL_POLICIES', permission: ['masters.approvalPolicies'], group: 'Masters', icon: 'shield', focus: 'grid', component: approvalPolicies },
  // Designed (not in the spec's table): the audit trail; records link here with ?entity=&entityId=.
  { id: 'masters-audit-log', needs: ['audit.list'], path: '/masters/audit-log', aliases: [], titleKey: 'AUDIT_LOG', permission: ['masters.auditLog'], group: 'Masters', icon: 'shield', focus: 'grid', component: auditLog },
];

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
  'Risk',
  'App settings',
  'Masters',
];
