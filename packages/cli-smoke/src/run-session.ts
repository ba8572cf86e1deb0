import { createMemorySession, type SessionStore } from '@backoffice/sdk';

export interface RunSession extends SessionStore {
  /** Drops the login for good, once the run has logged out. */
  end(): void;
}

/**
 * The login of one run. The SDK clears its session on a 401 or an expired token, as the console must;
 * here that would send every later check, and the logout, without a token, so one row's 401 would
 * fail them all. This store ignores clears until `end()`: the row that got the 401 fails on its own.
 * @example const session = createRunSession(); ...; await logout(client); session.end();
 */
export function createRunSession(): RunSession {
  const inner = createMemorySession();
  return {
    get: () => inner.get(),
    set: (session, expiresAt) => inner.set(session, expiresAt),
    clear() {},
    expiresAt: () => inner.expiresAt(),
    subscribe: (listener) => inner.subscribe(listener),
    end: () => inner.clear(),
  };
}
