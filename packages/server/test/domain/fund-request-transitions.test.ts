import { describe, expect, it } from 'vitest';
import {
  canTransition,
  FINAL_STATUSES,
  refundsHeldAmount,
  TRAN_STATUSES,
} from '../../src/domain/fund-request-transitions.js';
import { gatewayAnswer, gatewayPayoutStatus } from '../../src/domain/gateway-simulation.js';
import { illegalTransitionMessage } from '../../src/http/domain-refusals.js';
import { fundRequestTransitions } from '../../src/http/transition-table.js';

describe('the fund request transition table', () => {
  it('lets wait-hold, and verify to APPROVED or DECLINED, act only on PENDING, WAITING and HOLD', () => {
    for (const from of TRAN_STATUSES) {
      const open = ['PENDING', 'WAITING', 'HOLD'].includes(from);
      expect(canTransition(fundRequestTransitions(), 'waitHold', from, 'WAITING')).toBe(open);
      expect(canTransition(fundRequestTransitions(), 'waitHold', from, 'HOLD')).toBe(open);
      expect(canTransition(fundRequestTransitions(), 'verify', from, 'APPROVED')).toBe(open);
      expect(canTransition(fundRequestTransitions(), 'verify', from, 'DECLINED')).toBe(open);
    }
  });

  it('lets verify settle only PROCESSING, to SUCCESS or FAILED, and never decline it', () => {
    for (const from of TRAN_STATUSES) {
      expect(canTransition(fundRequestTransitions(), 'verify', from, 'SUCCESS')).toBe(from === 'PROCESSING');
      expect(canTransition(fundRequestTransitions(), 'verify', from, 'FAILED')).toBe(from === 'PROCESSING');
    }
    const fromProcessing = fundRequestTransitions().filter(
      (t) => t.action === 'verify' && t.from === 'PROCESSING',
    );
    expect(fromProcessing.map((t) => t.to)).toEqual(['SUCCESS', 'FAILED']);
  });

  it('sends only APPROVED to processing and only QUEUED back to it', () => {
    for (const from of TRAN_STATUSES) {
      expect(canTransition(fundRequestTransitions(), 'process', from, 'PROCESSING')).toBe(
        from === 'APPROVED',
      );
      expect(canTransition(fundRequestTransitions(), 'reinitializeQueued', from, 'PROCESSING')).toBe(
        from === 'QUEUED',
      );
    }
  });

  it('has no edge out of SUCCESS, FAILED or DECLINED', () => {
    for (const final of FINAL_STATUSES) {
      expect(fundRequestTransitions().filter((t) => t.from === final)).toEqual([]);
    }
  });

  it('refunds the held amount on DECLINED and FAILED only', () => {
    expect(TRAN_STATUSES.filter(refundsHeldAmount)).toEqual(['FAILED', 'DECLINED']);
  });

  it('names the request and both statuses in the 409 text', () => {
    expect(illegalTransitionMessage(42, 'SUCCESS', 'APPROVED')).toBe(
      'Request #42 cannot move from SUCCESS to APPROVED',
    );
  });
});

describe('the simulated gateway', () => {
  it('answers the same for the same request every time', () => {
    expect(gatewayAnswer(17, false)).toBe('FAILED');
    expect(gatewayAnswer(13, false)).toBe('QUEUED');
    expect(gatewayAnswer(11, false)).toBe('SUCCESS');
  });

  it('answers a status check of a payout in PROCESSING with SUCCESS or FAILED, never QUEUED', () => {
    expect(gatewayPayoutStatus(17)).toBe('FAILED');
    expect(gatewayPayoutStatus(13)).toBe('SUCCESS');
    for (let id = 1; id <= 100; id += 1) expect(['SUCCESS', 'FAILED']).toContain(gatewayPayoutStatus(id));
  });

  it('never queues a retried request again', () => {
    for (let id = 1; id <= 100; id += 1) expect(gatewayAnswer(id, true)).not.toBe('QUEUED');
  });

  it('pays most requests', () => {
    const answers = Array.from({ length: 1000 }, (_, i) => gatewayAnswer(i + 1, false));
    expect(answers.filter((a) => a === 'SUCCESS').length).toBe(800);
  });
});
