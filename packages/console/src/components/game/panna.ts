/**
 * Panna, ank and jodi as the declare desk enters them (the server checks the same rules again).
 *
 * A panna is three digits in ascending order where 0 counts as the highest digit, so "120" is a panna
 * and "012" is not. There are 220: 120 single (SP, all distinct), 90 double (DP) and 10 triple (TP).
 * The ank is the digit sum mod 10 (689 -> 23 -> 3); the jodi is the open ank then the close ank.
 */

export type PannaKind = 'SP' | 'DP' | 'TP';

const rank = (digit: string) => (digit === '0' ? 10 : Number(digit));

/** SP, DP or TP for a valid panna; null for anything else (length, non-digits, order). */
export function pannaKind(text: string): PannaKind | null {
  if (!/^\d{3}$/.test(text)) return null;
  const [a, b, c] = [...text].map(rank) as [number, number, number];
  if (a > b || b > c) return null;
  if (a === c) return 'TP';
  return a === b || b === c ? 'DP' : 'SP';
}

export const isPanna = (text: string): boolean => pannaKind(text) !== null;

/** The ank of a panna (one character). */
export function ankOf(panna: string): string {
  let sum = 0;
  for (const digit of panna) sum += Number(digit);
  return String(sum % 10);
}

/** "6" and "7" -> "67". */
export const jodiOf = (openAnk: string, closeAnk: string): string => `${openAnk}${closeAnk}`;

function allPannas(): readonly string[] {
  const out: string[] = [];
  for (let a = 1; a <= 10; a++)
    for (let b = a; b <= 10; b++) for (let c = b; c <= 10; c++) out.push(`${a % 10}${b % 10}${c % 10}`);
  return out;
}

/** The 220 valid pannas in rank order ("111", "112" … "000"). */
export const ALL_PANNAS: readonly string[] = allPannas();

/** The valid pannas that start with what has been typed so far (all of them for nothing typed). */
export function pannasStartingWith(typed: string): readonly string[] {
  return ALL_PANNAS.filter((panna) => panna.startsWith(typed));
}

/** Why typed text is not a panna yet, in words a staff member can act on; null when it is one. */
export function pannaProblem(typed: string): string | null {
  if (typed === '') return 'Enter the three digits of the panna';
  if (!/^\d+$/.test(typed)) return 'A panna is digits only';
  if (typed.length < 3) return pannasStartingWith(typed).length ? null : `No panna starts with ${typed}`;
  if (typed.length > 3) return 'A panna has three digits';
  return isPanna(typed) ? null : `${typed} is not a panna: digits go up, with 0 counted highest`;
}
