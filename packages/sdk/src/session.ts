import type { PermissionKey } from './permissions.js';

/** The stored login (browser key `authUser`): token, x_api_key and the permission list. */
export interface StoredSession {
  token: string;
  xApiKey: string;
  permission: PermissionKey[];
}

/** Where the client keeps the login between calls. */
export interface SessionStore {
  get(): StoredSession | null;
  /** Stores the login; `expiresAt` (ISO instant) goes under its own key. */
  set(session: StoredSession, expiresAt?: string): void;
  /** Removes the stored login and its expiry. */
  clear(): void;
  /** The stored expiry instant, if any. */
  expiresAt(): string | null;
  /** Called after every set or clear; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The browser storage keys of the spec. */
export const SESSION_KEY = 'authUser';
export const SESSION_EXPIRY_KEY = 'authUserExpiry';

interface WireSession {
  token: string;
  x_api_key: string;
  permission: PermissionKey[];
}

/** Parses the stored `authUser` value; anything malformed counts as no login. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WireSession>;
    if (typeof value.token !== 'string' || value.token.length === 0) return null;
    return {
      token: value.token,
      xApiKey: typeof value.x_api_key === 'string' ? value.x_api_key : '',
      permission: Array.isArray(value.permission) ? value.permission : [],
    };
  } catch {
    return null;
  }
}

/** The `authUser` value as stored: the spec's snake_case shape. */
export function serializeSession(session: StoredSession): string {
  const wire: WireSession = {
    token: session.token,
    x_api_key: session.xApiKey,
    permission: session.permission,
  };
  return JSON.stringify(wire);
}

/** Minimal key-value storage (localStorage, or a file, or memory). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A session store over any key-value storage. */
export function createStorageSession(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => parseStoredSession(storage.getItem(SESSION_KEY)),
    set(session, expiresAt) {
      storage.setItem(SESSION_KEY, serializeSession(session));
      if (expiresAt) storage.setItem(SESSION_EXPIRY_KEY, expiresAt);
      else storage.removeItem(SESSION_EXPIRY_KEY);
      notify();
    },
    clear() {
      storage.removeItem(SESSION_KEY);
      storage.removeItem(SESSION_EXPIRY_KEY);
      notify();
    },
    expiresAt: () => storage.getItem(SESSION_EXPIRY_KEY),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** In-memory key-value storage. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * The browser's store: `authUser` in localStorage, expiry under `authUserExpiry`.
 * @example const session = createLocalStorageSession();
 */
export function createLocalStorageSession(storage: KeyValueStorage = globalThis.localStorage): SessionStore {
  return createStorageSession(storage);
}

/**
 * A store that lives as long as the process (scripts, tests).
 * @example const client = createBackofficeClient({ baseUrl, session: createMemorySession() });
 */
export function createMemorySession(): SessionStore {
  return createStorageSession(memoryStorage());
}
