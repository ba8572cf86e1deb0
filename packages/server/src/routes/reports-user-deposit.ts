/** User deposit report: SUCCESS deposits per player over a range, with totals and a CSV export. */
import { groupedAll, groupedPage, userDepositQuery, userDepositTotals } from '../db/grouped-report.js';
import { paiseToRupees } from '../db/money.js';
import { pageRequest, pagination } from '../db/paging.js';
import { instantOrNull, int } from '../db/values.js';
import type { HandlerTable, RequestContext } from '../http/handler.js';
import { defaultRange } from './date-range.js';
import { csvReply } from './report-csv.js';
import { text } from './request-values.js';

const money = (v: unknown) => paiseToRupees(int(v));

/** The per-player query of the filter and its order: the list pages it, the export takes it whole. */
function userDeposit(ctx: RequestContext) {
  const range = defaultRange(ctx.query, 15);
  return { range, q: userDepositQuery(range, text(ctx.query.search), ctx.query.order_by, ctx.query.order) };
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
    const { q } = userDeposit(ctx);
    const page = pageRequest(ctx.query);
    const totals = await userDepositTotals(ctx.db, q);
    const rows = await groupedPage(ctx.db, q, page);
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
    const { range, q } = userDeposit(ctx);
    const rows = (await groupedAll(ctx.db, q)).map(toRow);
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
