/**
 * Checkpoints of the hash chains (issue 40): {chain, position, head, time} signed with an Ed25519 key that
 * the database never holds, written to sinks outside it (an append-only JSON-lines file, an HTTPS URL).
 * A database rewritten together with its chains still contradicts a checkpoint made before the rewrite.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type ChainName,
  type CheckpointClaim,
  checkpointMessage,
  parseCheckpointLines,
  type SignedCheckpoint,
} from '@backoffice/sdk';

export type { SignedCheckpoint };

export interface CheckpointSigner {
  privateKey: KeyObject;
  publicKeyPem: string;
}

export interface ChainsConfig {
  /** CHAIN_SIGNING_KEY_FILE: an Ed25519 private key (PEM, PKCS#8). Demo mode makes one in its data folder. */
  signingKeyFile: string | undefined;
  /** CHAIN_SEAL_INTERVAL_MS: how long a committed row may wait for its link (default 250). */
  sealIntervalMs: number;
  /** CHAIN_CHECKPOINT_MINUTES: how often a checkpoint is signed and written (default 15). */
  checkpointMinutes: number;
  /** CHAIN_CHECKPOINT_FILE: the append-only JSON-lines sink (demo mode: <data folder>/checkpoints.jsonl). */
  checkpointFile: string | undefined;
  /** CHAIN_CHECKPOINT_URL: an HTTPS URL each checkpoint is POSTed to as JSON. */
  checkpointUrl: string | undefined;
  /** The key, loaded at start (resolveChainSigner). */
  signer?: CheckpointSigner;
}

/** A PEM public key (SPKI) of the signer: what `backoffice-smoke verify --public-key` takes. */
export function publicKeyPem(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
}

/**
 * The signing key from CHAIN_SIGNING_KEY_FILE; in demo mode without one, <dataDir>/chain-signing-key.pem
 * (made on first start). Also points the demo's checkpoint file at <dataDir>/checkpoints.jsonl.
 */
export function resolveChainSigner(chains: ChainsConfig, demo: boolean, dataDir: string): ChainsConfig {
  let file = chains.signingKeyFile;
  let checkpointFile = chains.checkpointFile;
  if (demo) {
    file ??= join(dataDir, 'chain-signing-key.pem');
    checkpointFile ??= join(dataDir, 'checkpoints.jsonl');
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      const { privateKey } = generateKeyPairSync('ed25519');
      writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
    }
  }
  if (!file) return { ...chains, checkpointFile };
  const privateKey = createPrivateKey(readFileSync(file));
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error('CHAIN_SIGNING_KEY_FILE must hold an Ed25519 key');
  return { ...chains, checkpointFile, signer: { privateKey, publicKeyPem: publicKeyPem(privateKey) } };
}

export function signCheckpoint(privateKey: KeyObject, claim: CheckpointClaim): SignedCheckpoint {
  const signature = sign(null, Buffer.from(checkpointMessage(claim), 'utf8'), privateKey).toString('base64');
  return { chain: claim.chain, position: claim.position, head: claim.head, time: claim.time, signature };
}

/** True when the checkpoint's signature is the key's over its own fields. */
export function checkpointSignedBy(publicKey: KeyObject | string, checkpoint: SignedCheckpoint): boolean {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  try {
    return verify(
      null,
      Buffer.from(checkpointMessage(checkpoint), 'utf8'),
      key,
      Buffer.from(checkpoint.signature, 'base64'),
    );
  } catch {
    return false;
  }
}

/** The newest checkpoint of each chain among those the key signed (others are left out). */
export function newestSigned(
  checkpoints: readonly SignedCheckpoint[],
  publicKey: KeyObject | string,
): SignedCheckpoint[] {
  const newest = new Map<ChainName, SignedCheckpoint>();
  for (const c of checkpoints) {
    if (!checkpointSignedBy(publicKey, c)) continue;
    const kept = newest.get(c.chain);
    if (!kept || c.position >= kept.position) newest.set(c.chain, c);
  }
  return [...newest.values()];
}

/** Reads the checkpoint file (none when it does not exist yet). */
export function readCheckpointFile(path: string): SignedCheckpoint[] {
  return existsSync(path) ? parseCheckpointLines(readFileSync(path, 'utf8')) : [];
}

/** Appends to the file sink (one line each) and POSTs to the URL sink; a failing sink fails the write. */
export async function writeToSinks(
  chains: ChainsConfig,
  checkpoints: readonly SignedCheckpoint[],
): Promise<void> {
  if (chains.checkpointFile) {
    mkdirSync(dirname(chains.checkpointFile), { recursive: true });
    appendFileSync(chains.checkpointFile, checkpoints.map((c) => `${JSON.stringify(c)}\n`).join(''), {
      flag: 'a',
    });
  }
  if (chains.checkpointUrl) {
    const res = await fetch(chains.checkpointUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ checkpoints }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`checkpoint sink ${chains.checkpointUrl} answered ${res.status}`);
  }
}
