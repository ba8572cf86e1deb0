import { createMemorySession } from '@backoffice/sdk';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ServicesProvider } from '../src/app/services';
import type { ScreenDef, ScreenProps } from '../src/screens/screen-types';
import { fakeClient } from './fake-client';

/** One screen alone at `url` (its own URL state), over a real SDK client with fake routes. */
export function renderScreen(
  Screen: ComponentType<ScreenProps>,
  url: string,
  routes: Parameters<typeof fakeClient>[0],
  screen: Partial<ScreenDef> = {},
) {
  window.history.replaceState(null, '', url);
  const fake = fakeClient(routes, createMemorySession());
  const view = render(
    <ServicesProvider services={{ client: fake.client, session: fake.session }}>
      <Screen screen={{ path: url.split('?')[0], ...screen } as ScreenDef} />
    </ServicesProvider>,
  );
  return { ...view, calls: fake.calls };
}

/** The query of the last call to `path` (wire keys). */
export function lastQuery(calls: { path: string }[], path: string): URLSearchParams {
  const call = [...calls].reverse().find((c) => c.path.startsWith(`/v1${path}`));
  return new URLSearchParams(call?.path.split('?')[1] ?? '');
}
