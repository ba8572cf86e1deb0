/** Bank accounts: search, one account's withdrawals, and the wallet counts. */
import type { Queryable } from './db.js';
import { paiseToRupees } from './money.js';
import { Conditions, fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { instant, int, likeContains } from './values.js';

export interface BankAccountRow {
  account_id: number;
  user_id: number;
  full_name: string;
  phone: string;
  bank_name: string;
  account_holder: string;
  account_number: string;
  ifsc: string;
  upi_id: string | null;
  created_at: string;
}

const COLUMNS = `a.account_id, a.user_id, p.full_name, p.phone, a.bank_name, a.account_holder, a.account_number,
  a.ifsc, a.upi_id, a.created_at`;
const FROM = 'bank_accounts a JOIN players p ON p.user_id = a.user_id';

function toBankAccountRow(r: Record<string, unknown>): BankAccountRow {
  return {
    account_id: int(r.account_id),
    user_id: int(r.user_id),
    full_name: String(r.full_name),
    phone: String(r.phone),
    bank_name: String(r.bank_name),
    account_holder: String(r.account_holder),
    account_number: String(r.account_number),
    ifsc: String(r.ifsc),
    upi_id: (r.upi_id as string | null) ?? null,
    created_at: instant(r.created_at),
  };
}

/** Matches the account number, IFSC, holder name, UPI id (contains, any case) or the player's phone. */
export async function searchAccounts(db: Queryable, search: string, page: PageRequest) {
  const c = new Conditions().raw((params) => {
    params.push(likeContains(search.trim().toLowerCase()));
    const like = `$${params.length}`;
    return `(a.account_number LIKE ${like} OR lower(a.ifsc) LIKE ${like} OR lower(a.account_holder) LIKE ${like}
      OR lower(coalesce(a.upi_id, '')) LIKE ${like} OR p.phone LIKE ${like})`;
  });
  return fetchPage(
    db,
    { columns: COLUMNS, from: FROM, where: c.where, order: 'a.account_id DESC', params: c.params },
    page,
    toBankAccountRow,
  );
}

export async function findAccount(db: Queryable, accountId: number): Promise<BankAccountRow | undefined> {
  const [r] = await db.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.account_id = $1`, [accountId]);
  return r ? toBankAccountRow(r) : undefined;
}

/** Every player's record of the same account number and IFSC as `account` (it included). */
export async function accountHolders(db: Queryable, account: BankAccountRow): Promise<BankAccountRow[]> {
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE a.account_number = $1 AND a.ifsc = $2 ORDER BY a.account_id`,
    [account.account_number, account.ifsc],
  );
  return rows.map(toBankAccountRow);
}

/**
 * Withdrawal requests paid (or to be paid) to the account's number and IFSC, through any player's
 * record of it, newest first.
 */
export async function accountHistory(db: Queryable, account: BankAccountRow, page: PageRequest) {
  return fetchPage(
    db,
    {
      columns:
        'f.request_id, f.user_id, p.full_name, f.amount_paise, f.tran_status, f.created_at, f.updated_at',
      from: `fund_requests f JOIN bank_accounts a ON a.account_id = f.account_id
        JOIN players p ON p.user_id = f.user_id`,
      where: 'a.account_number = $1 AND a.ifsc = $2',
      order: 'f.created_at DESC, f.request_id DESC',
      params: [account.account_number, account.ifsc],
    },
    page,
    (r) => ({
      request_id: int(r.request_id),
      user_id: int(r.user_id),
      full_name: String(r.full_name),
      amount: paiseToRupees(r.amount_paise as number),
      tran_status: String(r.tran_status),
      created_at: instant(r.created_at),
      updated_at: instant(r.updated_at),
    }),
  );
}

export async function accountsCount(db: Queryable) {
  const [r] = await db.query(`SELECT
      (SELECT count(*) FROM players) AS users,
      (SELECT count(*) FROM wallets WHERE balance_paise > 0) AS with_balance,
      (SELECT count(*) FROM players p LEFT JOIN wallets w ON w.user_id = p.user_id
        WHERE coalesce(w.balance_paise, 0) = 0) AS zero_balance,
      (SELECT count(*) FROM bank_accounts) AS bank_accounts,
      (SELECT coalesce(sum(balance_paise), 0) FROM wallets) AS total_balance`);
  return {
    users: int(r?.users),
    with_balance: int(r?.with_balance),
    zero_balance: int(r?.zero_balance),
    bank_accounts: int(r?.bank_accounts),
    total_balance: paiseToRupees(int(r?.total_balance)),
  };
}
