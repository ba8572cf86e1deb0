import { describe, expect, it } from 'vitest';
import {
  createRanker,
  indexEntries,
  type PaletteEntry,
  rankEntries,
  rankScored,
} from '../src/app/palette/rank';

const entry = (id: string, label: string, keywords: string[] = [], group = 'Go to'): PaletteEntry => ({
  id,
  kind: 'screen',
  label,
  group,
  keywords,
});

const index = indexEntries([
  entry('a', 'Games provider', ['/games/provider', '/games/providers'], 'Games'),
  entry('b', 'Users'),
  entry('c', 'User ideas', ['/user-ideas', '/userIdea']),
  entry('d', 'Jackpot result', ['/jackpot/result'], 'Jackpot'),
  entry('e', 'Block user…', ['ban', 'suspend']),
]);

describe('rankEntries', () => {
  it('puts label prefixes before word starts and keywords', () => {
    expect(rankEntries(index, 'user').map((e) => e.id)).toEqual(['b', 'c', 'e']);
  });

  it('requires every token to match', () => {
    expect(rankEntries(index, 'jackpot res').map((e) => e.id)).toEqual(['d']);
    expect(rankEntries(index, 'jackpot users')).toEqual([]);
  });

  it('matches reading-B path spellings through keywords', () => {
    expect(rankEntries(index, '/userIdea').map((e) => e.id)).toEqual(['c']);
    expect(rankEntries(index, 'providers').map((e) => e.id)).toEqual(['a']);
  });

  it('matches keywords such as "ban" and fuzzy subsequences', () => {
    expect(rankEntries(index, 'ban').map((e) => e.id)).toEqual(['e']);
    expect(rankEntries(index, 'gmprv').map((e) => e.id)).toEqual(['a']);
  });

  it('lists recently used items first for an empty query and boosts them while typing', () => {
    expect(rankEntries(index, '', ['d', 'b']).map((e) => e.id)).toEqual(['d', 'b', 'a', 'c', 'e']);
    expect(rankEntries(index, 'user', ['c'])[0]?.id).toBe('c');
  });

  it('never returns more than the cap', () => {
    const many = indexEntries(Array.from({ length: 500 }, (_, i) => entry(`x${i}`, `Entry ${i}`)));
    expect(rankEntries(many, 'entry', [], 50)).toHaveLength(50);
    expect(rankEntries(many, '', [], 20)).toHaveLength(20);
  });
});

describe('rankScored', () => {
  it('marks entries matched only as a scattered subsequence as fuzzy', () => {
    const ranked = rankScored(index, 'jrs');
    expect(ranked.map((r) => [r.entry.id, r.fuzzy])).toEqual([['d', true]]);
    expect(rankScored(index, 'jack').map((r) => [r.entry.id, r.fuzzy])).toEqual([['d', false]]);
  });
});

describe('createRanker', () => {
  it('ranks like rankScored while typing forward, deleting and retyping', () => {
    const rank = createRanker(index);
    const queries = [
      'u',
      'us',
      'use',
      'user',
      'user ',
      'user i',
      'user',
      'b',
      'bl',
      'j',
      'jr',
      'jrs',
      '',
      'g p',
    ];
    for (const query of queries) {
      expect(rank(query, ['c'], 3)).toEqual(rankScored(index, query, ['c'], 3));
    }
  });
});
