import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastHistory } from '../src/state/toast-history';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl, renderApp } from './render-app';

const reason = (id: number, reasons: string, isAction = true) => ({
  manual_fund_id: id,
  reasons,
  is_action: isAction,
  created_at: '2026-11-20T10:00:00+05:30',
});

function pageOf(rows: unknown[], page = 1, totalPage = 1) {
  return {
    rows,
    pagination: { per_page: 10, current_page: page, total_page: totalPage, total_count: rows.length },
  };
}

function setup(routes: Parameters<typeof fakeClient>[0], path = '/payment-gateway/fund-reason') {
  const fake = fakeClient(routes);
  loggedIn(fake.session, ['pg.manualFundReason']);
  renderApp(path, fake.client, fake.session);
  return fake;
}

const lists = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/v1/others/manual-funds'));
const toasts = () => toastHistory.value.map((t) => t.text);

async function openPaletteAndRun(text: string) {
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard(text);
  await waitFor(() => expect(screen.getAllByRole('option')[0]?.textContent).toContain(text));
  await userEvent.keyboard('{Enter}');
}

describe('Manual fund reason screen on the kit', () => {
  it('keeps search, sort and page in the URL and sends them under the operation keys', async () => {
    const fake = setup(
      [on('GET', '/others/manual-funds', ok(pageOf([reason(1, 'Bonus')], 2, 3)))],
      '/payment-gateway/fund-reason?search=bon&page=2',
    );
    expect(await screen.findByText('Bonus')).toBeTruthy();
    const sent = new URL(`http://x${lists(fake.calls)[0]?.path}`).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      search: 'bon',
      page: '2',
      order_by: 'created_at',
      order: 'desc',
    });
  });

  it('clamps a page past the end to the last page when the answer is shorter', async () => {
    setup(
      [on('GET', '/others/manual-funds', ok(pageOf([reason(1, 'Bonus')], 1, 2)))],
      '/payment-gateway/fund-reason?page=9',
    );
    await waitFor(() => expect(currentUrl()).toBe('/payment-gateway/fund-reason?page=2'));
  });

  it('adds a reason from the palette by keyboard alone, then reloads the list', async () => {
    let rows = [reason(1, 'Bonus')];
    const fake = setup([
      on('GET', '/others/manual-funds', () => ok(pageOf(rows))),
      on('POST', '/others/manual-funds', (call) => {
        rows = [...rows, reason(2, String((call.body as { reasons: string }).reasons))];
        return ok(rows[1], 'Manual fund reason added');
      }),
    ]);
    await screen.findByText('Bonus');
    await openPaletteAndRun('Add reason');
    const dialog = await screen.findByRole('dialog', { name: 'Add manual fund reason' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Refund for a failed deposit{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      reasons: 'Refund for a failed deposit',
    });
    expect(toasts()).toContain('Manual fund reason added');
    await waitFor(() => expect(lists(fake.calls)).toHaveLength(2));
    expect(await screen.findByText('Refund for a failed deposit')).toBeTruthy();
  });

  it('checks the contract constraints before sending and names the field', async () => {
    const fake = setup([on('GET', '/others/manual-funds', ok(pageOf([])))]);
    await screen.findByText('No manual fund reasons');
    await userEvent.click(screen.getByRole('button', { name: 'Add reason…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manual fund reason' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Reason is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's 400 on the field it names and keeps the dialog open", async () => {
    setup([
      on('GET', '/others/manual-funds', ok(pageOf([]))),
      on('POST', '/others/manual-funds', {
        status: 400,
        body: { error: true, msg: 'body.reasons is already a reason' },
      }),
    ]);
    await screen.findByText('No manual fund reasons');
    await userEvent.click(screen.getByRole('button', { name: 'Add reason…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manual fund reason' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bonus{Enter}');
    const field = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('body.reasons is already a reason')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add manual fund reason' })).toBeTruthy();
  });

  it('asks before deleting and shows the refusal read from msg.manual_fund_id', async () => {
    setup([
      on('GET', '/others/manual-funds', ok(pageOf([reason(4, 'Bonus')]))),
      on('DELETE', '/others/manual-funds/4', {
        status: 409,
        body: { error: true, msg: { manual_fund_id: 'This reason is used by 3 wallet adjustments' } },
      }),
    ]);
    await screen.findByText('Bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Bonus' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete reason…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete manual fund reason' });
    expect(dialog.textContent).toContain('Delete the reason "Bonus"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This reason is used by 3 wallet adjustments',
    );
    expect(toasts()).toContain('This reason is used by 3 wallet adjustments');
  });

  it('switches a reason on and off from the row menu with one status call', async () => {
    const fake = setup([
      on('GET', '/others/manual-funds', ok(pageOf([reason(4, 'Bonus', false)]))),
      on('PUT', '/others/manual-funds/update-status/4', ok(reason(4, 'Bonus', true))),
    ]);
    await screen.findByText('Bonus');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Bonus' }));
    expect(screen.queryByRole('menuitem', { name: 'Stop offering reason' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Offer reason' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ is_action: true });
  });
});

describe('the list controller drops stale answers', () => {
  it('shows the answer to the latest search even when an older one arrives after it', async () => {
    let releaseOld: (() => void) | undefined;
    setup(
      [
        on('GET', '/others/manual-funds', (call) => {
          if (call.path.includes('search=old')) {
            return new Promise((done) => {
              releaseOld = () => done(ok(pageOf([reason(1, 'Old answer')])));
            });
          }
          return ok(pageOf([reason(2, call.path.includes('search=new') ? 'New answer' : 'First page')]));
        }),
      ],
      '/payment-gateway/fund-reason?search=old',
    );
    await waitFor(() => expect(releaseOld).toBeDefined());
    window.history.pushState(null, '', '/payment-gateway/fund-reason?search=new');
    expect(await screen.findByText('New answer')).toBeTruthy();
    releaseOld?.();
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText('Old answer')).toBeNull();
    expect(screen.getByText('New answer')).toBeTruthy();
  });
});
