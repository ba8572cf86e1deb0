import { createMemorySession } from '@backoffice/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/app/services';
import ActionHost from '../src/components/actions/action-host';
import { rowActions } from '../src/components/actions/row-action';
import { DetailDrawer } from '../src/components/detail-drawer';
import { Tabs } from '../src/components/tabs';
import { focusedRecord } from '../src/state/scope';
import { bindSession } from '../src/state/session';
import { fakeClient, loggedIn, ok, on } from './fake-client';
import { currentUrl } from './render-app';
import { wireUser } from './wire-user';

interface Player {
  userId: number;
  fullName: string;
  toWatch: boolean;
}

const watch = rowActions<Player>({ invalidates: ['users.details'] })({
  op: 'users.setWatchlist',
  id: 'watch',
  label: 'Add to watchlist',
  when: (player) => !player.toWatch,
  input: (player) => ({ userId: player.userId, status: true }),
});

function setup(path: string) {
  let watched = false;
  const fake = fakeClient([
    on('GET', '/users/details/', () =>
      ok({ ...wireUser(7, 'REGISTERED'), full_name: 'Ravi Kumar', to_watch: watched }),
    ),
    on('PUT', '/users/watchlist/7', () => {
      watched = true;
      return ok(null);
    }),
  ]);
  loggedIn(fake.session, ['users']);
  bindSession(fake.session);
  window.history.replaceState(null, '', path);
  render(
    <ServicesProvider services={{ client: fake.client, session: fake.session ?? createMemorySession() }}>
      <DetailDrawer<Player>
        param="user"
        op="users.details"
        input={(id) => ({ userId: Number(id) })}
        title={(player) => player.fullName}
        fields={[['Player id', (player) => player.userId]]}
        actions={[watch]}
        tabs={[
          { id: 'bids', label: 'Bids', render: (id) => <p>Bids of {id}</p> },
          { id: 'wallet', label: 'Wallet', render: (id) => <p>Wallet of {id}</p> },
        ]}
      />
      <ActionHost />
    </ServicesProvider>,
  );
  return fake;
}

describe('detail drawer', () => {
  it('opens from its URL parameter with the record, its toolbar and its tabs; closing drops the parameter', async () => {
    setup('/users?stage=BLOCKED&user=7');
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    expect(within(drawer).getByText('Bids of 7')).toBeTruthy();
    expect(focusedRecord.value?.label).toBe('Ravi Kumar');
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Wallet' }));
    expect(currentUrl()).toBe('/users?stage=BLOCKED&user=7&userTab=wallet');
    expect(within(drawer).getByText('Wallet of 7')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/users?stage=BLOCKED'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs a toolbar action and reloads the record it invalidates', async () => {
    const fake = setup('/users?user=7');
    const drawer = await screen.findByRole('dialog', { name: 'Ravi Kumar' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add to watchlist' }));
    await waitFor(() =>
      expect(within(drawer).queryByRole('button', { name: 'Add to watchlist' })).toBeNull(),
    );
    expect(fake.calls.filter((c) => c.path.startsWith('/v1/users/details/'))).toHaveLength(2);
  });
});

describe('Tabs', () => {
  it('moves and selects with the arrows, Home and End (roving focus)', async () => {
    const items = ['a', 'b', 'c'].map((v) => ({ value: v, label: v.toUpperCase() }));
    function Letters() {
      const [value, setValue] = useState('a');
      return <Tabs label="Letters" items={items} value={value} onChange={setValue} />;
    }
    render(<Letters />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    const selected = () => screen.getByRole('tab', { selected: true }).textContent;
    expect(tab('A').tabIndex).toBe(0);
    expect(tab('B').tabIndex).toBe(-1);
    tab('A').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(selected()).toBe('B');
    expect(document.activeElement).toBe(tab('B'));
    expect(tab('B').tabIndex).toBe(0);
    await userEvent.keyboard('{End}');
    expect(selected()).toBe('C');
    await userEvent.keyboard('{Home}');
    expect(selected()).toBe('A');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected()).toBe('C');
    expect(document.activeElement).toBe(tab('C'));
  });
});
