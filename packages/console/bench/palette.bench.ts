import { bench, describe } from 'vitest';
import { indexEntries, type PaletteEntry, rankEntries } from '../src/app/palette/rank';
import { SCREENS } from '../src/screens/registry';
import { titleText } from '../src/screens/titles';

// 10,000 palette entries: every screen, then synthetic actions and players with realistic words.
const words = [
  'block',
  'user',
  'market',
  'result',
  'declare',
  'wallet',
  'starline',
  'jackpot',
  'report',
  'bid',
];
const entries: PaletteEntry[] = SCREENS.map((s) => ({
  id: `screen:${s.id}`,
  kind: 'screen',
  label: titleText(s.titleKey),
  group: s.group ?? 'Go to',
  keywords: [s.path, ...s.aliases],
}));
for (let i = entries.length; i < 10_000; i++) {
  const a = words[i % words.length] ?? '';
  const b = words[(i * 7) % words.length] ?? '';
  entries.push({
    id: `action:${i}`,
    kind: 'action',
    label: `${a} ${b} ${i}`,
    group: 'Actions',
    keywords: [b, `#${i}`],
  });
}
const index = indexEntries(entries);
const typed = 'games result';
const keystrokes = Array.from({ length: typed.length }, (_, i) => typed.slice(0, i + 1));
const recent = ['screen:users', 'screen:dashboard'];

// A plain per-keystroke timing, printed before the tinybench table (after a JIT warm-up).
for (let round = 0; round < 5; round++) for (const query of keystrokes) rankEntries(index, query, recent, 50);
const samples: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const query of keystrokes) {
    const start = performance.now();
    rankEntries(index, query, recent, 50);
    samples.push(performance.now() - start);
  }
}
samples.sort((x, y) => x - y);
const pct = (p: number) => (samples[Math.floor((samples.length - 1) * p)] ?? 0).toFixed(3);
console.log(
  `palette ranking, ${entries.length} entries, typing "${typed}": per keystroke median ${pct(0.5)} ms, ` +
    `p95 ${pct(0.95)} ms, max ${pct(1)} ms (budget 16 ms; rendering is capped at 50 rows)`,
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
