import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHAIN_LAYOUTS, encodeChainRow, type Sha256, toHex } from '../src/chain';
import { ChainVerifier } from '../src/chain-verifier';

const sha256: Sha256 = (...parts) => {
  const h = createHash('sha256');
  for (const part of parts) h.update(part);
  return h.digest();
};
const layout = CHAIN_LAYOUTS.ledger;
const row = (id: number, amount: number) =>
  encodeChainRow(layout, [
    String(id),
    '7',
    'BID',
    String(amount),
    '0',
    null,
    null,
    null,
    null,
    '2026-11-29T08:32:00.000000Z',
    null,
  ]);

/** Three sealed links: each hash over the one before and its row's canonical text. */
function sealed() {
  let prev: Uint8Array = new Uint8Array(32);
  return [1, 2, 3].map((position) => {
    const encoding = row(position, -100 * position);
    const hash = sha256(prev, sha256(encoding));
    const link = { position, rowId: String(position), hash, encoding, from: prev };
    prev = hash;
    return link;
  });
}

describe('ChainVerifier taking a run of links checked ahead', () => {
  const zeros = new Uint8Array(32);

  it('concludes what adding the links one by one concludes', () => {
    const links = sealed();
    const head = links[2]?.hash ?? zeros;
    const run = new ChainVerifier(layout, sha256);
    expect(run.addMatchedRun({ from: 1, count: 3, after: zeros, head, hashAt: () => zeros })).toBe(true);
    const one = new ChainVerifier(layout, sha256);
    for (const { from, ...link } of links) one.add(link);
    expect(run.finish()).toEqual(one.finish());
  });

  it('refuses a run that does not go on from the chain here', () => {
    const links = sealed();
    const head = links[2]?.hash ?? zeros;
    const hashAt = () => zeros;
    const elsewhere = new ChainVerifier(layout, sha256);
    const other = new Uint8Array(32).fill(7);
    expect(elsewhere.addMatchedRun({ from: 1, count: 3, after: other, head, hashAt })).toBe(false);
    expect(elsewhere.addMatchedRun({ from: 2, count: 2, after: zeros, head, hashAt })).toBe(false);
  });

  it('compares a checkpoint inside the run with the hash the run has there', () => {
    const links = sealed();
    const head = links[2]?.hash ?? zeros;
    const hashAt = (position: number) => links[position - 1]?.hash ?? zeros;
    const at = (hex: string) => ({
      chain: 'ledger' as const,
      position: 2,
      head: hex,
      time: '2026-11-29T08:32:00Z',
    });
    const right = new ChainVerifier(layout, sha256, { checkpoints: [at(toHex(links[1]?.hash ?? zeros))] });
    expect(right.addMatchedRun({ from: 1, count: 3, after: zeros, head, hashAt })).toBe(true);
    expect(right.finish()).toMatchObject({ ok: true, verifiedTo: 3 });
    const wrong = new ChainVerifier(layout, sha256, { checkpoints: [at('ab'.repeat(32))] });
    expect(wrong.addMatchedRun({ from: 1, count: 3, after: zeros, head, hashAt })).toBe(true);
    expect(wrong.finish().problem).toMatchObject({ kind: 'checkpoint-mismatch', position: 2 });
  });
});
