import { formatRupees } from '@backoffice/sdk';

const IST_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant shown in IST, e.g. '05 Mar 2025, 02:30 pm'. */
export function formatIst(instant: string | null | undefined): string {
  if (!instant) return '—';
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : IST_DATE_TIME.format(date);
}

/** Rupees with Indian grouping (₹1,00,000.00); missing values as a dash. */
export function formatMoney(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '—' : formatRupees(rupees);
}

/** Today's business date in IST as YYYY-MM-DD, shifted by `days`. */
export function istDate(days = 0, now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(shifted);
}
