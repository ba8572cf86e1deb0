import { describe, expect, it } from 'vitest';
import { rowActions } from '../src/components/actions/row-action';

interface Request {
  requestId: number;
  amount: number;
}

const act = rowActions<Request>();

describe('row actions are typed at the screen edge', () => {
  it('makes a money operation without a confirmation a type error (checked by tsc in npm test)', () => {
    const unconfirmed = () =>
      // @ts-expect-error gateway.verify moves money (it takes an Idempotency-Key): it must ask first
      act({
        op: 'gateway.verify',
        id: 'approve',
        label: 'Approve',
        input: (r) => ({ requestIds: [r.requestId], approve: true }),
      });
    const confirmed = act({
      op: 'gateway.verify',
      id: 'approve',
      label: 'Approve',
      confirm: (r) => ({ title: 'Approve', message: `Approve request ${r.requestId}?` }),
      input: (r) => ({ requestIds: [r.requestId], approve: true }),
    });
    expect(typeof unconfirmed).toBe('function');
    expect(confirmed.op).toBe('gateway.verify');
  });

  it("takes only the operation's input keys as form fields", () => {
    const named = () =>
      act({
        op: 'manualFunds.create',
        id: 'add',
        label: 'Add',
        // @ts-expect-error 'reason' is not an input key of manualFunds.create (it is 'reasons')
        form: { fields: [{ key: 'reason', label: 'Reason' }] },
        input: () => ({ reasons: 'x' }),
      });
    expect(typeof named).toBe('function');
  });
});
