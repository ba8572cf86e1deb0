import { useSignals } from '@preact/signals-react/runtime';
import { sessionSignal } from '../../state/session';
import { allActions, visibleActions } from '../actions/all-actions';
import { formatShortcut } from '../actions/shortcut';
import { holdsAny } from '../permissions';

const FIXED: [string, string][] = [
  ['Esc', 'Close the palette or a dialog'],
  ['Enter', 'Open or run the highlighted item'],
  ['Ctrl+Enter', 'Confirm the open confirmation (focus starts on Cancel)'],
  ['↑ ↓', 'Move through the list'],
  ['PgUp PgDn', 'Move a page through the list'],
  ['Home End', 'Go to the first or last item'],
];

/**
 * What `?` shows: each shortcut that works here once, with what it does and what it acts on (a record's
 * action is labelled with the record now focused: "Approve request 12…", "Block user: Ravi Kumar"), then
 * the palette's and dialogs' own keys. A list and its drawer register the same record's actions: one row.
 */
export function ShortcutList() {
  useSignals();
  const held = sessionSignal.value?.permission;
  const applies = new Set(visibleActions(held));
  const byKey = new Map<string, string>();
  // Those that apply now first (labelled with the focused record), then the rest of the screen's.
  const all = allActions().filter((action) => holdsAny(held, action.permission));
  const ordered = [...all].sort((a, b) => Number(applies.has(b)) - Number(applies.has(a)));
  for (const source of ordered) {
    if (!source.shortcut) continue;
    const keys = formatShortcut(source.shortcut);
    if (byKey.has(keys)) continue;
    const now = applies.has(source);
    byKey.set(
      keys,
      now || !source.acts ? source.label : `${source.help ?? source.label} — on ${source.acts}`,
    );
  }
  return (
    <section aria-label="Keyboard shortcuts" className="shortcut-list">
      <p className="muted">
        One-letter keys act on the highlighted row and work outside text fields; none work while a dialog, a
        menu or the palette is open. Focus a row to see its keys here.
      </p>
      <dl>
        {[...byKey.entries(), ...FIXED].map(([keys, label]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
