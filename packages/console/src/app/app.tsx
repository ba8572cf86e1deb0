import { useSignals } from '@preact/signals-react/runtime';
import { Toaster } from 'sonner';
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
  return (
    <ServicesProvider services={services}>
      <Frame />
    </ServicesProvider>
  );
}

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
        duration={TOAST_DURATION_MS}
        theme={themeSignal.value}
        richColors
        closeButton
      />
    </>
  );
}
