import { createMemorySession } from '@backoffice/sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../src/app/services';
import AppVersionScreen from '../src/screens/app-settings/app-version-screen';
import type { ScreenDef } from '../src/screens/screen-types';
import { fakeClient, loggedIn, ok, on } from './fake-client';

// A settings form (RecordForm) keeps what the user typed until it is saved or discarded: a re-render of
// the screen around it (its field list is a new array each time) or the reload after a save must not put
// the stored values back over the edit, not even for a moment.

const stored = { minimum_app_version: '1.4.2', maintenance: 0, force_update: 0, last_updated_at: null };

function setup() {
  let current = { ...stored };
  let releaseSave: () => void = () => {};
  let releaseReload: () => void = () => {};
  let reads = 0;
  const fake = fakeClient([
    on('GET', '/others/app-setting/app-version-setting', async () => {
      reads += 1;
      // The reload after the save answers only when the test lets it.
      if (reads > 1) await new Promise<void>((resolve) => (releaseReload = resolve));
      return ok(current);
    }),
    on('PUT', '/others/app-setting/update-app-version-setting', async (call) => {
      await new Promise<void>((resolve) => (releaseSave = resolve));
      current = { ...current, ...(call.body as object) };
      return ok(current, 'App version updated');
    }),
  ]);
  loggedIn(fake.session, ['app-setting.appVersion']);
  let rerender: () => void = () => {};
  function Around() {
    const [, setN] = useState(0);
    rerender = () => setN((n) => n + 1);
    return <AppVersionScreen screen={{ path: '/app-setting/app-version' } as ScreenDef} />;
  }
  render(
    <ServicesProvider services={{ client: fake.client, session: createMemorySession() }}>
      <Around />
    </ServicesProvider>,
  );
  return {
    rerender: () => act(() => rerender()),
    releaseSave: () => act(() => releaseSave()),
    releaseReload: () => act(() => releaseReload()),
  };
}

/** The switch's state as the browser holds it (a checkbox with role=switch). */
const maintenanceOn = () =>
  (screen.getByRole('switch', { name: 'Maintenance mode' }) as HTMLInputElement).checked;

describe('RecordForm', () => {
  it('keeps an unsaved edit when the screen around it renders again', async () => {
    const t = setup();
    const user = userEvent.setup();
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    await user.click(maintenance);
    expect(maintenanceOn()).toBe(true);
    await t.rerender();
    expect(maintenanceOn()).toBe(true);
    expect(screen.queryByText(/Unsaved changes/)).not.toBeNull();
  });

  it('shows the saved value, never the old one, while the record reloads after a save', async () => {
    const t = setup();
    const user = userEvent.setup();
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    await user.click(maintenance);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Turn maintenance on' }));
    await t.releaseSave();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The reload has not answered yet; the screen renders again meanwhile.
    await t.rerender();
    expect(maintenanceOn()).toBe(true);
    await t.releaseReload();
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).toBeNull());
    expect(maintenanceOn()).toBe(true);
  });
});
