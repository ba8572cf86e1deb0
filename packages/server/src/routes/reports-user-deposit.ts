/** User deposit report: SUCCESS deposits per player over a range, with totals and a CSV export. */
import { paiseToRupees } from '../db/money.js';
import { Conditions } from '../db/page-query.js';
import { pageRequest, pageSlice, pagination, sortDirection } from '../db/paging.js';
import { istDaysSql } from '../db/report-range.js';
import { instantOrNull, int, likeContains } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

/** The per-player query of the filter and its order: the list pages it, the export takes it whole. */
function userDepositQuery(ctx: RequestContext) {
  const range = defaultRange(ctx.query, 15);
  const where = new Conditions().add("d.tran_status = 'SUCCESS'");
  where.raw((params) => {
    params.push(range.start, range.end);
    return istDaysSql('d.created_at', `$${params.length - 1}`, `$${params.length}`);
  });
  const search = text(ctx.query.search);
  if (search) {
    where.raw((params) => {
      params.push(likeContains(search.toLowerCase()));
      return `(lower(u.full_name) LIKE $${params.length} OR u.phone LIKE $${params.length})`;
    });
  }
  const dir = sortDirection(ctx.query.order);
  const order = ctx.query.order_by === 'full_name' ? 'lower(u.full_name)' : 'total_deposit';
  const grouped = `SELECT d.user_id, u.full_name, u.phone, count(*) AS deposit_count, sum(d.amount_paise) AS total_deposit,
      max(d.created_at) AS last_deposit_at
    FROM deposits d JOIN players u ON u.user_id = d.user_id WHERE ${where.where} GROUP BY d.user_id, u.full_name, u.phone`;
  return { range, where, grouped, orderBy: `ORDER BY ${order} ${dir}, d.user_id ${dir}` };
}

function toRow(r: Record<string, unknown>) {
  return {
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    phone: String(r.phone),
    deposit_count: int(r.deposit_count),
    total_deposit: money(r.total_deposit),
    last_deposit_at: instantOrNull(r.last_deposit_at),
  };
}

export const userDepositHandlers: HandlerTable = {
  'reports.userDeposit': async (ctx) => {
    const { where, grouped, orderBy } = userDepositQuery(ctx);
    const page = pageRequest(ctx.query);
    const [totals] = await ctx.db.query<{ users: unknown; deposit_count: unknown; total_deposit: unknown }>(
      `SELECT count(*) AS users, coalesce(sum(deposit_count), 0) AS deposit_count, coalesce(sum(total_deposit), 0) AS total_deposit
         FROM (${grouped}) g`,
      where.params,
    );
    const slice = pageSlice(where.params, page);
    const rows = await ctx.db.query<Record<string, unknown>>(
      `${grouped} ${orderBy} ${slice.sql}`,
      slice.params,
    );
    return {
      data: {
        rows: rows.map(toRow),
        pagination: pagination(page, int(totals?.users)),
        totals: {
          users: int(totals?.users),
          deposit_count: int(totals?.deposit_count),
          total_deposit: money(totals?.total_deposit),
        },
      },
    };
  },

  'reports.userDepositExport': async (ctx) => {
    const { range, where, grouped, orderBy } = userDepositQuery(ctx);
    const rows = (await ctx.db.query<Record<string, unknown>>(`${grouped} ${orderBy}`, where.params)).map(
      toRow,
    );
    type Row = (typeof rows)[number];
    return csvReply<Row>(
      'user-deposit',
      range,
      [
        ['user_id', (r) => r.user_id],
        ['full_name', (r) => r.full_name],
        ['phone', (r) => r.phone],
        ['deposit_count', (r) => r.deposit_count],
        ['total_deposit', (r) => r.total_deposit.toFixed(2)],
        ['last_deposit_at', (r) => r.last_deposit_at],
      ],
      rows,
    );
  },
};
