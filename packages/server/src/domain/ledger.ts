/** The ledger's vocabulary: what an entry is and what a posting asks for (db/ledger.ts posts them). */
export type TransType =
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'WITHDRAWAL_REFUND'
  | 'BID'
  | 'WIN'
  | 'BID_REFUND'
  | 'WIN_REVERSAL'
  | 'ADMIN_CREDIT'
  | 'ADMIN_DEBIT'
  | 'BONUS';

export interface LedgerPosting {
  userId: number;
  /** Signed integer paise: + credit, - debit. Never 0. */
  amountPaise: number;
  transType: TransType;
  note?: string | null;
  /** The staff member who caused it (admin adjustments, gateway actions); null for the system. */
  createdBy?: number | null;
  /** What the entry belongs to, e.g. ('fund_request', 42) or ('bid', 7). */
  refType?: string | null;
  refId?: number | null;
}

export interface PostedEntry {
  entryId: number;
  balanceAfterPaise: number;
}

export interface LedgerMismatch {
  userId: number;
  balancePaise: number;
  entriesSumPaise: number;
}
