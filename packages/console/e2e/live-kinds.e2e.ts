/**
 * Live all shift (issue 38), the later kinds against the real server: a browser fingerprint asked for at
 * someone's sign-in shows on the admin's open fingerprints list and the Masters count without a reload, and
 * a staff member whose sessions are ended elsewhere is signed out at once and told why.
 */
import { randomBytes } from 'node:crypto';
import { type BackofficeClient, createBackofficeClient, createMemorySession } from '@backoffice/sdk';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  type Browser,
  clientOfBrowser,
  openBrowser,
  signInByKeyboard,
  toastSaid,
  useServerAndBrowser,
} from './harness';

const { baseUrl, browser: adminBrowser } = useServerAndBrowser();
let admin: BackofficeClient;

beforeAll(async () => {
  admin = await clientOfBrowser(adminBrowser.page, baseUrl);
});

/** A sign-in through the API, as from a browser never seen before (a new fingerprint, PENDING). */
async function signInFromNewBrowser(username: string, password: string): Promise<string> {
  const client = createBackofficeClient({ baseUrl: `${baseUrl}/v1`, session: createMemorySession() });
  const fingerprintHash = randomBytes(32).toString('hex');
  await client.auth.login({ username, password, fingerprintHash });
  return fingerprintHash;
}

describe('live kinds against the server', () => {
  it('shows a fingerprint asked for on the open list and in the Masters count, without a reload', async () => {
    const page = adminBrowser.page;
    await page.goto(`${baseUrl}/masters/fingerprints`);
    await page.getByRole('region', { name: 'Pending browser fingerprints' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^Live$/ })
      .waitFor();
    const before = (await admin.fingerprints.list({ status: 'PENDING', perPage: 1 })).pagination.totalCount;
    const hash = await signInFromNewBrowser('viewer', 'Viewer@123');
    const listed = await admin.fingerprints.list({ status: 'PENDING', perPage: 100 });
    const row = listed.rows.find((r) => r.fingerprintHash === hash);
    if (!row) throw new Error('the sign-in asked for no fingerprint');
    await page.locator(`[role="row"][row-id="${row.fingerprintId}"]`).first().waitFor();
    const count = before + 1;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByText(`${count} browser fingerprint${count === 1 ? '' : 's'} waiting for approval`)
      .waitFor({ state: 'attached' });
  });

  describe('a session ended elsewhere', () => {
    let viewer: Browser;
    beforeAll(async () => {
      viewer = await openBrowser();
    });
    afterAll(async () => {
      await viewer?.close();
    });

    it('signs the console out at once and says why', async () => {
      const streamOpen = viewer.page.waitForResponse((res) => res.url().endsWith('/v1/live/events'));
      await signInByKeyboard(viewer.page, baseUrl, 'viewer', 'Viewer@123');
      await viewer.page.waitForURL(`${baseUrl}/dashboard`);
      await streamOpen;
      const staff = await admin.employees.list({ search: 'viewer', perPage: 10 });
      const employee = staff.rows.find((e) => e.username === 'viewer');
      if (!employee) throw new Error('no viewer');
      await admin.employees.endSessions({ employeeId: employee.employeeId });
      await viewer.page.waitForURL(`${baseUrl}/login`);
      await toastSaid(viewer.page, 'Session expired. Please log in again.');
    });
  });
});
