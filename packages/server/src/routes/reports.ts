/** Reports computed from bids and the ledger: overall P/L, sales, user deposits, PG and admin fund. */
import type { HandlerTable } from '../http/handler.js';
import { reportFamily, SALES_KEY } from './report-scope.js';
import { adminFundReportHandlers } from './reports-admin-fund.js';
import { pgReportHandlers } from './reports-pg.js';
import { profitLossHandlers } from './reports-profit-loss.js';
import { salesReportHandlers } from './reports-sales.js';
import { userDepositHandlers } from './reports-user-deposit.js';

export const reportsHandlers: HandlerTable = {
  ...pgReportHandlers,
  ...adminFundReportHandlers,
  ...salesReportHandlers,
  ...profitLossHandlers,
  ...userDepositHandlers,

  'reports.providerList': async (ctx) => {
    const providerType = reportFamily(ctx, SALES_KEY);
    const rows = await ctx.db.query<{ provider_id: number; provider_name: string }>(
      'SELECT provider_id, provider_name FROM providers WHERE provider_type = $1 ORDER BY provider_name, provider_id',
      [providerType],
    );
    return { data: { rows } };
  },
};
