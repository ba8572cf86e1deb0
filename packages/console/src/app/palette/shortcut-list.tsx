import { allActions } from '../actions/all-actions';
import { formatShortcut } from '../actions/shortcut';

const FIXED: [string, string][] = [
  ['Esc', 'Close the palette or a dialog'],
  ['Enter', 'Open or run the highlighted item'],
  ['↑ ↓', 'Move through the list'],
  ['PgUp PgDn', 'Move a page through the list'],
  ['Home End', 'Go to the first or last item'],
];

/** What `?` shows: every shortcut of the action registry, plus the palette's own keys. */
export function ShortcutList() {
  const seen = new Set<string>();
  const rows: [string, string][] = [];
  for (const action of allActions()) {
    if (!action.shortcut) continue;
    const keys = formatShortcut(action.shortcut);
    // A list and its drawer register the same record actions: the key is listed once.
    if (seen.has(`${keys}-${action.label}`)) continue;
    seen.add(`${keys}-${action.label}`);
    rows.push([keys, action.label]);
  }
  return (
    <section aria-label="Keyboard shortcuts" className="shortcut-list">
      <h2>Keyboard shortcuts</h2>
      <dl>
        {[...rows, ...FIXED].map(([keys, label]) => (
          <div key={`${keys}-${label}`}>
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
