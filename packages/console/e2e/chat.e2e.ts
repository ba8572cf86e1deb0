import { createBackofficeClient, createMemorySession } from '@backoffice/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shownScreen, toastSaid, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();

/** The test's own staff login, to read the server's data through the SDK. */
async function staffClient() {
  const client = createBackofficeClient({ baseUrl: `${baseUrl}/v1`, session: createMemorySession() });
  await client.auth.login({ username: 'admin', password: 'Admin@123' });
  return client;
}

/** A player writing from the player app (the server's PLAYER_CHAT_HOOK, on for browser tests). */
async function playerWrites(threadId: number, body: string) {
  const res = await fetch(`${baseUrl}/test/player-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ thread_id: threadId, body }),
  });
  expect(res.status).toBe(200);
}

/** The sidebar's unread badge on Chat support, once it shows `count`. */
async function badgeShows(page: Page, count: number) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('status', { name: `${count} unread`, exact: true })
    .waitFor();
}

async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByRole('navigation', { name: 'Main' }).getByRole('status', { name: /unread$/ });
  await badge.waitFor();
  return Number((await badge.getAttribute('aria-label'))?.split(' ')[0]);
}

describe('Chat support, by keyboard alone', () => {
  it('shows a player message live as text with the unread badge, then marks read and replies', async () => {
    const { page } = browser;
    const client = await staffClient();
    // The thread J will open starts closed, so the test reopens it by key before replying.
    const [first] = (await client.chat.threads({ kind: 'USER' })).rows;
    if (!first) throw new Error('the demo data has no player chat threads');
    await client.chat.setStatus({ threadId: first.threadId, status: 'CLOSED' });
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
    await page.keyboard.type('Chat support');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/chat`);
    await page.getByRole('listbox', { name: 'Threads' }).waitFor();
    await shownScreen(page).locator('.chat-live', { hasText: 'Live' }).waitFor();
    const before = await badgeCount(page);

    // J opens the first thread (unread first, newest first).
    await page.keyboard.press('j');
    await page.waitForURL(/thread=\d+/);
    const threadId = Number(new URL(page.url()).searchParams.get('thread'));
    expect(threadId).toBe(first.threadId);
    const log = page.getByRole('log', { name: 'Messages', exact: true });
    await log.waitFor();
    const unreadBefore = first.unreadCount;

    const markup = '<b>Is Kalyan open?</b> <img src=x onerror="document.title=1">';
    await playerWrites(threadId, markup);
    await log.getByText(markup, { exact: true }).waitFor();
    expect(await log.locator('b, img').count()).toBe(0);
    await badgeShows(page, before + 1);
    const option = page.getByRole('option', { selected: true });
    await option.filter({ hasText: `${unreadBefore + 1} unread` }).waitFor();

    // M marks the open thread read: the badge drops by its unread count, live.
    await page.keyboard.press('m');
    await toastSaid(page, 'Thread marked read');
    await badgeShows(page, before - unreadBefore);

    // O reopens the closed thread; R goes to the reply box, Ctrl+Enter sends; C closes it again.
    await expect(shownScreen(page).getByLabel('Reply').isDisabled()).resolves.toBe(true);
    await page.keyboard.press('o');
    await toastSaid(page, 'Thread reopened');
    await page.getByRole('textbox', { name: 'Reply' }).and(page.locator(':enabled')).waitFor();
    await page.keyboard.press('r');
    await page.keyboard.type('Yes, Kalyan is open till 4 pm.');
    await page.keyboard.press('Control+Enter');
    await toastSaid(page, 'Message sent');
    await log.getByText('Yes, Kalyan is open till 4 pm.', { exact: true }).waitFor();
    const { rows } = await client.chat.messages({ threadId, limit: 2 });
    expect(rows.map((m) => [m.sender, m.body])).toEqual([
      ['PLAYER', markup],
      ['STAFF', 'Yes, Kalyan is open till 4 pm.'],
    ]);
    expect((await client.chat.unreadCounts()).total).toBe(before - unreadBefore);
    await page.keyboard.press('Escape');
    await page.keyboard.press('c');
    await toastSaid(page, 'Thread closed');
    await page.getByRole('textbox', { name: 'Reply' }).and(page.locator(':disabled')).waitFor();
    const closed = (await client.chat.threads({ kind: 'USER', search: String(first.userId) })).rows.find(
      (t) => t.threadId === threadId,
    );
    expect(closed?.status).toBe('CLOSED');
  });
});
