import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visibleActions } from '../src/app/actions/all-actions';
import { sessionSignal } from '../src/state/session';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const reason = (id: number, reasons: string, isAction: boolean) => ({
  manual_fund_id: id,
  reasons,
  is_action: isAction,
  created_at: '2026-11-20T10:00:00+05:30',
});

/** The palette action ids of every action the page shows (kit buttons and row menu items). */
const shownActionIds = () =>
  [...document.querySelectorAll<HTMLElement>('[data-action]')].map((element) => element.dataset.action);

describe('every action a kit screen shows is a palette entry for the focused record', () => {
  it('registers the toolbar button and each row menu item (opened with Shift+F10) under the id it carries', async () => {
    const fake = fakeClient([
      on('GET', '/others/manual-funds', () =>
        ok({
          rows: [reason(1, 'Bonus', true), reason(2, 'Refund', false)],
          pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: 2 },
        }),
      ),
    ]);
    loggedIn(fake.session, ['pg.manualFundReason']);
    renderApp('/payment-gateway/fund-reason', fake.client, fake.session);
    const cell = (await screen.findByText('Refund')).closest<HTMLElement>('[col-id]');
    cell?.focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    const items = [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items).toEqual(['Offer reason', 'Delete reason…']);
    const shown = shownActionIds();
    expect(shown).toEqual([
      'manualFunds.list:screen.add',
      'manualFunds.list.offer',
      'manualFunds.list.delete',
    ]);
    await waitFor(() => {
      const registered = visibleActions(sessionSignal.value?.permission).map((action) => action.id);
      for (const id of shown) expect(registered).toContain(id);
    });
    // The palette's entries are for the record the menu is open on.
    const labels = visibleActions(sessionSignal.value?.permission).map((action) => action.label);
    expect(labels).toContain('Offer reason: Refund');
  });
});
