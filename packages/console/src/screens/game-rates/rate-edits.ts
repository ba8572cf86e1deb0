/**
 * The rates editor's rules, pure: what each bid type's rate reads as ("10 ka 95"), which edits are
 * flagged before saving (a rate of 0, a missing rate), and what the confirmation lists (old -> new).
 */
import type { Schemas } from '@backoffice/sdk';
import type { ConfirmText } from '../../components/actions/row-action';
import { formatMoney } from '../../components/format';
import { BID_TYPE_LABELS, type BidType, type FamilyInfo } from '../../components/game/family';

export type RateRow = Schemas['RateRow'];

/** What the staff typed for one bid type: the stake and what it wins, as text. */
export interface RateDraft {
  bidAmount: string;
  winAmount: string;
}

export type RateDrafts = Readonly<Partial<Record<BidType, RateDraft>>>;

export type RateFlag = 'missing' | 'zero' | 'invalid' | null;

export const RATE_FLAG_TEXT: Readonly<Record<Exclude<RateFlag, null>, string>> = {
  missing: 'Rate missing: players of this bid type could not be paid',
  zero: 'Rate of 0: every win of this bid type would pay nothing',
  invalid: 'Stake and win must be whole rupees from 1',
};

/** The stake used to show a rate as a payout: "10 ka 95" wins ₹95 for ₹10. */
export const SHOWN_STAKE = 10;

export function draftOf(row: RateRow | undefined): RateDraft {
  return row
    ? { bidAmount: String(row.bidAmount), winAmount: String(row.winAmount) }
    : { bidAmount: '', winAmount: '' };
}

/** The draft of a bid type: the edit when there is one, else the rate as loaded. */
export function currentDraft(type: BidType, rows: readonly RateRow[], drafts: RateDrafts): RateDraft {
  return drafts[type] ?? draftOf(rows.find((row) => row.bidType === type));
}

/** Why a draft cannot be saved, or null. */
export function rateFlag(draft: RateDraft): RateFlag {
  const stake = draft.bidAmount.trim();
  const win = draft.winAmount.trim();
  if (stake === '' || win === '') return 'missing';
  if (Number(stake) === 0 || Number(win) === 0) return 'zero';
  if (!/^\d+$/.test(stake) || !/^\d+$/.test(win)) return 'invalid';
  return null;
}

/** The payout for a stake of ₹10 at this rate, in rupees (null when the draft is not a rate). */
export function payoutForTen(draft: RateDraft): number | null {
  if (rateFlag(draft) !== null) return null;
  return Math.round((SHOWN_STAKE * Number(draft.winAmount) * 100) / Number(draft.bidAmount)) / 100;
}

/** A rate as staff say it: "10 ka 95" (₹95.00 for ₹10). */
export function rateText(draft: RateDraft): string {
  const payout = payoutForTen(draft);
  if (payout === null) return 'no rate';
  return `${SHOWN_STAKE} ka ${payout.toLocaleString('en-IN')} (${draft.bidAmount} wins ${draft.winAmount})`;
}

export interface RateChange {
  bidType: BidType;
  label: string;
  before: RateDraft;
  after: RateDraft;
}

/** The bid types whose rate the drafts change. */
export function changedRates(info: FamilyInfo, rows: readonly RateRow[], drafts: RateDrafts): RateChange[] {
  return info.bidTypes.flatMap((type) => {
    const before = draftOf(rows.find((row) => row.bidType === type));
    const after = currentDraft(type, rows, drafts);
    const same =
      Number(before.bidAmount) === Number(after.bidAmount) &&
      Number(before.winAmount) === Number(after.winAmount);
    return same && before.bidAmount !== ''
      ? []
      : [{ bidType: type, label: BID_TYPE_LABELS[type], before, after }];
  });
}

/** The flagged bid types of the family (a 0 or missing rate), by bid type. */
export function flaggedRates(info: FamilyInfo, rows: readonly RateRow[], drafts: RateDrafts) {
  return info.bidTypes.flatMap((type) => {
    const flag = rateFlag(currentDraft(type, rows, drafts));
    return flag ? [{ bidType: type, label: BID_TYPE_LABELS[type], flag }] : [];
  });
}

/** The confirmation of a rates change: each changed rate old -> new, and what a change means. */
export function ratesConfirmText(info: FamilyInfo, changes: readonly RateChange[]): ConfirmText {
  return {
    title: `Change ${info.label.toLowerCase()} rates`,
    message: `Change ${changes.length} ${changes.length === 1 ? 'rate' : 'rates'} of every ${info.label.toLowerCase()} provider? Every payout from now on uses the new rate; bids already placed keep theirs.`,
    details: changes.map((change) => [
      change.label,
      `${rateText(change.before)} -> ${rateText(change.after)}`,
    ]),
    confirmLabel: 'Change rates',
  };
}

/** The rates.update rows for the changes. */
export function ratesUpdateRows(changes: readonly RateChange[]) {
  return changes.map((change) => ({
    bidType: change.bidType,
    bidAmount: Number(change.after.bidAmount),
    winAmount: Number(change.after.winAmount),
  }));
}

/** ₹95.00 for a stake of ₹10, or a dash. */
export function payoutText(draft: RateDraft): string {
  const payout = payoutForTen(draft);
  return payout === null ? '—' : formatMoney(payout);
}
