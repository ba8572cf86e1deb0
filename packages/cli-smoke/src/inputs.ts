import type { OperationId, OperationMeta } from '@backoffice/sdk';
import { type FactName, type FactRef, type Family, factRef } from './facts.js';

/**
 * Which input each GET operation is called with. Paging and date ranges are filled wherever an
 * operation takes them; the table below adds what the contract requires beyond that (path ids, dates,
 * enums). test/plan-contract.test.ts checks it against v1.yaml: every required parameter is filled
 * and every enum value exists.
 */

export type ParamValue = string | number | boolean | FactRef;
/** camelCase keys, as the SDK takes them. */
export type Params = Readonly<Record<string, ParamValue>>;

export interface InputContext {
  family: Family;
  /** Today in IST. */
  today: string;
  /** Seven days before today. */
  weekAgo: string;
}

/** Small pages: enough to prove the list works and to find one id. */
export const PAGE_SIZE = 2;

const GAME_TYPE: Readonly<Record<Family, string>> = { 1: 'market', 2: 'starline', 3: 'jackpot' };
const FIRST_BID_TYPE: Readonly<Record<Family, string>> = {
  1: 'SINGLE_DIGIT_MARKET',
  2: 'SINGLE_DIGIT_STARLINE',
  3: 'LEFT_DIGIT_JACKPOT',
};

const user = factRef('user', 'userId');
const gameType = (c: InputContext): Params => ({ type: GAME_TYPE[c.family] });
const resultDay = (c: InputContext): Params => ({
  type: GAME_TYPE[c.family],
  gameDate: c.today,
  providerId: factRef(`provider:${c.family}`, 'providerId'),
});

const EXTRA: Partial<Record<OperationId, (c: InputContext) => Params>> = {
  'analysis.game': gameType,
  'analysis.user': () => ({ type: 'top-gainers' }),
  'analysis.userExport': () => ({ type: 'top-gainers' }),
  'approvals.get': () => ({ requestId: factRef('approvalRequest', 'requestId') }),
  'views.get': () => ({ viewId: factRef('savedView', 'viewId') }),
  'appSettings.bannerImage': () => ({ bannerId: factRef('banner', 'bannerId') }),
  'bids.list': (c) => ({ bidDate: c.today, gameType: c.family }),
  'board.day': (c) => ({ type: GAME_TYPE[c.family], date: c.today }),
  'bids.revertList': (c) => ({ type: GAME_TYPE[c.family], gameDate: c.today }),
  'chat.messages': () => ({ threadId: factRef('thread', 'threadId') }),
  'employees.sessions': () => ({ employeeId: factRef('employee', 'employeeId') }),
  'gateway.history': () => ({ tranStatus: 'SUCCESS' }),
  'integrity.playerLuck': () => ({ userId: user }),
  'integrity.sessionCheck': () => ({ resultId: factRef('result', 'resultId') }),
  'gateway.requests': () => ({ tranStatus: 'PENDING' }),
  'providers.list': (c) => ({ providerType: c.family }),
  'providers.listByType': (c) => ({ type: c.family }),
  'rates.get': (c) => ({ providerType: c.family }),
  'reports.pgByDateByGateway': (c) => ({ date: c.today }),
  'reports.providerList': gameType,
  'reports.sales': gameType,
  'reports.salesExport': gameType,
  'results.bidDigitSummary': resultDay,
  'results.bids': resultDay,
  'results.bidsByUser': resultDay,
  'results.bidSummary': (c) => ({ ...resultDay(c), bidType: FIRST_BID_TYPE[c.family] }),
  'results.list': gameType,
  'results.report': gameType,
  'results.winners': resultDay,
  'settings.list': (c) => ({ providerType: c.family }),
  'users.details': () => ({ userId: user }),
  'users.getMarkets': () => ({ userId: user }),
  'users.getPermissions': () => ({ userId: user }),
  'wallet.accountHistory': () => ({ accountId: factRef('account', 'accountId') }),
  // The first two digits of a player's phone find bank accounts (the search's least: 2 characters) of
  // that player and others whose phone shares them: a player with no account of their own (about one in
  // ten of the demo's) still leaves an account for the account history.
  'wallet.searchAccount': () => ({ search: factRef('user', 'phone', (phone) => String(phone).slice(0, 2)) }),
  'wallet.userBrief': () => ({ userId: user }),
  'wallet.withdrawHistory': () => ({ tranStatus: 'SUCCESS' }),
};

/** Answers whose first row becomes a fact for later calls. */
const PRODUCES: Partial<Record<OperationId, (c: InputContext) => FactName>> = {
  'users.list': () => 'user',
  'wallet.users': () => 'user',
  'providers.listByType': (c) => `provider:${c.family}`,
  'providers.list': (c) => `provider:${c.family}`,
  'chat.threads': () => 'thread',
  'appSettings.listBanners': () => 'banner',
  'wallet.searchAccount': () => 'account',
  'employees.list': () => 'employee',
  'integrity.sessionChecks': () => 'result',
  'approvals.list': () => 'approvalRequest',
  'views.list': () => 'savedView',
};

/** The input of one GET operation. */
export function inputFor(id: OperationId, meta: OperationMeta, context: InputContext): Params {
  const generic: Record<string, ParamValue> = {};
  if (meta.queryParams.includes('per_page')) generic.perPage = PAGE_SIZE;
  if (meta.queryParams.includes('limit')) generic.limit = PAGE_SIZE;
  if (meta.queryParams.includes('start_date')) generic.startDate = context.weekAgo;
  if (meta.queryParams.includes('end_date')) generic.endDate = context.today;
  return { ...generic, ...EXTRA[id]?.(context) };
}

/** The fact an operation's answer provides, if any. */
export function factProvidedBy(id: OperationId, context: InputContext): FactName | undefined {
  return PRODUCES[id]?.(context);
}
