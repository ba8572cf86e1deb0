import { describe, expect, it } from 'vitest';
import { canTakeQueueAction, queueActionsFrom } from '../src/fund-request-actions.js';

describe('queue actions from the transition table', () => {
  it('offers approve, decline, hold and wait on open requests only', () => {
    for (const from of ['PENDING', 'WAITING', 'HOLD'] as const) {
      expect(queueActionsFrom(from)).toEqual(['approve', 'decline', 'hold', 'wait']);
    }
  });

  it('offers process on APPROVED, reinitialize on QUEUED and the payout check on PROCESSING', () => {
    expect(queueActionsFrom('APPROVED')).toEqual(['process']);
    expect(queueActionsFrom('QUEUED')).toEqual(['reinitialize']);
    expect(queueActionsFrom('PROCESSING')).toEqual(['checkPayout']);
  });

  it('offers nothing on the final statuses', () => {
    for (const from of ['SUCCESS', 'FAILED', 'DECLINED'] as const) expect(queueActionsFrom(from)).toEqual([]);
    expect(canTakeQueueAction('decline', 'APPROVED')).toBe(false);
  });
});
