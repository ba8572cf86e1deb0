import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import { resolvePath } from '../src/screens/resolve-path';
import { titleText } from '../src/screens/titles';
import { pathOf, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

const aliases = SCREENS.flatMap((screen) => screen.aliases.map((alias) => [alias, screen.path] as const));

describe('both route readings', () => {
  it.each(aliases)('reading B %s lands on reading A %s with the query kept', async (alias, path) => {
    const { page } = browser;
    await page.goto(`${baseUrl}${alias}?page=2`);
    await page.waitForURL(`${baseUrl}${path}?page=2`);
    const match = resolvePath(path);
    const title = match.kind === 'screen' ? titleText(match.screen.titleKey) : '';
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(pathOf(page)).toBe(`${path}?page=2`);
  });

  it("titles an unknown path with the Dashboard's title and a not-found panel", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/no-such-screen`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  });
});
