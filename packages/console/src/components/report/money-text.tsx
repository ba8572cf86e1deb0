import { formatMoney } from '../format';

/** Rupees with Indian grouping; a negative amount (a loss to the house) is marked in red with its sign. */
export function MoneyText({ value }: { value: number | null | undefined }) {
  const negative = typeof value === 'number' && value < 0;
  return <span className={negative ? 'money money-negative' : 'money'}>{formatMoney(value)}</span>;
}
