/**
 * How results are displayed. The panna rules themselves (pannaKind, the ank, the jodi, the 220 pannas)
 * live in the SDK, shared with the console's declare desk, and are re-exported here for the server.
 */

export type { PannaKind } from '@backoffice/sdk';
export { ALL_PANNAS, ankOf, isPanna, jodiOf, pannaKind, pannasOfKind } from '@backoffice/sdk';

/** One session's result: its panna and the ank computed from it. */
export interface SessionDigits {
  panna: string;
  ank: string;
}

/**
 * The display of a market day: "123-67-124" once both sessions are known, "123-6*-***" after Open,
 * "***-*7-124" when only Close is known, "***-**-***" before either.
 */
export function displayMarket(open: SessionDigits | null, close: SessionDigits | null): string {
  const openPart = open ? open.panna : '***';
  const jodi = `${open ? open.ank : '*'}${close ? close.ank : '*'}`;
  return `${openPart}-${jodi}-${close ? close.panna : '***'}`;
}

/** The display of a starline slot: "123-6". */
export function displayStarline(result: SessionDigits): string {
  return `${result.panna}-${result.ank}`;
}
