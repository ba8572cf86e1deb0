import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';
import { useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();
beforeAll(recordCspViolations);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Serious and critical accessibility violations of what the page shows now. */
async function seriousViolations(): Promise<string[]> {
  const { page } = browser;
  // Evaluated through DevTools, not as an inline <script>: the console's CSP (script-src 'self') refuses those.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Every Content-Security-Policy violation the page reports, recorded from before its first script runs. */
async function recordCspViolations(): Promise<void> {
  await browser.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

async function cspViolations(): Promise<string[]> {
  return browser.page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

describe('the console under its Content-Security-Policy', () => {
  it('is served with a strict CSP: scripts from its own origin only, no framing', async () => {
    const response = await browser.page.goto(`${baseUrl}/dashboard`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    // The recorder sees what the policy refuses: an inline script is one.
    await browser.page.addScriptTag({ content: 'window.inlineRan = true' }).catch(() => undefined);
    expect(await browser.page.evaluate(() => 'inlineRan' in window)).toBe(false);
    expect(await cspViolations()).toEqual([expect.stringContaining('script-src')]);
  });
});

describe('every registered screen', () => {
  it.each(SCREENS.map((screen) => [screen.path, titleText(screen.titleKey)] as const))(
    '%s renders its title without an uncaught error, a CSP violation or a serious accessibility violation',
    async (path, title) => {
      const { page } = browser;
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      const onConsole = (message: { type: () => string; text: () => string }) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      page.on('pageerror', onError);
      page.on('console', onConsole);
      try {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
        await page
          // Loading states only: AG Charts keeps its own (hidden) role=status overlay on every chart, and
          // a screen may say something that stays (Approvals: "Changed since it was asked").
          .locator(
            'main [aria-busy="true"], main [role="status"]:not(.ag-charts-overlay):has-text("Loading")',
          )
          .first()
          .waitFor({ state: 'detached', timeout: 15_000 })
          .catch(() => undefined);
        // The screen as a user meets it: its arrival focus landed on its working element (a grid's row).
        await page
          .waitForFunction(
            () => {
              const main = document.getElementById('main');
              const active = document.activeElement;
              return Boolean(main && active && active !== main && main.contains(active));
            },
            undefined,
            { timeout: 5_000 },
          )
          .catch(() => undefined);
        expect(await cspViolations()).toEqual([]);
        expect(await seriousViolations()).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        page.off('pageerror', onError);
        page.off('console', onConsole);
      }
    },
  );
});
