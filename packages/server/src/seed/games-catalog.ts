/** The demo's game providers and their weekday timings (IST). */

export interface MarketSeed {
  name: string;
  /** Open and close result times (OBRT, CBRT); bids close 10 minutes before each (OBT, CBT). */
  open: string;
  close: string;
  /** Weekdays the market is closed. */
  closedOn: readonly string[];
}

export const MARKETS: readonly MarketSeed[] = [
  { name: 'Sridevi', open: '11:35', close: '12:35', closedOn: [] },
  { name: 'Time Bazar', open: '13:00', close: '14:00', closedOn: [] },
  { name: 'Madhur Day', open: '13:30', close: '14:30', closedOn: [] },
  { name: 'Milan Day', open: '15:00', close: '17:00', closedOn: ['SUNDAY'] },
  { name: 'Rajdhani Day', open: '15:00', close: '17:00', closedOn: ['SUNDAY'] },
  { name: 'Supreme Day', open: '15:30', close: '17:30', closedOn: [] },
  { name: 'Kalyan', open: '15:45', close: '17:45', closedOn: [] },
  { name: 'Madhur Night', open: '20:30', close: '22:30', closedOn: [] },
  { name: 'Milan Night', open: '21:00', close: '23:00', closedOn: ['SATURDAY', 'SUNDAY'] },
  { name: 'Kalyan Night', open: '21:25', close: '23:35', closedOn: ['SATURDAY', 'SUNDAY'] },
  { name: 'Rajdhani Night', open: '21:30', close: '23:40', closedOn: ['SATURDAY', 'SUNDAY'] },
  { name: 'Main Bazar', open: '21:35', close: '23:55', closedOn: ['SATURDAY', 'SUNDAY'] },
];

/** Starline: hourly slots 10:00..21:00, one result each. */
export const STARLINE_SLOTS: readonly string[] = Array.from(
  { length: 12 },
  (_, i) => `${String(10 + i).padStart(2, '0')}:00`,
);

/** Jackpot: eight slots through the day. */
export const JACKPOT_SLOTS: readonly string[] = [
  '10:30',
  '12:00',
  '13:30',
  '15:00',
  '16:30',
  '18:00',
  '19:30',
  '21:00',
];

/** HH:MM minus some minutes. */
export function minutesBefore(clock: string, minutes: number): string {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  const total = h * 60 + m - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** "10:00" -> "10:00 AM", "13:30" -> "01:30 PM". */
export function slotLabel(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${String(hour12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
