import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs of the bench, without types
import { percentile, readScreens } from '../bench/screens/stats.mjs';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';

const here = dirname(fileURLToPath(import.meta.url));

describe('the per-screen bench helpers', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(percentile(values, 0.5)).toBe(10);
    expect(percentile(values, 0.95)).toBe(19);
    expect(percentile([7, 3, 5], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('reads every screen of the registry with its path, title and focus', () => {
    const read = readScreens(
      join(here, '../src/screens/registry.ts'),
      join(here, '../src/screens/titles.ts'),
    );
    expect(read).toEqual(
      SCREENS.map((s) => ({ id: s.id, path: s.path, title: titleText(s.titleKey), focus: s.focus })),
    );
  });
});
