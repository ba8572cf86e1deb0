import { createBackofficeClient, createLocalStorageSession, setCompiledConversion } from '@backoffice/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './app/app';
import { loadRuntimeConfig } from './app/config';
import { followGlobalError } from './app/errors';
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

const config = await loadRuntimeConfig();
const session = createLocalStorageSession();
bindSession(session);
const client = createBackofficeClient({
  baseUrl: config.apiBaseUrl,
  session,
  onError: (error) => followGlobalError(error, navigate),
});

root.render(
  <StrictMode>
    <App services={{ client, session }} />
  </StrictMode>,
);
