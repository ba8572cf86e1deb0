import type { Schemas } from '@backoffice/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { integrityAlarms, integrityBadge } from '../src/state/integrity-alarms';

type Report = Schemas['ChainsReport'];

const verdict = (chain: 'ledger' | 'audit', broken: boolean): Report['chains'][number] => ({
  chain,
  ok: !broken,
  length: 1_20_000,
  verifiedTo: broken ? 4_566 : 1_20_000,
  head: 'ab'.repeat(32),
  problem: broken
    ? {
        kind: 'changed-row',
        position: 4_567,
        rowId: '4567',
        columns: ['amount_paise'],
        otherPosition: null,
        checkpointPosition: null,
        checkpointTime: null,
      }
    : null,
  checkpoint: null,
});

afterEach(() => {
  integrityAlarms.value = null;
});

describe("the Risk group's count", () => {
  it('counts a broken hash chain and names it', () => {
    integrityAlarms.value = {
      lateBids: null,
      improbableWinners: null,
      failedChecks: [],
      booksFailed: null,
      chainsFailed: {
        verificationId: 7,
        ok: false,
        verifiedAt: '2026-11-29T06:00:00Z',
        durationMs: 120,
        chains: [verdict('ledger', true), verdict('audit', false)],
        publicKey: null,
        lastCheckpointAt: null,
      },
    };
    expect(integrityBadge()).toEqual({ count: 1, label: '1 broken chain' });
  });

  it('raises nothing while the chains verify', () => {
    integrityAlarms.value = {
      lateBids: null,
      improbableWinners: null,
      failedChecks: [],
      booksFailed: null,
      chainsFailed: null,
    };
    expect(integrityBadge()).toBeUndefined();
  });
});
