import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { type BackofficeClient, isApiError, OPERATIONS } from '@backoffice/sdk';
import type { CheckRow } from './check-row.js';
import { EXIT } from './exit-codes.js';
import { failureReason, failureStatus } from './failure.js';
import type { AnswerRecord } from './probe.js';

export type LoginOutcome =
  | { kind: 'ok'; permission: readonly string[]; row: CheckRow }
  | { kind: 'failed'; exitCode: typeof EXIT.usageOrLogin | typeof EXIT.unreachable; row: CheckRow };

export interface LoginOptions {
  username: string;
  password: string;
  timeoutMs: number;
}

/** The same fingerprint on every run from one machine and account, so it can be approved once. */
function fingerprintHash(username: string): string {
  return createHash('sha256').update(`backoffice-smoke:${hostname()}:${username}`).digest('hex');
}

/**
 * The login's failure in ops' terms. The SDK words every login failure with no usable answer as
 * 'Please enter valid Username & Password'; its cause says what happened ('No response from server').
 */
function loginFailure(error: unknown, timeoutMs: number): { reason: string; exitCode: 2 | 3 } {
  const unanswered = isApiError(error) && (error.code === 'NO_RESPONSE' || error.code === 'INVALID_RESPONSE');
  const reason = failureReason(unanswered && error.cause !== undefined ? error.cause : error, timeoutMs);
  return { reason, exitCode: isApiError(error) && error.status === 0 ? EXIT.unreachable : EXIT.usageOrLogin };
}

/** Signs in; the login is the first row of the report. */
export async function login(
  clientFor: (record: AnswerRecord) => BackofficeClient,
  options: LoginOptions,
): Promise<LoginOutcome> {
  const record: AnswerRecord = { status: null };
  const client = clientFor(record);
  const { path } = OPERATIONS['auth.login'];
  const identity = { operation: 'auth.login', tag: 'auth', method: 'POST', path };
  const started = performance.now();
  try {
    const reply = await client.auth.login(
      {
        username: options.username,
        password: options.password,
        userAgent: `backoffice-smoke (node ${process.version})`,
        fingerprintHash: fingerprintHash(options.username),
      },
      { signal: AbortSignal.timeout(options.timeoutMs) },
    );
    const latencyMs = Math.round(performance.now() - started);
    const row: CheckRow = { ...identity, status: record.status, latencyMs, result: 'ok', reason: null };
    return { kind: 'ok', permission: reply.permission, row };
  } catch (error) {
    const { reason, exitCode } = loginFailure(error, options.timeoutMs);
    const row: CheckRow = {
      ...identity,
      status: failureStatus(error) ?? record.status,
      latencyMs: Math.round(performance.now() - started),
      result: 'failed',
      reason,
    };
    return { kind: 'failed', exitCode, row };
  }
}

/** Revokes the token so cron runs do not pile up live sessions; a failure here changes nothing. */
export async function logout(client: BackofficeClient, timeoutMs: number): Promise<void> {
  try {
    await client.auth.logout(undefined, { signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    // The checks are already decided; the token expires on its own.
  }
}
