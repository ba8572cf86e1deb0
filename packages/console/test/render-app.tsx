import type { BackofficeClient, SessionStore } from '@backoffice/sdk';
import { render } from '@testing-library/react';
import { App } from '../src/app/app';
import { bindSession } from '../src/state/session';

/** Renders the whole console at `path` with a real SDK client over a fake fetch. */
export function renderApp(path: string, client: BackofficeClient, session: SessionStore) {
  window.history.replaceState(null, '', path);
  const unbind = bindSession(session);
  const view = render(<App services={{ client, session }} />);
  return { ...view, unbind };
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}
