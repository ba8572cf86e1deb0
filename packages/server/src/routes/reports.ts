/** Reports computed from bids and the ledger: overall P/L, sales, user deposits, PG and admin fund. */
import { providersOfType } from '../db/providers.js';
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
    const rows = await providersOfType(ctx.db, providerType);
    return {
      data: { rows: rows.map((r) => ({ provider_id: r.provider_id, provider_name: r.provider_name })) },
    };
  },
};
