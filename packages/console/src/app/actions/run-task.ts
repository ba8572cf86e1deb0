import { showFailure, showSuccessToast } from '../errors';

export interface TaskMessages<T> {
  /** The default success text (used when the server sends no msg); none: no success toast (reads). */
  success?: string;
  /** The spec's fallback text for a failure without a server message. */
  failure: string;
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

export type TaskResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

function serverMessage(result: unknown): string | undefined {
  if (result && typeof result === 'object' && 'msg' in result && typeof result.msg === 'string') {
    return result.msg || undefined;
  }
  return undefined;
}

/**
 * The one runner behind every action: runs the call, then shows the success toast (the server msg or
 * the default) or the error toast (the server message or the fallback) and calls the supplied
 * callback with the error (spec section 8). 401/403 redirects happen once, in the client's onError.
 */
export async function runTask<T>(task: () => Promise<T>, messages: TaskMessages<T>): Promise<TaskResult<T>> {
  try {
    const value = await task();
    if (messages.success !== undefined) showSuccessToast(serverMessage(value) ?? messages.success);
    messages.onSuccess?.(value);
    return { ok: true, value };
  } catch (error) {
    showFailure(error, messages.failure);
    messages.onError?.(error);
    return { ok: false, error };
  }
}
