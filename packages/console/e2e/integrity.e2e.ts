/**
 * The integrity watch against the real server and its demo data (issue 26): the demo's late bids are on
 * the declare desk before declaring, with the count the server gives; the Books screen shows the demo's
 * declared sessions green and the whole books balanced. E2E_SHOTS=<dir> also saves screenshots there.
 */
import { join } from 'node:path';
import type { BackofficeClient } from '@backoffice/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOfBrowser, useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();
let client: BackofficeClient;
const shots = process.env.E2E_SHOTS;
const PREFIX = { market: 'games', starline: 'starline', jackpot: 'jackpot' } as const;

beforeAll(async () => {
  client = await clientOfBrowser(browser.page, baseUrl);
});

describe('integrity watch', () => {
  it("shows a session's late bids on the declare desk before it is declared", async () => {
    const alarms = await client.integrity.alarms();
    const slot = alarms.lateBids?.[0];
    expect(slot, 'the demo has late bids on a session still to declare today').toBeDefined();
    if (!slot) return;
    const { page } = browser;
    const params = new URLSearchParams({ date: slot.gameDate, provider: String(slot.providerId) });
    if (slot.session) params.set('session', slot.session);
    await page.goto(`${baseUrl}/${PREFIX[slot.type]}/result?${params}`);
    const panel = page.getByRole('region', { name: 'Late bids' });
    await panel.waitFor();
    const noun = slot.count === 1 ? 'late bid' : 'late bids';
    await expect(panel.getByRole('heading', { level: 3 }).textContent()).resolves.toContain(
      `${slot.count} ${noun}`,
    );
    const rows = panel.getByRole('table', { name: 'Late bids of this slot' }).locator('tbody tr');
    expect(await rows.count()).toBe(slot.count);
    // Nothing is declared yet: the entry is still there.
    expect(await page.getByRole('button', { name: 'Save and preview' }).count()).toBe(1);
    if (shots) await page.screenshot({ path: join(shots, 'desk-late-bids.png'), fullPage: true });
  });

  it("shows the demo's declared sessions green on the Books screen, and the books balanced", async () => {
    const checks = await client.integrity.sessionChecks({});
    expect(checks.counts.pass).toBeGreaterThan(0);
    expect(checks.counts.fail).toBe(0);
    expect(checks.counts.unchecked).toBe(0);
    const { page } = browser;
    await page.goto(`${baseUrl}/risk/books`);
    const books = page.getByRole('region', { name: 'Whole books' });
    await books.getByText('balanced').waitFor();
    const grid = page.getByRole('treegrid').or(page.getByRole('grid')).first();
    await grid.locator('.ag-cell.cell-good').first().waitFor();
    expect(await grid.locator('.ag-cell.cell-bad').count()).toBe(0);
    const verdicts = await grid.locator('[col-id="verdict"].ag-cell').allTextContents();
    expect(verdicts.length).toBeGreaterThan(0);
    expect(new Set(verdicts)).toEqual(new Set(['Pass']));
    if (shots) await page.screenshot({ path: join(shots, 'books.png'), fullPage: true });
    // A session's check opens from the keyboard: Enter on the focused row.
    await grid.locator('.ag-row').first().locator('.ag-cell').first().click();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Every bid settled once, every win paid exactly.').waitFor();
    if (shots) await page.screenshot({ path: join(shots, 'books-session.png') });
    await page.keyboard.press('Escape');
  });

  it('verifies the hash chains from the palette and shows the verified line on the Books screen', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/risk/books`);
    const chains = page.getByRole('region', { name: 'Hash chains' });
    await chains.waitFor();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await dialog.waitFor();
    await page.keyboard.type('Verify the hash chains');
    await dialog.getByRole('option').first().filter({ hasText: 'Verify the hash chains now' }).waitFor();
    await page.keyboard.press('Enter');
    const ledger = chains.getByRole('listitem').filter({ hasText: 'Ledger chain verified to #' });
    await ledger.waitFor();
    const latest = await client.integrity.chains();
    const verdict = latest?.chains.find((c) => c.chain === 'ledger');
    expect(latest?.ok).toBe(true);
    const text = (await ledger.textContent()) ?? '';
    expect(text).toContain(`verified to #${verdict?.verifiedTo.toLocaleString('en-IN')} at `);
    expect(text).toContain(`head ${verdict?.head.slice(0, 4)}…`);
    await chains.getByText('verified', { exact: true }).waitFor();
    if (shots) await page.screenshot({ path: join(shots, 'books-chains.png'), fullPage: true });
  });

  it("lists the demo's improbable winner and the late bids across days for risk staff", async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/risk/improbable-winners`);
    const winners = page.getByRole('treegrid').or(page.getByRole('grid')).first();
    await winners.getByText('Rohit Kulkarni', { exact: false }).first().waitFor();
    expect(await winners.getByText(/^about 1 in/).count()).toBeGreaterThan(0);
    if (shots) await page.screenshot({ path: join(shots, 'improbable-winners.png'), fullPage: true });
    await page.goto(`${baseUrl}/risk/late-bids`);
    const late = page.getByRole('treegrid').or(page.getByRole('grid')).first();
    await late.locator('.ag-row').first().waitFor();
    if (shots) await page.screenshot({ path: join(shots, 'late-bids.png'), fullPage: true });
  });
});
