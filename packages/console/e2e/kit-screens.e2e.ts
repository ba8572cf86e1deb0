import { describe, expect, it } from 'vitest';
import { pathOf, runFromPalette, shownScreen, toastSaid, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

const fromPalette = (query: string) => runFromPalette(browser.page, query);

/** Whether keyboard focus is on the settings form's first field (where it goes after a save). */
const onFirstField = () =>
  browser.page.evaluate(
    () =>
      document.activeElement ===
      document.querySelector('form.form')?.querySelector('input, select, textarea'),
  );

describe('screens built on the kit, by keyboard alone', () => {
  it('adds a manual fund reason from the palette and finds it in the list', async () => {
    const { page } = browser;
    await fromPalette('Manual fund reason');
    await page.waitForURL(`${baseUrl}/payment-gateway/fund-reason`);
    await page.getByRole('heading', { level: 1, name: 'Manual fund reason' }).waitFor();
    await page.getByRole('region', { name: 'Manual fund reasons' }).waitFor();
    await fromPalette('Add reason');
    const dialog = page.getByRole('dialog', { name: 'Add manual fund reason' });
    await dialog.waitFor();
    const reason = `Festival bonus ${Date.now()}`;
    await page.keyboard.type(reason);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await toastSaid(page, 'Manual fund reason added');
    await page.getByRole('searchbox', { name: 'Search reasons' }).focus();
    await page.keyboard.type(reason);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === reason);
    await shownScreen(page).getByText(reason).first().waitFor();
    expect(pathOf(page)).toContain('search=');
  });

  it('sends a notification only after the confirmation, and sees the toast', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/notifications`);
    await page.getByRole('button', { name: 'Send notification…' }).waitFor();
    await fromPalette('Send notification');
    const dialog = page.getByRole('dialog', { name: 'Send notification' });
    await dialog.getByLabel('Title').waitFor();
    await page.keyboard.type('Diwali results');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Results at 9 pm tonight');
    await page.keyboard.press('Control+Enter');
    await dialog.getByText('Send "Diwali results" to every player?', { exact: false }).waitFor();
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await toastSaid(page, 'Notification sent successfully');
    await shownScreen(page).getByText('Diwali results').first().waitFor();
    expect(await page.getByRole('log', { name: 'Recent messages' }).textContent()).not.toContain('Failed');
  });

  it('asks before turning maintenance on, and saves the app version by keyboard', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/app-setting/app-version`);
    const maintenance = page.getByRole('switch', { name: 'Maintenance mode' });
    await maintenance.waitFor();
    await maintenance.focus();
    await page.keyboard.press('Space');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: 'Turn maintenance on' });
    await ask.waitFor();
    await page.keyboard.press('Control+Enter');
    await ask.waitFor({ state: 'detached' });
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(await maintenance.isChecked()).toBe(true);
    // Save is disabled now: focus went to the form's first field, not to <body>.
    expect(await onFirstField()).toBe(true);
  });

  it.each([
    [
      '/news',
      'Add news…',
      'Add news',
      ['Festival timings', 'Markets close at 6 pm on Diwali'],
      'Festival timings',
    ],
    [
      '/user-ideas',
      'Add idea…',
      'Add idea',
      ['Show the jodi chart on the home screen'],
      'Show the jodi chart on the home screen',
    ],
    ['/app-setting/languages', 'Add language…', 'Add language', ['kok', 'Konkani', 'कोंकणी'], 'Konkani'],
  ])('%s: adds from the palette by keyboard and lists it', async (path, button, command, typed, shown) => {
    const { page } = browser;
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('button', { name: button }).waitFor();
    await fromPalette(command);
    const dialog = page.getByRole('dialog', { name: command });
    await dialog.waitFor();
    for (const [index, text] of typed.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: shown }).first().waitFor();
  });

  it.each([
    ['/app-setting/how-to-play', 'Title'],
    ['/app-setting/notice-board', 'Title'],
    ['/app-setting/withdraw-screen', 'Title'],
    ['/app-setting/wallet-contact', 'Show the WhatsApp number'],
  ])('%s: edits a field and saves by keyboard, the record reloaded', async (path, label) => {
    const { page } = browser;
    await page.goto(`${baseUrl}${path}`);
    const field = shownScreen(page).getByLabel(label, { exact: true });
    await field.waitFor();
    await field.focus();
    if ((await field.getAttribute('type')) === 'checkbox') await page.keyboard.press('Space');
    else {
      await page.keyboard.press('End');
      await page.keyboard.type(' (updated)');
    }
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    if ((await field.getAttribute('type')) !== 'checkbox')
      expect(await field.inputValue()).toContain('(updated)');
    expect(await onFirstField()).toBe(true);
  });

  it('uploads a banner after checking its type, and refuses a file that is not an image', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/app-setting/banners`);
    await page.getByRole('button', { name: 'Upload banner…' }).waitFor();
    await fromPalette('Upload banner');
    const dialog = page.getByRole('dialog', { name: 'Upload banner' });
    const image = dialog.getByLabel('Image');
    await image.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await dialog.getByLabel('Title').focus();
    await page.keyboard.type('Diwali bonus');
    await page.keyboard.press('Enter');
    await dialog.getByText('Image must be one of: image/png, image/jpeg, image/webp').waitFor();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await image.setInputFiles({ name: 'diwali.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Preview of diwali.png' }).waitFor();
    await dialog.getByLabel('Title').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: 'Diwali bonus' }).first().waitFor();
  });
});
