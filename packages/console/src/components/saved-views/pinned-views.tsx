import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { savedViews } from '../../state/saved-views';
import { viewUrl } from './view-controller';

/** The views the reader pinned under a screen's sidebar link (shown while the sidebar shows labels). */
export function PinnedViews({ screenId, expanded }: { screenId: string; expanded: boolean }) {
  useSignals();
  const pinned = savedViews.value.filter((view) => view.screen === screenId && view.pinned);
  if (!expanded || pinned.length === 0) return null;
  return (
    <ul className="nav-pinned" aria-label="Pinned views">
      {pinned.map((view) => {
        const href = viewUrl(view);
        return href ? (
          <li key={view.viewId}>
            <Link href={href} className="nav-link nav-pinned-link">
              {view.name}
            </Link>
          </li>
        ) : null;
      })}
    </ul>
  );
}
