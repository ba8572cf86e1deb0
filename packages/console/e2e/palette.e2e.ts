import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';
import { pathOf, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

describe('the palette, by keyboard alone', () => {
  it.each(SCREENS.map((s) => [titleText(s.titleKey), s.path] as const))(
    'reaches %s (%s)',
    async (title, path) => {
      const { page } = browser;
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Command palette' });
      await dialog.waitFor();
      await page.keyboard.type(title);
      await dialog.getByRole('option').first().filter({ hasText: title }).waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      expect(pathOf(page)).toBe(path);
    },
  );

  it('opens while typing in a field, and Esc closes it', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/users`);
    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor({ state: 'detached' });
  });

  it('lists every shortcut for ?', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('?');
    const list = page.getByRole('region', { name: 'Keyboard shortcuts' });
    await list.waitFor();
    expect(await list.textContent()).toContain('Toggle sidebar');
    await page.keyboard.press('Escape');
  });

  it("finds a player by id and Enter opens the player's details", async () => {
    const { page } = browser;
    await page.keyboard.press('Control+k');
    await page.keyboard.type('2500');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await dialog.getByRole('option').first().filter({ hasText: '#2500' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users\?(.*&)?user=2500/);
    await page.getByRole('dialog', { name: 'User details' }).getByText('#2500').waitFor();
  });
});
