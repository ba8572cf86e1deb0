/**
 * Improbable winners: how likely a player's wins are by chance alone.
 *
 * Each settled bid is a trial that wins with the chance of its bid type (a single digit 1 in 10, a jodi 1
 * in 100, a panna 1 in 220, a half sangam 1 in 2,200, a full sangam 1 in 48,400). A player's wins X are
 * then a sum of independent Bernoulli trials with different chances (a Poisson-binomial variable), and
 * the figure shown is P(X >= k), k the wins they had.
 *
 * - Exact: the textbook dynamic programme over the trials, with "k or more" as an absorbing state, so the
 *   tail is summed directly and never computed as 1 - (something close to 1). O(trials x k); used while
 *   trials x k <= EXACT_WORK_LIMIT and the answer does not underflow a double.
 * - Otherwise: the Chernoff bound P(X >= k) <= min over t > 0 of exp(-t k) E[exp(t X)], with the exact
 *   moment generating function of the trials, worked in logarithms. It is an upper bound, so it can
 *   only make a player look less improbable than they are: the approximation never flags anyone the
 *   exact figure would not. Its looseness is at most a factor of about sqrt(2 pi k) at these sizes.
 */
import type { BidType } from './bid-types.js';

/** The chance that one bid of a type wins by luck. */
export const WIN_CHANCE: Readonly<Record<BidType, number>> = {
  SINGLE_DIGIT_MARKET: 1 / 10,
  JODI_MARKET: 1 / 100,
  SINGLE_PANNA_MARKET: 1 / 220,
  DOUBLE_PANNA_MARKET: 1 / 220,
  TRIPLE_PANNA_MARKET: 1 / 220,
  HALF_SANGAM_MARKET: 1 / 2_200,
  FULL_SANGAM_MARKET: 1 / 48_400,
  SINGLE_DIGIT_STARLINE: 1 / 10,
  SINGLE_PANNA_STARLINE: 1 / 220,
  DOUBLE_PANNA_STARLINE: 1 / 220,
  TRIPLE_PANNA_STARLINE: 1 / 220,
  LEFT_DIGIT_JACKPOT: 1 / 10,
  RIGHT_DIGIT_JACKPOT: 1 / 10,
  JODI_JACKPOT: 1 / 100,
};

/** `n` trials that each win with chance `p`. */
export interface TrialGroup {
  p: number;
  n: number;
}

export interface TailProbability {
  /** P(X >= k); 0 only when it underflows a double (see log10). */
  probability: number;
  /** log10 of P(X >= k) (-Infinity when k exceeds the trials). */
  log10: number;
  method: 'exact' | 'chernoff';
}

/** The improbable-winner rule's defaults: a 30-day window, 1 in 10,000, at least 3 wins. */
export const LUCK_DEFAULTS = { days: 30, thresholdOneIn: 10_000, minWins: 3 } as const;

/** Whether wins with this chance (log10) cross the default rule. */
export function isImprobable(wins: number, log10Probability: number): boolean {
  return wins >= LUCK_DEFAULTS.minWins && log10Probability <= -Math.log10(LUCK_DEFAULTS.thresholdOneIn);
}

export const EXACT_WORK_LIMIT = 4_000_000;

/** Merges groups of the same chance (bid types of equal odds). */
export function mergeGroups(groups: readonly TrialGroup[]): TrialGroup[] {
  const byP = new Map<number, number>();
  for (const g of groups) if (g.n > 0) byP.set(g.p, (byP.get(g.p) ?? 0) + g.n);
  return [...byP].map(([p, n]) => ({ p, n }));
}

/** P(X >= k) by the exact dynamic programme over every trial. */
export function exactTail(groups: readonly TrialGroup[], k: number): number {
  if (k <= 0) return 1;
  const dp = new Float64Array(k + 1);
  dp[0] = 1;
  for (const { p, n } of groups) {
    const q = 1 - p;
    for (let trial = 0; trial < n; trial++) {
      dp[k] = (dp[k] as number) + (dp[k - 1] as number) * p;
      for (let j = k - 1; j >= 1; j--) dp[j] = (dp[j] as number) * q + (dp[j - 1] as number) * p;
      dp[0] = (dp[0] as number) * q;
    }
  }
  return dp[k] as number;
}

/** ln(1 - p + p e^t), stable for large t. */
function logMgfTerm(p: number, t: number): number {
  return t + Math.log(p + (1 - p) * Math.exp(-t));
}

/** ln of the Chernoff bound on P(X >= k) (0 when k is not above the mean: the bound says nothing). */
export function chernoffLogTail(groups: readonly TrialGroup[], k: number): number {
  const trials = groups.reduce((sum, g) => sum + g.n, 0);
  if (k > trials) return Number.NEGATIVE_INFINITY;
  const mean = groups.reduce((sum, g) => sum + g.n * g.p, 0);
  if (k <= mean) return 0;
  if (k === trials) return groups.reduce((sum, g) => sum + g.n * Math.log(g.p), 0);
  // The exponent's derivative, sum of n p e^t / (1 - p + p e^t) - k, rises with t: bisect its root.
  const slope = (t: number) =>
    groups.reduce((sum, g) => sum + g.n / (1 + ((1 - g.p) / g.p) * Math.exp(-t)), 0) - k;
  let lo = 0;
  let hi = 1;
  while (slope(hi) < 0 && hi < 1e4) hi *= 2;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (slope(mid) < 0) lo = mid;
    else hi = mid;
  }
  const t = (lo + hi) / 2;
  const exponent = -t * k + groups.reduce((sum, g) => sum + g.n * logMgfTerm(g.p, t), 0);
  return Math.min(0, exponent);
}

/** P(X >= k) for the trials: exact when small enough, else the Chernoff bound (see the file's note). */
export function winTailProbability(groups: readonly TrialGroup[], k: number): TailProbability {
  const merged = mergeGroups(groups);
  const trials = merged.reduce((sum, g) => sum + g.n, 0);
  if (k <= 0) return { probability: 1, log10: 0, method: 'exact' };
  if (k > trials) return { probability: 0, log10: Number.NEGATIVE_INFINITY, method: 'exact' };
  if (trials * k <= EXACT_WORK_LIMIT) {
    const probability = exactTail(merged, k);
    if (probability > 1e-300) return { probability, log10: Math.log10(probability), method: 'exact' };
  }
  const ln = chernoffLogTail(merged, k);
  return { probability: Math.exp(ln), log10: ln / Math.LN10, method: 'chernoff' };
}

const SCALES: ReadonlyArray<[number, string]> = [
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
];

function twoFigures(x: number): string {
  const digits = x >= 10 ? 0 : 1;
  return String(Number(x.toFixed(digits)));
}

/**
 * A probability in words, from its log10: "about 1 in 2 million", "about 1 in 4,500", "about 1 in 3".
 * @example probabilityInWords(Math.log10(1 / 2_000_000)) // 'about 1 in 2 million'
 */
export function probabilityInWords(log10: number): string {
  if (log10 === Number.NEGATIVE_INFINITY) return 'impossible by chance';
  if (log10 >= Math.log10(0.5)) return 'likely (better than 1 in 2)';
  const odds = 10 ** -log10;
  if (odds >= 1e15) {
    const exponent = Math.floor(-log10);
    const mantissa = 10 ** (-log10 - exponent);
    return `about 1 in ${twoFigures(mantissa)} × 10^${exponent}`;
  }
  for (const [size, word] of SCALES) {
    if (odds >= size * 0.995) return `about 1 in ${twoFigures(odds / size)} ${word}`;
  }
  const rounded = odds < 100 ? Math.round(odds) : Number(odds.toPrecision(2));
  return `about 1 in ${rounded.toLocaleString('en-IN')}`;
}
