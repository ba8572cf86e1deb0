/**
 * Refusals of the business rules, by code with the facts that explain them. db/ and domain/ throw a
 * DomainError; one place at the edge (http/domain-refusals.ts) turns each code into an HTTP status
 * and the spec's text. Nothing here knows about HTTP.
 */

/** A wallet that cannot cover what a revert takes back. */
export interface ShortWalletFact {
  userId: number;
  name: string | undefined;
  balancePaise: number;
  neededPaise: number;
}

export type DomainRefusal =
  // The ledger
  | { code: 'wallet-not-found' }
  | { code: 'insufficient-balance' }
  // Results: the row, the provider
  | { code: 'result-not-found' }
  | { code: 'provider-not-found' }
  | { code: 'provider-type-mismatch'; providerId: number; providerType: number }
  // Results: the digits a family needs
  | { code: 'jackpot-has-no-session' }
  | { code: 'jackpot-has-no-panna' }
  | { code: 'jackpot-needs-digit' }
  | { code: 'market-needs-session' }
  | { code: 'starline-has-no-session' }
  | { code: 'panna-required' }
  | { code: 'panna-invalid'; panna: string }
  | { code: 'digit-not-ank'; digit: string; panna: string; ank: string }
  // Results: the status machine
  | { code: 'result-already-declared' }
  | { code: 'declare-needs-saved' }
  | { code: 'delete-needs-saved'; status: string }
  | { code: 'revert-needs-declared' }
  | { code: 'correct-needs-declared' }
  | { code: 'correction-same-result'; digit: string }
  | { code: 'open-not-declared' }
  | { code: 'close-still-declared' }
  | { code: 'winnings-spent'; action: string; short: ShortWalletFact[] }
  // Withdrawal (fund) requests
  | { code: 'fund-request-not-found'; requestId: number }
  | { code: 'illegal-transition'; requestId: number; from: string; to: string }
  // Two people, one record: If-Match named a version the record has moved past
  | { code: 'record-changed'; record: string; by: string | null; at: string | null; state: string | null };

export type DomainErrorCode = DomainRefusal['code'];

export class DomainError extends Error {
  readonly refusal: DomainRefusal;
  constructor(refusal: DomainRefusal) {
    super(`domain refusal: ${refusal.code}`);
    this.name = 'DomainError';
    this.refusal = refusal;
  }

  get code(): DomainErrorCode {
    return this.refusal.code;
  }
}

export const refuse = (refusal: DomainRefusal): DomainError => new DomainError(refusal);
