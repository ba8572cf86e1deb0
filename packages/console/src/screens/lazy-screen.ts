import { createElement } from 'react';
import { LoadingPanel } from '../app/layout/panels';
import { chunk } from '../components/chunk';
import type { ScreenDef, ScreenProps } from './screen-types';

type Loader = () => Promise<{ default: ScreenDef['component'] }>;

const prefetchers = new WeakMap<object, () => void>();

/**
 * A screen's component in its own chunk, fetched when first shown or ahead of time (`prefetchScreen`);
 * drawn at once when its chunk is in (`components/chunk.ts`).
 */
export function lazyScreen(load: Loader): ScreenDef['component'] {
  const screen = chunk<ScreenProps>(load);
  function Screen(props: ScreenProps) {
    const Component = screen.useComponent();
    return Component ? createElement(Component, props) : createElement(LoadingPanel);
  }
  prefetchers.set(Screen, () => void screen.fetch().catch(() => undefined));
  return Screen;
}

/**
 * Fetches a screen's chunk before it is opened: when its palette row is highlighted or its sidebar
 * link hovered or focused, so the screen shows at once on Enter or click.
 */
export function prefetchScreen(screen: ScreenDef): void {
  prefetchers.get(screen.component)?.();
}
