/** Players with a zero balance, with their last deposit and last bid (reports.zeroBalance). */
import type { Queryable } from './db.js';
import { fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { instant, instantOrNull, int } from './values.js';

export async function zeroBalanceReport(
  db: Queryable,
  f: { orderBy: 'created_at' | 'last_login_at' | 'full_name'; direction: 'ASC' | 'DESC' },
  page: PageRequest,
) {
  const key = {
    created_at: `p.created_at ${f.direction}`,
    last_login_at: `p.last_login_at ${f.direction} NULLS LAST`,
    full_name: `lower(p.full_name) ${f.direction}`,
  }[f.orderBy];
  return fetchPage(
    db,
    {
      columns: `p.user_id, p.full_name, p.phone, p.created_at,
        (SELECT max(d.created_at) FROM deposits d WHERE d.user_id = p.user_id AND d.tran_status = 'SUCCESS') AS last_deposit_at,
        (SELECT max(b.bid_created_at) FROM bids b WHERE b.user_id = p.user_id) AS last_bid_at`,
      from: 'players p LEFT JOIN wallets w ON w.user_id = p.user_id',
      where: 'coalesce(w.balance_paise, 0) = 0',
      order: `${key}, p.user_id ${f.direction}`,
      key: 'p.user_id',
    },
    page,
    (r) => ({
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      phone: String(r.phone),
      last_deposit_at: instantOrNull(r.last_deposit_at),
      last_bid_at: instantOrNull(r.last_bid_at),
      created_at: instant(r.created_at),
    }),
  );
}
