/** Money is integer paise in storage and arithmetic; rupees (max 2 decimals) only on the wire. */

/** Reads a bigint/numeric column (string, number or bigint) as integer paise. */
export function paise(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'bigint' ? Number(value) : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer paise amount: ${String(value)}`);
  return n;
}

/**
 * Rupees from the wire (e.g. 500.5) to integer paise (50050), refusing more than 2 decimals: exact, as
 * the contract's multipleOf (http/ajv.ts), since p / 100 is the double the 2-decimal text parses to.
 */
export function rupeesToPaise(rupees: number): number {
  const p = Math.round(rupees * 100);
  if (p / 100 !== rupees) throw new Error(`more than 2 decimals: ${rupees}`);
  return p;
}

/** Integer paise to rupees for the wire. */
export function paiseToRupees(p: number | bigint | string): number {
  return paise(p) / 100;
}

/** ₹1,00,000.00 — Indian digit grouping, for messages. */
export function formatRupees(p: number): string {
  const sign = p < 0 ? '-' : '';
  const abs = Math.abs(p);
  const whole = Math.floor(abs / 100).toString();
  const frac = (abs % 100).toString().padStart(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}₹${rest ? `${rest},${last3}` : last3}.${frac}`;
}
