/** Players: stage lists with counts, details, balance lists, today's registrations and the zero-balance report. */

import { rupeesToPaise } from '../db/money.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { findUserDetails, findUserMarkets, findUserPermissions } from '../db/user-details.js';
import { listUsers, pageFixedUsers, stageCounts, type UserOrderBy, type UserStage } from '../db/users.js';
import { zeroBalanceReport } from '../db/zero-balance-report.js';
import { type HandlerTable, notFound } from '../http/handler.js';
import { num, pathId, text } from './request-values.js';
import { userChangeHandlers } from './user-changes.js';

export const usersHandlers: HandlerTable = {
  'users.list': async (ctx) => {
    const page = pageRequest(ctx.query);
    const stage = (text(ctx.query.stage) ?? 'REGISTERED') as UserStage;
    const balanceOver = num(ctx.query.balance_over);
    const counts = await stageCounts(ctx.db);
    const { rows, total, capped } = await listUsers(
      ctx.db,
      {
        stage,
        search: text(ctx.query.search),
        orderBy: (text(ctx.query.order_by) ?? 'created_at') as UserOrderBy,
        direction: sortDirection(ctx.query.order),
        balanceOverPaise: balanceOver === undefined ? undefined : rupeesToPaise(balanceOver),
      },
      page,
      counts[stage.toLowerCase() as Lowercase<UserStage>],
    );
    return { data: { rows, pagination: pagination(page, total, capped), counts } };
  },

  'users.details': async (ctx) => {
    const details = await findUserDetails(ctx.db, Number(ctx.query.user_id));
    if (!details) throw notFound();
    return { data: details };
  },

  'users.noneBalance': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await pageFixedUsers(ctx.db, 'withBalance', page);
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'users.zeroBalance': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await pageFixedUsers(ctx.db, 'zeroBalance', page);
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'users.todayRegistered': async (ctx) => {
    const page = pageRequest(ctx.query);
    const deposited = num(ctx.query.type) === 1;
    const { rows, total } = await pageFixedUsers(
      ctx.db,
      deposited ? 'registeredTodayDeposited' : 'registeredToday',
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'reports.zeroBalance': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { rows, total } = await zeroBalanceReport(
      ctx.db,
      {
        orderBy: (text(ctx.query.order_by) ?? 'created_at') as 'created_at' | 'last_login_at' | 'full_name',
        direction: sortDirection(ctx.query.order),
      },
      page,
    );
    return { data: { rows, pagination: pagination(page, total) } };
  },

  'users.getMarkets': async (ctx) => {
    const markets = await findUserMarkets(ctx.db, pathId(ctx, 'user_id'));
    if (!markets) throw notFound();
    return { data: markets };
  },

  'users.getPermissions': async (ctx) => {
    const permissions = await findUserPermissions(ctx.db, pathId(ctx, 'user_id'));
    if (!permissions) throw notFound();
    return { data: permissions };
  },

  ...userChangeHandlers,
};
