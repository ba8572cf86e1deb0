/**
 * The approval queue's rows: each withdrawal request with what the approver needs beside it (balance,
 * lifetime deposits, earlier paid withdrawals, other holders of the account) and the risk hints these
 * give. The facts are joined in the page query itself (LATERAL joins on indexed columns, evaluated for
 * the page's rows only, after the page is picked on fund_requests), so a page costs one query, not
 * one per row.
 */

import type { Queryable } from './db.js';
import {
  FUND_REQUEST_COLUMNS,
  FUND_REQUEST_FROM,
  type FundRequestFilter,
  type FundRequestRow,
  fundRequestConditions,
  fundRequestOrder,
  toFundRequestRow,
} from './fund-requests.js';
import { paiseToRupees } from './money.js';
import { fetchPage } from './page-query.js';
import type { PageRequest } from './paging.js';
import { int } from './values.js';

export type WithdrawalRiskHint = 'FIRST_WITHDRAWAL' | 'SHARED_ACCOUNT' | 'LARGE_VS_DEPOSITS';

export interface GatewayQueueRow extends FundRequestRow {
  wallet_balance: number;
  deposits_total: number;
  paid_withdrawals: number;
  account_players: number;
  risk_hints: WithdrawalRiskHint[];
}

const FACT_COLUMNS = `coalesce(w.balance_paise, 0) AS balance_paise, dep.deposits_paise, paid.n AS paid_n,
  shared.n AS shared_n`;

const FACT_FROM = `
  LEFT JOIN wallets w ON w.user_id = f.user_id
  LEFT JOIN LATERAL (SELECT coalesce(sum(d.amount_paise), 0) AS deposits_paise FROM deposits d
    WHERE d.user_id = f.user_id AND d.tran_status = 'SUCCESS') dep ON true
  LEFT JOIN LATERAL (SELECT count(*) AS n FROM fund_requests e
    WHERE e.user_id = f.user_id AND e.tran_status = 'SUCCESS' AND e.created_at < f.created_at) paid ON true
  LEFT JOIN LATERAL (SELECT count(DISTINCT o.user_id) AS n FROM bank_accounts o
    WHERE o.account_number = a.account_number AND o.ifsc = a.ifsc AND o.user_id <> f.user_id) shared ON true`;

/** The hints, from the facts; pure so the rules are tested on their own. */
export function riskHints(facts: {
  amountPaise: number;
  depositsPaise: number;
  paidWithdrawals: number;
  accountPlayers: number;
}): WithdrawalRiskHint[] {
  const hints: WithdrawalRiskHint[] = [];
  if (facts.paidWithdrawals === 0) hints.push('FIRST_WITHDRAWAL');
  if (facts.accountPlayers > 0) hints.push('SHARED_ACCOUNT');
  if (facts.amountPaise > facts.depositsPaise) hints.push('LARGE_VS_DEPOSITS');
  return hints;
}

function toQueueRow(r: Record<string, unknown>): GatewayQueueRow {
  const depositsPaise = int(r.deposits_paise);
  const paidWithdrawals = int(r.paid_n);
  const accountPlayers = int(r.shared_n);
  return {
    ...toFundRequestRow(r),
    wallet_balance: paiseToRupees(int(r.balance_paise)),
    deposits_total: paiseToRupees(depositsPaise),
    paid_withdrawals: paidWithdrawals,
    account_players: accountPlayers,
    risk_hints: riskHints({
      amountPaise: int(r.amount_paise),
      depositsPaise,
      paidWithdrawals,
      accountPlayers,
    }),
  };
}

export async function listQueueRequests(db: Queryable, filter: FundRequestFilter, page: PageRequest) {
  const { c, searching } = fundRequestConditions(filter);
  return fetchPage(
    db,
    {
      columns: `${FUND_REQUEST_COLUMNS}, ${FACT_COLUMNS}`,
      from: `${FUND_REQUEST_FROM} ${FACT_FROM}`,
      where: c.where,
      order: fundRequestOrder(filter),
      params: c.params,
      key: 'f.request_id',
      pickFrom: searching ? FUND_REQUEST_FROM : 'fund_requests f',
    },
    page,
    toQueueRow,
  );
}
