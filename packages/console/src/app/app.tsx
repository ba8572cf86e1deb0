import { useSignals } from '@preact/signals-react/runtime';
import { Toaster } from 'sonner';
import { watchDataAge } from '../state/data-age';
import { countRequests } from '../state/in-flight';
import { themeSignal } from '../state/theme';
import { useActionContext } from './actions/use-action-context';
import { useGlobalShortcuts } from './keyboard';
import { ToastLog } from './layout/toast-log';
import { CommandPalette } from './palette/command-palette';
import { AppRoutes } from './routes';
import { type Services, ServicesProvider } from './services';

export const TOAST_DURATION_MS = 3000;

/** The whole console, given the SDK client and session store made at start-up. */
export function App({ services }: { services: Services }) {
  countRequests(services.client);
  watchDataAge(services.client);
  return (
    <ServicesProvider services={services}>
      <Frame />
    </ServicesProvider>
  );
}

/** Where toasts start: under the top bar (56 px) and its border, with a gap. */
export const TOAST_TOP_PX = 64;

function Frame() {
  useSignals();
  useGlobalShortcuts(useActionContext());
  return (
    <>
      <AppRoutes />
      <CommandPalette />
      <ToastLog />
      <Toaster
        position="top-right"
        // Below the top bar (56 px), so an alarm never covers the palette box or the user menu, and
        // stacked one under another, each readable, instead of piled behind the newest.
        offset={{ top: TOAST_TOP_PX, right: 16 }}
        expand
        duration={TOAST_DURATION_MS}
        theme={themeSignal.value}
        richColors
        closeButton
      />
    </>
  );
}
