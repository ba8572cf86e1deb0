/** The wallet screens' lists: wallet users, gateway deposits, withdrawals, ledger entries and bids. */
import { BID_COUNTS, BID_PICK_FROM } from './bid-rows.js';
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { PLAYER_COUNTS, type UserStage, userSearchCondition } from './users.js';
import { instant, instantOrNull, int } from './values.js';

type Direction = 'ASC' | 'DESC';
const money = (v: unknown) => paiseToRupees(v as number);

export async function walletUsers(
  db: Queryable,
  f: { search?: string; orderBy: 'balance_update_at' | 'balance' | 'full_name'; direction: Direction },
  page: PageRequest,
) {
  const c = new Conditions().raw((params) => userSearchCondition(f.search, params));
  const key = {
    balance_update_at: `w.balance_update_at ${f.direction} NULLS LAST`,
    balance: `coalesce(w.balance_paise, 0) ${f.direction}`,
    full_name: `lower(p.full_name) ${f.direction}`,
  }[f.orderBy];
  return fetchPage(
    db,
    {
      columns:
        'p.user_id, p.full_name, p.phone, coalesce(w.balance_paise, 0) AS balance_paise, w.balance_update_at, p.stage',
      from: 'players p LEFT JOIN wallets w ON w.user_id = p.user_id',
      where: c.where,
      order: `${key}, p.user_id ${f.direction}`,
      params: c.params,
      key: 'p.user_id',
      pickFrom: f.orderBy === 'full_name' ? 'players p' : undefined,
      count: f.search?.trim() ? undefined : PLAYER_COUNTS,
    },
    page,
    (r) => ({
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      phone: String(r.phone),
      balance: money(r.balance_paise),
      balance_update_at: instantOrNull(r.balance_update_at),
      stage: r.stage as UserStage,
    }),
  );
}

export async function pgTransactions(
  db: Queryable,
  f: { userId?: number; status?: 'SUCCESS' | 'PENDING' | 'FAILED'; direction: Direction },
  page: PageRequest,
) {
  const c = new Conditions().add('d.user_id = ?', f.userId).add('d.tran_status = ?', f.status);
  return fetchPage(
    db,
    {
      columns:
        'd.tran_id, d.user_id, p.full_name, d.amount_paise, d.gateway, d.reference, d.tran_status, d.created_at',
      from: 'deposits d JOIN players p ON p.user_id = d.user_id',
      where: c.where,
      order: `d.created_at ${f.direction}, d.tran_id ${f.direction}`,
      params: c.params,
      key: 'd.tran_id',
      pickFrom: 'deposits d',
    },
    page,
    (r) => ({
      tran_id: int(r.tran_id),
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      amount: money(r.amount_paise),
      gateway: String(r.gateway),
      reference: String(r.reference),
      tran_status: String(r.tran_status),
      tran_created_at: instant(r.created_at),
    }),
  );
}

export async function withdrawTransactions(
  db: Queryable,
  f: { userId?: number; status?: string; direction: Direction },
  page: PageRequest,
) {
  const c = new Conditions().add('f.user_id = ?', f.userId).add('f.tran_status = ?', f.status);
  return fetchPage(
    db,
    {
      columns: `f.request_id, f.user_id, p.full_name, f.amount_paise, a.account_number, a.ifsc, f.tran_status,
        f.created_at, f.updated_at`,
      from: `fund_requests f JOIN players p ON p.user_id = f.user_id
        JOIN bank_accounts a ON a.account_id = f.account_id`,
      where: c.where,
      order: `f.created_at ${f.direction}, f.request_id ${f.direction}`,
      params: c.params,
      key: 'f.request_id',
      pickFrom: 'fund_requests f',
    },
    page,
    (r) => ({
      request_id: int(r.request_id),
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      amount: money(r.amount_paise),
      account_number: String(r.account_number),
      ifsc: String(r.ifsc),
      tran_status: String(r.tran_status),
      created_at: instant(r.created_at),
      updated_at: instant(r.updated_at),
    }),
  );
}

/** Ledger entries counted by the triggers of db/counters.ts: answers a WHERE on `l.trans_type`. */
const LEDGER_COUNTS = { from: 'ledger_type_counts l', expression: 'coalesce(sum(l.n), 0)' };

export async function ledgerEntries(
  db: Queryable,
  f: { userId?: number; transType?: string; orderBy: 'tran_created_at' | 'amount'; direction: Direction },
  page: PageRequest,
) {
  const c = new Conditions().add('l.user_id = ?', f.userId).add('l.trans_type = ?', f.transType);
  const key = f.orderBy === 'amount' ? 'l.amount_paise' : 'l.created_at';
  return fetchPage(
    db,
    {
      columns: `l.entry_id, l.user_id, p.full_name, l.trans_type, l.amount_paise, l.balance_after_paise, l.note,
        e.username AS created_by, l.created_at`,
      from: `ledger_entries l JOIN players p ON p.user_id = l.user_id
        LEFT JOIN employees e ON e.employee_id = l.created_by`,
      where: c.where,
      order: `${key} ${f.direction}, l.entry_id ${f.direction}`,
      params: c.params,
      key: 'l.entry_id',
      pickFrom: 'ledger_entries l',
      count: f.userId === undefined ? LEDGER_COUNTS : undefined,
      appendOnly: { table: 'ledger_entries', alias: 'l', id: 'entry_id' },
    },
    page,
    (r) => ({
      entry_id: int(r.entry_id),
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      trans_type: String(r.trans_type),
      amount: money(r.amount_paise),
      balance_after: money(r.balance_after_paise),
      note: (r.note as string | null) ?? null,
      created_by: (r.created_by as string | null) ?? null,
      tran_created_at: instant(r.created_at),
    }),
  );
}

export async function bidsHistory(
  db: Queryable,
  f: {
    userId?: number;
    providerType?: number;
    bidStatus?: string;
    orderBy: 'bid_created_at' | 'amount';
    direction: Direction;
  },
  page: PageRequest,
) {
  const c = new Conditions()
    .add('b.user_id = ?', f.userId)
    .add('b.provider_type = ?', f.providerType)
    .add('b.bid_status = ?', f.bidStatus);
  const key = f.orderBy === 'amount' ? 'b.amount_paise' : 'b.bid_created_at';
  return fetchPage(
    db,
    {
      columns: `b.bid_id, b.user_id, p.full_name, b.provider_id, pr.provider_name, b.provider_type, b.bid_type,
        b.session, b.digit, b.amount_paise, b.win_amount_paise, b.bid_status, b.game_date, b.bid_created_at`,
      from: `bids b JOIN players p ON p.user_id = b.user_id JOIN providers pr ON pr.provider_id = b.provider_id`,
      where: c.where,
      order: `${key} ${f.direction}, b.bid_id ${f.direction}`,
      params: c.params,
      key: 'b.bid_id',
      pickFrom: BID_PICK_FROM,
      count: f.userId === undefined && f.bidStatus === undefined ? BID_COUNTS : undefined,
    },
    page,
    (r) => ({
      bid_id: int(r.bid_id),
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      provider_id: int(r.provider_id),
      provider_name: String(r.provider_name),
      provider_type: int(r.provider_type),
      bid_type: String(r.bid_type),
      session: (r.session as string | null) ?? null,
      digit: String(r.digit),
      amount: money(r.amount_paise),
      win_amount: money(r.win_amount_paise),
      bid_status: String(r.bid_status),
      game_date: String(r.game_date),
      bid_created_at: instant(r.bid_created_at),
    }),
  );
}
