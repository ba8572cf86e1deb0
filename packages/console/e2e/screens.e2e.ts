import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';
import { useServerAndBrowser } from './harness';

const { baseUrl, browser } = useServerAndBrowser();
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
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
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

describe('every registered screen', () => {
  it.each(SCREENS.map((screen) => [screen.path, titleText(screen.titleKey)] as const))(
    '%s renders its title without an uncaught error or a serious accessibility violation',
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
          // AG Charts keeps its own (hidden) role=status overlay on every chart: not a loading state.
          .locator('main [aria-busy="true"], main [role="status"]:not(.ag-charts-overlay)')
          .first()
          .waitFor({ state: 'detached', timeout: 15_000 })
          .catch(() => undefined);
        expect(await seriousViolations()).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        page.off('pageerror', onError);
        page.off('console', onConsole);
      }
    },
  );
});
