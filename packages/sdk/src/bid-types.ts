import type { components } from './generated/v1.js';

/** A bid type of the contract (the BidType enum of v1.yaml). */
export type BidType = components['schemas']['BidType'];

/**
 * What staff read for each bid type: the console's desks and the server's rates table show these.
 * @example BID_TYPE_LABELS.JODI_MARKET // 'Jodi Digit'
 */
export const BID_TYPE_LABELS: Readonly<Record<BidType, string>> = {
  SINGLE_DIGIT_MARKET: 'Single Digit',
  JODI_MARKET: 'Jodi Digit',
  SINGLE_PANNA_MARKET: 'Single Panna',
  DOUBLE_PANNA_MARKET: 'Double Panna',
  TRIPLE_PANNA_MARKET: 'Triple Panna',
  HALF_SANGAM_MARKET: 'Half Sangam',
  FULL_SANGAM_MARKET: 'Full Sangam',
  SINGLE_DIGIT_STARLINE: 'Single Digit',
  SINGLE_PANNA_STARLINE: 'Single Panna',
  DOUBLE_PANNA_STARLINE: 'Double Panna',
  TRIPLE_PANNA_STARLINE: 'Triple Panna',
  LEFT_DIGIT_JACKPOT: 'Left Digit',
  RIGHT_DIGIT_JACKPOT: 'Right Digit',
  JODI_JACKPOT: 'Jodi',
};
