import type { PaletteEntry } from '../src/app/palette/rank';

// Words the synthetic entries are made of, so typed queries match many of them as real words would.
const WORDS = [
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

/** `base` followed by synthetic actions with realistic words, up to `total` palette entries. */
export function withSyntheticEntries(base: readonly PaletteEntry[], total = 10_000): PaletteEntry[] {
  const entries = [...base];
  for (let i = entries.length; i < total; i++) {
    const a = WORDS[i % WORDS.length] ?? '';
    const b = WORDS[(i * 7) % WORDS.length] ?? '';
    entries.push({
      id: `action:synthetic-${i}`,
      kind: 'action',
      label: `${a} ${b} ${i}`,
      group: 'Actions',
      keywords: [b, `#${i}`],
    });
  }
  return entries;
}
