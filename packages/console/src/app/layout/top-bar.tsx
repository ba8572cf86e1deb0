import { useSignals } from '@preact/signals-react/runtime';
import { Icon } from '../../components/icon';
import { openPalette } from '../../state/palette';
import { sidebarOpen, toggleSidebar } from '../../state/sidebar';
import { themeSignal, toggleTheme } from '../../state/theme';
import { formatShortcut } from '../actions/shortcut';
import { UserMenu } from './user-menu';

/** The title of the current screen as the page's h1, and the frame's controls. */
export function TopBar({ title }: { title: string }) {
  useSignals();
  const dark = themeSignal.value === 'dark';
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button"
        aria-label="Toggle sidebar"
        aria-expanded={sidebarOpen.value}
        title={`Toggle sidebar (${formatShortcut('Mod+B')})`}
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <h1>{title}</h1>
      <button type="button" className="palette-button" onClick={() => openPalette()}>
        <Icon name="search" size={16} />
        <span className="palette-button-text">Search or run a command</span>
        <kbd>{formatShortcut('Mod+K')}</kbd>
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
        onClick={toggleTheme}
      >
        <Icon name={dark ? 'sun' : 'moon'} />
      </button>
      <UserMenu />
    </header>
  );
}
