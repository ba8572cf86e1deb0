/** The choices of the bid-history filters (wallet.bidHistoryFilterParams). */
export const BID_HISTORY_FILTER_PARAMS = {
  games: [
    { value: 1, label: 'Market' },
    { value: 2, label: 'Starline' },
    { value: 3, label: 'Jackpot' },
  ],
  bid_statuses: [
    { value: 'PENDING', label: 'Pending' },
    { value: 'WON', label: 'Won' },
    { value: 'LOST', label: 'Lost' },
    { value: 'REFUNDED', label: 'Refunded' },
  ],
  trans_types: [
    { value: 'DEPOSIT', label: 'Deposit' },
    { value: 'WITHDRAWAL', label: 'Withdrawal' },
    { value: 'WITHDRAWAL_REFUND', label: 'Withdrawal refund' },
    { value: 'BID', label: 'Bid' },
    { value: 'WIN', label: 'Win' },
    { value: 'BID_REFUND', label: 'Bid refund' },
    { value: 'WIN_REVERSAL', label: 'Win reversal' },
    { value: 'ADMIN_CREDIT', label: 'Admin credit' },
    { value: 'ADMIN_DEBIT', label: 'Admin debit' },
    { value: 'BONUS', label: 'Bonus' },
  ],
};
