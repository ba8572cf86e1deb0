/** Bank analysis: withdrawal (fund) requests per bank (IFSC prefix), with every bank for the chart. */
import { bankAnalysis } from '../db/analysis.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination, sortDirection } from '../db/paging.js';
import { int } from '../db/values.js';
import type { HandlerTable } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { text } from './request-values.js';

function toBankRow(r: Record<string, unknown>) {
  return {
    bank_name: String(r.bank_name),
    ifsc_prefix: String(r.ifsc_prefix),
    accounts: int(r.accounts),
    request_count: int(r.request_count),
    total_amount: paiseToRupees(int(r.total_amount)),
    success_amount: paiseToRupees(int(r.success_amount)),
    failed_count: int(r.failed_count),
  };
}

export const bankAnalysisHandlers: HandlerTable = {
  'analysis.bank': async (ctx) => {
    const page = pageRequest(ctx.query);
    const { banks, rows } = await bankAnalysis(
      ctx.db,
      defaultRange(ctx.query, 15),
      page,
      text(ctx.query.order_by),
      sortDirection(ctx.query.order),
    );
    const sum = (key: string) => banks.reduce((n, r) => n + int(r[key]), 0);
    return {
      data: {
        rows: rows.map(toBankRow),
        pagination: pagination(page, banks.length),
        totals: {
          accounts: sum('accounts'),
          request_count: sum('request_count'),
          total_amount: paiseToRupees(sum('total_amount')),
          success_amount: paiseToRupees(sum('success_amount')),
          failed_count: sum('failed_count'),
        },
        by_bank: banks.map(toBankRow),
      },
    };
  },
};
