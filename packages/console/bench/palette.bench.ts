import { bench, describe } from 'vitest';
import { createRanker, indexEntries, type PaletteEntry, rankEntries } from '../src/app/palette/rank';
import { SCREENS } from '../src/screens/registry';
import { aliasPath } from '../src/screens/resolve-path';
import { titleText } from '../src/screens/titles';
import { withSyntheticEntries } from './entries';

// 10,000 palette entries: every screen, then synthetic actions with realistic words.
const entries: PaletteEntry[] = withSyntheticEntries(
  SCREENS.map((s) => ({
    id: `screen:${s.id}`,
    kind: 'screen',
    label: titleText(s.titleKey),
    group: s.group ?? 'Go to',
    keywords: [s.path, ...s.aliases.map(aliasPath)],
  })),
);
const index = indexEntries(entries);
const typed = 'games result';
const keystrokes = Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1));
const recent = ['screen:users', 'screen:dashboard'];

// A plain per-keystroke timing, printed before the tinybench table (after a JIT warm-up): every query
// scanned in full, and the palette's own ranker, which rescans only the last matches while typing on.
function perKeystroke(rank: (query: string) => unknown): string {
  for (let round = 0; round < 5; round++) for (const query of keystrokes) rank(query);
  const samples: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const query of keystrokes) {
      const start = performance.now();
      rank(query);
      samples.push(performance.now() - start);
    }
    rank('');
  }
  samples.sort((x, y) => x - y);
  const pct = (p: number) => (samples[Math.floor((samples.length - 1) * p)] ?? 0).toFixed(3);
  return `median ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms`;
}
const ranker = createRanker(index);
console.log(
  `palette ranking, ${entries.length} entries, typing "${typed}", per keystroke (budget 16 ms for the whole ` +
    `keystroke, see bench/browser):\n  full scan: ${perKeystroke((q) => rankEntries(index, q, recent, 50))}\n` +
    `  createRanker (the palette's): ${perKeystroke((q) => ranker(q, recent, 50))}`,
);

describe(`palette ranking over ${entries.length} entries`, () => {
  bench('one keystroke ("games r")', () => {
    rankEntries(index, 'games r', recent, 50);
  });
  bench('one keystroke ("u", many matches)', () => {
    rankEntries(index, 'u', recent, 50);
  });
  bench('empty query (recent first)', () => {
    rankEntries(index, '', recent, 50);
  });
  bench('indexing 10,000 entries (once per palette open)', () => {
    indexEntries(entries);
  });
});
