/** Wallet screens: wallet users, transactions, bid history, user brief, accounts, withdraw history. */
import {
  accountHistory,
  accountHolders,
  accountsCount,
  findAccount,
  searchAccounts,
} from '../db/bank-accounts.js';
import { listFundRequests } from '../db/fund-requests.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { userTotals } from '../db/user-details.js';
import { findUserRow } from '../db/users.js';
import { instantOrNull, int } from '../db/values.js';
import {
  bidsHistory,
  ledgerEntries,
  pgTransactions,
  walletUsers,
  withdrawTransactions,
} from '../db/wallet-lists.js';
import type { TranStatus } from '../domain/fund-request-transitions.js';
import { type HandlerTable, notFound } from '../http/handler.js';
import { fundTimingHandlers } from './fund-timings.js';
import { num, pathId, text } from './request-values.js';
import { walletAdjustHandlers } from './wallet-adjust.js';
import { BID_HISTORY_FILTER_PARAMS } from './wallet-filter-params.js';

/** Wallet lists default to 15 rows (spec section 9). */
const WALLET_PAGE = 15;

export const walletHandlers: HandlerTable = {
  'wallet.users': async (ctx) => {
    const page = pageRequest(ctx.query, WALLET_PAGE);
    const orderBy = (text(ctx.query.order_by) ?? 'balance_update_at') as
      | 'balance_update_at'
      | 'balance'
      | 'full_name';
    const { rows, total } = await walletUsers(
      ctx.db,
      { search: text(ctx.query.search), orderBy, direction: sortDirection(ctx.query.order) },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'wallet.pgTransactions': async (ctx) => {
    const page = pageRequest(ctx.query, WALLET_PAGE);
    const filter = text(ctx.query.filter_by_deposit);
    const { rows, total } = await pgTransactions(
      ctx.db,
      {
        userId: num(ctx.query.user_id),
        status: filter && filter !== 'ALL' ? (filter as 'SUCCESS' | 'PENDING' | 'FAILED') : undefined,
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'wallet.bidsHistory': async (ctx) => {
    const page = pageRequest(ctx.query, WALLET_PAGE);
    const { rows, total } = await bidsHistory(
      ctx.db,
      {
        userId: num(ctx.query.user_id),
        providerType: num(ctx.query.filter_by_game),
        bidStatus: text(ctx.query.filter_by_bid_status),
        orderBy: (text(ctx.query.order_by) ?? 'bid_created_at') as 'bid_created_at' | 'amount',
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'wallet.bidHistoryFilterParams': async () => ({ data: BID_HISTORY_FILTER_PARAMS }),

  'wallet.withdrawTransactions': async (ctx) => {
    const page = pageRequest(ctx.query, WALLET_PAGE);
    const { rows, total } = await withdrawTransactions(
      ctx.db,
      {
        userId: num(ctx.query.user_id),
        status: text(ctx.query.tran_status),
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'wallet.allTransactions': async (ctx) => {
    const page = pageRequest(ctx.query, WALLET_PAGE);
    const { rows, total } = await ledgerEntries(
      ctx.db,
      {
        userId: num(ctx.query.user_id),
        transType: text(ctx.query.filter_by_trans_type),
        orderBy: (text(ctx.query.order_by) ?? 'tran_created_at') as 'tran_created_at' | 'amount',
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'wallet.userBrief': async (ctx) => {
    const userId = pathId(ctx, 'user_id');
    const user = await findUserRow(ctx.db, userId);
    if (!user) throw notFound();
    const t = await userTotals(ctx.db, userId);
    return {
      data: {
        user_id: user.user_id,
        full_name: user.full_name,
        phone: user.phone,
        balance: user.balance,
        total_deposit: paiseToRupees(int(t?.deposit)),
        total_withdraw: paiseToRupees(int(t?.withdraw)),
        total_bid: paiseToRupees(int(t?.bid)),
        total_win: paiseToRupees(int(t?.win)),
        bid_count: int(t?.bid_count),
        last_bid_at: instantOrNull(t?.last_bid_at),
        stage: user.stage,
      },
    };
  },

  'wallet.accountsCount': async (ctx) => ({ data: await accountsCount(ctx.db) }),

  'wallet.searchAccount': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await searchAccounts(ctx.db, text(ctx.query.search) ?? '', page);
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'wallet.accountHistory': async (ctx) => {
    const page = pageRequest(ctx.query);
    const accountId = Number(ctx.query.account_id);
    const account = await findAccount(ctx.db, accountId);
    if (!account) throw notFound();
    const [{ rows, total }, holders] = await Promise.all([
      accountHistory(ctx.db, account, page),
      accountHolders(ctx.db, account),
    ]);
    return { data: { rows, pagination: pagination(page, total), account, holders } };
  },

  'wallet.withdrawHistory': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await listFundRequests(
      ctx.db,
      {
        statuses: [String(ctx.params.tran_status) as TranStatus],
        search: text(ctx.query.search),
        startDate: text(ctx.query.start_date),
        endDate: text(ctx.query.end_date),
        orderBy: 'created_at',
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  ...fundTimingHandlers,
  ...walletAdjustHandlers,
};
