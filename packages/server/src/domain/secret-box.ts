/**
 * Secrets that must be read back (second-factor seeds) are kept encrypted: AES-256-GCM under a key from
 * configuration, the key's id stored beside each secret (`enc:v1:<key id>:<iv>:<ciphertext+tag>`, base64),
 * the column and row bound in as associated data so a ciphertext copied to another row does not open.
 * Several keys may be held: the last one encrypts, any of them decrypts (rotation re-encrypts everything
 * under a new last key: scripts/rotate-secret-key).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SecretKey {
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

const PREFIX = 'enc:v1:';
const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;

export class MissingSecretKey extends Error {}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The id of the key a sealed secret was encrypted under. */
export function sealedKeyId(stored: string): string {
  return stored.slice(PREFIX.length).split(':')[0] ?? '';
}

export class SecretBox {
  private readonly byId: Map<string, Buffer>;
  readonly currentKeyId: string;

  constructor(private readonly keys: readonly SecretKey[]) {
    const last = keys.at(-1);
    if (!last) throw new Error('a secret box needs at least one key');
    for (const k of keys) {
      if (!KEY_ID.test(k.id)) throw new Error(`secret key id "${k.id}": 1-40 of A-Z a-z 0-9 _ -`);
      if (k.key.length !== 32) throw new Error(`secret key ${k.id} must be 32 bytes`);
    }
    this.byId = new Map(keys.map((k) => [k.id, k.key]));
    this.currentKeyId = last.id;
  }

  get keyIds(): string[] {
    return this.keys.map((k) => k.id);
  }

  /** Encrypts under the current key; `context` (table.column:row) is authenticated, not stored. */
  seal(plain: string, context: string): string {
    const key = this.byId.get(this.currentKeyId) as Buffer;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${this.currentKeyId}:${iv.toString('base64')}:${data.toString('base64')}`;
  }

  /** Decrypts a sealed secret (a clear one, from before encryption, is returned as it is). */
  open(stored: string, context: string): string {
    if (!isSealed(stored)) return stored;
    const [id = '', ivText = '', dataText = ''] = stored.slice(PREFIX.length).split(':');
    const key = this.byId.get(id);
    if (!key) throw new MissingSecretKey(`secret key ${id} is not configured`);
    const data = Buffer.from(dataText, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }
}

/** A new key with an id from the time (k20260101T120000). */
export function newSecretKey(now: Date): SecretKey {
  const id = `k${now.toISOString().replace(/[-:]/g, '').slice(0, 15)}`;
  return { id, key: randomBytes(32) };
}

/** A key file: one `<id> <base64 of 32 bytes>` per line, the last the current one; `#` starts a comment. */
export function parseSecretKeys(text: string): SecretKey[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [id = '', key = ''] = line.split(/\s+/);
      return { id, key: Buffer.from(key, 'base64') };
    });
}

export function formatSecretKeys(keys: readonly SecretKey[]): string {
  return `# second-factor secret keys: <id> <base64>; the last one encrypts\n${keys
    .map((k) => `${k.id} ${k.key.toString('base64')}\n`)
    .join('')}`;
}

/** Seals with the box, or keeps the secret clear when no key is configured. */
export const sealWith = (box: SecretBox | undefined, plain: string, context: string) =>
  box ? box.seal(plain, context) : plain;

/** Opens with the box; a sealed secret without a box is an error (the server refuses to start then). */
export function openWith(box: SecretBox | undefined, stored: string, context: string): string {
  if (box) return box.open(stored, context);
  if (isSealed(stored))
    throw new MissingSecretKey('second-factor secrets are encrypted and no key is configured');
  return stored;
}
