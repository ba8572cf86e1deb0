import { createBackofficeClient, createLocalStorageSession, setCompiledConversion } from '@backoffice/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { ConfigError, loadRuntimeConfig, type RuntimeConfig } from './app/config';
import { followGlobalError, sayNotOffered } from './app/errors';
import { bindSession } from './state/session';
import './styles/index.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(
  <p className="loading" role="status">
    Loading...
  </p>,
);

// The console is served with script-src 'self' (no 'unsafe-eval'): the SDK's key conversion uses its plain
// loop from the start instead of asking for `new Function` and being refused (a CSP violation report).
setCompiledConversion(false);

let config: RuntimeConfig | undefined;
try {
  config = await loadRuntimeConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A faulty operation map stops the console here, naming the entry, rather than breaking a screen later.
  root.render(
    <section className="panel notice start-error" aria-labelledby="start-error-title">
      <h1 id="start-error-title">The console cannot start</h1>
      <p>{error.message}</p>
      <p>Correct the operation map in /config.json (see docs/operation-map.md) and reload.</p>
    </section>,
  );
}

if (config) {
  const session = createLocalStorageSession();
  bindSession(session);
  const client = createBackofficeClient({
    baseUrl: config.apiBaseUrl,
    session,
    operationMap: config.operationMap,
    offers: config.offers,
    onError: (error) => followGlobalError(error, navigate),
    onNotOffered: (error) => sayNotOffered(error, client),
  });

  root.render(
    <StrictMode>
      <App services={{ client, session }} />
    </StrictMode>,
  );
}
