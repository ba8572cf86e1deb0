import { useSignals } from '@preact/signals-react/runtime';
import { Command } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { SCREENS } from '../../screens/registry';
import { userDetailsUrl } from '../../screens/users/users-ui';
import { closePalette, paletteOpen, paletteSeed } from '../../state/palette';
import { ALL_ACTIONS } from '../actions/all-actions';
import { formatShortcut } from '../actions/shortcut';
import { runAction, useActionContext } from '../actions/use-action-context';
import { canSearchPlayers, shellActive } from './palette-access';
import { indexEntries, type PaletteEntry, rankScored } from './rank';
import { readRecent, rememberRecent } from './recent';
import { ShortcutList } from './shortcut-list';
import { usePaletteEntries } from './use-palette-entries';
import { type PlayerHit, usePlayerSearch } from './use-player-search';

/** Rows rendered for a typed query: the best 50 of any number of entries keep a keystroke cheap. */
export const RENDER_CAP = 50;
/**
 * Rows rendered for the empty query, which lists every screen and action (recently used first): far
 * above the registry's size (about 60 for an admin), a bound only for synthetic scale.
 */
export const EMPTY_QUERY_CAP = 250;

/** Ctrl/Cmd+K: go anywhere, run anything, find a player. */
export function CommandPalette() {
  useSignals();
  const [location] = useLocation();
  const active = shellActive(location);
  // A palette left open by a logout or a 401 must not reappear after the next login.
  useEffect(() => {
    if (!active) closePalette();
  }, [active]);
  return active && paletteOpen.value ? <PaletteDialog seed={paletteSeed.value} /> : null;
}

function PaletteDialog({ seed }: { seed: string }) {
  const [query, setQuery] = useState(seed);
  // The highlighted row, as chosen (by the arrows, or by cmdk picking the first row) for a query.
  const [chosen, setChosen] = useState({ query: seed, id: '' });
  const ctx = useActionContext();
  const entries = usePaletteEntries(true);
  const index = useMemo(() => indexEntries(entries), [entries]);
  const recent = useMemo(readRecent, []);
  const ranked = useMemo(
    () => rankScored(index, query, recent, query.trim() ? RENDER_CAP : EMPTY_QUERY_CAP),
    [index, query, recent],
  );
  const players = usePlayerSearch(query, canSearchPlayers());
  const help = query.trim() === '?';
  // Players arrive a debounce later: they go below the screens and actions that really match (only
  // fuzzy matches rank under them), and the highlight stays where it is, so Enter never changes meaning.
  const shown: PaletteEntry[] = help
    ? []
    : [
        ...ranked.filter((r) => !r.fuzzy).map((r) => r.entry),
        ...players.hits,
        ...ranked.filter((r) => r.fuzzy).map((r) => r.entry),
      ];
  const keep = chosen.query === query && shown.some((entry) => entry.id === chosen.id);
  const selected = keep ? chosen.id : (shown[0]?.id ?? '');
  const previousFocus = useRef<Element | null>(document.activeElement);

  useEffect(() => {
    const before = previousFocus.current;
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);

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
      const action = ALL_ACTIONS.find((a) => `action:${a.id}` === entry.id);
      if (action) runAction(action, ctx);
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a mouse shortcut; Esc is the keyboard path
    <div className="palette-overlay" role="presentation" onMouseDown={closePalette}>
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
          value={selected}
          onValueChange={(id) => setChosen({ query, id })}
          label="Command palette"
        >
          <Command.Input
            autoFocus
            value={query}
            onValueChange={setQuery}
            placeholder="Go to a screen, run an action, find a player (id, name, phone)… ? for shortcuts"
            aria-label="Search screens, actions and players"
          />
          <Command.List>
            {help ? (
              <ShortcutList />
            ) : (
              <>
                {players.loading ? <Command.Loading>Searching players…</Command.Loading> : null}
                {shown.length === 0 && !players.loading ? (
                  <div className="palette-empty">No results</div>
                ) : null}
                {shown.map((entry) => (
                  <Command.Item key={entry.id} value={entry.id} onSelect={() => choose(entry)}>
                    <span className="palette-label">{entry.label}</span>
                    <span className="palette-group">
                      {entry.kind === 'player' ? entry.hint : entry.group}
                    </span>
                    {entry.shortcut ? <kbd>{formatShortcut(entry.shortcut)}</kbd> : null}
                  </Command.Item>
                ))}
              </>
            )}
          </Command.List>
        </Command>
      </div>
    </div>
  );
}
