import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createStorageSession, type KeyValueStorage, type SessionStore } from './session.js';

/** Key-value storage in one JSON file, written with mode 0600 (it holds a token). */
function fileStorage(path: string): KeyValueStorage {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const write = (values: Record<string, string>) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(values), { mode: 0o600 });
  };
  return {
    getItem: (key) => read()[key] ?? null,
    setItem: (key, value) => write({ ...read(), [key]: value }),
    removeItem: (key) => {
      const { [key]: _removed, ...rest } = read();
      write(rest);
    },
  };
}

/**
 * A Node session store kept in a file, so a script can reuse its login between runs.
 * @example const session = createFileSession('/tmp/backoffice-session.json');
 */
export function createFileSession(path: string): SessionStore {
  return createStorageSession(fileStorage(path));
}
