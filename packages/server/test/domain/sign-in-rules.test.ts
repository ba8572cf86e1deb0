/** The sign-in and session rules as pure functions: values in, values out, no database. */
import { describe, expect, it } from 'vitest';
import { stateAt } from '../../src/domain/approvals.js';
import {
  failureDelayMs,
  isLocked,
  LOCK_AFTER,
  recentFailures,
  WINDOW_MS,
} from '../../src/domain/login-throttle.js';
import { needsTouch, sessionVerdict, TOUCH_INTERVAL_MS } from '../../src/domain/sessions.js';

const now = new Date('2026-11-29T10:00:00Z');
const ago = (ms: number) => ({ created_at: new Date(now.getTime() - ms) });

describe('the sign-in throttle', () => {
  it(`locks after ${LOCK_AFTER} failures inside one window, until a window after the last`, () => {
    const five = [1, 2, 3, 4, 5].map((m) => ago(m * 60_000));
    expect(isLocked(five, now)).toBe(true);
    expect(isLocked(five.slice(0, 4), now)).toBe(false);
    // the fifth older than a window before the newest: no lock
    expect(isLocked([...five.slice(0, 4), ago(WINDOW_MS + 2 * 60_000)], now)).toBe(false);
    // a window after the newest: the lock has ended
    const later = new Date(now.getTime() + WINDOW_MS);
    expect(isLocked(five, later)).toBe(false);
  });

  it('counts only the failures of the last window, and slows replies from the third', () => {
    expect(recentFailures([ago(1000), ago(WINDOW_MS - 1), ago(WINDOW_MS)], now)).toBe(2);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => failureDelayMs(n, 1000))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

describe('sessions', () => {
  const row = {
    last_used_at: new Date(now.getTime() - 10 * 60_000),
    expires_at: new Date(now.getTime() + 3600_000),
  };
  it('end after their idle time or their lifetime, whichever comes first', () => {
    const lifetimes = { idleMinutes: 30, maxHours: 12 };
    expect(sessionVerdict(row as never, now, lifetimes)).toBe('live');
    expect(sessionVerdict(row as never, new Date(now.getTime() + 20 * 60_000), lifetimes)).toBe('expired');
    expect(sessionVerdict(row as never, now, { idleMinutes: 5, maxHours: 12 })).toBe('expired');
  });

  it('write their last use at most once a minute', () => {
    expect(needsTouch(row, now)).toBe(true);
    expect(needsTouch({ last_used_at: new Date(now.getTime() - TOUCH_INTERVAL_MS + 1) }, now)).toBe(false);
  });
});

describe('approval requests', () => {
  it('read EXPIRED once PENDING past their expiry, and keep every other state', () => {
    const at = '2026-11-29T10:00:00.000Z';
    expect(stateAt('PENDING', at, new Date('2026-11-29T09:59:59Z'))).toBe('PENDING');
    expect(stateAt('PENDING', at, new Date(at))).toBe('EXPIRED');
    expect(stateAt('APPROVED', at, new Date('2026-11-30T00:00:00Z'))).toBe('APPROVED');
  });
});
