import { describe, expect, it } from 'vitest';
import { checkTimings } from '../../src/domain/market-timings.js';

describe('market timings', () => {
  it('accepts a market day in order OBT <= OBRT <= CBT <= CBRT', () => {
    expect(checkTimings(1, { OBT: '15:45', OBRT: '16:00', CBT: '17:45', CBRT: '18:00' })).toEqual({
      ok: true,
      timings: { OBT: '15:45', OBRT: '16:00', CBT: '17:45', CBRT: '18:00' },
    });
  });

  it('names the key that breaks the order', () => {
    expect(checkTimings(1, { OBT: '15:45', OBRT: '16:00', CBT: '15:59', CBRT: '18:00' })).toEqual({
      ok: false,
      field: 'CBT',
      msg: 'CBT must not be before OBRT',
    });
    expect(checkTimings(1, { OBT: '10:00', OBRT: '09:00', CBT: '11:00', CBRT: '12:00' })).toMatchObject({
      field: 'OBRT',
    });
  });

  it('needs CBT and CBRT for a market only', () => {
    expect(checkTimings(1, { OBT: '10:00', OBRT: '10:30' })).toMatchObject({ ok: false, field: 'CBT' });
    expect(checkTimings(2, { OBT: '10:00', OBRT: '10:05', CBT: '09:00' })).toEqual({
      ok: true,
      timings: { OBT: '10:00', OBRT: '10:05', CBT: null, CBRT: null },
    });
    expect(checkTimings(3, { OBT: '25:00', OBRT: '10:05' })).toMatchObject({ ok: false, field: 'OBT' });
  });
});
