/**
 * Against a host that serves exactly the spec's calls (the reference server with V1_OFFER=spec, so every
 * designed operation, GET /v1/capabilities included, answers 404), with one spec call moved elsewhere
 * (V1_REMAP) as a host with its own paths would: the smoke run passes through the operation map.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATIONS, type OperationId } from '@backoffice/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CapabilitiesReport } from '../src/capabilities-report.js';
import { EXIT } from '../src/exit-codes.js';
import { NOT_OFFERED } from '../src/plan.js';
import { type ReferenceServer, sharedReferenceServer } from './support/reference-server.js';
import { rowOf, runJson, runSmoke } from './support/run-smoke.js';

const MAP = { 'users.list': { method: 'GET', path: '/staff-side/players' } };
const READS = (Object.keys(OPERATIONS) as OperationId[]).filter((id) => OPERATIONS[id].method === 'get');
const DESIGNED_READS = READS.filter((id) => OPERATIONS[id].origin === 'designed');

let server: ReferenceServer;
let mapFile: string;
beforeAll(async () => {
  server = await sharedReferenceServer(240_000, {
    name: 'spec-only',
    env: { V1_OFFER: 'spec', V1_REMAP: JSON.stringify(MAP) },
  });
  const dir = mkdtempSync(join(tmpdir(), 'smoke-map-'));
  mapFile = join(dir, 'config.json');
  writeFileSync(mapFile, JSON.stringify({ apiBaseUrl: '/v1', operationMap: MAP }));
}, 300_000);

describe('against a spec-only host', () => {
  it('passes with the operation map, listing every designed read as not offered', async () => {
    const { code, report } = await runJson(server.baseUrl, ['--map', mapFile]);
    const failed = report.checks
      .filter((r) => r.result === 'failed')
      .map((r) => `${r.operation}: ${r.reason}`);
    expect(failed).toEqual([]);
    expect(code).toBe(EXIT.healthy);
    for (const id of DESIGNED_READS)
      expect(rowOf(report, id)).toMatchObject({ result: 'skipped', reason: NOT_OFFERED });
    expect(rowOf(report, 'users.list')).toMatchObject({ result: 'ok', path: '/staff-side/players' });
    expect(rowOf(report, 'wallet.users').result).toBe('ok');
  }, 120_000);

  it('without the map, the moved call fails as not offered by this host', async () => {
    const { code, report } = await runJson(server.baseUrl, ['--only', 'users']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'users.list')).toMatchObject({
      result: 'failed',
      status: 404,
      reason: 'This host does not offer users.list',
    });
  }, 120_000);

  it('--require designed fails the designed reads the host does not offer', async () => {
    const { code, report } = await runJson(server.baseUrl, ['--map', mapFile, '--require', 'designed']);
    expect(code).toBe(EXIT.checkFailed);
    expect(rowOf(report, 'employees.list')).toMatchObject({
      result: 'failed',
      reason: `${NOT_OFFERED} (required by --require)`,
    });
    expect(rowOf(report, 'users.list').result).toBe('ok');
  }, 120_000);

  it('--require with an id fails only that one', async () => {
    const { code, report } = await runJson(server.baseUrl, ['--map', mapFile, '--require', 'audit.list']);
    expect(code).toBe(EXIT.checkFailed);
    expect(report.checks.filter((r) => r.result === 'failed').map((r) => r.operation)).toEqual([
      'audit.list',
    ]);
  }, 120_000);

  it('--capabilities --json prints the assumed offer and the map in force', async () => {
    const run = await runSmoke(
      ['--base-url', server.baseUrl, '--username', 'admin', '--map', mapFile, '--capabilities', '--json'],
      { BACKOFFICE_PASSWORD: 'Admin@123' },
    );
    expect(run.code).toBe(EXIT.healthy);
    const report = JSON.parse(run.stdout) as CapabilitiesReport;
    expect(report.source).toBe('assumed');
    const row = (id: string) => report.operations.find((o) => o.operation === id);
    expect(row('employees.list')).toMatchObject({ origin: 'designed', offered: false });
    expect(row('users.list')).toMatchObject({
      offered: true,
      method: 'GET',
      path: '/staff-side/players',
      mapped: true,
    });
    expect(report.summary.notOffered).toBe(
      Object.values(OPERATIONS).filter((m) => m.origin === 'designed').length,
    );
    // A host taken at the spec's calls serves none of the designed filters on them.
    expect(row('gateway.requests')?.designedParameters).toEqual([{ name: 'amount_over', offered: false }]);
    expect(row('users.list')?.designedParameters).toEqual([{ name: 'balance_over', offered: false }]);
  }, 120_000);

  it('--capabilities prints a table', async () => {
    const run = await runSmoke(['--base-url', server.baseUrl, '--username', 'admin', '--capabilities'], {
      BACKOFFICE_PASSWORD: 'Admin@123',
    });
    expect(run.code).toBe(EXIT.healthy);
    expect(run.stdout).toContain('it has no GET /capabilities: the spec calls are assumed');
    expect(run.stdout).toMatch(/^employees\.list\s+designed\s+not offered\s+GET \/masters\/employees$/m);
    expect(run.stdout).toMatch(/^users\.list\s+spec\s+yes\s+GET \/users$/m);
    expect(run.stdout).toContain('designed parameters (filters beyond the spec calls):');
    expect(run.stdout).toMatch(/^ {2}users\.list balance_over: not offered$/m);
  }, 120_000);

  it('a faulty map entry is a usage error naming it, before any call', async () => {
    const bad = join(mkdtempSync(join(tmpdir(), 'smoke-map-')), 'map.json');
    writeFileSync(bad, JSON.stringify({ 'employees.update': { method: 'GET', path: '/staff' } }));
    const run = await runSmoke(['--base-url', server.baseUrl, '--username', 'admin', '--map', bad], {
      BACKOFFICE_PASSWORD: 'Admin@123',
    });
    expect(run.code).toBe(EXIT.usageOrLogin);
    expect(run.stderr).toContain('operation map entry "employees.update"');
  });
});
