// What every browser benchmark needs before it starts: Debian's chromium, and (for those that load the
// app) the built console. Each exits with the way to get it when it is missing.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_PATH } from '../scripts/start-server.mjs';

const consoleDir = join(dirname(fileURLToPath(import.meta.url)), '..');

export function requireChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.error(`chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  process.exit(1);
}

export function requireBuiltConsole() {
  if (existsSync(join(consoleDir, 'dist/index.html'))) return;
  console.error('the console is not built: run `npx vite build` in packages/console first');
  process.exit(1);
}

/** Signs the demo admin in through the login form and waits for the dashboard. */
export async function signInAsAdmin(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Admin@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}
