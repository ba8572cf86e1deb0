import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/icon';
import { PinnedViews } from '../../components/saved-views/pinned-views';
import { prefetchScreen } from '../../screens/lazy-screen';
import { titleText } from '../../screens/titles';
import { approvableRequests } from '../../state/approvals';
import { chatUnreadTotal } from '../../state/chat-feed';
import { dueResults } from '../../state/due-results';
import { hostSignal, isOffered } from '../../state/host';
import { integrityBadge } from '../../state/integrity-alarms';
import { liveStatus } from '../../state/live';
import { sessionSignal } from '../../state/session';
import { sidebarOpen } from '../../state/sidebar';
import { type NavNode, navModel } from './nav-model';
import { usePendingFingerprints } from './pending-fingerprints';
import { SidebarGroup } from './sidebar-group';

export function Sidebar() {
  useSignals();
  const [location] = useLocation();
  const held = sessionSignal.value?.permission;
  const host = hostSignal.value;
  // Made again only when the keys or the host's offer (which navModel reads) change: a navigation
  // re-renders only the groups holding the screen left or the one arrived at (SidebarGroup is memoized).
  const nodes = useMemo(() => navModel(held), [held, host]);
  const pendingFingerprints = usePendingFingerprints(sessionSignal.value?.permission);
  const expanded = sidebarOpen.value;
  const activeGroup = nodes.find((n) => n.kind === 'group' && n.screens.some((s) => s.path === location));
  const [openGroup, setOpenGroup] = useState<string | null>(
    activeGroup?.kind === 'group' ? activeGroup.name : null,
  );
  const toggleGroup = useCallback(
    (name: string) => setOpenGroup((open) => (open === name ? null : name)),
    [],
  );

  return (
    <aside className="sidebar" data-state={expanded ? 'expanded' : 'collapsed'}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          B
        </span>
        {expanded ? <span className="brand-name">Backoffice</span> : null}
      </div>
      <nav aria-label="Main">
        <ul className="nav-list">
          {nodes.map((node: NavNode) =>
            node.kind === 'item' ? (
              <li key={node.screen.id}>
                <Link
                  href={node.screen.path}
                  onMouseEnter={() => prefetchScreen(node.screen)}
                  onFocus={() => prefetchScreen(node.screen)}
                  className="nav-link"
                  aria-current={location === node.screen.path ? 'page' : undefined}
                  aria-label={expanded ? undefined : titleText(node.screen.titleKey)}
                  title={expanded ? undefined : titleText(node.screen.titleKey)}
                >
                  <Icon name={node.screen.icon} />
                  {expanded ? <span>{titleText(node.screen.titleKey)}</span> : null}
                  <ItemBadge screenId={node.screen.id} />
                </Link>
                <PinnedViews screenId={node.screen.id} expanded={expanded} />
              </li>
            ) : (
              <SidebarGroup
                key={node.name}
                name={node.name}
                screens={node.screens}
                location={node.screens.some((s) => s.path === location) ? location : null}
                expanded={expanded}
                open={openGroup === node.name}
                onToggle={toggleGroup}
                badge={
                  node.name === 'Masters' && pendingFingerprints > 0
                    ? {
                        count: pendingFingerprints,
                        label: `${pendingFingerprints} browser fingerprint${pendingFingerprints === 1 ? '' : 's'} waiting for approval`,
                      }
                    : node.name === 'Risk'
                      ? integrityBadge()
                      : undefined
                }
              />
            ),
          )}
        </ul>
      </nav>
      <CountsFreshness expanded={expanded} />
    </aside>
  );
}

/** The calls behind the sidebar's counts that follow the live stream (chat's unread has a stream of its own). */
const LIVE_COUNTS = ['approvals.list', 'board.day', 'integrity.alarms', 'fingerprints.list'] as const;

/**
 * Under the sidebar, while its counts are not live: on a host without the stream they are read on timers
 * (every 5 s to a minute, by count), and while the stream reconnects they may be behind. Nothing on a host
 * that offers none of the counts.
 */
function CountsFreshness({ expanded }: { expanded: boolean }) {
  useSignals();
  const status = liveStatus.value;
  if (status !== 'polling' && status !== 'reconnecting') return null;
  if (!LIVE_COUNTS.some((id) => isOffered(id))) return null;
  const text = status === 'polling' ? 'Counts: polling every 5-60 s' : 'Counts: reconnecting…';
  return (
    <p className="sidebar-freshness" role="status" aria-label={text} title={expanded ? undefined : text}>
      <span className="live-state" data-tone={status === 'polling' ? 'polling' : 'waiting'}>
        {expanded ? text : null}
      </span>
    </p>
  );
}

/**
 * The live count on a sidebar item: results due and not declared on the market board's item (the
 * alarm's badge), unread messages on Chat support. None while zero or unknown.
 */
function ItemBadge({ screenId }: { screenId: string }) {
  useSignals();
  const count =
    screenId === 'market-board'
      ? dueResults.value.length
      : screenId === 'chat'
        ? chatUnreadTotal.value
        : screenId === 'approvals'
          ? approvableRequests.value.length
          : null;
  if (!count) return null;
  const label =
    screenId === 'chat'
      ? `${count} unread`
      : screenId === 'approvals'
        ? `${count} ${count === 1 ? 'request' : 'requests'} awaiting your approval`
        : `${count} ${count === 1 ? 'result' : 'results'} due`;
  return (
    <span className="nav-badge" role="status" aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
