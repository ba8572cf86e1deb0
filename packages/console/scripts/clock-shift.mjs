// The browser tests at a set IST time of day (e2e/global-setup.ts): the server, the test process and the
// browser read a wall clock moved by the same amount; timers run as they do. Loaded with --import, it
// moves this process's clock by CLOCK_SHIFT_MS.

/**
 * Moves this realm's `Date` (new Date(), Date.now()) by `shift` ms, once. Self-contained: it is also the
 * browser's init script.
 * @param {number} shift
 */
export function shiftDate(shift) {
  const Native = globalThis.Date;
  if (!shift || 'shiftedBy' in Native) return;
  class Shifted extends Native {
    static shiftedBy = shift;
    constructor(...args) {
      if (args.length === 0) super(Native.now() + shift);
      else super(...args);
    }
    static now() {
      return Native.now() + shift;
    }
  }
  globalThis.Date = Shifted;
}

/**
 * The shift that puts the IST clock at `time` (HH:MM) on today's IST date.
 * @param {string} time
 */
export function shiftToIstTime(time, now = Date.now()) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`E2E_IST_TIME must be HH:MM (24-hour IST), not '${time}'`);
  const istOffset = 330 * 60_000;
  const istMidnight = Math.floor((now + istOffset) / 86_400_000) * 86_400_000 - istOffset;
  return istMidnight + (Number(match[1]) * 60 + Number(match[2])) * 60_000 - now;
}

if (typeof process !== 'undefined' && process.env.CLOCK_SHIFT_MS)
  shiftDate(Number(process.env.CLOCK_SHIFT_MS));
