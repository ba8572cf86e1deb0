import { describe, expect, it } from 'vitest';
import {
  chernoffLogTail,
  exactTail,
  probabilityInWords,
  type TrialGroup,
  WIN_CHANCE,
  winTailProbability,
} from '../../src/domain/win-odds.js';

/** P(X >= k) by enumerating every outcome of every trial: the definition, for tiny cases. */
function bruteForceTail(ps: number[], k: number): number {
  let total = 0;
  for (let mask = 0; mask < 1 << ps.length; mask++) {
    let p = 1;
    let wins = 0;
    ps.forEach((pi, i) => {
      const won = (mask >> i) & 1;
      wins += won;
      p *= won ? pi : 1 - pi;
    });
    if (wins >= k) total += p;
  }
  return total;
}

const expand = (groups: TrialGroup[]) => groups.flatMap((g) => Array<number>(g.n).fill(g.p));

describe('the chance of winning at least k times (Poisson-binomial tail)', () => {
  // groups of trials, k, and the exact value worked by hand
  const table: Array<[string, TrialGroup[], number, number]> = [
    ['one single digit, one win', [{ p: 0.1, n: 1 }], 1, 0.1],
    ['two single digits, two wins', [{ p: 0.1, n: 2 }], 2, 0.01],
    ['three single digits, one win', [{ p: 0.1, n: 3 }], 1, 1 - 0.9 ** 3],
    [
      'two singles and a jodi, two wins',
      [
        { p: 0.1, n: 2 },
        { p: 0.01, n: 1 },
      ],
      2,
      0.01 + 2 * 0.1 * 0.9 * 0.01,
    ],
    ['five pannas, five wins', [{ p: 1 / 220, n: 5 }], 5, (1 / 220) ** 5],
    ['a full sangam won', [{ p: 1 / 48_400, n: 1 }], 1, 1 / 48_400],
    ['no wins needed', [{ p: 0.1, n: 4 }], 0, 1],
    ['more wins than bids', [{ p: 0.1, n: 2 }], 3, 0],
    [
      'ten singles, three wins',
      [{ p: 0.1, n: 10 }],
      3,
      1 - (0.9 ** 10 + 10 * 0.1 * 0.9 ** 9 + 45 * 0.01 * 0.9 ** 8),
    ],
  ];
  it.each(table)('%s', (_name, groups, k, expected) => {
    const tail = winTailProbability(groups, k);
    expect(tail.method).toBe('exact');
    expect(tail.probability).toBeCloseTo(expected, 15);
    if (expected > 0) expect(tail.probability / expected).toBeCloseTo(1, 10);
  });

  it('matches enumeration of every outcome on mixed small cases', () => {
    const cases: TrialGroup[][] = [
      [
        { p: 0.1, n: 3 },
        { p: 0.01, n: 2 },
        { p: 1 / 220, n: 3 },
      ],
      [
        { p: 1 / 2_200, n: 2 },
        { p: 0.1, n: 6 },
        { p: 1 / 48_400, n: 1 },
      ],
      [
        { p: 0.5, n: 4 },
        { p: 0.3, n: 5 },
      ],
    ];
    for (const groups of cases) {
      const ps = expand(groups);
      for (let k = 0; k <= ps.length; k++) {
        const brute = bruteForceTail(ps, k);
        const exact = exactTail(groups, k);
        expect(Math.abs(exact - brute)).toBeLessThanOrEqual(1e-15 + brute * 1e-9);
      }
    }
  });

  it('the Chernoff bound never falls below the exact value (sound: it can only under-flag)', () => {
    for (const groups of [
      [{ p: 0.1, n: 200 }],
      [
        { p: 0.1, n: 150 },
        { p: 1 / 220, n: 60 },
        { p: 0.01, n: 40 },
      ],
    ]) {
      for (const k of [25, 30, 40, 60, 90]) {
        const exact = exactTail(groups, k);
        expect(Math.exp(chernoffLogTail(groups, k))).toBeGreaterThanOrEqual(exact * (1 - 1e-9));
      }
    }
  });

  it('switches to the bound for large counts and keeps tiny chances in log10', () => {
    const tail = winTailProbability([{ p: 0.1, n: 200_000 }], 21_000);
    expect(tail.method).toBe('chernoff');
    expect(tail.log10).toBeLessThan(-4);
    const tiny = winTailProbability([{ p: 1 / 48_400, n: 100 }], 90);
    expect(tiny.log10).toBeLessThan(-300);
  });

  it('gives each bid type its chance', () => {
    expect(WIN_CHANCE.SINGLE_DIGIT_MARKET).toBe(0.1);
    expect(WIN_CHANCE.JODI_JACKPOT).toBe(0.01);
    expect(WIN_CHANCE.DOUBLE_PANNA_STARLINE).toBe(1 / 220);
    expect(WIN_CHANCE.HALF_SANGAM_MARKET).toBe(1 / 2_200);
    expect(WIN_CHANCE.FULL_SANGAM_MARKET).toBe(1 / 48_400);
  });
});

describe('the chance in words', () => {
  it.each([
    [1 / 2_000_000, 'about 1 in 2 million'],
    [1 / 4_500, 'about 1 in 4,500'],
    [1 / 3, 'about 1 in 3'],
    [1 / 120_000, 'about 1 in 1,20,000'],
    [1 / 2.5e9, 'about 1 in 2.5 billion'],
    [0.7, 'likely (better than 1 in 2)'],
  ])('%d reads %s', (p, words) => {
    expect(probabilityInWords(Math.log10(p))).toBe(words);
  });
});
