import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadRuntimeConfig } from '../src/app/config';
import { sayNotOffered } from '../src/app/errors';
import { hostSignal } from '../src/state/host';
import { toastHistory } from '../src/state/toast-history';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const rows = { rows: [], pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 0 } };
const staffCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/v1/masters/employees')).length;
const notices = () => toastHistory.value.filter((t) => t.kind === 'info').map((t) => t.text);

// What the host offers is the session's: no test leaves its host to the next (modules are shared).
beforeEach(() => {
  hostSignal.value = null;
  toastHistory.value = [];
});
afterEach(() => {
  hostSignal.value = null;
});

function start(routes: Parameters<typeof fakeClient>[0]) {
  const fake = fakeClient(routes, undefined, { onNotOffered: (error) => sayNotOffered(error, fake.client) });
  loggedIn(fake.session, ['dashboard', 'users', 'masters.manageEmployee']);
  return fake;
}

describe('a host that serves only the spec’s calls (no GET /v1/capabilities)', () => {
  const specOnly = on('GET', '/capabilities', { status: 404, body: { error: true, msg: 'Not found' } });

  it('says a designed screen opened by URL is not offered, naming its operation, and calls nothing for it', async () => {
    const fake = start([specOnly, on('GET', '/masters/employees', ok(rows))]);
    renderApp('/masters/employees', fake.client, fake.session);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'This host does not offer Employees' });
    expect(within(main).getByText('employees.list').tagName).toBe('CODE');
    expect(within(main).getByRole('link', { name: 'About this host' }).getAttribute('href')).toBe(
      '/about-host',
    );
    expect(within(main).queryByRole('alert')).toBeNull();
    expect(staffCalls(fake.calls)).toBe(0);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByText('Masters')).toBeNull();
    expect(within(nav).getByText('Users')).toBeTruthy();
  });
});

describe('an operation the host claimed but answers 404 to', () => {
  it('shows one notice, withdraws the screen and sends no second request', async () => {
    const fake = start([
      on('GET', '/masters/employees', { status: 404, body: { error: true, msg: 'Not found' } }),
    ]);
    renderApp('/masters/employees', fake.client, fake.session);
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { name: 'This host does not offer Employees' });
    expect(notices()).toEqual(['This host does not offer employees.list: it is hidden for this session.']);
    expect(toastHistory.value.filter((t) => t.kind === 'error')).toEqual([]);
    await waitFor(() => expect(fake.client.offers('employees.list')).toBe(false));
    expect(staffCalls(fake.calls)).toBe(1);
  });
});

describe('the operation map in /config.json', () => {
  const reply = (body: unknown): typeof fetch =>
    (async () => new Response(JSON.stringify(body))) as typeof fetch;

  it('is checked at start: a faulty entry stops the console with the entry named', async () => {
    const bad = {
      apiBaseUrl: '/v1',
      operationMap: { 'employees.update': { method: 'PUT', path: '/staff' } },
    };
    await expect(loadRuntimeConfig(reply(bad))).rejects.toThrow(ConfigError);
    await expect(loadRuntimeConfig(reply(bad))).rejects.toThrow(
      '/config.json: operation map entry "employees.update": path parameters must be exactly {employee_id}',
    );
    await expect(
      loadRuntimeConfig(reply({ operationMap: { 'staff.list': { method: 'GET', path: '/staff' } } })),
    ).rejects.toThrow('operation map entry "staff.list": no operation of the contract has this id');
  });

  it('passes a valid map and offer on to the client', async () => {
    const config = await loadRuntimeConfig(
      reply({ operationMap: { 'employees.list': { method: 'get', path: '/admin/staff' } }, offers: 'spec' }),
    );
    expect(config.operationMap).toEqual({ 'employees.list': { method: 'get', path: '/admin/staff' } });
    expect(config.offers).toContain('users.list');
    expect(config.offers).not.toContain('employees.list');
  });
});
