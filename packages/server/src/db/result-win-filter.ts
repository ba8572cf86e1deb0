/**
 * The results.list filters bid_type and bid_digit: a result matches when a bid of that type on that
 * digit wins on it, i.e. the pair is one of the result's winning digits (domain/settlement.ts
 * winningDigits). bid_type alone: some digit of that type wins (a panna type needs the result's panna
 * to be of its kind; jodi and sangams need a Close with its Open declared); bid_digit alone: that digit
 * wins for some bid type of the family. The Open of a Close is its market and date's DECLARED Open, the
 * one the list displays.
 */
import type { BidType, ProviderType } from '../domain/bid-types.js';
import { BID_TYPES_BY_PROVIDER_TYPE, pannaKindOfBidType } from '../domain/bid-types.js';
import { pannasOfKind } from '../domain/panna.js';

/** A condition on the declared Open `o` of the Close result `r`. */
function withDeclaredOpen(condition: string): string {
  return `(r.session = 'Close' AND EXISTS (SELECT 1 FROM results o
    WHERE o.provider_id = r.provider_id AND o.game_date = r.game_date AND o.session = 'Open'
      AND o.status = 'DECLARED' AND ${condition}))`;
}

/** SQL over results `r`: a bid of `bidType` (on `digit`, a placeholder, when given) wins on r. */
function winsSql(bidType: BidType, digit: string | undefined, bind: (value: unknown) => string): string {
  const is = (expr: string) => (digit === undefined ? 'true' : `${expr} = ${digit}`);
  const kind = pannaKindOfBidType(bidType);
  if (kind) return `(r.panna = ANY(${bind(pannasOfKind(kind))}::text[]) AND ${is('r.panna')})`;
  switch (bidType) {
    case 'JODI_MARKET':
      return withDeclaredOpen(is('o.ank || r.ank'));
    case 'HALF_SANGAM_MARKET':
      return withDeclaredOpen(
        digit === undefined
          ? 'true'
          : `(${is("o.panna || '-' || r.ank")} OR ${is("o.ank || '-' || r.panna")})`,
      );
    case 'FULL_SANGAM_MARKET':
      return withDeclaredOpen(is("o.panna || '-' || r.panna"));
    case 'LEFT_DIGIT_JACKPOT':
      return is('substr(r.digit, 1, 1)');
    case 'RIGHT_DIGIT_JACKPOT':
      return is('substr(r.digit, 2, 1)');
    case 'JODI_JACKPOT':
      return is('r.digit');
    default:
      return is('r.ank');
  }
}

/**
 * The condition for results of `providerType` (aliased `r`) filtered by bid_type and/or bid_digit,
 * pushing its parameters onto `params`; undefined when neither filter is given.
 */
export function resultWinFilterSql(
  params: unknown[],
  providerType: ProviderType,
  bidType: BidType | undefined,
  bidDigit: string | undefined,
): string | undefined {
  if (bidType === undefined && bidDigit === undefined) return undefined;
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const digit = bidDigit === undefined ? undefined : bind(bidDigit);
  const types = bidType ? [bidType] : BID_TYPES_BY_PROVIDER_TYPE[providerType];
  return `(${types.map((t) => winsSql(t, digit, bind)).join(' OR ')})`;
}
