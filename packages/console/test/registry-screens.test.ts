import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import type { ScreenDef, ScreenProps } from '../src/screens/screen-types';

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>;

// Here a row's lazy component is its loader, so the test can see which module each row opens.
vi.mock('../src/screens/lazy-screen', () => ({
  lazyScreen: (load: Loader) => ({ load }),
  prefetchScreen: () => undefined,
}));

const SCREENS_DIR = resolve(__dirname, '../src/screens');
// The login screen is the shell's own page, outside the registry.
const OUTSIDE_REGISTRY = ['login'];

/** Every area's screen modules: src/screens/<area>/<name>-screen.tsx. */
function screenModules(): string[] {
  return readdirSync(SCREENS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !OUTSIDE_REGISTRY.includes(entry.name))
    .flatMap((area) =>
      readdirSync(join(SCREENS_DIR, area.name))
        .filter((name) => name.endsWith('-screen.tsx'))
        .map((name) => `${area.name}/${name}`),
    );
}

describe('screen registry components', () => {
  it('serves every screen module from a row, with no placeholder screen left over', async () => {
    const opened = (screen: ScreenDef) => (screen.component as unknown as { load: Loader }).load();
    const served = new Set((await Promise.all(SCREENS.map(opened))).map((module) => module.default));
    const unserved: string[] = [];
    for (const file of screenModules()) {
      const module: { default: unknown } = await import(join(SCREENS_DIR, file));
      if (!served.has(module.default as ComponentType<ScreenProps>)) unserved.push(file);
    }
    expect(unserved).toEqual([]);
  });
});
