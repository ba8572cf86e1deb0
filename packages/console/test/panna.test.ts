import { describe, expect, it } from 'vitest';
import {
  ALL_PANNAS,
  ankOf,
  isPanna,
  jodiOf,
  pannaKind,
  pannaProblem,
  pannasStartingWith,
} from '../src/components/game/panna';

const rank = (digit: string) => (digit === '0' ? 10 : Number(digit));
/** The rule said plainly: the digits, ranked with 0 highest, never go down. */
const oracle = (text: string) => {
  const [a, b, c] = [...text].map(rank) as [number, number, number];
  return a <= b && b <= c;
};
const EVERY_THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

describe('panna rules', () => {
  it('accepts exactly the three-digit strings whose digits go up with 0 counted highest', () => {
    for (const text of EVERY_THREE_DIGITS) expect(isPanna(text), text).toBe(oracle(text));
    expect(isPanna('120')).toBe(true);
    expect(isPanna('012')).toBe(false);
    for (const text of ['', '12', '1234', '1a3', ' 12']) expect(isPanna(text)).toBe(false);
  });

  it('lists 220 pannas: 120 single, 90 double, 10 triple; each ank has 12 SP, 9 DP and 1 TP', () => {
    expect(ALL_PANNAS).toHaveLength(220);
    expect(new Set(ALL_PANNAS).size).toBe(220);
    expect([...ALL_PANNAS].sort()).toEqual(EVERY_THREE_DIGITS.filter(oracle));
    const kinds = (kind: string) => ALL_PANNAS.filter((p) => pannaKind(p) === kind);
    expect([kinds('SP').length, kinds('DP').length, kinds('TP').length]).toEqual([120, 90, 10]);
    for (let ank = 0; ank < 10; ank++) {
      const of = (kind: string) => kinds(kind).filter((p) => ankOf(p) === String(ank)).length;
      expect([of('SP'), of('DP'), of('TP')], `ank ${ank}`).toEqual([12, 9, 1]);
    }
    expect(ALL_PANNAS[0]).toBe('111');
    expect(ALL_PANNAS.at(-1)).toBe('000');
  });

  it('computes the ank and the jodi', () => {
    expect(ankOf('689')).toBe('3');
    expect(ankOf('000')).toBe('0');
    expect(ankOf('128')).toBe('1');
    expect(jodiOf('6', '7')).toBe('67');
  });

  it('offers the pannas starting with what is typed, and says why a text is not one', () => {
    expect(pannasStartingWith('12')).toEqual(['122', '123', '124', '125', '126', '127', '128', '129', '120']);
    expect(pannasStartingWith('0')).toEqual(['000']);
    expect(pannasStartingWith('')).toHaveLength(220);
    expect(pannaProblem('')).toBe('Enter the three digits of the panna');
    expect(pannaProblem('12')).toBeNull();
    expect(pannaProblem('01')).toBe('No panna starts with 01');
    expect(pannaProblem('012')).toBe('012 is not a panna: digits go up, with 0 counted highest');
    expect(pannaProblem('120')).toBeNull();
  });
});
