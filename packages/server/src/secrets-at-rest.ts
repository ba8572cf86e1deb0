/**
 * Start-up of the second-factor secrets at rest (issue 40): load the key file (demo mode makes one in its
 * data folder), refuse to start when encrypted secrets exist without their key, and encrypt secrets still
 * stored in clear (the step that moves a database from before encryption).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Db } from './db/db.js';
import { sealStoredSecrets, storedSecrets } from './db/secret-columns.js';
import {
  formatSecretKeys,
  isSealed,
  newSecretKey,
  parseSecretKeys,
  SecretBox,
  type SecretKey,
  sealedKeyId,
} from './domain/secret-box.js';

/** The key file's path: SECRET_KEY_FILE, or in demo mode <dataDir>/secret-keys (made when missing). */
export function secretKeyPath(
  keyFile: string | undefined,
  demo: boolean,
  dataDir: string,
): string | undefined {
  const path = keyFile ?? (demo ? join(dataDir, 'secret-keys') : undefined);
  if (path && demo && !existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, formatSecretKeys([newSecretKey(new Date())]), { mode: 0o600 });
  }
  return path;
}

export function loadSecretBox(path: string | undefined): SecretBox | undefined {
  if (!path) return undefined;
  if (!existsSync(path)) throw new Error(`SECRET_KEY_FILE ${path} does not exist`);
  return new SecretBox(parseSecretKeys(readFileSync(path, 'utf8')));
}

/**
 * Checks the stored secrets against the box and encrypts the clear ones. Throws (the server must not
 * start) when secrets are encrypted under a key the configuration lacks.
 */
export async function prepareSecretsAtRest(
  db: Db,
  box: SecretBox | undefined,
  log: (message: string) => void,
): Promise<void> {
  const stored = await storedSecrets(db);
  const sealed = stored.filter((s) => isSealed(s.value));
  if (!box) {
    if (sealed.length > 0) {
      throw new Error(
        `${sealed.length} second-factor secrets are encrypted and SECRET_KEY_FILE is not set: the server cannot read them`,
      );
    }
    if (stored.length > 0)
      log(`${stored.length} second-factor secrets are stored in clear: set SECRET_KEY_FILE`);
    return;
  }
  const missing = [...new Set(sealed.map((s) => sealedKeyId(s.value)))].filter(
    (id) => !box.keyIds.includes(id),
  );
  if (missing.length > 0) {
    throw new Error(
      `second-factor secrets are encrypted under keys missing from SECRET_KEY_FILE: ${missing.join(', ')}`,
    );
  }
  const encrypted = await sealStoredSecrets(db, box, 'clear');
  if (encrypted > 0)
    log(`encrypted ${encrypted} second-factor secrets stored in clear (key ${box.currentKeyId})`);
}

/** Replaces the key file whole (write, then rename), readable by its owner only. */
function writeKeyFile(path: string, keys: readonly SecretKey[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.new`, formatSecretKeys(keys), { mode: 0o600 });
  renameSync(`${path}.new`, path);
}

/**
 * Adds a new key to the key file and re-encrypts every second-factor secret under it (one transaction).
 * The file is written before the database, so a failure leaves every secret readable; `retireOld` then
 * drops the old keys from the file. Answers the new key's id and how many secrets were re-encrypted.
 */
export async function rotateSecretKey(
  db: Db,
  path: string,
  options: { retireOld: boolean; now: Date },
): Promise<{ keyId: string; reencrypted: number }> {
  const old = existsSync(path) ? parseSecretKeys(readFileSync(path, 'utf8')) : [];
  const fresh = newSecretKey(options.now);
  if (old.some((k) => k.id === fresh.id)) throw new Error(`a key ${fresh.id} exists already: wait a second`);
  const keys = [...old, fresh];
  writeKeyFile(path, keys);
  const reencrypted = await sealStoredSecrets(db, new SecretBox(keys), 'all');
  if (options.retireOld) writeKeyFile(path, [fresh]);
  return { keyId: fresh.id, reencrypted };
}
