// The open palette over 10,000 entries (the registry's screens and actions, then synthetic ones), built
// by vite in production mode and driven by run.mjs in Debian chromium.
import { createBackofficeClient, createMemorySession, PERMISSION_KEYS } from '@backoffice/sdk';
import { useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { PaletteDialog } from '../../src/app/palette/command-palette';
import { usePaletteEntries } from '../../src/app/palette/use-palette-entries';
import { ServicesProvider } from '../../src/app/services';
import { bindSession } from '../../src/state/session';
import '../../src/styles/index.css';
import { withSyntheticEntries } from '../entries';
import { countLongTasks } from './keystroke-timing';

const session = createMemorySession();
session.set({ token: 'bench', xApiKey: 'bench', permission: [...PERMISSION_KEYS] });
bindSession(session);

// Player search (after a 250 ms pause) answers at once with no rows: this measures the palette.
const noPlayers = {
  error: false,
  msg: '',
  data: {
    rows: [],
    pagination: { per_page: 5, current_page: 1, total_page: 0, total_count: 0 },
    counts: { registered: 0, unregistered: 0, unverified: 0, blocked: 0, banned: 0 },
  },
};
const client = createBackofficeClient({
  baseUrl: `${location.origin}/v1`,
  session,
  fetch: async () =>
    new Response(JSON.stringify(noPlayers), { headers: { 'content-type': 'application/json' } }),
});

function BenchPalette() {
  const registry = usePaletteEntries(true);
  const entries = useMemo(() => withSyntheticEntries(registry), [registry]);
  return <PaletteDialog seed="" entries={entries} />;
}

window.startLongTaskCount = countLongTasks;
createRoot(document.getElementById('root') as HTMLElement).render(
  <ServicesProvider services={{ client, session }}>
    <BenchPalette />
  </ServicesProvider>,
);
