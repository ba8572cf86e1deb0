// Pure helpers of the per-screen bench (bench/screens/run.mjs): nearest-rank percentiles and the screen list read from the console's own registry and titles (so a new screen is benched without an edit here).
import { readFileSync } from 'node:fs';

/** Nearest rank: p95 of 20 samples is the 19th smallest, of 5 the largest. Empty -> NaN. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))];
}

/**
 * Every screen of src/screens/registry.ts in its order: id, path, title (src/screens/titles.ts) and focus
 * (its working element: grid, field, control, entry).
 */
export function readScreens(registryPath, titlesPath) {
  const titles = new Map(
    [...readFileSync(titlesPath, 'utf8').matchAll(/^\s+([A-Z_]+): '([^']+)',$/gm)].map((m) => [m[1], m[2]]),
  );
  const screens = [];
  for (const line of readFileSync(registryPath, 'utf8').split('\n')) {
    if (!line.trimStart().startsWith("{ id: '")) continue;
    const field = (name) => line.match(new RegExp(`\\b${name}: '([^']+)'`))?.[1];
    const [id, path, titleKey, focus] = ['id', 'path', 'titleKey', 'focus'].map(field);
    if (!id || !path || !titleKey || !focus || !titles.has(titleKey)) {
      throw new Error(`cannot read the screen row: ${line.trim().slice(0, 120)}`);
    }
    screens.push({ id, path, title: titles.get(titleKey), focus });
  }
  return screens;
}
