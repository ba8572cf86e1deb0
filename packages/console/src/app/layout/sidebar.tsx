import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '../../components/icon';
import { prefetchScreen } from '../../screens/lazy-screen';
import { titleText } from '../../screens/titles';
import { sessionSignal } from '../../state/session';
import { sidebarOpen } from '../../state/sidebar';
import { type NavNode, navModel } from './nav-model';
import { SidebarGroup } from './sidebar-group';

export function Sidebar() {
  useSignals();
  const [location] = useLocation();
  const nodes = navModel(sessionSignal.value?.permission);
  const expanded = sidebarOpen.value;
  const activeGroup = nodes.find((n) => n.kind === 'group' && n.screens.some((s) => s.path === location));
  const [openGroup, setOpenGroup] = useState<string | null>(
    activeGroup?.kind === 'group' ? activeGroup.name : null,
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
                </Link>
              </li>
            ) : (
              <SidebarGroup
                key={node.name}
                name={node.name}
                screens={node.screens}
                location={location}
                expanded={expanded}
                open={openGroup === node.name}
                onToggle={() => setOpenGroup(openGroup === node.name ? null : node.name)}
              />
            ),
          )}
        </ul>
      </nav>
    </aside>
  );
}
