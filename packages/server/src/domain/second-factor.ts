/** The TOTP second factor (RFC 6238, 30-second steps, 6 digits) and its one-time recovery codes. */
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256Hex } from './secrets.js';

export const TOTP_ISSUER = 'Backoffice';
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes per account within CODE_WINDOW_MS before codes are refused for the rest of the window. */
export const CODE_FAILURES_ALLOWED = 5;
export const CODE_WINDOW_MS = 15 * 60 * 1000;
/** A code of the previous step is still taken (clock drift, typing), never one of a later step. */
const PAST_TOLERANCE_SECONDS = 30;

export const SECOND_FACTOR_NEEDED =
  'Authentication code required: enter the 6-digit code from your authenticator app, or a recovery code';
export const WRONG_CODE = 'The authentication code is wrong, already used or expired';
export const WRONG_RECOVERY_CODE = 'The recovery code is wrong or already used';
export const TOO_MANY_CODES = 'Too many wrong codes. Try again in 15 minutes.';
export const ENROL_FIRST =
  'Set up a second factor to continue: open the user menu and choose Set up two-factor sign-in.';
export const NO_ENROLMENT_STARTED = 'Start the set-up first: no secret is waiting to be confirmed';
export const ALREADY_ENROLLED = 'A second factor is already set up for this account';

/**
 * Keys that move money or decide results: with the policy on, everyone holding one (and every admin)
 * must sign in with a second factor.
 */
export const MONEY_OR_RESULT_KEYS: readonly string[] = [
  'wallet.adjustBalance',
  'wallet.fundRequest',
  'pg.paymentGateway',
  'games.result',
  'starline.result',
  'jackpot.result',
];

export interface SecondFactorRule {
  isAdmin: boolean;
  permission: readonly string[];
  /** An admin set "requires a second factor" on this account. */
  required: boolean;
  /** The policy switch: a second factor for every holder of a money or result key. */
  policyForMoneyKeys: boolean;
}

/** Whether an account must sign in with a second factor (and so enrol before anything else). */
export function secondFactorRequired(rule: SecondFactorRule): boolean {
  if (rule.required) return true;
  if (!rule.policyForMoneyKeys) return false;
  return rule.isAdmin || rule.permission.some((key) => MONEY_OR_RESULT_KEYS.includes(key));
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code, a PNG data URL. */
  qrImage: string;
}

/** A fresh secret (160 bits, base32) with its otpauth:// URL and QR code for an authenticator app. */
export async function newEnrolment(username: string): Promise<Enrolment> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: username, secret });
  const qrImage = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
  return { secret, otpauthUrl, qrImage };
}

/**
 * The time step a code belongs to, when it is right for `now` (this step or the previous one) and of a
 * later step than `afterStep` (the last one used: a code works once). Null otherwise.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: [PAST_TOLERANCE_SECONDS, 0],
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes like `k7qm-2xwd-9tfa` (60 random bits each); only their SHA-256 is stored. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

/** How a recovery code is stored and looked up: case and dashes do not matter. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}
