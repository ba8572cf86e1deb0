/**
 * Rupees with Indian digit grouping, for display only (money is never a float in arithmetic).
 * @example formatRupees(100000) // '₹1,00,000.00'
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = Math.floor(paise / 100).toString();
  const fraction = (paise % 100).toString().padStart(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rupees < 0 && paise > 0 ? '-' : ''}₹${rest ? `${rest},${last3}` : last3}.${fraction}`;
}
