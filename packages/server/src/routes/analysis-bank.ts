/** Bank analysis: withdrawal (fund) requests per bank (IFSC prefix), with every bank for the chart. */
import { paiseToRupees } from '../db/money.js';
import { Conditions } from '../db/page-query.js';
import { pageRequest, pageSlice, pagination, sortDirection } from '../db/paging.js';
import { istDaysSql } from '../db/report-range.js';
import { int } from '../db/values.js';
import type { HandlerTable } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { text } from './request-values.js';

const BANK_ORDER: Record<string, string> = {
  total_amount: 'total_amount',
  request_count: 'request_count',
  bank_name: 'bank_name',
};

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
    const { start, end } = defaultRange(ctx.query, 15);
    const where = new Conditions();
    where.raw((params) => {
      params.push(start, end);
      return istDaysSql('f.created_at', `$${params.length - 1}`, `$${params.length}`);
    });
    const page = pageRequest(ctx.query);
    const dir = sortDirection(ctx.query.order);
    const order = BANK_ORDER[text(ctx.query.order_by) ?? 'total_amount'] ?? 'total_amount';
    const grouped = `SELECT min(a.bank_name) AS bank_name, upper(substr(a.ifsc, 1, 4)) AS ifsc_prefix,
        count(DISTINCT a.account_id) AS accounts, count(*) AS request_count, sum(f.amount_paise) AS total_amount,
        coalesce(sum(f.amount_paise) FILTER (WHERE f.tran_status = 'SUCCESS'), 0) AS success_amount,
        count(*) FILTER (WHERE f.tran_status IN ('FAILED', 'DECLINED')) AS failed_count
      FROM fund_requests f JOIN bank_accounts a ON a.account_id = f.account_id
      WHERE ${where.where} AND upper(substr(a.ifsc, 1, 4)) ~ '^[A-Z]{4}$'
      GROUP BY upper(substr(a.ifsc, 1, 4))`;
    // Every bank (a few hundred at most): the chart's series; the totals and the row count are its sums.
    const banks = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY total_amount DESC, ifsc_prefix`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ORDER BY ${order} ${dir}, ifsc_prefix ${slice.sql}`,
      slice.params,
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
