/**
 * The chains' three jobs, shared by the routes and the server's timer: verify both chains (against the
 * checkpoints given, or the newest ones of this server's own checkpoint file), sign and write a checkpoint
 * of each, and do that every CHAIN_CHECKPOINT_MINUTES.
 */
import { CHAIN_NAMES, type CheckpointClaim } from '@backoffice/sdk';
import {
  type KeptVerification,
  recordCheckpoints,
  recordVerification,
  storedHeads,
} from '../db/chain-records.js';
import { sealQueued, verifyStoredChain } from '../db/chain-rows.js';
import type { Db } from '../db/db.js';
import {
  type ChainsConfig,
  newestSigned,
  readCheckpointFile,
  type SignedCheckpoint,
  signCheckpoint,
  writeToSinks,
} from './checkpoints.js';

/** The checkpoints a verification without any given compares: this server's own file, signature checked. */
function ownCheckpoints(chains: ChainsConfig): CheckpointClaim[] {
  if (!chains.checkpointFile || !chains.signer) return [];
  return newestSigned(readCheckpointFile(chains.checkpointFile), chains.signer.privateKey);
}

export async function verifyChains(
  db: Db,
  chains: ChainsConfig,
  employeeId: number | null,
  given?: readonly CheckpointClaim[],
): Promise<KeptVerification> {
  const started = performance.now();
  const claims = given ?? ownCheckpoints(chains);
  const verdicts = [];
  for (const chain of CHAIN_NAMES) verdicts.push(await verifyStoredChain(db, chain, claims));
  return recordVerification(db, verdicts, performance.now() - started, employeeId);
}

export class NoSigningKey extends Error {}

/** Signs the stored head of each chain now, writes it outside the database, keeps a copy of its time. */
export async function checkpointChains(db: Db, chains: ChainsConfig, now: Date): Promise<SignedCheckpoint[]> {
  const signer = chains.signer;
  if (!signer) throw new NoSigningKey('No checkpoint signing key is configured');
  const time = now.toISOString();
  await sealQueued(db); // what committed before now is in the checkpoint
  const signed = (await storedHeads(db)).map((h) => signCheckpoint(signer.privateKey, { ...h, time }));
  await writeToSinks(chains, signed);
  await recordCheckpoints(db, signed);
  return signed;
}

/** Checkpoints every CHAIN_CHECKPOINT_MINUTES while the server runs (the timer does not hold it open). */
export function startChainCheckpoints(
  db: Db,
  chains: ChainsConfig,
  log: (message: string) => void,
): () => void {
  if (!chains.signer) return () => {};
  const run = () =>
    checkpointChains(db, chains, new Date()).then(
      (signed) => log(`chain checkpoint: ${signed.map((c) => `${c.chain} #${c.position}`).join(', ')}`),
      (error: unknown) =>
        log(`chain checkpoint failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  const timer = setInterval(() => void run(), chains.checkpointMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
