import { describe, expect, it } from 'vitest';
import { approvalGuards, approvalKind, GUARDED_OPERATIONS, operationApproval } from '../src/index.js';

const fields =
  (values: Record<string, unknown>) =>
  (name: string): unknown =>
    values[name];

describe('guarded operations, as v1.yaml declares them (x-approval)', () => {
  it('lists every guarded operation once, and no other', () => {
    expect([...GUARDED_OPERATIONS].sort()).toEqual([
      'bids.revertProvider',
      'bids.revertSelected',
      'employees.update',
      'gateway.verify',
      'results.correct',
      'results.declare',
      'results.revert',
      'wallet.adjust',
    ]);
    expect(operationApproval('users.list')).toBeUndefined();
  });

  it('chooses a manual adjustment’s kind by its type: 0 credits, anything else debits', () => {
    const adjust = operationApproval('wallet.adjust');
    expect(adjust).toMatchObject({ kinds: ['WALLET_CREDIT', 'WALLET_DEBIT'], threshold: 'amount' });
    if (!adjust) return;
    expect(approvalKind(adjust, fields({ type: 0 }))).toBe('WALLET_CREDIT');
    expect(approvalKind(adjust, fields({ type: 1 }))).toBe('WALLET_DEBIT');
    expect(approvalKind(adjust, fields({}))).toBe('WALLET_DEBIT');
  });

  it('chooses a declaration’s kind by its result’s family', () => {
    const declare = operationApproval('results.declare');
    if (!declare) throw new Error('results.declare is guarded');
    expect(approvalKind(declare, fields({ provider_type: 1 }))).toBe('RESULT_DECLARE_GAMES');
    expect(approvalKind(declare, fields({ provider_type: 2 }))).toBe('RESULT_DECLARE_STARLINE');
    expect(approvalKind(declare, fields({ provider_type: 3 }))).toBe('RESULT_DECLARE_JACKPOT');
    expect(approvalKind(declare, fields({}))).toBeNull();
  });

  it('guards a withdrawal verification only when it approves', () => {
    const verify = operationApproval('gateway.verify');
    if (!verify) throw new Error('gateway.verify is guarded');
    expect(approvalGuards(verify, fields({ approve: true }))).toBe(true);
    expect(approvalKind(verify, fields({ approve: true }))).toBe('WITHDRAWAL');
    expect(approvalGuards(verify, fields({ approve: false }))).toBe(false);
    expect(approvalKind(verify, fields({ approve: false }))).toBeNull();
  });

  it('holds a correction under the revert policy, and a grant without a threshold', () => {
    expect(operationApproval('results.correct')).toEqual({
      kinds: ['RESULT_REVERT'],
      threshold: 'win_taken_back',
    });
    expect(operationApproval('employees.update')).toEqual({ kinds: ['PERMISSION_GRANT'] });
  });
});
