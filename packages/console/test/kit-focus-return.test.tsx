import { createMemorySession } from '@backoffice/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/app/services';
import { DataGrid } from '../src/components/data-grid/data-grid';
import { DetailDrawer } from '../src/components/detail-drawer';
import { bindSession } from '../src/state/session';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';
import { wireUser } from './wire-user';

const reason = (id: number, reasons: string) => ({
  manual_fund_id: id,
  reasons,
  is_action: true,
  created_at: '2026-11-20T10:00:00+05:30',
});
const pageOf = (rows: unknown[]) => ({
  rows,
  pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: rows.length },
});

/** The row-id of the grid row DOM focus is in (null when focus is not on a record). */
const focusedRow = () => document.activeElement?.closest('[row-id]')?.getAttribute('row-id') ?? null;

function fundReasons() {
  let rows = [reason(1, 'Bonus'), reason(2, 'Refund'), reason(3, 'Cashback')];
  const fake = fakeClient([
    on('GET', '/others/manual-funds', (call) => {
      const search = new URL(`http://x${call.path}`).searchParams.get('search') ?? '';
      return ok(pageOf(rows.filter((r) => r.reasons.toLowerCase().includes(search))));
    }),
    on('DELETE', '/others/manual-funds', (call) => {
      const id = Number(call.path.split('?')[0]?.split('/').pop());
      rows = rows.filter((r) => r.manual_fund_id !== id);
      return ok(null, 'Manual fund reason deleted');
    }),
  ]);
  loggedIn(fake.session, ['pg.manualFundReason']);
  renderApp('/payment-gateway/fund-reason', fake.client, fake.session);
  return fake;
}

/** Puts focus on a record's cell, as a click or the arrow keys would. */
async function focusCell(text: string) {
  const cell = (await screen.findByText(text)).closest<HTMLElement>('[col-id]');
  if (!cell) throw new Error(`no cell shows ${text}`);
  cell.focus();
  await waitFor(() => expect(document.activeElement).toBe(cell));
}

describe('focus after actions (kit)', () => {
  it('gives focus back to the record a dialog acted on, and to the next record when it left the list', async () => {
    fundReasons();
    await focusCell('Refund');
    await userEvent.keyboard('{Alt>}{Delete}{/Alt}');
    const first = await screen.findByRole('dialog', { name: 'Delete manual fund reason' });
    // The dialog takes focus from the record; Escape hands it back to the same record.
    expect(first.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focusedRow()).toBe('2'));

    await userEvent.keyboard('{Alt>}{Delete}{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete manual fund reason' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.querySelector('[row-id="2"]')).toBeNull());
    // Refund left the list: the record now in its place (Cashback) has focus, not <body>.
    await waitFor(() => expect(focusedRow()).toBe('3'));
  });

  it('moves focus to the list once a search entered with Enter has its answer', async () => {
    fundReasons();
    await screen.findByText('Bonus');
    const search = screen.getByRole('searchbox');
    search.focus();
    await userEvent.keyboard('cash{Enter}');
    await waitFor(() => expect(document.querySelector('[row-id="1"]')).toBeNull());
    await waitFor(() => expect(focusedRow()).toBe('3'), { timeout: 3000 });
  });

  it('does not take focus from a search still being typed in (no Enter)', async () => {
    fundReasons();
    await screen.findByText('Bonus');
    const search = screen.getByRole('searchbox');
    search.focus();
    await userEvent.keyboard('cash');
    await waitFor(() => expect(document.querySelector('[row-id="1"]')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.activeElement).toBe(search);
  });

  it('gives focus to the drawer record’s row when the drawer closes, though it was opened by URL', async () => {
    const fake = fakeClient([
      on('GET', '/users/details/', () => ok({ ...wireUser(7, 'REGISTERED'), full_name: 'Ravi Kumar' })),
    ]);
    loggedIn(fake.session, ['users']);
    bindSession(fake.session);
    window.history.replaceState(null, '', '/users?user=7');
    const players = [6, 7, 8].map((userId) => ({ userId, fullName: `Player ${userId}` }));
    render(
      <ServicesProvider services={{ client: fake.client, session: fake.session ?? createMemorySession() }}>
        <main id="main" tabIndex={-1}>
          <DataGrid
            label="Players"
            rows={players}
            columns={[{ field: 'fullName', header: 'Name' }]}
            rowId={(row) => String(row.userId)}
            status="ok"
            exportName="players"
          />
        </main>
        <DetailDrawer<{ userId: number; fullName: string }>
          param="user"
          op="users.details"
          input={(id) => ({ userId: Number(id) })}
          title={(player) => player.fullName}
        />
      </ServicesProvider>,
    );
    await screen.findByText('Player 8');
    await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focusedRow()).toBe('7'));
  });
});

describe('arrival focus (shell)', () => {
  it('lands on the first record, but leaves focus the user moved to the top bar meanwhile', async () => {
    fundReasons();
    const menu = await screen.findByRole('button', { name: 'User menu' });
    menu.focus();
    // The list arrives after the move: an arrival that took focus back would land on its first row.
    await screen.findByText('Cashback');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.activeElement).toBe(menu);
  });

  it('lands on the first record when nothing else was chosen', async () => {
    fundReasons();
    await waitFor(() => expect(focusedRow()).toBe('1'), { timeout: 5000 });
  });
});
