/**
 * Checkpoints of the chains held outside the database: the text their Ed25519 signature covers, and the
 * JSON-lines file they are written to (the server's file sink, `backoffice-smoke verify --checkpoints`).
 */
import { CHAIN_NAMES, type ChainName } from './chain.js';
import type { CheckpointClaim } from './chain-verifier.js';

/** The exact text a checkpoint's Ed25519 signature covers. */
export function checkpointMessage(claim: CheckpointClaim): string {
  return `backoffice.checkpoint.v1|${claim.chain}|${claim.position}|${claim.head.toLowerCase()}|${claim.time}`;
}

/** A checkpoint with its Ed25519 signature (base64) over checkpointMessage. */
export interface SignedCheckpoint extends CheckpointClaim {
  signature: string;
}

const isChain = (value: unknown): value is ChainName => CHAIN_NAMES.includes(value as ChainName);

/** The checkpoints of a JSON-lines text (a checkpoint file); a line that is not one is refused with its number. */
export function parseCheckpointLines(text: string): SignedCheckpoint[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, n }) => {
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`checkpoint line ${n} is not JSON`);
      }
      const { chain, position, head, time, signature } = value;
      if (
        !isChain(chain) ||
        !Number.isSafeInteger(position) ||
        typeof head !== 'string' ||
        !/^[0-9a-f]{64}$/.test(head) ||
        typeof time !== 'string' ||
        typeof signature !== 'string'
      ) {
        throw new Error(`checkpoint line ${n} is not a checkpoint`);
      }
      return { chain, position: position as number, head, time, signature };
    });
}
