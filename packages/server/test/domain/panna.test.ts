import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PANNAS,
  ankOf,
  displayMarket,
  displayStarline,
  isPanna,
  jodiOf,
  pannaKind,
  pannasOfKind,
} from '../../src/domain/panna.js';

const rank = (ch: string) => (ch === '0' ? 10 : Number(ch));

describe('panna tables', () => {
  it('has 220 pannas: 120 SP, 90 DP, 10 TP, all distinct', () => {
    expect(ALL_PANNAS).toHaveLength(220);
    expect(new Set(ALL_PANNAS).size).toBe(220);
    expect(pannasOfKind('SP')).toHaveLength(120);
    expect(pannasOfKind('DP')).toHaveLength(90);
    expect(pannasOfKind('TP')).toHaveLength(10);
  });

  it('gives every ank 12 SP, 9 DP and 1 TP', () => {
    for (let ank = 0; ank <= 9; ank += 1) {
      const of = (kind: 'SP' | 'DP' | 'TP') =>
        pannasOfKind(kind).filter((p) => ankOf(p) === String(ank)).length;
      expect([of('SP'), of('DP'), of('TP')]).toEqual([12, 9, 1]);
    }
  });

  it('ranks 0 highest: 120 is a panna, 012 is not', () => {
    expect(isPanna('120')).toBe(true);
    expect(isPanna('012')).toBe(false);
    expect(isPanna('100')).toBe(true);
    expect(isPanna('001')).toBe(false);
    expect(isPanna('000')).toBe(true);
    expect(ALL_PANNAS[0]).toBe('111');
    expect(ALL_PANNAS.at(-1)).toBe('000');
  });

  it('classifies hand-picked pannas', () => {
    expect(pannaKind('123')).toBe('SP');
    expect(pannaKind('890')).toBe('SP');
    expect(pannaKind('112')).toBe('DP');
    expect(pannaKind('550')).toBe('DP');
    expect(pannaKind('500')).toBe('DP');
    expect(pannaKind('777')).toBe('TP');
    expect(pannaKind('321')).toBeNull();
    expect(pannaKind('12')).toBeNull();
    expect(pannaKind('1234')).toBeNull();
    expect(pannaKind('12a')).toBeNull();
    expect(pannaKind('')).toBeNull();
  });

  it('agrees with a brute force over all 1000 three-digit strings', () => {
    let valid = 0;
    for (let n = 0; n < 1000; n += 1) {
      const s = String(n).padStart(3, '0');
      const [a, b, c] = [...s].map(rank) as [number, number, number];
      const ascending = a <= b && b <= c;
      expect(isPanna(s)).toBe(ascending);
      if (!ascending) continue;
      valid += 1;
      const distinct = new Set(s).size;
      expect(pannaKind(s)).toBe(distinct === 3 ? 'SP' : distinct === 2 ? 'DP' : 'TP');
    }
    expect(valid).toBe(220);
  });

  it('accepts exactly one ordering of any three digits', () => {
    fc.assert(
      fc.property(fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9)), (digits) => {
        const perms = new Set<string>();
        const [x, y, z] = digits.map(String) as [string, string, string];
        for (const p of [x + y + z, x + z + y, y + x + z, y + z + x, z + x + y, z + y + x]) perms.add(p);
        expect([...perms].filter(isPanna)).toHaveLength(1);
      }),
    );
  });
});

describe('ank, jodi and display', () => {
  it('computes the ank as the digit sum mod 10', () => {
    expect(ankOf('689')).toBe('3');
    expect(ankOf('123')).toBe('6');
    expect(ankOf('000')).toBe('0');
    expect(ankOf('550')).toBe('0');
    expect(ankOf('999')).toBe('7');
  });

  it('forms the jodi from open and close ank', () => {
    expect(jodiOf('6', '7')).toBe('67');
    expect(jodiOf('0', '0')).toBe('00');
  });

  it('displays a market day as 123-67-124', () => {
    expect(displayMarket({ panna: '123', ank: '6' }, { panna: '124', ank: '7' })).toBe('123-67-124');
    expect(displayMarket({ panna: '123', ank: '6' }, null)).toBe('123-6*-***');
    expect(displayMarket(null, null)).toBe('***-**-***');
    expect(displayMarket(null, { panna: '124', ank: '7' })).toBe('***-*7-124');
    expect(displayStarline({ panna: '689', ank: '3' })).toBe('689-3');
  });
});
