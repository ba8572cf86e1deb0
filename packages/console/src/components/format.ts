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

const IST_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's IST wall-clock time, 24-hour, as the server's messages say it: '14:02'. */
export function formatIstTime(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : IST_TIME.format(date);
}

/** Rupees with Indian grouping (₹1,00,000.00); missing values as a dash. */
export function formatMoney(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '—' : formatRupees(rupees);
}

/** A count and its noun, with Indian grouping: '1 player', '1,200 pending bids'. */
export function counted(n: number, noun: string): string {
  return `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;
}

/** Today's business date in IST as YYYY-MM-DD, shifted by `days`. */
export function istDate(days = 0, now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(shifted);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A business date (YYYY-MM-DD) as a chart label, e.g. '17 Nov'; anything else as it is. */
export function formatDayMonth(date: unknown): string {
  const match = typeof date === 'string' ? /^\d{4}-(\d{2})-(\d{2})$/.exec(date) : null;
  const month = MONTHS[Number(match?.[1]) - 1];
  return match && month ? `${Number(match[2])} ${month}` : String(date);
}

/** Rupees for an axis, short: ₹2.4 Cr, ₹12.5 L, ₹45,000. */
export function formatMoneyShort(rupees: number): string {
  const abs = Math.abs(rupees);
  const short = (value: number) => Number(value.toFixed(2)).toLocaleString('en-IN');
  if (abs >= 1e7) return `₹${short(rupees / 1e7)} Cr`;
  if (abs >= 1e5) return `₹${short(rupees / 1e5)} L`;
  return `₹${rupees.toLocaleString('en-IN')}`;
}
