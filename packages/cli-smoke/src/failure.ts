import { isApiError } from '@backoffice/sdk';

/** The chain of causes of an error, the error first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e !== undefined && chain.length < 8; e = (e as { cause?: unknown }).cause) {
    chain.push(e);
    if (typeof e !== 'object' || e === null) break;
  }
  return chain;
}

/** True when the call was cut off by its --timeout (AbortSignal.timeout rejects with a TimeoutError). */
export function isTimeout(error: unknown): boolean {
  return causes(error).some((e) => e instanceof Error && e.name === 'TimeoutError');
}

/** The network error code behind a failure (ECONNREFUSED, ENOTFOUND ...), if any. */
function networkCode(error: unknown): string | undefined {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Why a call failed, in the SDK's words (the spec's texts), with what ops needs to act on it:
 * 'No response from server (no answer within 5000 ms)', 'No response from server (ECONNREFUSED)'.
 */
export function failureReason(error: unknown, timeoutMs: number): string {
  const text = error instanceof Error ? error.message : String(error);
  if (isApiError(error) && error.status === 0) {
    if (isTimeout(error)) return `${text} (no answer within ${timeoutMs} ms)`;
    const code = networkCode(error);
    if (code) return `${text} (${code})`;
  }
  return text;
}

/** The HTTP status an error carries; null when there was no answer. */
export function failureStatus(error: unknown): number | null {
  return isApiError(error) && error.status > 0 ? error.status : null;
}
