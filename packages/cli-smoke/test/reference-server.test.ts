import { createBackofficeClient, createMemorySession, OPERATIONS } from '@backoffice/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes.js';
import type { SmokeReport } from '../src/report.js';
import { type ReferenceServer, sharedReferenceServer } from './support/reference-server.js';
import { rowOf, runSmoke } from './support/run-smoke.js';

const READS = Object.entries(OPERATIONS)
  .filter(([, meta]) => meta.method === 'get')
  .map(([id]) => id);

let server: ReferenceServer;
beforeAll(async () => {
  server = await sharedReferenceServer();
}, 300_000);

async function smokeAs(username: string, password: string, extra: string[] = []) {
  const run = await runSmoke(['--base-url', server.baseUrl, '--username', username, '--json', ...extra], {
    BACKOFFICE_PASSWORD: password,
  });
  const report = JSON.parse(run.stdout) as SmokeReport;
  const failed = report.checks.filter((r) => r.result === 'failed').map((r) => `${r.operation}: ${r.reason}`);
  return { ...run, report, failed };
}

describe('against the reference server (fresh data, demo logins)', () => {
  it('is healthy for admin: exit 0, every GET operation listed and called, none skipped', async () => {
    const { code, report, failed } = await smokeAs('admin', 'Admin@123');
    expect(failed).toEqual([]);
    expect(code).toBe(EXIT.healthy);
    expect(report.checks.map((r) => r.operation)).toEqual(['auth.login', ...READS]);
    // Every answer also matched v1.yaml, and the demo data gave every id a call needs: nothing skipped.
    expect(report.checks.filter((r) => r.result === 'skipped')).toEqual([]);
  }, 120_000);

  it('--capabilities names the designed parameters the reference server serves', async () => {
    const run = await runSmoke(['--base-url', server.baseUrl, '--username', 'admin', '--capabilities'], {
      BACKOFFICE_PASSWORD: 'Admin@123',
    });
    expect(run.code).toBe(EXIT.healthy);
    expect(run.stdout).toMatch(/^ {2}gateway\.requests amount_over: yes$/m);
    expect(run.stdout).toMatch(/^ {2}users\.list balance_over: yes$/m);
  }, 120_000);

  it('lists permission-skipped rows for the viewer and exits 0', async () => {
    const { code, report, failed } = await smokeAs('viewer', 'Viewer@123');
    expect(failed).toEqual([]);
    expect(code).toBe(EXIT.healthy);
    expect(rowOf(report, 'users.list').result).toBe('ok');
    expect(rowOf(report, 'wallet.users').result).toBe('ok');
    expect(rowOf(report, 'employees.list')).toMatchObject({
      result: 'skipped',
      reason: 'needs masters.manageEmployee',
    });
    expect(rowOf(report, 'wallet.timings')).toMatchObject({
      result: 'skipped',
      reason: 'needs wallet.fundRequestTiming',
    });
  }, 120_000);

  it('leaves the data as it found it after --write', async () => {
    const client = createBackofficeClient({ baseUrl: server.baseUrl, session: createMemorySession() });
    await client.auth.login({ username: 'admin', password: 'Admin@123' });
    const before = (await client.users.list({ perPage: 1 })).rows[0];
    const { code, report, failed } = await smokeAs('admin', 'Admin@123', [
      '--only',
      'users,manualFunds',
      '--write',
    ]);
    expect(failed).toEqual([]);
    expect(code).toBe(EXIT.healthy);
    expect(rowOf(report, 'users.setWatchlist (toggle and back)').result).toBe('ok');
    expect(rowOf(report, 'manualFunds.create+delete').result).toBe('ok');
    const after = (await client.users.list({ perPage: 1 })).rows[0];
    expect(after?.toWatch).toBe(before?.toWatch);
    expect(after?.watchlistReason).toBe(before?.watchlistReason);
    const leftovers = await client.manualFunds.list({ search: 'backoffice-smoke', perPage: 10 });
    expect(leftovers.rows).toEqual([]);
  }, 120_000);
});
