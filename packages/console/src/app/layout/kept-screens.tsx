import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadError } from '../../components/load-error';
import { resolvePath, screenById } from '../../screens/resolve-path';
import type { ScreenDef } from '../../screens/screen-types';
import { titleText } from '../../screens/titles';
import { notOffered } from '../../state/host';
import { type KeptScreen, KeptScreenContext, keptScreenHandle } from '../../state/kept-screen';
import { screenAhead } from '../../state/palette';
import { sessionSignal } from '../../state/session';
import { holdsAny } from '../permissions';
import { MarkScreenMounted } from './after-first-screen';
import { LoadingPanel } from './panels';

/**
 * Screens kept mounted: the one shown, the palette's highlighted one and the one left last. Few: every kept
 * screen's DOM adds to the style work of each palette Enter (closing its modal dialog restyles the document),
 * about 10 ms at 1x CPU with four more kept in bench/screens (2-core machine, load 7).
 */
export const KEPT_SCREENS = 3;

interface Kept {
  screen: ScreenDef;
  handle: KeptScreen & { showing(): void };
  router: { hook: () => [string, typeof navigate]; searchHook: () => string };
}

/** The history events wouter raises (it patches pushState and replaceState to raise theirs). */
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'];

function onHistory(callback: () => void): () => void {
  for (const event of HISTORY_EVENTS) addEventListener(event, callback);
  return () => {
    for (const event of HISTORY_EVENTS) removeEventListener(event, callback);
  };
}

const showsScreen = (id: string) => () => {
  const match = resolvePath(window.location.pathname);
  return match.kind === 'screen' && match.screen.id === id;
};

/**
 * A kept screen's own router: its path is its own, its query string the URL's while it is shown and the
 * last one it showed while hidden (a hidden screen never sees another screen's filters, and re-renders for
 * none of them), and it navigates only while shown.
 */
function keptScreen(screen: ScreenDef): Kept {
  const shown = showsScreen(screen.id);
  let search = '';
  const readSearch = () => {
    if (shown()) search = window.location.search;
    return search;
  };
  const go: typeof navigate = (to, options) => {
    if (shown()) navigate(to, options);
  };
  return {
    screen,
    handle: keptScreenHandle(shown),
    router: {
      hook: () => [screen.path, go],
      searchHook: () => useSyncExternalStore(onHistory, readSearch),
    },
  };
}

/**
 * The main area's screens. The shown one and a few more stay mounted: the last ones left, hidden, so going
 * back shows them as they were (their grid, their rows, their scroll) instead of building them again; and
 * the palette's highlighted screen, drawn hidden ahead of Enter. A hidden screen is out of sight, out of
 * the accessibility tree and inert (no focus, no clicks), and out of the keys: its actions are not
 * registered, its reads wait (state/kept-screen.ts). The URL's query wins when it is shown again.
 */
export function KeptScreens({ current }: { current: ScreenDef | null }) {
  useSignals();
  const ahead = useAheadScreen(current);
  const kept = useRef<Kept[]>([]);
  const recent = useRef<string[]>([]);
  kept.current = keepScreens(kept.current, recent, current, ahead);
  const entries = kept.current;
  useEffect(() => {
    // After the shell's layout effect entered the screen: the parts that waited while hidden catch up.
    if (current) entries.find((entry) => entry.screen.id === current.id)?.handle.showing();
  }, [current, entries]);
  return entries.map((entry) => (
    <KeptScreenView key={entry.screen.id} entry={entry} shown={entry.screen.id === current?.id} />
  ));
}

/** The palette's highlighted screen, if the user may open it and the host offers it (not the one shown). */
function useAheadScreen(current: ScreenDef | null): ScreenDef | null {
  const id = screenAhead.value;
  const held = sessionSignal.value?.permission ?? [];
  const screen = id && id !== current?.id ? screenById(id) : undefined;
  return screen && holdsAny(held, screen.permission) && notOffered(screen.needs).length === 0 ? screen : null;
}

/**
 * The kept list after a render showing `current` with `ahead` drawn: the least recently shown go first.
 * Entries stay in the order they came (a kept screen is never moved in the DOM).
 */
function keepScreens(
  entries: Kept[],
  recent: { current: string[] },
  current: ScreenDef | null,
  ahead: ScreenDef | null,
): Kept[] {
  if (current) recent.current = [current.id, ...recent.current.filter((id) => id !== current.id)];
  // A screen drawn ahead stays drawn if the palette closes without it, the first to go when room is needed.
  if (ahead && !recent.current.includes(ahead.id)) recent.current = [...recent.current, ahead.id];
  let next = entries;
  for (const screen of [current, ahead]) {
    if (screen && !next.some((entry) => entry.screen.id === screen.id)) next = [...next, keptScreen(screen)];
  }
  const wanted = [current?.id, ahead?.id, ...recent.current].filter((id) => id !== undefined);
  const keep = new Set([...new Set(wanted)].slice(0, KEPT_SCREENS));
  recent.current = recent.current.filter((id) => keep.has(id));
  return next.every((entry) => keep.has(entry.screen.id))
    ? next
    : next.filter((entry) => keep.has(entry.screen.id));
}

function KeptScreenView({ entry, shown }: { entry: Kept; shown: boolean }) {
  // The screen's element is made once: showing or hiding it re-renders nothing inside.
  const body = useMemo(() => <ScreenBody entry={entry} />, [entry]);
  return (
    <div
      className={shown ? 'kept-screen' : 'kept-screen kept-screen-hidden'}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      {body}
    </div>
  );
}

function ScreenBody({ entry }: { entry: Kept }) {
  const { screen, handle, router } = entry;
  const Component = screen.component;
  return (
    <KeptScreenContext value={handle}>
      <Router hook={router.hook} searchHook={router.searchHook}>
        <ErrorBoundary
          fallback={(error, retry) => (
            <LoadError
              message={`${titleText(screen.titleKey)} could not be drawn: ${error.message}`}
              onRetry={retry}
            />
          )}
        >
          <Suspense fallback={<LoadingPanel />}>
            <Component screen={screen} />
            <MarkScreenMounted />
          </Suspense>
        </ErrorBoundary>
      </Router>
    </KeptScreenContext>
  );
}
