/**
 * Adjust balance: amount, type (0 credit, anything else debit) and a reason from the manual fund
 * reasons list; the confirmation names the player, the amount in rupees and the balance after. The
 * kit mints one Idempotency-Key per intent and reuses it on retry, so money moves once.
 */
import type { Schemas } from '@backoffice/sdk';
import { type OperationAction, rowActions } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';

export type Brief = Schemas['WalletUserBrief'];

const act = rowActions<Brief>({
  invalidates: ['wallet.userBrief', 'wallet.users', 'wallet.allTransactions'],
});

const paise = (rupees: unknown) => Math.round(Number(rupees) * 100);
const isCredit = (type: unknown) => String(type) === '0';

/** The spec's success texts: '₹{amount} credited successfully to wallet' and its debit twin. */
export function adjustSuccess(amount: unknown, type: unknown): string {
  const text = formatMoney(paise(amount) / 100);
  return isCredit(type)
    ? `${text} credited successfully to wallet`
    : `${text} debited successfully from wallet`;
}

export function adjustAction(reasons: readonly string[]): OperationAction<Brief> {
  return act({
    op: 'wallet.adjust',
    id: 'adjust',
    label: (row) => `Credit or debit wallet of ${row.userId} ${row.fullName}…`,
    keywords: ['credit', 'debit', 'balance', 'fund', 'add money'],
    shortcut: 'Alt+M',
    form: {
      title: 'Adjust balance',
      fields: [
        { key: 'amount', label: 'Amount (₹)', kind: 'money' },
        {
          key: 'type',
          label: 'Type',
          kind: 'select',
          options: [
            { value: '0', label: 'Credit' },
            { value: '1', label: 'Debit' },
          ],
        },
        {
          key: 'reason',
          label: 'Reason',
          kind: 'select',
          options: reasons.map((r) => ({ value: r, label: r })),
        },
      ],
      initial: () => ({ type: '0', reason: reasons[0] ?? '' }),
      submitLabel: 'Review',
    },
    confirm: (row, values) => {
      const credit = isCredit(values.type);
      const after = (paise(row.balance) + (credit ? 1 : -1) * paise(values.amount)) / 100;
      return {
        title: credit ? 'Credit wallet' : 'Debit wallet',
        message: `${credit ? 'Credit' : 'Debit'} ${formatMoney(paise(values.amount) / 100)} ${credit ? 'to' : 'from'} the wallet of ${row.fullName} (user ${row.userId})?`,
        details: [
          ['Player', `${row.fullName} (${row.phone})`],
          ['Amount', formatMoney(paise(values.amount) / 100)],
          ['Balance now', formatMoney(row.balance)],
          ['Balance after', after < 0 ? `${formatMoney(after)} (more than the balance)` : formatMoney(after)],
          ['Reason', String(values.reason ?? '')],
        ],
        confirmLabel: credit ? 'Credit' : 'Debit',
        danger: !credit,
      };
    },
    input: (row, values) => ({
      userId: row.userId,
      amount: paise(values.amount) / 100,
      type: Number(values.type),
      reason: String(values.reason ?? ''),
    }),
    success: (_, values) => adjustSuccess(values.amount, values.type),
  });
}
