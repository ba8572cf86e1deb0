/**
 * Panna, ank and jodi: the digits a matka result is made of. The server settles with these rules and
 * the console's declare desk checks a panna with them as it is typed.
 *
 * A panna is three digits in ascending order where 0 counts as the highest digit (rank 10), so "120"
 * is a panna and "012" is not. There are 220: 120 single (all digits distinct), 90 double (two alike)
 * and 10 triple. The ank of a panna is the sum of its digits mod 10 (689 -> 23 -> 3); a jodi is the
 * open ank followed by the close ank.
 */

export type PannaKind = 'SP' | 'DP' | 'TP';

/** Rank of a digit inside a panna: 1..9 as themselves, 0 as 10. */
const digitRank = (digit: number): number => (digit === 0 ? 10 : digit);

/** SP, DP or TP for a valid panna, null for anything else (wrong length, non-digits, wrong order). */
export function pannaKind(panna: string): PannaKind | null {
  if (!/^\d{3}$/.test(panna)) return null;
  const [a, b, c] = [...panna].map((ch) => digitRank(Number(ch))) as [number, number, number];
  if (a > b || b > c) return null;
  if (a === c) return 'TP';
  if (a === b || b === c) return 'DP';
  return 'SP';
}

export function isPanna(panna: string): boolean {
  return pannaKind(panna) !== null;
}

/** The ank (last digit of the digit sum) of a panna, as a one-character string. */
export function ankOf(panna: string): string {
  let sum = 0;
  for (const ch of panna) sum += Number(ch);
  return String(sum % 10);
}

/** Jodi of an open and a close ank: "6" and "7" -> "67". */
export function jodiOf(openAnk: string, closeAnk: string): string {
  return `${openAnk}${closeAnk}`;
}

function buildPannas(): readonly string[] {
  const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const out: string[] = [];
  for (const a of ranks)
    for (const b of ranks)
      for (const c of ranks) if (a <= b && b <= c) out.push([a, b, c].map((r) => String(r % 10)).join(''));
  return out;
}

/** All 220 valid pannas in rank order ("111", "112", ... "000"). */
export const ALL_PANNAS: readonly string[] = buildPannas();

/** The pannas of one kind, in rank order. */
export function pannasOfKind(kind: PannaKind): readonly string[] {
  return ALL_PANNAS.filter((p) => pannaKind(p) === kind);
}
