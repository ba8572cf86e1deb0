import {
  type BackofficeClient,
  ForbiddenError,
  isApiError,
  type NotOfferedError,
  SessionExpiredError,
  UnauthorizedError,
} from '@backoffice/sdk';
import { toast } from 'sonner';
import { isNotOffered, withdrawn } from '../state/host';
import { recordToast } from '../state/toast-history';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * The text to show for a failure: the server's message (the SDK puts the spec's section 8 text in
 * `message`), else the action's fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

/** A failure that moves the user elsewhere (401, expiry, 403): always worth saying, even late. */
export function isRedirectingError(error: unknown): boolean {
  return (
    error instanceof UnauthorizedError ||
    error instanceof SessionExpiredError ||
    error instanceof ForbiddenError
  );
}

/**
 * For reads in the background (the market board's watcher, the fingerprint badge): they say nothing of
 * their own failures, but a 401/403 sends the user elsewhere, and the user must be told why even when
 * the background read is the first to meet it.
 */
export function sayIfRedirecting(error: unknown): void {
  if (isRedirectingError(error)) showErrorToast(errorText(error, 'Unauthorized access.'));
}

/** Section 8's global behaviour: 401 and expiry go to /login, 403 to the first permitted menu link. */
export function followGlobalError(error: unknown, navigate: Navigate): void {
  if (error instanceof UnauthorizedError || error instanceof SessionExpiredError) {
    // A session ended elsewhere (Your sessions, an admin) or expired: said here, once, because the screen
    // whose call met it is gone (unmounted by the redirect) before it could say so itself.
    if (error instanceof SessionExpiredError) showErrorToast(error.message);
    navigate('/login', { replace: true });
  } else if (error instanceof ForbiddenError) {
    navigate(error.redirectTo, { replace: true });
  }
}

/**
 * The one error toast. The text is its id, so identical failures fired together (one expired token
 * failing every widget of a screen) show one toast, not ten.
 */
export function showErrorToast(message: string): void {
  recordToast('error', message);
  toast.error(message, { id: message });
}

/**
 * The error toast for a failure. An operation the host turned out not to offer is no failure to show:
 * the client's onNotOffered has said so once, and the screen re-renders without it.
 */
export function showFailure(error: unknown, fallback: string): void {
  if (!isNotOffered(error)) showErrorToast(errorText(error, fallback));
}

/**
 * The client's onNotOffered: an operation the host claimed answered 404/405/501. One notice, and the
 * screens re-render without it (the SDK has withdrawn it for the session).
 */
export function sayNotOffered(error: NotOfferedError, client: BackofficeClient): void {
  showInfoToast(`This host does not offer ${error.operationId}: it is hidden for this session.`);
  void withdrawn(client);
}

/** The one success toast, recorded in the toast history. */
export function showSuccessToast(message: string): void {
  recordToast('success', message);
  toast.success(message);
}

/** The one information toast (an answer that is neither a success nor a failure), recorded too. */
export function showInfoToast(message: string): void {
  recordToast('info', message);
  toast.info(message, { id: message });
}
