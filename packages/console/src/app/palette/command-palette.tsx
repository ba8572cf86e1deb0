import { useSignals } from '@preact/signals-react/runtime';
import { Command } from 'cmdk';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { prefetchScreen } from '../../screens/lazy-screen';
import { SCREENS } from '../../screens/registry';
import { closePalette, paletteOpen, paletteSeed, screenAhead } from '../../state/palette';
import { allActions } from '../actions/all-actions';
import { runAction, useActionContext } from '../actions/use-action-context';
import { userDetailsUrl } from '../links';
import { ActiveDescendant } from './active-descendant';
import { canSearchPlayers, shellActive } from './palette-access';
import { highlightAfterKey } from './palette-keys';
import { PaletteRows } from './palette-rows';
import { createRanker, indexEntries, type PaletteEntry } from './rank';
import { readRecent, rememberRecent } from './recent';
import { ShortcutList } from './shortcut-list';
import { usePaletteEntries } from './use-palette-entries';
import { type PlayerHit, usePlayerSearch } from './use-player-search';
import { useRowWindow } from './use-row-window';

/** Rows rendered for a typed query: the best 50 of any number of entries keep a keystroke cheap. */
export const RENDER_CAP = 50;
/**
 * Rows rendered for the empty query, which lists every screen and action (recently used first): above
 * the registry's size (about 65 for an admin, checked by a test), a bound only at synthetic scale.
 */
export const EMPTY_QUERY_CAP = 100;

/** How long a screen's row stays highlighted before the screen is drawn hidden behind the palette. */
export const AHEAD_AFTER_MS = 150;

/** Ctrl/Cmd+K: go anywhere, run anything, find a player. */
export function CommandPalette() {
  useSignals();
  const [location] = useLocation();
  const active = shellActive(location);
  // A palette left open by a logout or a 401 must not reappear after the next login.
  useEffect(() => {
    if (!active) closePalette();
  }, [active]);
  return active && paletteOpen.value ? <RegistryPalette seed={paletteSeed.value} /> : null;
}

function RegistryPalette({ seed }: { seed: string }) {
  return <PaletteDialog seed={seed} entries={usePaletteEntries(true)} />;
}

/** The open palette over the given entries (the registry's; the browser benchmark adds 10,000). */
export function PaletteDialog({ seed, entries }: { seed: string; entries: readonly PaletteEntry[] }) {
  useSignals();
  const [query, setQuery] = useState(seed);
  // The highlighted row for a query: the first row when the query changes, then the user's choice; and
  // the row it left, which stays rendered (cmdk would highlight another row if it unmounted at once).
  const [chosen, setChosen] = useState({ query: seed, id: '', left: '' });
  const ctx = useActionContext();
  const rank = useMemo(() => createRanker(indexEntries(entries)), [entries]);
  const recent = useMemo(readRecent, []);
  const ranked = useMemo(
    () => rank(query, recent, query.trim() ? RENDER_CAP : EMPTY_QUERY_CAP),
    [rank, query, recent],
  );
  const searchesPlayers = canSearchPlayers();
  const players = usePlayerSearch(query, searchesPlayers);
  const help = query.trim() === '?';
  // Players arrive a debounce later: they go below the screens and actions that really match (only
  // fuzzy matches rank under them), and the highlight stays where it is, so Enter never changes meaning.
  const shown = useMemo<PaletteEntry[]>(
    () =>
      help
        ? []
        : [
            ...ranked.filter((r) => !r.fuzzy).map((r) => r.entry),
            ...players.hits,
            ...ranked.filter((r) => r.fuzzy).map((r) => r.entry),
          ],
    [help, ranked, players.hits],
  );
  const keep = chosen.query === query && shown.some((entry) => entry.id === chosen.id);
  const selected = keep ? chosen.id : (shown[0]?.id ?? '');
  // Pin what is highlighted for this query, so rows that arrive later (player hits) cannot move it.
  if (!keep && selected) setChosen({ query, id: selected, left: chosen.id });
  const highlighted = shown.findIndex((entry) => entry.id === selected);
  // A highlighted screen: its chunk at once; drawn hidden (its first page read, its grid built) once the
  // highlight has stayed a moment, so typing on does not build every screen it passes; Enter then shows it.
  useEffect(() => {
    const screen = SCREENS.find((s) => `screen:${s.id}` === selected);
    if (!screen) return;
    prefetchScreen(screen);
    const timer = setTimeout(() => {
      screenAhead.value = screen.id;
    }, AHEAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [selected]);
  useEffect(
    () => () => {
      screenAhead.value = null;
    },
    [],
  );
  const left = shown.findIndex((entry) => entry.id === chosen.left);
  const rows = useRowWindow(query, shown.length, highlighted, left);
  const inputRef = useRef<HTMLInputElement>(null);
  const overlayRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const overlay = overlayRef.current;
    if (overlay && !overlay.open) {
      if (typeof overlay.showModal === 'function') overlay.showModal();
      else overlay.setAttribute('open', '');
    }
    inputRef.current?.focus();
  }, []);
  const previousFocus = useRef<Element | null>(document.activeElement);

  useEffect(() => {
    const before = previousFocus.current;
    return () => {
      // Not into a screen the palette's Enter has just hidden (the arrival focuses the one shown): focusing
      // an inert element does nothing but make the browser lay out the page first.
      if (before instanceof HTMLElement && before.isConnected && !before.closest('[inert]')) before.focus();
    };
  }, []);

  // One stable callback for every row (cmdk passes the row's value, our id): a keystroke re-renders only
  // the rows whose entry changed, and cmdk does not re-attach each row's select listener.
  const latest = useRef({ choose, shown });
  latest.current = { choose, shown };
  const onSelect = useCallback((id: string) => {
    const entry = latest.current.shown.find((e) => e.id === id);
    if (entry) latest.current.choose(entry);
  }, []);

  // cmdk moves only among the items in the DOM, a window of the rows: the palette moves the highlight itself.
  function navigate(event: KeyboardEvent) {
    if (event.defaultPrevented || event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      const entry = shown[highlighted];
      if (entry) choose(entry);
      return;
    }
    const row = highlightAfterKey(event, highlighted, shown.length, rows.pageRows());
    const entry = row === undefined ? undefined : shown[row];
    if (row === undefined || !entry) return;
    event.preventDefault();
    setChosen({ query, id: entry.id, left: selected });
    rows.reveal(row);
  }

  function choose(entry: PaletteEntry) {
    rememberRecent(entry.id);
    closePalette();
    if (entry.kind === 'player') {
      const hit = entry as PlayerHit;
      ctx.navigate(userDetailsUrl(hit.userId, hit.stage));
    } else if (entry.kind === 'screen') {
      const screen = SCREENS.find((s) => `screen:${s.id}` === entry.id);
      if (screen) ctx.navigate(screen.path);
    } else {
      const action = allActions().find((a) => `action:${a.id}` === entry.id);
      if (action) runAction(action, ctx);
    }
  }

  return (
    // A modal <dialog> of its own, so it opens above a record's or an action's dialog (the top layer)
    // instead of behind it, inert. A backdrop click is a mouse shortcut; Esc is the keyboard path.
    <dialog
      ref={overlayRef}
      className="palette-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closePalette();
      }}
      onCancel={(event) => {
        event.preventDefault();
        closePalette();
      }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Command palette"
        className="palette"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            closePalette();
          }
        }}
      >
        <Command
          shouldFilter={false}
          filter={noScore}
          value={selected}
          // cmdk reports the first row after each search; keep the state (no re-render) when it is unchanged.
          onValueChange={(id) =>
            setChosen((c) => (c.query === query && c.id === id ? c : { query, id, left: c.id }))
          }
          label="Command palette"
          onKeyDown={navigate}
        >
          <Command.Input
            ref={inputRef}
            autoFocus
            value={query}
            onValueChange={setQuery}
            placeholder={
              searchesPlayers
                ? 'Go to a screen, run an action, find a player (id, name, phone)… ? for shortcuts'
                : 'Go to a screen or run an action… ? for shortcuts'
            }
            aria-label="Search screens, actions and players"
          />
          <Command.List ref={rows.listRef} onScroll={rows.onScroll}>
            {help ? (
              <ShortcutList />
            ) : (
              <>
                {players.loading ? <Command.Loading>Searching players…</Command.Loading> : null}
                {shown.length === 0 && !players.loading ? (
                  <div className="palette-empty">No results</div>
                ) : null}
                <div ref={rows.rowsRef} role="presentation">
                  <PaletteRows entries={shown} rowWindow={rows.rowWindow} onSelect={onSelect} />
                </div>
              </>
            )}
          </Command.List>
          <ActiveDescendant row={highlighted} listRef={rows.listRef} inputRef={inputRef} />
        </Command>
      </div>
    </dialog>
  );
}

/**
 * With shouldFilter={false} cmdk never uses its scores, but still scores every row whose value changes
 * against the search (command-score): a constant keeps that work off each keystroke.
 */
const noScore = () => 1;
