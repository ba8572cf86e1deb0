/**
 * The declare desk's help while a panna is typed. The rules (pannaKind, the ank, the jodi, the 220
 * pannas) are the SDK's, the ones the server settles with; re-exported here for the desk.
 */
import { ALL_PANNAS, isPanna } from '@backoffice/sdk';

export type { PannaKind } from '@backoffice/sdk';
export { ALL_PANNAS, ankOf, isPanna, jodiOf, pannaKind } from '@backoffice/sdk';

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
