import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import { aliasPath, canonicalUrl, resolvePath } from '../src/screens/resolve-path';
import { titleText } from '../src/screens/titles';
import { pathOf, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

const aliases = SCREENS.flatMap((screen) =>
  screen.aliases.map((alias) => [aliasPath(alias), screen.path] as const),
);

describe('both route readings', () => {
  it.each(aliases)('reading B %s lands on reading A %s with the query kept', async (alias, path) => {
    const { page } = browser;
    const aliasMatch = resolvePath(alias);
    if (aliasMatch.kind !== 'alias') throw new Error(`${alias} is not reading B`);
    // The query kept, plus the alias's own parameters (/support/systemchat adds kind=SYSTEM). A parameter
    // no screen reads: a list clamps ?page=2 to page 1 once it sees a single page, and the URL follows.
    const target = canonicalUrl(aliasMatch, '?kept=yes');
    await page.goto(`${baseUrl}${alias}?kept=yes`);
    await page.waitForURL(`${baseUrl}${target}`);
    const match = resolvePath(path);
    const title = match.kind === 'screen' ? titleText(match.screen.titleKey) : '';
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    expect(pathOf(page)).toBe(target);
  });

  it("titles an unknown path with the Dashboard's title and a not-found panel", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/no-such-screen`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
  });
});
