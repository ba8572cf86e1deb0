/**
 * The one place a business rule's refusal (domain/errors.ts) becomes an HTTP answer: its status and
 * the spec's text (a field-keyed msg where the contract shows one). The error handler (api-refusals.ts)
 * maps every DomainError through here; nothing in db/ or domain/ picks a status or a text.
 */
import { formatRupees } from '../db/money.js';
import { DomainError, type DomainErrorCode, type DomainRefusal } from '../domain/errors.js';
import { HttpError, NOT_FOUND_TEXT } from './handler.js';

export const INSUFFICIENT_BALANCE = 'Insufficient wallet balance';
export const OPEN_NOT_DECLARED = 'Declare the Open result of this market and date before its Close result';
export const CLOSE_STILL_DECLARED =
  'Revert the Close result of this market and date before its Open result (its jodi and sangams were settled on this Open)';

export function invalidPannaMessage(panna: string): string {
  return `Invalid panna: ${panna} (three digits in ascending order, 0 counted as the highest digit)`;
}

/** The 409 text for an edge the table does not have. */
export function illegalTransitionMessage(requestId: number, from: string, to: string): string {
  return `Request #${requestId} cannot move from ${from} to ${to}`;
}

const IST_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The 409 text for a stale If-Match: who changed the record, when (IST) and its state now. */
export function recordChangedMessage(r: Extract<DomainRefusal, { code: 'record-changed' }>): string {
  const by = r.by ? ` by ${r.by}` : '';
  const at = r.at ? ` at ${IST_TIME.format(new Date(r.at))}` : '';
  const now = r.state ? ` (now ${r.state})` : '';
  return `${r.record} was changed${by}${at}${now}`;
}

function winningsSpentMessage(r: Extract<DomainRefusal, { code: 'winnings-spent' }>): string {
  const list = r.short
    .slice(0, 5)
    .map(
      (s) =>
        `${s.name ?? 'user'} (user ${s.userId}) holds ${formatRupees(s.balancePaise)} of ${formatRupees(s.neededPaise)}`,
    )
    .join('; ');
  const more = r.short.length > 5 ? ` and ${r.short.length - 5} more` : '';
  return `Cannot ${r.action}: winnings already spent. ${list}${more}. Nothing was changed.`;
}

type Msg = string | Record<string, string>;
type Answer<C extends DomainErrorCode> = [number, Msg | ((r: Extract<DomainRefusal, { code: C }>) => Msg)];

/** Every refusal code: [status, the text (or the field-keyed texts)]. */
const ANSWERS: { [C in DomainErrorCode]: Answer<C> } = {
  'wallet-not-found': [404, 'Wallet not found'],
  'insufficient-balance': [409, INSUFFICIENT_BALANCE],
  'result-not-found': [404, NOT_FOUND_TEXT],
  'provider-not-found': [404, 'Provider not found'],
  'provider-type-mismatch': [
    400,
    (r) => ({ provider_type: `Provider ${r.providerId} is not of provider_type ${r.providerType}` }),
  ],
  'jackpot-has-no-session': [400, { session: 'A jackpot result has no session' }],
  'jackpot-has-no-panna': [400, { panna: 'A jackpot result is a two-digit digit, not a panna' }],
  'jackpot-needs-digit': [400, { digit: 'A jackpot result needs digit: two digits' }],
  'market-needs-session': [400, { session: 'A market result needs a session (Open or Close)' }],
  'starline-has-no-session': [400, { session: 'A starline result has no session' }],
  'panna-required': [400, { panna: 'A panna is required' }],
  'panna-invalid': [400, (r) => ({ panna: invalidPannaMessage(r.panna) })],
  'digit-not-ank': [400, (r) => ({ digit: `digit ${r.digit} is not the ank of ${r.panna} (${r.ank})` })],
  'result-already-declared': [409, 'Result already declared'],
  'declare-needs-saved': [409, 'Only a saved result can be declared'],
  'delete-needs-saved': [409, (r) => `Only a saved result can be deleted (this one is ${r.status})`],
  'revert-needs-declared': [409, 'Only a declared result can be reverted'],
  'correct-needs-declared': [409, 'Only a declared result can be corrected'],
  'correction-same-result': [409, (r) => `The result is already ${r.digit}`],
  'open-not-declared': [409, OPEN_NOT_DECLARED],
  'close-still-declared': [409, CLOSE_STILL_DECLARED],
  'winnings-spent': [409, winningsSpentMessage],
  'fund-request-not-found': [404, (r) => `Request #${r.requestId} not found`],
  'illegal-transition': [409, (r) => illegalTransitionMessage(r.requestId, r.from, r.to)],
  'record-changed': [409, recordChangedMessage],
};

/** The HTTP answer of a refusal. */
export function refusalAnswer(refusal: DomainRefusal): HttpError {
  const [status, msg] = ANSWERS[refusal.code] as Answer<typeof refusal.code>;
  return new HttpError(status, typeof msg === 'function' ? msg(refusal as never) : msg);
}

/** A DomainError as its HttpError; anything else unchanged. */
export function toHttpError(error: unknown): unknown {
  return error instanceof DomainError ? refusalAnswer(error.refusal) : error;
}
