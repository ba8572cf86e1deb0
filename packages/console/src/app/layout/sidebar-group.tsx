import { memo, useId, useState } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../components/icon';
import { PinnedViews } from '../../components/saved-views/pinned-views';
import { prefetchScreen } from '../../screens/lazy-screen';
import type { ScreenDef } from '../../screens/screen-types';
import { titleText } from '../../screens/titles';

interface Props {
  name: string;
  screens: ScreenDef[];
  /** The current path when it is one of the group's screens, else null. */
  location: string | null;
  /** Sidebar shows labels (false: icons only, children in a hover popup). */
  expanded: boolean;
  open: boolean;
  onToggle: (name: string) => void;
  /** Something waiting in the group (pending fingerprints on Masters): a count and what it counts. */
  badge?: { count: number; label: string };
}

/** Props alike but for a new badge object with the same count and label. */
function sameProps(a: Props, b: Props): boolean {
  return (
    a.name === b.name &&
    a.screens === b.screens &&
    a.location === b.location &&
    a.expanded === b.expanded &&
    a.open === b.open &&
    a.onToggle === b.onToggle &&
    a.badge?.count === b.badge?.count &&
    a.badge?.label === b.badge?.label
  );
}

/**
 * An accordion group; when the sidebar is collapsed, hovering or focusing it shows its children. Memoized:
 * a navigation re-renders only the groups holding the screen left or the one arrived at.
 */
export const SidebarGroup = memo(function SidebarGroup({
  name,
  screens,
  location,
  expanded,
  open,
  onToggle,
  badge,
}: Props) {
  const listId = useId();
  const [hover, setHover] = useState(false);
  const active = screens.some((s) => s.path === location);
  const icon = screens[0]?.icon ?? 'menu';
  const links = (
    <ul
      id={listId}
      className={expanded ? 'nav-sublist' : 'nav-popup'}
      aria-label={expanded ? undefined : name}
    >
      {screens.map((screen) => (
        <li key={screen.id}>
          <Link
            href={screen.path}
            onMouseEnter={() => prefetchScreen(screen)}
            onFocus={() => prefetchScreen(screen)}
            className="nav-link nav-sublink"
            aria-current={location === screen.path ? 'page' : undefined}
          >
            {titleText(screen.titleKey)}
          </Link>
          <PinnedViews screenId={screen.id} expanded={expanded} />
        </li>
      ))}
    </ul>
  );

  return (
    <li
      className="nav-group"
      data-active={active || undefined}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHover(false);
      }}
    >
      <button
        type="button"
        className="nav-link nav-group-button"
        aria-expanded={expanded ? open : hover}
        aria-controls={listId}
        aria-label={expanded ? undefined : badge ? `${name}, ${badge.label}` : name}
        onClick={() => onToggle(name)}
      >
        <Icon name={icon} />
        {expanded ? (
          <>
            <span>{name}</span>
            {badge ? (
              <span className="nav-badge" title={badge.label}>
                <span aria-hidden="true">{badge.count}</span>
                <span className="visually-hidden">{badge.label}</span>
              </span>
            ) : null}
            <span className="chevron" data-open={open || undefined}>
              <Icon name="chevron" size={14} />
            </span>
          </>
        ) : null}
      </button>
      {(expanded && open) || (!expanded && hover) ? links : null}
    </li>
  );
}, sameProps);
