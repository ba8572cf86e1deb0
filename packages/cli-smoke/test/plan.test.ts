import { OPERATIONS } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { factRef } from '../src/facts.js';
import { missingPermission, type PlannedCheck, planChecks, TAGS } from '../src/plan.js';
import { EVERY_KEY } from './support/fake-host.js';

const TODAY = '2025-06-15';
const plan = (permission: readonly string[], only: string[] | null = null, write = false) =>
  planChecks({ permission, only, write, today: TODAY });
const calls = (checks: PlannedCheck[]) => checks.filter((c) => c.kind === 'call');
const find = (checks: PlannedCheck[], operation: string) => {
  const check = checks.find((c) => c.operation === operation);
  if (!check) throw new Error(`${operation} is not planned`);
  return check;
};

const GET_COUNT = Object.values(OPERATIONS).filter((m) => m.method === 'get' && !m.public).length;

describe('planChecks', () => {
  it('plans a call for every GET operation when the account holds every key', () => {
    const checks = plan(EVERY_KEY);
    expect(checks).toHaveLength(GET_COUNT);
    expect(calls(checks)).toHaveLength(GET_COUNT);
  });

  it('skips what the viewer may not call, naming the missing permission', () => {
    const checks = plan(['dashboard', 'users', 'wallet.viewWallet']);
    expect(find(checks, 'employees.list')).toMatchObject({
      kind: 'skip',
      reason: 'needs masters.manageEmployee',
    });
    expect(find(checks, 'gateway.counts')).toMatchObject({
      kind: 'skip',
      reason: 'needs one of wallet.fundRequest, pg.paymentGateway',
    });
    expect(find(checks, 'users.list').kind).toBe('call');
    expect(find(checks, 'auth.me').kind).toBe('call');
  });

  it('uses small pages, a 7-day IST range and the first enum values', () => {
    const checks = plan(EVERY_KEY);
    expect(find(checks, 'users.list')).toMatchObject({ params: { perPage: 2 }, provides: 'user' });
    expect(find(checks, 'dashboard.graphs')).toMatchObject({
      params: { startDate: '2025-06-08', endDate: TODAY },
    });
    expect(find(checks, 'gateway.requests')).toMatchObject({ params: { tranStatus: 'PENDING' } });
    expect(find(checks, 'wallet.withdrawHistory')).toMatchObject({ params: { tranStatus: 'SUCCESS' } });
    expect(find(checks, 'results.winners')).toMatchObject({
      params: { type: 'market', gameDate: TODAY, providerId: factRef('provider:1', 'providerId') },
      needs: ['provider:1'],
    });
    expect(find(checks, 'providers.listByType')).toMatchObject({
      params: { type: 1 },
      provides: 'provider:1',
    });
    expect(find(checks, 'chat.events')).toMatchObject({ stream: true });
  });

  it('checks a starline-only account with starline values', () => {
    const checks = plan(['starline.result', 'starline.provider']);
    expect(find(checks, 'results.bidSummary')).toMatchObject({
      params: {
        type: 'starline',
        bidType: 'SINGLE_DIGIT_STARLINE',
        providerId: factRef('provider:2', 'providerId'),
      },
    });
    expect(find(checks, 'providers.listByType')).toMatchObject({
      params: { type: 2 },
      provides: 'provider:2',
    });
  });

  it('limits the plan to the tags of --only, round-trips included', () => {
    const checks = plan(EVERY_KEY, ['wallet', 'manualFunds'], true);
    expect(new Set(checks.map((c) => c.tag))).toEqual(new Set(['wallet', 'manualFunds']));
    expect(checks.at(-1)).toMatchObject({ kind: 'write', operation: 'manualFunds.create+delete' });
    expect(plan(EVERY_KEY, ['users'], false).some((c) => c.kind === 'write')).toBe(false);
  });

  it('gives every needed fact a producer that does not itself wait for it', () => {
    const checks = calls(plan(EVERY_KEY));
    for (const check of checks) {
      if (check.kind !== 'call') continue;
      for (const fact of check.needs) {
        const producers = checks.filter((c) => c.kind === 'call' && c.provides === fact);
        expect(producers.length, `${check.operation} needs ${fact}`).toBeGreaterThan(0);
        for (const producer of producers) {
          if (producer.kind === 'call') expect(producer.needs).not.toContain(fact);
        }
      }
    }
  });

  it('offers the tags of the read operations to --only', () => {
    expect(TAGS).toContain('users');
    expect(TAGS).toContain('manualFunds');
    expect(TAGS).not.toContain('auth.login');
    expect(new Set(TAGS).size).toBe(TAGS.length);
  });
});

describe('missingPermission', () => {
  it('lets any staff call an operation without keys, and any one listed key suffices', () => {
    expect(missingPermission([], [])).toBeNull();
    expect(missingPermission(['a', 'b'], ['b'])).toBeNull();
    expect(missingPermission(['a'], ['b'])).toBe('needs a');
    expect(missingPermission(['a', 'b'], [])).toBe('needs one of a, b');
  });
});
