/**
 * Weekday timings of a provider: OBT and CBT (open/close bid times: bids close then), OBRT and CBRT
 * (open/close result times), IST wall-clock HH:MM. A market (provider_type 1) needs all four in the
 * order OBT <= OBRT <= CBT <= CBRT; starline and jackpot slots use OBT <= OBRT only.
 */
import type { ProviderType } from './bid-types.js';

export interface Timings {
  OBT: string;
  OBRT: string;
  CBT?: string | null | undefined;
  CBRT?: string | null | undefined;
}

export type TimingCheck =
  | { ok: true; timings: { OBT: string; OBRT: string; CBT: string | null; CBRT: string | null } }
  | { ok: false; field: keyof Timings; msg: string };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkTimings(providerType: ProviderType, t: Timings): TimingCheck {
  const present: Array<keyof Timings> = providerType === 1 ? ['OBT', 'OBRT', 'CBT', 'CBRT'] : ['OBT', 'OBRT'];
  for (const key of present) {
    const value = t[key];
    if (typeof value !== 'string' || !CLOCK.test(value)) {
      return { ok: false, field: key, msg: `${key} is required as HH:MM (IST)` };
    }
  }
  for (let i = 1; i < present.length; i += 1) {
    const earlier = present[i - 1] as keyof Timings;
    const later = present[i] as keyof Timings;
    if (String(t[earlier]) > String(t[later])) {
      return { ok: false, field: later, msg: `${later} must not be before ${earlier}` };
    }
  }
  return {
    ok: true,
    timings: {
      OBT: t.OBT,
      OBRT: t.OBRT,
      CBT: providerType === 1 ? (t.CBT ?? null) : null,
      CBRT: providerType === 1 ? (t.CBRT ?? null) : null,
    },
  };
}
