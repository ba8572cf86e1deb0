import { type ComponentType, lazy } from 'react';
import type { ScreenDef, ScreenProps } from './screen-types';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

const loaders = new WeakMap<object, Loader>();

/** A screen's lazy component that can also be fetched ahead of time. */
export function lazyScreen(load: Loader): ScreenDef['component'] {
  const component = lazy(load);
  loaders.set(component, load);
  return component;
}

/**
 * Fetches a screen's chunk before it is opened: when its palette row is highlighted or its sidebar
 * link hovered or focused, so the screen shows at once on Enter or click.
 */
export function prefetchScreen(screen: ScreenDef): void {
  void loaders
    .get(screen.component)?.()
    .catch(() => undefined);
}
