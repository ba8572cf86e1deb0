import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const employee = (id: number, username: string, fullName: string) => ({
  employee_id: id,
  username,
  full_name: fullName,
  is_admin: id === 1,
  is_active: true,
  permission: ['masters.manageEmployee'],
  fingerprint_enforced: false,
  last_login_at: null,
  created_at: '2026-11-20T10:00:00+05:30',
});

/** The signed-in admin (employee 1) and a colleague (employee 2), both active. */
function staffServer() {
  return fakeClient([
    on('GET', '/auth/admin/me', () =>
      ok({
        employee_id: 1,
        username: 'admin',
        full_name: 'Demo Admin',
        is_admin: true,
        permission: ['masters.manageEmployee'],
      }),
    ),
    on('GET', '/masters/employees', () =>
      ok({
        rows: [employee(1, 'admin', 'Demo Admin'), employee(2, 'ravi.k', 'Ravi Kumar')],
        pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 2 },
      }),
    ),
  ]);
}

const meRead = (calls: Call[]) => calls.some((c) => c.path === '/v1/auth/admin/me');

async function rowMenuOf(username: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${username}` }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

async function paletteOptions() {
  await userEvent.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByRole('dialog', { name: 'Command palette' });
  await userEvent.keyboard('employee');
  const options = within(palette)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return options;
}

describe('Employees: no deactivation of one’s own account', () => {
  it("offers Deactivate on a colleague's row but not on one's own, in the row menu and the palette", async () => {
    const { client, session, calls } = staffServer();
    loggedIn(session, ['masters.manageEmployee']);
    renderApp('/masters/employees', client, session);
    await screen.findByText('Ravi Kumar');
    await waitFor(() => expect(meRead(calls)).toBe(true));

    const own = await rowMenuOf('admin');
    expect(own).toContain('Edit employee…');
    expect(own).not.toContain('Deactivate employee…');
    const ownPalette = await paletteOptions();
    expect(ownPalette.some((text) => text.includes('Edit employee: admin'))).toBe(true);
    expect(ownPalette.some((text) => text.includes('Deactivate employee'))).toBe(false);

    const colleague = await rowMenuOf('ravi.k');
    expect(colleague).toContain('Deactivate employee…');
    expect((await paletteOptions()).some((text) => text.includes('Deactivate employee: ravi.k'))).toBe(true);
  });
});
