import { describe, expect, it } from 'vitest';
import { ENUMS, OPERATION_INPUTS, OPERATIONS } from '../src/index.js';

describe('operation inputs generated from v1.yaml', () => {
  it('lists every operation of the table', () => {
    expect(Object.keys(OPERATION_INPUTS).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('gives the wallet adjustment its body fields with their constraints, amount as money', () => {
    const fields = OPERATION_INPUTS['wallet.adjust'];
    const amount = fields.find((field) => field.key === 'amount');
    expect(amount).toMatchObject({ wire: 'amount', in: 'body', type: 'number', required: true, money: true });
    expect(amount?.multipleOf).toBe(0.01);
    expect(fields.find((field) => field.key === 'reason')).toMatchObject({ required: true, minLength: 1 });
  });

  it('names path, query and body keys in camelCase, keeping the timing keys verbatim', () => {
    const list = OPERATION_INPUTS['manualFunds.list'].map((field) => [field.key, field.in]);
    expect(list).toContainEqual(['perPage', 'query']);
    expect(OPERATION_INPUTS['manualFunds.delete']).toContainEqual(
      expect.objectContaining({ key: 'manualFundId', wire: 'manual_fund_id', in: 'path', required: true }),
    );
    const day = OPERATION_INPUTS['settings.updateDay'].map((field) => field.key);
    expect(day).toEqual(expect.arrayContaining(['OBT', 'CBT', 'OBRT', 'CBRT']));
  });

  it('carries enums of referenced schemas onto the field', () => {
    const stage = OPERATION_INPUTS['users.list'].find((field) => field.key === 'stage');
    expect(stage?.enum).toEqual(ENUMS.UserStage);
  });

  it('exports the contract enums the screens fill selects from', () => {
    expect(ENUMS.TranStatus).toEqual([
      'PENDING',
      'APPROVED',
      'PROCESSING',
      'SUCCESS',
      'FAILED',
      'DECLINED',
      'QUEUED',
      'HOLD',
      'WAITING',
    ]);
    expect(ENUMS.Session).toEqual(['Open', 'Close']);
  });
});
